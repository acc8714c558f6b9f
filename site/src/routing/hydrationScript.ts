// The data a pre-rendered or server-rendered page hands to the browser router, so it hydrates
// without running the loaders again. React Router's <StaticRouterProvider> can write this
// script itself, but it puts it inside the rendered tree, i.e. inside #root, where the
// browser's tree has nothing: we render with `hydrate={false}` and write the same global
// after the root instead (app/htmlTemplate.ts), which the server's CSP hashes like every
// inline script of the page.
import { isRouteErrorResponse } from 'react-router-dom';
import type { StaticHandlerContext } from 'react-router-dom';

/** The global `createBrowserRouter` reads its hydration data from when given none. */
export const HYDRATION_GLOBAL = '__staticRouterHydrationData';

// JSON inside <script>: nothing in the data may close the element or start a comment, and
// U+2028/U+2029 must not end a JavaScript line.
const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** An error as React Router's browser router deserialises it (its `serializeErrors`). */
function serializeError(error: unknown): unknown {
  if (isRouteErrorResponse(error)) return { ...error, __type: 'RouteErrorResponse' };
  if (error instanceof Error) return { message: error.message, __type: 'Error' };
  return error;
}

/**
 * The inline script that hands the page's loader data, action data and errors to the browser
 * router, or '' when the page has none (most pre-rendered pages).
 */
export function hydrationScript(
  context: Pick<StaticHandlerContext, 'loaderData' | 'errors'> &
    Partial<Pick<StaticHandlerContext, 'actionData'>>,
): string {
  const { actionData = null } = context;
  if (Object.keys(context.loaderData).length === 0 && !context.errors && !actionData) return '';
  const errors = context.errors
    ? Object.fromEntries(Object.entries(context.errors).map(([id, e]) => [id, serializeError(e)]))
    : null;
  // A posted form's verdict (forms/postedForm.ts): the form hydrates showing it.
  const hydration = actionData
    ? { loaderData: context.loaderData, actionData, errors }
    : { loaderData: context.loaderData, errors };
  const json = JSON.stringify(JSON.stringify(hydration)).replace(
    /[<>&\u2028\u2029]/g,
    (c) => unsafe[c]!,
  );
  return `<script>window.${HYDRATION_GLOBAL} = JSON.parse(${json});</script>`;
}
