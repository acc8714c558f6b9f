// What the sign-in and sign-up forms send, and how a failure reads: the one path both take,
// from the form's code in the browser and from the page's action on the server when the form
// was posted without JavaScript (forms/postedForm.ts). `fetchApi` is the browser's fetch by
// default, the server's in-process API in an action.
import type { AuthResponse, LoginResponse, SiteApiFetch } from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { accountMessages, resetPasswordMessages } from '@brightlane/contract';
import {
  AuthRequestError,
  authFailure,
  forgotPasswordFailureMessages,
  loginFailureMessages,
  loginStep,
  requestPasswordReset,
  resetPassword,
  signup,
  signupFailureMessages,
  resendVerification,
  twoFactorFailureMessages,
  verifyEmail,
  verifyTwoFactor,
} from './api.ts';

export interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export const emptySignIn: SignInValues = { email: '', password: '', remember: false };

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const emptySignUp: SignUpValues = { name: '', email: '', password: '', confirmPassword: '' };

/** The names the forms go by in a posted page's verdict (forms/postedForm.ts). */
export const SIGN_IN_FORM = 'sign-in';
export const SIGN_UP_FORM = 'sign-up';
export const TWO_FACTOR_FORM = 'two-factor';
export const FORGOT_PASSWORD_FORM = 'forgot-password';
export const LOGOUT_FORM = 'logout';
export const RESET_PASSWORD_FORM = 'reset-password';

export interface ResetValues {
  password: string;
  confirmPassword: string;
}

export const emptyReset: ResetValues = { password: '', confirmPassword: '' };

/** The posted field that carries the second step's challenge. */
export const CHALLENGE_FIELD = 'challenge';

/** Field errors of the sign-in form, by the contract's schema ({} when valid). */
export async function signInErrors({ email, password }: SignInValues) {
  const { loginSchema, fieldErrors } = await loadValidation();
  return fieldErrors(loginSchema, { email, password });
}

/** Sends the sign-in; a session, or the second step's challenge. Throws what the form shows. */
export async function sendSignIn(
  { email, password }: SignInValues,
  fetchApi?: SiteApiFetch,
): Promise<LoginResponse> {
  try {
    const { loginSchema } = await loadValidation();
    return await loginStep(loginSchema.parse({ email, password }), fetchApi);
  } catch (error) {
    throw authFailure(error, loginFailureMessages);
  }
}

/** Field errors of the sign-up form, by the contract's schema ({} when valid). */
export async function signUpErrors(values: SignUpValues) {
  const { signupSchema, fieldErrors } = await loadValidation();
  return fieldErrors(signupSchema, values);
}

/** Creates the account and its session. Throws what the form shows. */
export async function sendSignUp(
  values: SignUpValues,
  fetchApi?: SiteApiFetch,
): Promise<AuthResponse> {
  try {
    const { signupSchema, toSignupRequest } = await loadValidation();
    return await signup(toSignupRequest(signupSchema.parse(values)), fetchApi);
  } catch (error) {
    throw authFailure(error, signupFailureMessages);
  }
}

/** Field errors of the second step's code ({} when valid). */
export async function twoFactorErrors(challenge: string, code: string) {
  const { twoFactorVerifySchema, fieldErrors } = await loadValidation();
  return fieldErrors(twoFactorVerifySchema, { challenge, code });
}

/**
 * Sends the second step. Answers the session, or 'expired' when the challenge is used or older
 * than 5 minutes (401: sign in again). Throws what the form shows otherwise.
 */
export async function sendTwoFactor(
  challenge: string,
  code: string,
  fetchApi?: SiteApiFetch,
): Promise<AuthResponse | 'expired'> {
  try {
    const { twoFactorVerifySchema } = await loadValidation();
    return await verifyTwoFactor(twoFactorVerifySchema.parse({ challenge, code }), fetchApi);
  } catch (error) {
    if (error instanceof Error && 'status' in error && error.status === 401) return 'expired';
    throw authFailure(error, twoFactorFailureMessages);
  }
}

/** Field errors of the forgot-password form ({} when valid). */
export async function forgotPasswordErrors(values: { email: string }) {
  const { forgotPasswordSchema, fieldErrors } = await loadValidation();
  return fieldErrors(forgotPasswordSchema, values);
}

/**
 * Asks for a reset link (the same answer for every address); answers the address it went to.
 * Throws what the form shows.
 */
export async function sendPasswordReset(
  values: { email: string },
  fetchApi?: SiteApiFetch,
): Promise<string> {
  const { forgotPasswordSchema } = await loadValidation();
  const { email } = forgotPasswordSchema.parse(values);
  try {
    await requestPasswordReset(email, fetchApi);
  } catch (error) {
    throw authFailure(error, forgotPasswordFailureMessages);
  }
  return email;
}

/** Field errors of the new password for the link's `token` ({} when valid). */
export async function resetPasswordErrors(token: string, values: ResetValues) {
  const { resetPasswordSchema, fieldErrors } = await loadValidation();
  return fieldErrors(resetPasswordSchema, { ...values, token });
}

/**
 * Sets the new password with the e-mailed link's token (the server then ends every session).
 * Throws what the form shows: the API's message for a used or expired link, its password
 * issues on the field.
 */
export async function sendNewPassword(
  token: string,
  { password }: ResetValues,
  fetchApi?: SiteApiFetch,
): Promise<void> {
  try {
    await resetPassword({ token, password }, fetchApi);
  } catch (error) {
    if (error instanceof AuthRequestError && error.status >= 400 && error.status < 500) {
      const issues = (error.body?.issues ?? []).filter((issue) => issue.path === 'password');
      const message = error.body?.message ?? resetPasswordMessages.fallback;
      throw Object.assign(new Error(message), {
        fieldErrors: Object.fromEntries(issues.map((issue) => [issue.path, issue.message])),
      });
    }
    throw new Error(resetPasswordMessages.fallback);
  }
}

/**
 * `/verify-email?token=…`'s one button: the link's token spent, and the API's sentence (what the
 * link did: an address confirmed, a new one in use, the old one back). A failure throws an Error
 * whose message is the API's own for a refused link, or ours when the server could not answer.
 */
export async function confirmEmailLink(token: string, fetchApi?: SiteApiFetch): Promise<string> {
  if (!token) throw new Error(accountMessages.verificationLinkInvalid);
  try {
    return (await verifyEmail(token, fetchApi)) || accountMessages.emailVerified;
  } catch (error) {
    const refused = error instanceof AuthRequestError && error.status >= 400 && error.status < 500;
    throw new Error(
      refused
        ? (error.body?.message ?? accountMessages.verificationLinkInvalid)
        : accountMessages.verificationFailed,
    );
  }
}

/**
 * 'Resend': the confirmation link e-mailed again to a signed-in visitor; answers the API's
 * sentence. A failure throws an Error with the server's sentence (a limit, signed out), or ours.
 */
export async function resendConfirmation(fetchApi?: SiteApiFetch): Promise<string> {
  try {
    return (await resendVerification(fetchApi)) || accountMessages.verificationSent;
  } catch (error) {
    const message = error instanceof AuthRequestError ? error.body?.message : undefined;
    throw new Error(message || accountMessages.verificationSendFailed);
  }
}
