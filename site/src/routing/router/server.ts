// The router on the server: load an address once, render it with a static router, and write
// what the browser needs to hydrate it without loading again.
import { toDataRoutes } from './match.ts';
import type { RouteObject } from './match.ts';
import { serializeError } from './responses.ts';
import { createStaticRouter, HYDRATION_GLOBAL, loadRoutes } from './router.ts';
import type { LoadResult, Router } from './router.ts';

export interface StaticPage extends LoadResult {
  router: Router;
}

/** Loads `url` through `routes` (with the server's `context` for the loaders) for one render. */
export async function loadStaticPage(
  routes: RouteObject[],
  url: URL,
  context?: unknown,
): Promise<StaticPage> {
  const dataRoutes = toDataRoutes(routes);
  const result = await loadRoutes(dataRoutes, url, { origin: url.origin, context });
  const location = {
    pathname: url.pathname,
    search: url.search,
    hash: '',
    state: null,
    key: 'default',
  };
  return { ...result, router: createStaticRouter(dataRoutes, location, result) };
}

// JSON inside <script>: nothing in the data may close the element or start a comment, and
// U+2028/U+2029 must not end a JavaScript line.
const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The inline script that hands the page's loader data and errors to the browser router, or ''
 * when the page loaded none (most pre-rendered pages).
 */
export function hydrationScript(page: Pick<LoadResult, 'loaderData' | 'errors'>): string {
  if (Object.keys(page.loaderData).length === 0 && !page.errors) return '';
  const errors = page.errors
    ? Object.fromEntries(Object.entries(page.errors).map(([id, e]) => [id, serializeError(e)]))
    : null;
  const json = JSON.stringify(JSON.stringify({ loaderData: page.loaderData, errors })).replace(
    /[<>&\u2028\u2029]/g,
    (c) => unsafe[c]!,
  );
  return `<script>window.${HYDRATION_GLOBAL} = JSON.parse(${json});</script>`;
}
