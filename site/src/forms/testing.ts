// Tests of the route actions (forms/formActions.ts): a form post as the browser sends it, and
// the verdict an action answered with.
import type { ActionFunctionArgs } from 'react-router-dom';
import type { PostedForm } from './postedForm.ts';

/**
 * A form post to `path` as the browser sends it (urlencoded), with the server's in-process API
 * as `context.api` and the route's `params`.
 */
export function formPost(
  path: string,
  fields: Record<string, string>,
  api: unknown,
  params: Record<string, string> = {},
): ActionFunctionArgs {
  return {
    request: new Request(`http://x${path}`, { method: 'POST', body: new URLSearchParams(fields) }),
    params,
    context: { api },
  } as unknown as ActionFunctionArgs;
}

/** What `data()` wraps: the verdict's body and the status. */
export function answerOf<T = Record<string, string>>(answer: unknown) {
  const { data: body, init } = answer as { data: PostedForm<T>; init?: ResponseInit };
  return { body, status: init?.status };
}

/**
 * For a suite of route actions: only the API an action is given may be asked, never the
 * browser's `fetch` (which rejects for each test of the suite).
 */
export function onlyTheGivenApi(): void {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('fetch'))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
