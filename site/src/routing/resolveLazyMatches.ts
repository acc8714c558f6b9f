import { matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';

// Properties a lazy module may not set (React Router ignores them too).
const fixedKeys = new Set(['path', 'index', 'children', 'id', 'caseSensitive', 'lazy']);

/**
 * Loads the lazy modules of the routes that match `pathname` and writes them into the route
 * objects, before the browser router is created. Pre-rendered HTML contains the page; if the
 * router started with the page's code still loading it would render nothing at first and
 * hydration would not match (React Router's SSR guide, "Lazy routes").
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      const updates: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(module)) {
        // Statically defined properties (the table's handle) win, as in React Router.
        if (
          value === undefined ||
          fixedKeys.has(key) ||
          (route as Record<string, unknown>)[key] !== undefined
        )
          continue;
        updates[key] = value;
      }
      Object.assign(route, updates, { lazy: undefined });
    }),
  );
}
