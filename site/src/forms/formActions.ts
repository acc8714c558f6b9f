// The route actions' half of a form posted without JavaScript (forms/postedForm.ts has the
// whole story and the forms' half): reading the posted fields, the server's in-process API,
// and the verdicts an action answers with. Page modules import the actions that use these
// lazily (`export const action = (args) => import(…)`), so the page's code in the browser never
// downloads them: only the server runs an action.
import { data } from 'react-router-dom';
import type { ActionFunction, ActionFunctionArgs } from 'react-router-dom';
import type { SiteApiFetch } from '@brightlane/contract';
import { FORM_NAME_FIELD, type PostedForm } from './postedForm.ts';
import { serverApi } from './serverApi.ts';

/**
 * A page's action for several forms: the one named by the post's FORM_NAME_FIELD runs. A post
 * naming none of them is refused (400): no action guesses what a form meant.
 */
export function actionsByForm(actions: Record<string, ActionFunction>) {
  return async (args: ActionFunctionArgs) => {
    const name = (await args.request.clone().formData()).get(FORM_NAME_FIELD);
    const action = typeof name === 'string' ? actions[name] : undefined;
    if (!action) throw data('This page has no such form', { status: 400 });
    return action(args);
  };
}

/**
 * The posted fields named like `empty`'s keys: strings as sent (a missing field is ''), and
 * booleans true when the field was sent at all (a ticked checkbox sends 'on').
 */
export function postedValues<T extends object>(formData: FormData, empty: T): T {
  const values: Record<string, unknown> = { ...(empty as Record<string, unknown>) };
  for (const [name, initial] of Object.entries(empty)) {
    const posted = formData.get(name);
    if (typeof initial === 'boolean') values[name] = posted !== null;
    else if (typeof initial === 'string') values[name] = typeof posted === 'string' ? posted : '';
  }
  return values as T;
}

/** The server's in-process API from the router's request context (only the server posts). */
export function apiOf(context: unknown): SiteApiFetch {
  const api = serverApi(context);
  if (!api) throw new Error('A form action runs on the server only');
  return api;
}

/** What a failed submit threw: a message and per-field messages (ui's `FormSubmitError`). */
function failureOf(error: unknown, fallback: string) {
  const fieldErrors =
    typeof error === 'object' && error !== null && 'fieldErrors' in error
      ? ((error as { fieldErrors: Record<string, string> }).fieldErrors ?? {})
      : {};
  const message = error instanceof Error && error.message ? error.message : fallback;
  return { fieldErrors, message };
}

interface FailureOptions<T> {
  form: string;
  values: T;
  /** Fields never sent back (passwords). */
  secrets?: readonly (keyof T)[];
  status?: number;
  state?: Record<string, string>;
}

/** The page's answer to an invalid form: 400, the field messages, what was typed. */
export function invalidForm<T extends object>(
  errors: Record<string, string>,
  options: FailureOptions<T>,
) {
  return posted(options, errors, null);
}

/** The page's answer to a submit that failed as `error` (what the form's code would show). */
export function failedForm<T extends object>(
  error: unknown,
  fallback: string,
  options: FailureOptions<T>,
) {
  const { fieldErrors, message } = failureOf(error, fallback);
  return posted(options, fieldErrors, message);
}

/** The page's answer to a step that succeeded on the page (200): e.g. 'Check Your Email'. */
export function postedStep<T extends object>(options: FailureOptions<T>) {
  return posted({ ...options, status: options.status ?? 200 }, {}, null);
}

function posted<T extends object>(
  { form, values, secrets = [], status = 400, state }: FailureOptions<T>,
  errors: Record<string, string>,
  generalError: string | null,
) {
  const kept: Partial<T> = { ...values };
  for (const secret of secrets) delete kept[secret];
  const body: PostedForm<T> = { form, values: kept, errors, generalError };
  if (state) body.state = state;
  return data(body, { status });
}
