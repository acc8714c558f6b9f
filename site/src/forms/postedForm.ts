// A form posted without JavaScript (docs/decisions/040-forms-post-to-the-server.md). Every site
// form is a `<form method="post">` to its own page. When the page's code has not run (off,
// blocked, failed, or not loaded yet on a slow phone) the browser posts it natively; the server
// runs the page's route `action`, which reads the fields, checks them with the contract's
// schema and sends them through the same client function as the form's code, against the
// server's in-process API (`FormRequestContext.api`). Then either the visitor goes on (303, as
// the code would navigate) or the page is rendered with the form's verdict: each form reads it
// with `usePostedForm` and shows it from its first render, with what was typed (never a secret).
// This module is the forms' half, in the page's code; the actions' half (forms/formActions.ts)
// loads on the server only, when a post arrives.
import { useContext } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext } from 'react-router-dom';

/**
 * The hidden field that names a posted form (`<FormName>`), on a page that holds several: the
 * page's action hands the post to that form's action (`actionsByForm`).
 */
export const FORM_NAME_FIELD = 'form-name';

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
 * The verdict on `form` when this page is the server's answer to posting it, else undefined.
 * It reads the router's action data directly rather than through `useActionData`, which
 * throws outside a data router: a form also renders on its own (its tests, a popup's preview).
 */
export function usePostedForm<T>(form: string): PostedForm<T> | undefined {
  return useAnsweredForm<T>([form]);
}

/** The verdict on whichever of `forms` this page answers (a page's forms), else undefined. */
export function useAnsweredForm<T = Record<string, unknown>>(
  forms: readonly string[],
): PostedForm<T> | undefined {
  const actionData: unknown = useContext(DataRouterStateContext)?.actionData;
  if (typeof actionData !== 'object' || actionData === null) return undefined;
  for (const answer of Object.values(actionData)) {
    if (
      typeof answer === 'object' &&
      answer !== null &&
      forms.includes((answer as PostedForm<T>).form)
    )
      return answer as PostedForm<T>;
  }
  return undefined;
}
