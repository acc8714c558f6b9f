// The account's saved theme at sign-in (docs/product/decisions.md "Theme": a signed-in user's choice is saved
// on their account and applied at sign-in). Loaded on demand by app/startClient.tsx, only once
// a signed-in user with a saved theme appears, so no page's first load carries it.
import { THEME_STORAGE_KEY, applyTheme } from '@brightlane/ui';
import type { ThemeName } from '@brightlane/ui';
import type { PublicUser } from '@brightlane/contract';
import type { SessionState } from '../auth/session.ts';

function storedTheme(): string | null {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Applies `user.settings.darkMode` as the theme and stores it in the browser, as the
 * navigation's toggle does; answers the theme applied, or null.
 *
 * `before` is the session's status before this user arrived. After a sign-in ('signedOut', or
 * another user) the account's theme wins. On a page load ('checking': the session check found
 * the user signed in already) it applies only when this browser has no stored choice: the
 * navigation's toggle stores the choice in the browser only, and a reload must not undo it.
 */
export function applyAccountTheme(
  user: PublicUser,
  before: SessionState['status'],
): ThemeName | null {
  const darkMode = user.settings?.darkMode;
  if (typeof darkMode !== 'boolean') return null;
  if (before === 'checking' && storedTheme() !== null) return null;
  const theme: ThemeName = darkMode ? 'dark' : 'light';
  let stored = false;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    stored = true;
  } catch {
    /* storage blocked: the theme still applies to this page view */
  }
  applyTheme(document, theme);
  // The ThemeProvider re-reads the stored choice on a 'storage' event (another tab's change);
  // this module lives outside React, so it tells the provider the same way.
  if (stored) {
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: theme }));
  }
  return theme;
}
