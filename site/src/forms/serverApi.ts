import type { FormRequestContext, SiteApiFetch } from '@brightlane/contract';

/**
 * The in-process API the server hands a route's loader or action in its request context (a page
 * rendered per request, a form posted to it: docs/decisions/040-forms-post-to-the-server.md), or
 * undefined in the browser. Tiny and free of imports, so a loader in every page's first load
 * (the sign-in guard) can tell where it runs.
 */
export function serverApi(context: unknown): SiteApiFetch | undefined {
  const api = (context as Partial<FormRequestContext> | null | undefined)?.api;
  return typeof api === 'function' ? api : undefined;
}
