// The sign-in, sign-up, forgot-password, reset-password and log-out pages' route actions: the
// forms posted without JavaScript (forms/postedForm.ts). They take the forms' own path (submit.ts) against the server's API and
// answer as the forms' code would: on to /dashboard (or `?next=`) with the session cookie the
// API set, or the page again with the form's messages and what was typed, never a password.
import { redirect } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import {
  accountMessages,
  forgotPasswordMessages,
  loginMessages,
  notificationMessages,
  resetPasswordMessages,
  signupMessages,
  twoFactorMessages,
} from '@brightlane/contract';
import {
  actionsByForm,
  apiOf,
  failedForm,
  invalidForm,
  postedStep,
  postedValues,
} from '../../forms/formActions.ts';
import { AuthRequestError, logout, needsTwoFactor } from './api.ts';
import { afterSignIn, LOGIN_PATH } from './guard.ts';
import { fetchSession } from './session.ts';
import {
  CHALLENGE_FIELD,
  emptySignIn,
  emptySignUp,
  emptyReset,
  FORGOT_PASSWORD_FORM,
  forgotPasswordErrors,
  LOGOUT_FORM,
  RESET_PASSWORD_FORM,
  resetPasswordErrors,
  sendNewPassword,
  sendPasswordReset,
  sendSignIn,
  sendSignUp,
  sendTwoFactor,
  SIGN_IN_FORM,
  SIGN_UP_FORM,
  signInErrors,
  signUpErrors,
  TWO_FACTOR_FORM,
  twoFactorErrors,
  confirmEmailLink,
  resendConfirmation,
} from './submit.ts';
import { RESEND_VERIFICATION_FORM, VERIFY_EMAIL_FORM } from './emailLink.ts';

/** Where a signed-in visitor goes: as the forms navigate, `?next=` of the posted address. */
function onward(request: Request) {
  return redirect(afterSignIn(new URL(request.url).search), 303);
}

/** `/login`: the password step, or the second step when the form carries its challenge. */
export async function signInAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const api = apiOf(context);
  const challenge = formData.get(CHALLENGE_FIELD);
  if (typeof challenge === 'string') {
    const code = String(formData.get('code') ?? '');
    const options = { form: TWO_FACTOR_FORM, values: { code }, state: { challenge } };
    const errors = await twoFactorErrors(challenge, code);
    if (Object.keys(errors).length > 0) return invalidForm(errors, options);
    try {
      const answer = await sendTwoFactor(challenge, code, api);
      if (answer === 'expired') {
        return failedForm(new Error(twoFactorMessages.challengeExpired), loginMessages.fallback, {
          form: SIGN_IN_FORM,
          values: emptySignIn,
          status: 401,
        });
      }
    } catch (error) {
      return failedForm(error, loginMessages.fallback, options);
    }
    return onward(request);
  }

  const values = postedValues(formData, emptySignIn);
  const options = { form: SIGN_IN_FORM, values, secrets: ['password'] as const };
  const errors = await signInErrors(values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    const answer = await sendSignIn(values, api);
    if (needsTwoFactor(answer)) {
      return postedStep({
        form: TWO_FACTOR_FORM,
        values: {},
        state: { challenge: answer.challenge },
      });
    }
  } catch (error) {
    return failedForm(error, loginMessages.fallback, options);
  }
  return onward(request);
}

/** `/signup`: the account is made and signed in, then on as after a sign-in. */
export async function signUpAction({ request, context }: ActionFunctionArgs) {
  const values = postedValues(await request.formData(), emptySignUp);
  const options = {
    form: SIGN_UP_FORM,
    values,
    secrets: ['password', 'confirmPassword'] as const,
  };
  const errors = await signUpErrors(values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    await sendSignUp(values, apiOf(context));
  } catch (error) {
    return failedForm(error, signupMessages.fallback, options);
  }
  return onward(request);
}

/**
 * `/forgot-password`: the link is asked for, and the page shows 'Check Your Email' as the
 * form's code does (its 'Resend' posts the address again).
 */
export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const values = postedValues(await request.formData(), { email: '' });
  const options = { form: FORGOT_PASSWORD_FORM, values };
  const errors = await forgotPasswordErrors(values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    const email = await sendPasswordReset(values, apiOf(context));
    return postedStep({ form: FORGOT_PASSWORD_FORM, values: {}, state: { email } });
  } catch (error) {
    return failedForm(error, forgotPasswordMessages.fallback, options);
  }
}

/**
 * `/reset-password?token=…`: the new password is set with the link's token, then on to
 * /login to sign in again (every session has ended), as the form's code goes.
 */
export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const values = postedValues(await request.formData(), emptyReset);
  const options = {
    form: RESET_PASSWORD_FORM,
    values,
    secrets: ['password', 'confirmPassword'] as const,
  };
  const errors = await resetPasswordErrors(token, values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    await sendNewPassword(token, values, apiOf(context));
  } catch (error) {
    return failedForm(error, resetPasswordMessages.fallback, options);
  }
  return redirect(LOGIN_PATH, 303);
}

/**
 * `/logout` rendered on the server: nobody signed in (as the API sees this visitor's cookie) goes
 * straight to /login, as the page's loader does in the browser.
 */
export async function logoutPage({ context }: LoaderFunctionArgs) {
  const user = await fetchSession(apiOf(context)).catch(() => null);
  return user ? null : redirect(LOGIN_PATH);
}

/**
 * 'Log Out' posted: the session ends on the server and the API's answer clears its cookies on
 * the way to /login. When the API fails, the page again with the message the code would show.
 */
export async function logoutAction({ context }: ActionFunctionArgs) {
  try {
    await logout(apiOf(context));
  } catch (error) {
    const message =
      (error instanceof AuthRequestError ? error.body?.message : undefined) ??
      notificationMessages.logoutFailed;
    return failedForm(new Error(message), message, { form: LOGOUT_FORM, values: {}, status: 503 });
  }
  return redirect(LOGIN_PATH, 303);
}

/**
 * `/verify-email?token=…`'s 'Confirm' posted: the link's token is spent now, never by the GET
 * that opened the page (a mail scanner following every link must not use it up). The page
 * again with the API's sentence, and whether the visitor is signed in (where to go next);
 * refused, the page with the reason (400).
 */
async function confirmLinkAction({ request, context }: ActionFunctionArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const api = apiOf(context);
  const options = { form: VERIFY_EMAIL_FORM, values: {} };
  let message: string;
  try {
    message = await confirmEmailLink(token, api);
  } catch (error) {
    // A link refused is the visitor's to fix (400); no verdict at all is ours (503).
    const status =
      error instanceof Error && error.message === accountMessages.verificationFailed ? 503 : 400;
    return failedForm(error, accountMessages.verificationLinkInvalid, { ...options, status });
  }
  // After a "this was not me" link every session has ended: then the way on is to sign in.
  const user = await fetchSession(api).catch(() => null);
  return postedStep({ ...options, state: { message, signedIn: user ? 'yes' : '' } });
}

/**
 * 'Resend' of the 'Confirm your e-mail' banner, posted where the code does not run: the link
 * e-mailed again, and the page says so (or why not: a limit, 429; signed out, 401).
 */
async function resendAction({ context }: ActionFunctionArgs) {
  const options = { form: RESEND_VERIFICATION_FORM, values: {} };
  try {
    const message = await resendConfirmation(apiOf(context));
    return postedStep({ ...options, state: { message } });
  } catch (error) {
    return failedForm(error, accountMessages.verificationSendFailed, options);
  }
}

/** `/verify-email`'s two forms: the link's 'Confirm', and the banner's 'Resend'. */
export const verifyEmailAction = actionsByForm({
  [VERIFY_EMAIL_FORM]: confirmLinkAction,
  [RESEND_VERIFICATION_FORM]: resendAction,
});
