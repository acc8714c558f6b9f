// The signed-in user's settings live on the session store's user (PublicUser.settings), so the
// settings page, the navigation and a later sign-in see one value.
import type { UserSettings } from '@brightlane/contract';
import { sessionStore } from '../auth/session.ts';

/** Writes `changes` into the signed-in user's settings (nothing when signed out). */
export function updateAccountSettings(changes: Partial<UserSettings>): void {
  const { user } = sessionStore.get().session;
  if (user) sessionStore.update({ ...user, settings: { ...user.settings, ...changes } });
}
