// Reads the route table once and answers the build's questions: which pages to pre-render,
// which are client-only, and every address pattern the site answers (for the server's
// routes.json, so it can tell a page from an unknown path and answer the latter with 404).
import type { RouteObject } from 'react-router-dom';
import type { RenderMode, RouteHandle } from './routeHandle.ts';

export interface PageRoute {
  /** Full pattern, e.g. '/', '/blog/:slug', '/:username/:page'. */
  pattern: string;
  render: RenderMode;
  /** Its /sitemap.xml priority, or null when the page is left out. */
  sitemapPriority: number | null;
}

/** A page's /sitemap.xml entry. */
export interface SitemapEntry {
  path: string;
  priority: number;
}

/** A server-rendered page pattern; the server lists its addresses in /sitemap.xml. */
export interface ServerRoute {
  pattern: string;
  /** The sitemap priority of each of its addresses, or null when they are left out. */
  sitemapPriority: number | null;
}

/** The priority of a pre-rendered page whose route names none. */
export const DEFAULT_SITEMAP_PRIORITY = 0.5;

export interface RouteManifest {
  /** Exact paths written to dist/<path>/index.html. */
  prerendered: string[];
  /** Patterns served the SPA shell and rendered in the browser. */
  spa: string[];
  /** Patterns the server renders at request time (their addresses come from its data). */
  server: ServerRoute[];
  /** Every page pattern, pre-rendered or not (the catch-all excluded). */
  patterns: string[];
  /**
   * The pages with one fixed address search engines are told about (pre-rendered, and
   * server-rendered without params such as /blog), highest priority first.
   */
  sitemap: SitemapEntry[];
  /**
   * First path segments the site's own pages use ('services', 'blog', …). A pattern that
   * starts with a parameter (`/:username/:page`) never matches them, so /services/unknown is
   * not found rather than a page of a user called 'services'.
   */
  reserved: string[];
}

/** The static first segments of the given patterns, e.g. ['about', 'blog', 'services']. */
export function reservedFirstSegments(patterns: readonly string[]): string[] {
  const segments = patterns
    .map((pattern) => pattern.split('/').filter(Boolean)[0])
    .filter((segment): segment is string => !!segment && !segment.startsWith(':'));
  return [...new Set(segments)].sort();
}

function joinPath(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/** True for patterns with params or splats, which have no single address to pre-render. */
export function isDynamicPattern(pattern: string): boolean {
  return pattern.split('/').some((segment) => segment.startsWith(':') || segment === '*');
}

/** Every routed page (a route with an element to show: index, path, or lazy module) with its render mode. */
export function collectPages(routes: readonly RouteObject[], parent = ''): PageRoute[] {
  const pages: PageRoute[] = [];
  for (const route of routes) {
    const pattern = joinPath(parent || '/', route.path);
    if (route.children?.length) {
      pages.push(...collectPages(route.children, pattern));
      continue;
    }
    // The catch-all is the not-found page, not an address the site owns.
    if (route.path === '*' || pattern.endsWith('/*')) continue;
    const handle = route.handle as RouteHandle | undefined;
    pages.push({
      pattern,
      render: handle?.render ?? 'client',
      sitemapPriority:
        handle?.sitemap === false ? null : (handle?.sitemapPriority ?? DEFAULT_SITEMAP_PRIORITY),
    });
  }
  return pages;
}

export function buildRouteManifest(routes: readonly RouteObject[]): RouteManifest {
  const pages = collectPages(routes);
  const prerendered: string[] = [];
  const spa: string[] = [];
  const server: ServerRoute[] = [];
  const sitemap: SitemapEntry[] = [];
  for (const page of pages) {
    if (page.render === 'client') {
      spa.push(page.pattern);
    } else if (page.render === 'server') {
      server.push({ pattern: page.pattern, sitemapPriority: page.sitemapPriority });
      // Without params the pattern is itself the address (/blog): a sitemap page like any other.
      if (!isDynamicPattern(page.pattern) && page.sitemapPriority !== null) {
        sitemap.push({ path: page.pattern, priority: page.sitemapPriority });
      }
    } else if (isDynamicPattern(page.pattern)) {
      // A pre-rendered page with params needs its list of addresses (e.g. blog slugs from
      // the API) before the build can write it; fail loudly rather than ship it unrendered.
      throw new Error(
        `Route ${page.pattern} is marked 'prerender' but has dynamic segments; list its paths first.`,
      );
    } else {
      prerendered.push(page.pattern);
      if (page.sitemapPriority !== null) {
        sitemap.push({ path: page.pattern, priority: page.sitemapPriority });
      }
    }
  }
  // Stable order: by priority, then by path (code-unit order: paths are ASCII, and the
  // locale-aware compare would load ICU collation data for nothing).
  sitemap.sort(
    (a, b) => b.priority - a.priority || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0),
  );
  return {
    prerendered,
    spa,
    server,
    patterns: [...new Set(pages.map((page) => page.pattern))],
    sitemap,
    reserved: reservedFirstSegments(pages.map((page) => page.pattern)),
  };
}
