import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { Billing } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Heading, Text } from '@brightlane/ui';
import { fetchBilling } from '../../features/member-area/api.ts';
import { BillingPanel } from '../../features/member-area/BillingPanel.tsx';
import { billingCopy as copy } from '../../features/member-area/copy.ts';
import type { ServedPage } from '../../features/member-area/useLoaded.ts';
import { servedLoad } from '../../features/projects/useProjectList.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as frame from '../../layouts/memberPage.css.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';

/**
 * Rendered per request, the page holds the account's plan and invoices, read on the server as
 * this visitor (the guard above sends a signed-out one to sign in); in the browser the panel
 * asks for them itself.
 */
export function loader({
  context,
}: LoaderFunctionArgs): ServedPage<Billing> | Promise<ServedPage<Billing>> {
  const api = serverApi(context);
  if (!api) return {};
  return servedLoad(fetchBilling(api));
}

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.title), noindex: true };

/** `/billing` (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"). */
export function Component() {
  const served = useLoaderData() as ServedPage<Billing> | undefined;
  return (
    <div className={`${layout.container} ${frame.page}`}>
      <header className={frame.header}>
        <div className={frame.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
      </header>
      <BillingPanel served={served} />
    </div>
  );
}
