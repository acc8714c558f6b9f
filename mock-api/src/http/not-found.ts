// Unmatched requests. Under /api the answer is JSON: 405 with an Allow header when the path
// exists for other methods (a client bug worth naming), else 404. Other paths belong to the
// static site, which handles its own not-found page before this runs.
import type { NotFoundHandler } from 'hono';
import { errorMessages, jsonError } from './errors.ts';

// Hono route pattern ('/api/users/:id', '/api/*') → a regular expression for one path.
function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${source}/?$`);
}

interface RouteTable {
  routes: readonly { method: string; path: string }[];
}

function allowedMethods(app: RouteTable, path: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    // Middleware registers as ALL; the site catch-all is not an API endpoint.
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    if (patternToRegExp(route.path).test(path)) methods.add(route.method);
  }
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

export function createNotFoundHandler(getApp: () => RouteTable): NotFoundHandler {
  return (c) => {
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) {
      const allow = allowedMethods(getApp(), c.req.path);
      if (allow.length > 0 && !allow.includes(c.req.method)) {
        c.header('Allow', allow.join(', '));
        return jsonError(c, 405, errorMessages.methodNotAllowed);
      }
      return jsonError(c, 404, errorMessages.notFound);
    }
    return c.text('Not found', 404);
  };
}
