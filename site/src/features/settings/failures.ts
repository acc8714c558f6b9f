// What a failed settings request shows (docs/product/spec.md §8 "Settings toasts"): an answer from the API
// that says what is wrong (a 4xx with a message, e.g. 'Current password is incorrect') goes on
// its field and at the top of the form; anything else (no answer, a server error) is the
// form's toast, e.g. 'Failed to change password'.
import { fieldErrorsFromIssues } from '@brightlane/contract';
import { FormSubmitError } from '@brightlane/ui';
import { AuthRequestError } from '../auth/api.ts';

/** The form error for `error`, or null when the caller should toast its fallback instead. */
export function formFailure(error: unknown): FormSubmitError | null {
  if (!(error instanceof AuthRequestError)) return null;
  const message = error.body?.message;
  if (error.status < 400 || error.status >= 500 || !message) return null;
  const fields = error.body?.issues ? fieldErrorsFromIssues(error.body.issues) : {};
  // 'Invalid input' says less than the field does: the first field's message goes on top.
  return new FormSubmitError(Object.values(fields)[0] ?? message, fields);
}
