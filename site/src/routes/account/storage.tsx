import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Storage } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Heading, Text } from '@brightlane/ui';
import { fetchStorage } from '../../features/member-area/api.ts';
import { StoragePanel } from '../../features/member-area/StoragePanel.tsx';
import { storageCopy as copy } from '../../features/member-area/copy.ts';
import type { ServedPage } from '../../features/member-area/useLoaded.ts';
import { servedLoad } from '../../features/projects/useProjectList.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/**
 * Rendered per request, the page holds the account's storage, read on the server as this
 * visitor (the guard above sends a signed-out one to sign in); in the browser the panel asks
 * for it itself.
 */
export function loader({
  context,
}: LoaderFunctionArgs): ServedPage<Storage> | Promise<ServedPage<Storage>> {
  const api = serverApi(context);
  if (!api) return {};
  return servedLoad(fetchStorage(api));
}

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.title), noindex: true };

/** `/storage` (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"). */
export function Component() {
  const served = useLoaderData() as ServedPage<Storage> | undefined;
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
      </header>
      <StoragePanel served={served} />
    </div>
  );
}
