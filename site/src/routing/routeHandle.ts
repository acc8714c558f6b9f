import type { MetaSource } from '../seo/meta.ts';

/**
 * How a page reaches the visitor:
 * - 'prerender': rendered to static HTML at build (public pages: content and head without JS);
 * - 'client': served the SPA shell and rendered in the browser (account pages behind guards,
 *   and pages whose addresses are not known at build, such as /:username/:page).
 */
export type RenderMode = 'prerender' | 'client';

/**
 * The `handle` of a route in routes.tsx. It lives in the route table, not in the lazy
 * module, so the build (pre-render list, routes.json, sitemap) and the head on navigation
 * know it without loading the page's code. React Router ignores a `handle` a lazy module
 * returns when the table defines one, so the two must not be mixed.
 */
export interface RouteHandle {
  render?: RenderMode;
  meta?: MetaSource;
}
