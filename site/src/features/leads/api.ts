// The lead forms' client for /api/submit-quote, /api/send-confirmation, /api/contact and
// /api/careers/applications (docs/product/spec.md §7, docs/product/decisions.md "Lead forms"). Requests go to our own
// origin with its cookies; failures become a `LeadRequestError` carrying the status and the
// API's error body (contract `apiErrorSchema`), which `leadFailure` turns into the docs/product/spec.md §8
// message a form shows, with the API's per-field issues on the fields.
import {
  apiPaths,
  fieldErrorsFromIssues,
  HONEYPOT_FIELD,
  type ApiError,
  type ApplicationForm,
  type ContactRequest,
  type MessageResponse,
  type QuoteForm,
  type SendConfirmationRequest,
  type SiteApiFetch,
} from '@brightlane/contract';
import { FormSubmitError } from '@brightlane/ui';
import { loadValidation } from '../../app/validation.ts';

/** A request that did not succeed: `status` 0 means it never got an answer (offline, aborted). */
export class LeadRequestError extends Error {
  readonly status: number;
  /** The API's error body, when it sent one in the contract's shape. */
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null, message?: string) {
    super(message ?? body?.message ?? `Request failed with status ${status}`);
    this.name = 'LeadRequestError';
    this.status = status;
    this.body = body;
  }
}

/** A 200 answer whose `success` is false (docs/product/spec.md §7: the quote reads `success` and `message`). */
export class LeadRejectedError extends Error {
  /** The server's message, '' when it gave none. */
  readonly serverMessage: string;
  constructor(serverMessage: string) {
    super(serverMessage || 'Submission rejected');
    this.name = 'LeadRejectedError';
    this.serverMessage = serverMessage;
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/**
 * POSTs a body (JSON, or FormData as multipart) and returns the `{ success, message }` answer,
 * through the browser's fetch or, on the server, a form action's in-process API.
 */
async function post(
  path: string,
  body: unknown,
  fetchApi: SiteApiFetch = fetch,
): Promise<MessageResponse> {
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetchApi(path, {
      method: 'POST',
      credentials: 'same-origin',
      // Multipart: the browser writes the Content-Type with its boundary itself.
      headers: multipart
        ? { Accept: 'application/json' }
        : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: multipart ? body : JSON.stringify(body),
    });
  } catch (error) {
    throw new LeadRequestError(0, null, error instanceof Error ? error.message : String(error));
  }
  const json = await readJson(response);
  // Loaded before any form submits (it validates first); this only waits for a direct call.
  const { apiErrorSchema, messageResponseSchema } = await loadValidation();
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(json);
    throw new LeadRequestError(response.status, parsed.success ? parsed.data : null);
  }
  const parsed = messageResponseSchema.safeParse(json);
  if (!parsed.success) {
    throw new LeadRequestError(response.status, null, 'Unexpected response from the server');
  }
  if (!parsed.data.success) throw new LeadRejectedError(parsed.data.message);
  return parsed.data;
}

/** What the visitor typed into the honeypot (normally nothing); sent as is, so a bot fails quietly. */
export type Honeypot = string;

/** POST /api/submit-quote: the quote plus the submit time (docs/product/spec.md §7). */
export function submitQuote(values: QuoteForm, honeypot: Honeypot = '', fetchApi?: SiteApiFetch) {
  return post(
    apiPaths.submitQuote,
    { ...values, timestamp: new Date().toISOString(), [HONEYPOT_FIELD]: honeypot },
    fetchApi,
  );
}

/**
 * POST /api/send-confirmation after a successful quote. Its answer is not read (docs/product/spec.md §7) and
 * a failure must not disturb the thank-you the visitor already sees, so it never rejects.
 */
export async function sendConfirmation(
  request: SendConfirmationRequest,
  fetchApi?: SiteApiFetch,
): Promise<void> {
  try {
    await post(apiPaths.sendConfirmation, request, fetchApi);
  } catch {
    /* best-effort: the quote itself is stored and sales is notified either way */
  }
}

/** POST /api/contact. */
export function submitContact(
  values: Omit<ContactRequest, typeof HONEYPOT_FIELD>,
  honeypot = '',
  fetchApi?: SiteApiFetch,
) {
  return post(apiPaths.contact, { ...values, [HONEYPOT_FIELD]: honeypot }, fetchApi);
}

/** POST /api/careers/applications as multipart form data, with the CV when one was chosen. */
export function submitApplication(
  values: Omit<ApplicationForm, typeof HONEYPOT_FIELD>,
  cv: File | null,
  honeypot = '',
  fetchApi?: SiteApiFetch,
) {
  const form = new FormData();
  form.set('name', values.name);
  form.set('email', values.email);
  form.set('phone', values.phone);
  form.set('position', values.position);
  form.set('experience', values.experience);
  form.set('github', values.github ?? '');
  form.set(HONEYPOT_FIELD, honeypot);
  if (cv) form.set('cv', cv, cv.name);
  return post(apiPaths.careersApplications, form, fetchApi);
}

export interface LeadFailureMessages {
  /** The answer was not ok (docs/product/spec.md §8: 'Failed to submit quote', 'Failed to submit form'). */
  notOk: string;
  /** `success: false` without a message ('Submission failed'); `notOk` when not given. */
  rejected?: string;
  /** No answer at all, or anything unexpected (the §8 fallback). */
  fallback: string;
}

/**
 * The error a form shows for a failed submission (docs/product/spec.md §8), as a `FormSubmitError` so that
 * `useForm` puts the message on the form and the API's field issues on the fields:
 * - 429: the API's own sentence ('Too many submissions. Please try again in 10 minutes.');
 * - any other failed answer: `notOk`, with the API's issues (a 400) on their fields;
 * - `success: false`: the server's message, else `rejected`;
 * - no answer (offline) or anything else: `fallback`.
 */
export function leadFailure(error: unknown, messages: LeadFailureMessages): FormSubmitError {
  if (error instanceof LeadRejectedError) {
    return new FormSubmitError(error.serverMessage || messages.rejected || messages.notOk);
  }
  if (error instanceof LeadRequestError && error.status !== 0) {
    if (error.status === 429 && error.body?.message) return new FormSubmitError(error.body.message);
    // Issues about the whole body (path '') have no field to sit on; the message covers them.
    const issues = (error.body?.issues ?? []).filter((issue) => issue.path !== '');
    return new FormSubmitError(messages.notOk, fieldErrorsFromIssues(issues));
  }
  return new FormSubmitError(messages.fallback);
}
