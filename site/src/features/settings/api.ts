// The settings screen's client (docs/decisions/017-account-security.md): preferences, password
// change, two-factor set-up and the Active sessions list. Built on the accounts client's
// `apiRequest`, so a failure is an `AuthRequestError` with the status and the API's error body.
// The calls a form posted without JavaScript makes (features/settings/actions.ts) take the
// `fetch` to send with: the server's in-process API instead of the browser's. Answers are checked
// with the contract's schemas, loaded on demand (app/validation.ts): the page never ships zod up
// front.
import { apiPaths, buildPath } from '@brightlane/contract';
import type {
  ActiveSession,
  SiteApiFetch,
  ChangePasswordRequest,
  TwoFactorSetupResponse,
  UpdateSettingsRequest,
  UserSettings,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { apiRequest } from '../auth/api.ts';

/** A success status whose body is not what the contract says. */
export class InvalidSettingsResponseError extends Error {
  constructor(path: string) {
    super(`Unexpected answer from ${path}`);
    this.name = 'InvalidSettingsResponseError';
  }
}

/** PUT /api/user/settings with the preferences that changed; answers all of them. */
export async function updateSettings(
  changes: UpdateSettingsRequest,
  fetchApi?: SiteApiFetch,
): Promise<UserSettings> {
  const json = await apiRequest(apiPaths.user.settings, changes, 'PUT', fetchApi);
  const { settingsResponseSchema } = await loadValidation();
  const parsed = settingsResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidSettingsResponseError(apiPaths.user.settings);
  return parsed.data.settings;
}

/** POST /api/auth/change-password. The server signs the account's other sessions out. */
export async function changePassword(
  request: ChangePasswordRequest,
  fetchApi?: SiteApiFetch,
): Promise<void> {
  await apiRequest(apiPaths.auth.changePassword, request, 'POST', fetchApi);
}

/** POST /api/auth/2fa/setup: a new pending secret and the otpauth:// URL of its QR code. */
export async function startTwoFactorSetup(
  fetchApi?: SiteApiFetch,
): Promise<TwoFactorSetupResponse> {
  const json = await apiRequest(apiPaths.auth.twoFactorSetup, {}, 'POST', fetchApi);
  const { twoFactorSetupResponseSchema } = await loadValidation();
  const parsed = twoFactorSetupResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidSettingsResponseError(apiPaths.auth.twoFactorSetup);
  return parsed.data;
}

/**
 * POST /api/auth/2fa/enable with the 6-digit code and the current password; answers the ten
 * recovery codes.
 */
export async function enableTwoFactor(
  code: string,
  password: string,
  fetchApi?: SiteApiFetch,
): Promise<string[]> {
  const json = await apiRequest(
    apiPaths.auth.twoFactorEnable,
    { code, password },
    'POST',
    fetchApi,
  );
  const { twoFactorEnableResponseSchema } = await loadValidation();
  const parsed = twoFactorEnableResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidSettingsResponseError(apiPaths.auth.twoFactorEnable);
  return parsed.data.recoveryCodes;
}

/** POST /api/auth/2fa/disable with the current password. */
export async function disableTwoFactor(password: string, fetchApi?: SiteApiFetch): Promise<void> {
  await apiRequest(apiPaths.auth.twoFactorDisable, { password }, 'POST', fetchApi);
}

/** GET /api/auth/sessions: the account's live sessions. */
export async function fetchSessions(fetchApi?: SiteApiFetch): Promise<ActiveSession[]> {
  const json = await apiRequest(apiPaths.auth.sessions, undefined, 'GET', fetchApi);
  const { activeSessionsResponseSchema } = await loadValidation();
  const parsed = activeSessionsResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidSettingsResponseError(apiPaths.auth.sessions);
  return parsed.data.sessions;
}

/** DELETE /api/auth/sessions/{id}: signs one of the account's sessions out. */
export async function revokeSession(id: string, fetchApi?: SiteApiFetch): Promise<void> {
  await apiRequest(buildPath(apiPaths.auth.sessionById, { id }), undefined, 'DELETE', fetchApi);
}

/** DELETE /api/auth/sessions: signs out every session but this one. */
export async function revokeOtherSessions(fetchApi?: SiteApiFetch): Promise<void> {
  await apiRequest(apiPaths.auth.sessions, undefined, 'DELETE', fetchApi);
}
