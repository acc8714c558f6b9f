// /settings' loader and action on the server (docs/decisions/040-forms-post-to-the-server.md):
// the page rendered per request with the account's sessions, and its forms posted before or
// without the page's code. Each sends what the screen's code sends (features/settings/api.ts)
// through the server's in-process API as this visitor, so the API's rules, limits and messages
// are the only ones; the answer is the page again with what the screen's toast would say, or the
// form's messages beside its fields (never a password). Loaded on the server only.
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { sessionMessages, settingsMessages } from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import {
  actionsByForm,
  apiOf,
  failedForm,
  invalidForm,
  postedStep,
  postedValues,
} from '../../forms/formActions.ts';
import { AuthRequestError } from '../auth/api.ts';
import {
  changePassword,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  updateSettings,
  fetchSessions,
  revokeOtherSessions,
  revokeSession,
} from './api.ts';
import { formFailure } from './failures.ts';
import {
  CHANGE_PASSWORD_FORM,
  emptyChangePassword,
  emptyNotifications,
  emptyTwoFactorEnable,
  NOTICE_STATE,
  NOTIFICATIONS_FORM,
  RECOVERY_CODES_STATE,
  OTHER_SESSIONS,
  SESSION_FIELD,
  SESSIONS_FORM,
  SETUP_SECRET,
  SETUP_URL,
  type SettingsPageData,
  TWO_FACTOR_DISABLE_FORM,
  TWO_FACTOR_ENABLE_FORM,
  TWO_FACTOR_SETUP_FORM,
} from './postedForms.ts';

/** The page's data: the account's sessions as of now (the guard has found the visitor). */
export async function settingsPage({ context }: LoaderFunctionArgs): Promise<SettingsPageData> {
  const now = Date.now();
  try {
    return { sessions: await fetchSessions(apiOf(context)), now };
  } catch {
    // The list says it could not be loaded, as when the screen's own request fails.
    return { sessionsFailed: true, now };
  }
}

/** The page again, saying what the screen's toast would say. */
const done = (form: string, notice: string) =>
  postedStep({ form, values: {}, state: { [NOTICE_STATE]: notice } });

/** A failure the screen would toast: the form's message, on the page again. */
const failed = (form: string, message: string, status = 503) =>
  failedForm(new Error(message), message, { form, values: {}, status });

/** 'Sign out' on one session, or 'Sign out of all other sessions'. */
async function sessionsAction({ request, context }: ActionFunctionArgs) {
  const api = apiOf(context);
  const target = (await request.formData()).get(SESSION_FIELD);
  if (typeof target !== 'string' || target === '')
    return failed(SESSIONS_FORM, sessionMessages.signOutFailed, 400);
  try {
    if (target === OTHER_SESSIONS) await revokeOtherSessions(api);
    else await revokeSession(target, api);
  } catch (error) {
    // Gone already (it expired, or another device ended it): the list shows it gone.
    if (error instanceof AuthRequestError && error.status === 404)
      return failed(SESSIONS_FORM, sessionMessages.notFound, 404);
    return failed(SESSIONS_FORM, sessionMessages.signOutFailed);
  }
  return done(
    SESSIONS_FORM,
    target === OTHER_SESSIONS ? sessionMessages.othersSignedOut : sessionMessages.signedOut,
  );
}

/** 'Save Preferences': both notification checkboxes as posted (an unticked one is not sent). */
async function notificationsAction({ request, context }: ActionFunctionArgs) {
  const values = postedValues(await request.formData(), emptyNotifications);
  try {
    await updateSettings(values, apiOf(context));
  } catch {
    return failed(NOTIFICATIONS_FORM, settingsMessages.notificationsUpdateFailed);
  }
  return done(NOTIFICATIONS_FORM, settingsMessages.notificationsUpdated);
}

/** 'Change Password': the contract's rules, then the API (which signs the other sessions out). */
async function changePasswordAction({ request, context }: ActionFunctionArgs) {
  const values = postedValues(await request.formData(), emptyChangePassword);
  const options = {
    form: CHANGE_PASSWORD_FORM,
    values,
    secrets: ['currentPassword', 'newPassword', 'confirmPassword'] as const,
  };
  const { changePasswordSchema, fieldErrors, toChangePasswordRequest } = await loadValidation();
  const errors = fieldErrors(changePasswordSchema, values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    await changePassword(toChangePasswordRequest(values), apiOf(context));
  } catch (error) {
    const failure = formFailure(error);
    if (failure) return failedForm(failure, settingsMessages.passwordChangeFailed, options);
    return failedForm(new Error(settingsMessages.passwordChangeFailed), '', {
      ...options,
      status: 503,
    });
  }
  return done(CHANGE_PASSWORD_FORM, settingsMessages.passwordChanged);
}

/**
 * 'Enable Two-Factor Authentication': a new pending secret, as the modal asks for when it
 * opens; the page answers with step 1 (its QR code and key) and step 2's form.
 */
async function twoFactorSetupAction({ context }: ActionFunctionArgs) {
  try {
    const setup = await startTwoFactorSetup(apiOf(context));
    return postedStep({
      form: TWO_FACTOR_SETUP_FORM,
      values: {},
      state: { [SETUP_SECRET]: setup.secret, [SETUP_URL]: setup.otpauthUrl },
    });
  } catch (error) {
    // Already on (turned on from another tab): the API says so; anything else is the toast's.
    const failure = formFailure(error);
    if (failure) return failed(TWO_FACTOR_SETUP_FORM, failure.message, 409);
    return failed(TWO_FACTOR_SETUP_FORM, settingsMessages.twoFactorEnableFailed);
  }
}

/**
 * Step 2 on the page: the code and the current password, checked as the modal checks them;
 * the answer holds the recovery codes, shown this once. A refused step shows the same secret
 * again (its hidden fields) with the message beside its field.
 */
async function twoFactorEnableAction({ request, context }: ActionFunctionArgs) {
  const values = postedValues(await request.formData(), emptyTwoFactorEnable);
  const options = {
    form: TWO_FACTOR_ENABLE_FORM,
    values,
    secrets: ['password'] as const,
    state: { [SETUP_SECRET]: values[SETUP_SECRET], [SETUP_URL]: values[SETUP_URL] },
  };
  const { twoFactorEnableSchema, fieldErrors } = await loadValidation();
  const code = values.code.replace(/\s+/g, '');
  const errors = fieldErrors(twoFactorEnableSchema, { code, password: values.password });
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  let recoveryCodes: string[];
  try {
    recoveryCodes = await enableTwoFactor(code, values.password, apiOf(context));
  } catch (error) {
    const failure = formFailure(error);
    if (failure) return failedForm(failure, settingsMessages.twoFactorEnableFailed, options);
    return failedForm(new Error(settingsMessages.twoFactorEnableFailed), '', {
      ...options,
      status: 503,
    });
  }
  return postedStep({
    form: TWO_FACTOR_ENABLE_FORM,
    values: {},
    state: {
      [NOTICE_STATE]: settingsMessages.twoFactorEnabled,
      [RECOVERY_CODES_STATE]: recoveryCodes.join('\n'),
    },
  });
}

/** 'Disable Two-Factor Authentication', with the current password. */
async function disableTwoFactorAction({ request, context }: ActionFunctionArgs) {
  const values = postedValues(await request.formData(), { password: '' });
  const options = { form: TWO_FACTOR_DISABLE_FORM, values, secrets: ['password'] as const };
  const { twoFactorDisableSchema, fieldErrors } = await loadValidation();
  const errors = fieldErrors(twoFactorDisableSchema, values);
  if (Object.keys(errors).length > 0) return invalidForm(errors, options);
  try {
    await disableTwoFactor(values.password, apiOf(context));
  } catch (error) {
    const failure = formFailure(error);
    if (failure?.fieldErrors.password)
      return failedForm(failure, settingsMessages.twoFactorDisableFailed, options);
    return failedForm(new Error(settingsMessages.twoFactorDisableFailed), '', {
      ...options,
      status: 503,
    });
  }
  return done(TWO_FACTOR_DISABLE_FORM, settingsMessages.twoFactorDisabled);
}

/** The page's forms, each named by its hidden field (forms/FormName.tsx). */
export const settingsAction = actionsByForm({
  [NOTIFICATIONS_FORM]: notificationsAction,
  [SESSIONS_FORM]: sessionsAction,
  [CHANGE_PASSWORD_FORM]: changePasswordAction,
  [TWO_FACTOR_SETUP_FORM]: twoFactorSetupAction,
  [TWO_FACTOR_ENABLE_FORM]: twoFactorEnableAction,
  [TWO_FACTOR_DISABLE_FORM]: disableTwoFactorAction,
});
