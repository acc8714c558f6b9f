// A form posted without JavaScript (docs/decisions/040-forms-post-to-the-server.md). Every site
// form is a `<form method="post">` to its own page. When the page's code has not run (off,
// blocked, failed, or not loaded yet on a slow phone) the browser posts it natively; the server
// runs the page's route `action`, which reads the fields, checks them with the contract's
// schema and sends them through the same client function as the form's code, against the
// server's in-process API (`FormRequestContext.api`). Then either the visitor goes on (303, as
// the code would navigate) or the page is rendered with the form's verdict: each form reads it
// with `usePostedForm` and shows it from its first render, with what was typed (never a secret).
import { useContext } from 'react';
import { data, UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router-dom';
import type { ActionFunction, ActionFunctionArgs } from 'react-router-dom';
import type { FormRequestContext, SiteApiFetch } from '@brightlane/contract';

/**
 * The hidden field that names a posted form (`<FormName>`), on a page that holds several: the
 * page's action hands the post to that form's action (`actionsByForm`).
 */
export const FORM_NAME_FIELD = 'form-name';

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

/** The verdict on a posted form, as the page renders it. */
export interface PostedForm<T> {
  /** Which form it was (a page may hold several, e.g. the navigation's sign-in popup). */
  form: string;
  /** What was typed, without the secrets (passwords are never sent back). */
  values: Partial<T>;
  /** A message per invalid field. */
  errors: Record<string, string>;
  /** The message about the whole form, or null. */
  generalError: string | null;
  /** Anything else the form needs to go on (e.g. the second sign-in step's challenge). */
  state?: Record<string, string>;
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
  const api = (context as Partial<FormRequestContext> | null | undefined)?.api;
  if (typeof api !== 'function') throw new Error('A form action runs on the server only');
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

/**
 * The verdict on `form` when this page is the server's answer to posting it, else undefined.
 * It reads the router's action data directly rather than through `useActionData`, which
 * throws outside a data router: a form also renders on its own (its tests, a popup's preview).
 */
export function usePostedForm<T>(form: string): PostedForm<T> | undefined {
  const actionData: unknown = useContext(DataRouterStateContext)?.actionData;
  if (typeof actionData !== 'object' || actionData === null) return undefined;
  for (const answer of Object.values(actionData)) {
    if (typeof answer === 'object' && answer !== null && (answer as PostedForm<T>).form === form)
      return answer as PostedForm<T>;
  }
  return undefined;
}
