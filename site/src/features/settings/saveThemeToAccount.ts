// The navigation's theme toggle, for a signed-in user: the choice is saved on the account too
// (docs/product/decisions.md "Theme"; docs/decisions/017-account-security.md: "saved on the account and in the browser"), so the next
// sign-in on any device applies it. Loaded on the first toggle of a signed-in user only.
// Quiet on failure: the choice is already applied and stored in this browser, and the
// settings page says so when its own save fails.
import { updateAccountSettings } from './accountSettings.ts';
import { updateSettings } from './api.ts';

export async function saveThemeToAccount(darkMode: boolean): Promise<void> {
  try {
    const settings = await updateSettings({ darkMode });
    updateAccountSettings({ darkMode: settings.darkMode });
  } catch {
    /* kept in the browser; the account keeps its earlier choice */
  }
}
