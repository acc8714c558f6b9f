import { useCallback } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import { FolderPlus } from 'lucide-react';
import { PROJECTS_PAGE_SIZE } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Button, Heading, Text, Toaster } from '@brightlane/ui';
import { fetchProjects } from '../../../features/projects/api.ts';
import { projectsCopy as copy } from '../../../features/projects/copy.ts';
import { useFlashToast } from '../../../app/flash.ts';
import { PostedNotice } from '../../../app/PostedNotice.tsx';
import { useSearchParamsChange } from '../../../hooks/useSearchParamsChange.ts';
import {
  readListParams,
  writeListParams,
  type ProjectListParams,
} from '../../../features/projects/listParams.ts';
import type { ProjectsPageData } from '../../../features/projects/postedForms.ts';
import { ProjectsPanel } from '../../../features/projects/ProjectsPanel.tsx';
import { serverApi } from '../../../forms/serverApi.ts';
import type { MetaSource } from '../../../seo/meta.ts';
import * as layout from '../../../layouts/SiteLayout.css.ts';
import * as styles from '../../../features/projects/projects.css.ts';

/**
 * Rendered per request, the page holds the list of its address's query, read on the server as
 * this visitor (the guard above sends a signed-out one to sign in); in the browser the list asks
 * for it itself.
 */
export function loader({
  request,
  context,
}: LoaderFunctionArgs): Promise<ProjectsPageData> | ProjectsPageData {
  const api = serverApi(context);
  if (!api) return {};
  const { status, sort, page } = readListParams(new URL(request.url).searchParams);
  return fetchProjects({ status, sort, page, pageSize: PROJECTS_PAGE_SIZE }, api).then(
    (list) => ({ list }),
    () => ({ failed: true }),
  );
}

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = { title: titleWithBrand(copy.title), noindex: true };

/**
 * `/projects` (docs/product/spec.md §2 "My Projects"; docs/product/decisions.md "Logged-in area"): the signed-in user's
 * projects with a status filter, an order and paging, all in the address. The site mounts no
 * Toaster, so the page brings its own (a deleted project's message lands here). Without the
 * page's code the list of the address is there, the filter and the order are a query form
 * and the pages are links (features/projects/ProjectsPanel.tsx).
 */
export function Component() {
  return (
    <Toaster>
      <MyProjects />
    </Toaster>
  );
}

function MyProjects() {
  useFlashToast();
  const served = useLoaderData() as ProjectsPageData | undefined;
  const [searchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const changeSearch = useSearchParamsChange();
  const change = useCallback(
    (next: Partial<ProjectListParams>) => {
      changeSearch((current) => writeListParams({ ...readListParams(current), ...next }));
    },
    [changeSearch],
  );
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{copy.title}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
        <Button asChild>
          <RouterLink to="/projects/new">
            <FolderPlus size={18} aria-hidden="true" />
            {copy.newProject}
          </RouterLink>
        </Button>
      </header>
      <PostedNotice />
      <ProjectsPanel params={params} onParamsChange={change} served={served} />
    </div>
  );
}
