// The pages rendered in the browser only ('client' in routing/routeHandle.ts): the pages behind
// a sign-in and a visitor's own page. None is pre-rendered, so nothing at build needs their head: their modules and their `handle` (the
// head meta) load with this module, the first time one of them is opened, instead of with the
// route table every page runs (docs/decisions/032-first-load-budget.md). The table
// (routes.tsx) keeps only their paths and guards, through `clientPage()` (routing/page.ts).
import { titleWithBrand } from '@brightlane/contract/brand';
import { notFoundCopy } from '../errors/NotFoundPage.tsx';
import { workspaceCopy } from '../features/workspace/copy.ts';
import type { WorkspaceRouteData } from '../features/workspace/guard.ts';
import type { RouteHandle } from './routeHandle.ts';

type RouteModule = Record<string, unknown>;

// The same files routing/page.ts leaves out of its glob: a page is in exactly one of the two
// (routes.test.ts checks that every page of the table loads). Besides the client pages, the
// pages the server renders (`deferredPage`: /settings, /profile, /admin, /projects…, /blog/create…,
// /verify-email) load through here, so that their imports stay out of every page's first load
// too.
const clientPageModules = import.meta.glob<RouteModule>([
  '../routes/account/**/*.tsx',
  '../routes/blog/{create,edit,delete}.tsx',
  '../routes/_auth/verify-email.tsx',
  '../routes/_marketing/user-page.tsx',
  '!../routes/**/*.test.tsx',
]);

/** Client-rendered pages are never listed in the sitemap and never indexed. */
function client(meta: RouteHandle['meta']): RouteHandle {
  return { render: 'client', meta, sitemap: false };
}

/** Each client page's head, by its file under src/routes. */
export const clientPageHandles: Record<string, RouteHandle> = {
  // The staff page: anyone signed in but staff gets the not-found page, and its title (/admin,
  // rendered by the server, says the same in its module's `meta`).
  'account/admin-vitals.tsx': client(({ data }) => ({
    title: titleWithBrand(data ? 'Web Vitals' : notFoundCopy.title),
    noindex: true,
  })),
  'account/notifications.tsx': client({ title: titleWithBrand('Notifications'), noindex: true }),
  'account/workspace.tsx': client({
    title: titleWithBrand(workspaceCopy.pageTitle),
    noindex: true,
  }),
  'account/user-workspace.tsx': client(({ data }) => {
    const username = (data as WorkspaceRouteData | undefined)?.username;
    return {
      title: titleWithBrand(username ? workspaceCopy.title(username) : notFoundCopy.title),
      noindex: true,
    };
  }),
  // A visitor's own page: the page's name as its title.
  '_marketing/user-page.tsx': client(({ params }) => ({
    title: titleWithBrand(String(params.page ?? '')),
    noindex: true,
  })),
};

/**
 * A client page's lazy route properties: its module's exports and its `handle`. The table
 * defines no `handle` for these routes, so React Router takes this one (a lazy `handle` is
 * ignored where the table has one).
 */
export async function loadClientPage(file: string): Promise<RouteModule> {
  const load = clientPageModules[`../routes/${file}`];
  const handle = clientPageHandles[file];
  if (!load || !handle) throw new Error(`No client page at src/routes/${file}`);
  return { ...(await load()), handle };
}

/**
 * The module of a page rendered by the server whose code loads through this module
 * (`deferredPage` in routing/page.ts): the table defines its `handle`.
 */
export function loadPageModule(file: string): Promise<RouteModule> {
  const load = clientPageModules[`../routes/${file}`];
  if (!load || clientPageHandles[file]) throw new Error(`No deferred page at src/routes/${file}`);
  return load();
}
