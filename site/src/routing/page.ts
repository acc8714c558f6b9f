import type { RouteObject } from 'react-router-dom';
import type { MetaSource } from '../seo/meta.ts';
import type { RouteHandle } from './routeHandle.ts';

type RouteModule = Record<string, unknown>;

// Every page module under src/routes, each loaded on demand (its own chunk). Listing them
// through one glob gives each lazy route its source path, which the pre-render needs to
// link the page's CSS from Vite's build manifest. The pages behind a sign-in and the few others
// the server renders per request are left out: their modules load with routing/deferredPages.ts
// (`deferredPage` below), so their imports (and Vite's list of what each preloads) are not in
// every page's first load.
const pageModules = import.meta.glob<RouteModule>([
  '../routes/**/*.tsx',
  '!../routes/**/*.test.tsx',
  '!../routes/account/**/*.tsx',
  '!../routes/blog/{create,edit,delete}.tsx',
  '!../routes/_auth/verify-email.tsx',
  '!../routes/_marketing/user-page.tsx',
]);

/** The Vite manifest key of a page route (its id), e.g. 'src/routes/_marketing/home.tsx'. */
export const PAGE_ID_PREFIX = 'src/routes/';

/** Where a page sits in the table: the index of its parent, or a path segment. */
export type PageLocation = { index: true } | { path: string };

/** The head of each page module loaded so far (its `meta` export), by its file. */
const loadedMeta = new Map<string, MetaSource>();

/**
 * A lazy page route: `page({ path: 'about' }, '_marketing/about.tsx', { render, sitemapPriority })`.
 * Its id is the module's source path: unique by construction and readable in hydration data.
 * The table says how the page is served (the build reads it without loading any page); its
 * head is the module's `meta` export, which loads with the page rather than with the table
 * every page runs (docs/decisions/032-first-load-budget.md). The router shows a page only once
 * its module is in, at the pre-render and in the browser, so `handle.meta` is there by then.
 */
export function page(
  location: PageLocation,
  file: string,
  handle: Omit<RouteHandle, 'meta'>,
): RouteObject {
  const load = pageModules[`../routes/${file}`];
  if (!load) throw new Error(`No page module at src/routes/${file}`);
  return pageRoute(location, file, handle, load);
}

function pageRoute(
  location: PageLocation,
  file: string,
  handle: Omit<RouteHandle, 'meta'>,
  load: () => Promise<RouteModule>,
): RouteObject {
  const id = `${PAGE_ID_PREFIX}${file}`;
  const routeHandle: RouteHandle = {
    ...handle,
    get meta() {
      return loadedMeta.get(file);
    },
  };
  // A module's exports are route properties (Component, loader, ErrorBoundary…), written into
  // the route when it first matches (React Router's `lazy`; app/startClient.tsx resolves the
  // first page's before hydrating). Its `meta` goes to the handle instead.
  const lazy = async () => {
    const { meta, ...module } = await load();
    if (meta) loadedMeta.set(file, meta as MetaSource);
    return module;
  };
  return 'index' in location
    ? { index: true, id, handle: routeHandle, lazy }
    : { path: location.path, id, handle: routeHandle, lazy };
}

/**
 * A page served as `handle` says, like `page()`, whose module loads through
 * routing/deferredPages.ts: a page the server renders per request (/settings, /profile). Listed in this module's glob, its imports (Vite's list of what it
 * preloads, about 1.2 KB gzip for /settings) would be in every page's first load.
 */
export function deferredPage(
  location: PageLocation,
  file: string,
  handle: Omit<RouteHandle, 'meta'>,
): RouteObject {
  return pageRoute(location, file, handle, () =>
    import('./deferredPages.ts').then((pages) => pages.loadPageModule(file)),
  );
}

/**
 * Whether a route of the table is rendered in the browser only: its handle says so. The server
 * serves such a route the SPA shell and runs none of its loaders.
 */
export function rendersInBrowserOnly(route: RouteObject): boolean {
  return (route.handle as RouteHandle | undefined)?.render === 'client';
}

/** The source modules of the matched page routes, for the pre-render's asset links. */
export function pageModuleIds(routeIds: readonly string[]): string[] {
  return routeIds.filter((id) => id.startsWith(PAGE_ID_PREFIX));
}
