// The profile's client (docs/product/spec.md §7 "Update", docs/product/decisions.md "Accounts"): PUT /api/auth/user on
// the accounts client's `apiRequest`. A failure becomes what the edit form shows (§8: the
// server's message, else 'Update failed'; docs/product/decisions.md: never silently ignored).
// The edit form posted without JavaScript sends through the same function from the page's action
// (features/profile/actions.ts), with the server's in-process API as `fetchApi`.
import { apiPaths, profileMessages } from '@brightlane/contract';
import type { PublicUser, SiteApiFetch, UpdateProfileRequest } from '@brightlane/contract';
import { FormSubmitError } from '@brightlane/ui';
import { loadValidation } from '../../app/validation.ts';
import {
  AuthRequestError,
  InvalidAuthResponseError,
  apiRequest,
  authFailure,
  type FailureMessages,
} from '../auth/api.ts';

export interface ProfileResponse {
  user: PublicUser;
  /** 'Profile updated', or where the link to confirm a new e-mail went. */
  message: string;
}

/**
 * PUT /api/auth/user: the name at once; a new e-mail (with `currentPassword`) waits as the
 * user's `pendingEmail` until the link sent to it is followed. `fetchApi`: the browser's fetch,
 * or the server's API in the page's action.
 */
export async function updateProfile(
  request: UpdateProfileRequest,
  fetchApi?: SiteApiFetch,
): Promise<ProfileResponse> {
  const json = await apiRequest(apiPaths.auth.user, request, 'PUT', fetchApi);
  const { authResponseSchema } = await loadValidation();
  // The profile answer is a sign-in answer without the token, and with its message.
  const parsed = authResponseSchema.omit({ token: true }).safeParse(json);
  if (!parsed.success || parsed.data.message === undefined) throw new InvalidAuthResponseError();
  return { user: parsed.data.user, message: parsed.data.message };
}

const profileFailureMessages: FailureMessages = {
  serviceUnavailable: profileMessages.updateFailed,
  fallback: profileMessages.updateFailed,
};

/**
 * What a failed save shows: the server's message, field issues on their fields (a missing or
 * wrong current password), 'Email already registered' on Email, and 'Update failed' when
 * there was no usable answer (offline, a server error, an answer that is not a profile).
 */
export function profileFailure(error: unknown): FormSubmitError {
  if (error instanceof AuthRequestError && error.status === 409 && error.body?.message) {
    return new FormSubmitError(error.body.message, { email: error.body.message });
  }
  return authFailure(error, profileFailureMessages);
}
