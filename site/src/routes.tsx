// The one route table of the site. Pages are lazy modules grouped by layout (CONVENTIONS.md
// "Site": routes/_marketing, routes/_auth, routes/account, routes/blog, routes/services); each
// route's `handle` says how the page is served and what its head says (routing/routeHandle.ts).
import type { RouteObject } from 'react-router-dom';
import { defaultSeo, titleWithBrand } from './brand.ts';
import { NotFoundPage, notFoundCopy } from './errors/NotFoundPage.tsx';
import { RootErrorBoundary, RouteErrorBoundary } from './errors/RouteErrorBoundary.tsx';
import { RootLayout } from './layouts/RootLayout.tsx';
import type { RouteHandle } from './routing/routeHandle.ts';
import { page } from './routing/page.ts';
import { buildRouteManifest } from './routing/routeManifest.ts';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    // The layout itself failed: a full-page fallback without it.
    ErrorBoundary: RootErrorBoundary,
    children: [
      {
        // Pathless: a page's error renders inside the layout, so the navigation still works.
        id: 'pages',
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page({ index: true }, '_marketing/home.tsx', {
            render: 'prerender',
            meta: { title: defaultSeo.title },
          }),
          {
            // Not lazy: the error boundary shows it for thrown 404s too.
            path: '*',
            Component: NotFoundPage,
            handle: {
              meta: {
                title: titleWithBrand(notFoundCopy.title),
                noindex: true,
                canonicalPath: null,
              },
            } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];

/** What the build writes and what the server reads from dist/routes.json. */
export const routeManifest = buildRouteManifest(routes);

/** The not-found page is pre-rendered from this (unrouted) address into dist/404.html. */
export const NOT_FOUND_PATH = '/404';

/** Every address scripts/prerender.mjs renders to static HTML. */
export const prerenderPaths: readonly string[] = [...routeManifest.prerendered, NOT_FOUND_PATH];
