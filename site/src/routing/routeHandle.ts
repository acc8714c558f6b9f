import type { MetaSource } from '../seo/meta.ts';

/**
 * How a page reaches the visitor:
 * - 'prerender': rendered to static HTML at build (public pages: content and head without JS);
 * - 'server': rendered by the server at request time with the same render function
 *   (public pages whose addresses or content come from the database: /blog/:slug, /blog;
 *   loaders get the server's request context, docs/decisions/007-blog-post-server-rendering.md);
 * - 'client': served the SPA shell and rendered in the browser. No page is served so today: every
 *   page works without its code (docs/decisions/040-forms-post-to-the-server.md); a route without a
 *   handle would be, and the shell is what the server sends while it has no render function.
 */
export type RenderMode = 'prerender' | 'server' | 'client';

/**
 * The `handle` of a route in routes.tsx. How a page is served lives in the route table, not in
 * the lazy module, so the build (pre-render list, routes.json, sitemap) knows it without
 * loading the page's code. Its `meta` (the head) is the page module's `meta` export, set on the
 * handle when the module loads (routing/page.ts).
 */
export interface RouteHandle {
  render?: RenderMode;
  meta?: MetaSource;
  /**
   * Listed in /sitemap.xml with this priority (docs/product/spec.md §9: 1.0 home, 0.9 services, 0.8 about,
   * 0.7 contact, 0.3 privacy and terms). Pre-rendered pages without it get 0.5. For a
   * server-rendered page it is the priority of each of its addresses the server lists (one
   * without params is its own address, listed like a pre-rendered page).
   */
  sitemapPriority?: number;
  /** Leave the page out of /sitemap.xml (e.g. pages that exist for one visitor only). */
  sitemap?: false;
}
