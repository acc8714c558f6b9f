// Rendering an address on the server (the build's pre-render and the server's request-time
// render of the blog) with React Router's static handler: load once, with the server's
// request context for the loaders, then a static router for <StaticRouterProvider>.
import { createStaticHandler, createStaticRouter } from 'react-router-dom';
import type { RouteObject, StaticHandler, StaticHandlerContext } from 'react-router-dom';

export interface StaticPage {
  /** What the loaders returned and threw, the matches and the status code. */
  context: StaticHandlerContext;
  /** For <StaticRouterProvider router={…} context={…} hydrate={false} />. */
  router: ReturnType<typeof createStaticRouter>;
}

/**
 * A loader or action redirected: the server answers with this status and Location instead of
 * a page.
 */
export interface StaticRedirect {
  redirect: { status: number; location: string };
}

// One handler per route table: it resolves each lazy page module once, not per request.
const handlers = new WeakMap<RouteObject[], StaticHandler>();

function handlerFor(routes: RouteObject[]): StaticHandler {
  let handler = handlers.get(routes);
  if (!handler) {
    handler = createStaticHandler(routes);
    handlers.set(routes, handler);
  }
  return handler;
}

/**
 * Loads `url` through `routes`, with `requestContext` for the loaders' and actions' `context`.
 * With `request` (a form posted to the page), its route action runs first.
 */
export async function loadStaticPage(
  routes: RouteObject[],
  url: URL,
  requestContext?: unknown,
  request: Request = new Request(url.href),
): Promise<StaticPage | StaticRedirect> {
  const handler = handlerFor(routes);
  const context = await handler.query(request, {
    requestContext,
  });
  if (context instanceof Response) {
    return {
      redirect: { status: context.status, location: context.headers.get('Location') ?? '/' },
    };
  }
  return { context, router: createStaticRouter(handler.dataRoutes, context) };
}
