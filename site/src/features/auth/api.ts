// The accounts client (docs/product/spec.md §7 "Account", docs/product/decisions.md "One API"): every call to our own
// origin with its cookie and JSON. A failure becomes an `AuthRequestError` carrying the status,
// the API's error body, and the message §7 names: the server's `message`, else 'Request failed
// with status {status}'. `authFailure` turns it into what a form shows (§8).
import {
  apiPaths,
  fieldErrorsFromIssues,
  forgotPasswordMessages,
  loginMessages,
  signupMessages,
  type ApiError,
  type AuthResponse,
  type LoginRequest,
  type LoginResponse,
  type ResetPasswordRequest,
  type SignupRequest,
  type SiteApiFetch,
  type TwoFactorVerifyRequest,
} from '@brightlane/contract';
import { FormSubmitError } from '@brightlane/ui';
import { loadValidation } from '../../app/validation.ts';

/** A request that did not succeed; `status` 0 means it never got an answer (offline, aborted). */
export class AuthRequestError extends Error {
  readonly status: number;
  /** The API's error body, when it sent one. */
  readonly body: ApiError | null;

  constructor(status: number, body: ApiError | null, message?: string) {
    super(message ?? (body?.message || `Request failed with status ${status}`));
    this.name = 'AuthRequestError';
    this.status = status;
    this.body = body;
  }
}

/** A success answer without the token or the user the account flow requires (§8). */
export class InvalidAuthResponseError extends Error {
  constructor() {
    super(loginMessages.invalidResponse);
    this.name = 'InvalidAuthResponseError';
  }
}

function errorBodyOf(json: unknown): ApiError | null {
  if (typeof json !== 'object' || json === null) return null;
  const { message, issues } = json as { message?: unknown; issues?: unknown };
  if (typeof message !== 'string') return null;
  return Array.isArray(issues) ? { message, issues: issues as ApiError['issues'] } : { message };
}

/**
 * One JSON request to our API with the cookie: resolves to the parsed answer, or throws an
 * `AuthRequestError` (status 0 when no answer came). Every account client builds on it.
 * `fetchApi` is the browser's fetch, or on the server a form action's in-process API
 * (`FormRequestContext.api`), so a form posted without JavaScript takes the same path.
 */
export async function apiRequest(
  path: string,
  body?: unknown,
  method = 'POST',
  fetchApi: SiteApiFetch = fetch,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchApi(path, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new AuthRequestError(0, null, error instanceof Error ? error.message : String(error));
  }
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    /* an empty or non-JSON body: the status speaks */
  }
  if (!response.ok) throw new AuthRequestError(response.status, errorBodyOf(json));
  return json;
}

async function authenticate(
  path: string,
  body: unknown,
  fetchApi?: SiteApiFetch,
): Promise<AuthResponse> {
  const json = await apiRequest(path, body, 'POST', fetchApi);
  const { authResponseSchema } = await loadValidation();
  const parsed = authResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidAuthResponseError();
  return parsed.data;
}

/** POST /api/auth/login. */
export function login(request: LoginRequest): Promise<AuthResponse> {
  return authenticate(apiPaths.auth.login, request);
}

/**
 * POST /api/auth/login for the sign-in form: a session, or for an account with two-factor
 * authentication `{ twoFactorRequired, challenge }`, which `verifyTwoFactor` completes.
 * (`login` keeps answering sessions only, for callers that know no second step.)
 */
export async function loginStep(
  request: LoginRequest,
  fetchApi?: SiteApiFetch,
): Promise<LoginResponse> {
  const json = await apiRequest(apiPaths.auth.login, request, 'POST', fetchApi);
  const { loginResponseSchema } = await loadValidation();
  const parsed = loginResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidAuthResponseError();
  return parsed.data;
}

/** The answer of `loginStep` that asks for the second step. */
export function needsTwoFactor(
  answer: LoginResponse,
): answer is Extract<LoginResponse, { twoFactorRequired: true }> {
  return 'twoFactorRequired' in answer && answer.twoFactorRequired === true;
}

/**
 * POST /api/auth/2fa/verify: the login's challenge with a 6-digit or a recovery code; answers
 * the session as a sign-in does. 401 when the challenge expired (5 minutes) or was used.
 */
export function verifyTwoFactor(
  request: TwoFactorVerifyRequest,
  fetchApi?: SiteApiFetch,
): Promise<AuthResponse> {
  return authenticate(apiPaths.auth.twoFactorVerify, request, fetchApi);
}

/** POST /api/auth/signup. */
export function signup(request: SignupRequest, fetchApi?: SiteApiFetch): Promise<AuthResponse> {
  return authenticate(apiPaths.auth.signup, request, fetchApi);
}

/** POST /api/auth/logout: revokes the session on the server. */
export async function logout(fetchApi?: SiteApiFetch): Promise<void> {
  await apiRequest(apiPaths.auth.logout, {}, 'POST', fetchApi);
}

/**
 * The forgot-password screen's request: `/api/user/verify`, then `/api/auth/forgot-password`
 * (docs/product/spec.md §7; a resend repeats both). Both answer alike for every address.
 */
export async function requestPasswordReset(email: string, fetchApi?: SiteApiFetch): Promise<void> {
  await apiRequest(apiPaths.user.verify, { email }, 'POST', fetchApi);
  await apiRequest(apiPaths.auth.forgotPassword, { email }, 'POST', fetchApi);
}

/** POST /api/auth/reset-password with the link's token. */
export async function resetPassword(
  request: ResetPasswordRequest,
  fetchApi?: SiteApiFetch,
): Promise<void> {
  await apiRequest(apiPaths.auth.resetPassword, request, 'POST', fetchApi);
}

/**
 * POST /api/auth/verify-email with the link's token; answers the confirmation message.
 * `fetchApi`: the browser's fetch, or the server's API for the confirmation posted without
 * JavaScript.
 */
export async function verifyEmail(token: string, fetchApi?: SiteApiFetch): Promise<string> {
  const json = (await apiRequest(apiPaths.auth.verifyEmail, { token }, 'POST', fetchApi)) as {
    message?: unknown;
  } | null;
  return typeof json?.message === 'string' ? json.message : '';
}

/** POST /api/auth/resend-verification (signed in); answers what happened. */
export async function resendVerification(fetchApi?: SiteApiFetch): Promise<string> {
  const json = (await apiRequest(apiPaths.auth.resendVerification, {}, 'POST', fetchApi)) as {
    message?: unknown;
  } | null;
  return typeof json?.message === 'string' ? json.message : '';
}

/** The §8 messages of one account form. */
export interface FailureMessages {
  /** A message containing this (case-insensitive) becomes `matchedAs`. */
  match?: { text: string; as: string };
  /** When the API is not there (404). */
  serviceUnavailable: string;
  /** A success answer without token or user. */
  invalidResponse?: string;
  /** No usable message: no answer at all, or a server error without one. */
  fallback: string;
}

export const loginFailureMessages: FailureMessages = {
  match: { text: 'invalid credentials', as: loginMessages.invalidCredentials },
  serviceUnavailable: loginMessages.serviceUnavailable,
  invalidResponse: loginMessages.invalidResponse,
  fallback: loginMessages.fallback,
};

export const signupFailureMessages: FailureMessages = {
  match: { text: 'already exists', as: signupMessages.emailTaken },
  serviceUnavailable: signupMessages.serviceUnavailable,
  invalidResponse: signupMessages.invalidResponse,
  fallback: signupMessages.fallback,
};

/**
 * Forgot password (§8): a message containing 'not found' becomes 'Email not found', otherwise
 * the API's message, else 'Failed to send reset link'. The API answers every well-formed
 * address alike, so 'not found' can only come from something else, e.g. a 404 of the endpoint
 * itself ('Not found'): the messages never tell whether an account exists.
 */
export const forgotPasswordFailureMessages: FailureMessages = {
  match: { text: 'not found', as: forgotPasswordMessages.emailNotFound },
  serviceUnavailable: forgotPasswordMessages.fallback,
  fallback: forgotPasswordMessages.fallback,
};

/** The second sign-in step: as a sign-in, without the 'invalid credentials' phrase. */
export const twoFactorFailureMessages: FailureMessages = {
  serviceUnavailable: loginMessages.serviceUnavailable,
  invalidResponse: loginMessages.invalidResponse,
  fallback: loginMessages.fallback,
};

/**
 * What a failed account request shows (docs/product/spec.md §8, the newer flow): a known phrase becomes its
 * message; a 404 (or a message containing '404') 'Service unavailable'; an answer without token
 * or user 'Authentication failed: Invalid response'; otherwise the server's message, with its
 * per-field issues on the fields. No answer at all, or a server error that says nothing a
 * person can act on, gives the form's 'Please try again' fallback.
 */
export function authFailure(error: unknown, messages: FailureMessages): FormSubmitError {
  if (error instanceof InvalidAuthResponseError) {
    return new FormSubmitError(messages.invalidResponse ?? messages.fallback);
  }
  if (!(error instanceof AuthRequestError)) {
    return new FormSubmitError(messages.fallback);
  }
  const message = error.body?.message ?? '';
  if (messages.match && message.toLowerCase().includes(messages.match.text)) {
    return new FormSubmitError(messages.match.as);
  }
  if (error.status === 404 || message.includes('404')) {
    return new FormSubmitError(messages.serviceUnavailable);
  }
  if (error.status === 0 || error.status >= 500 || !message) {
    return new FormSubmitError(messages.fallback);
  }
  const fields = error.body?.issues ? fieldErrorsFromIssues(error.body.issues) : {};
  // 'Invalid input' says less than the fields do: show the first field's message on top.
  const general = Object.values(fields).length > 0 ? Object.values(fields)[0] : message;
  return new FormSubmitError(general ?? message, fields);
}
