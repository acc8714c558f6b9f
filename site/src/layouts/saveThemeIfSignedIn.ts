import type { ThemeName } from '@brightlane/ui';
import { sessionStore } from '../features/auth/session.ts';

/**
 * `onThemeChange` of the navigation's theme toggles: a signed-in user's choice is saved on the
 * account as well as in the browser (docs/product/decisions.md "Theme"), so the next sign-in on any device
 * applies it. The code that saves loads on the first such toggle only.
 */
export function saveThemeIfSignedIn(theme: ThemeName): void {
  if (sessionStore.get().session.status !== 'signedIn') return;
  void import('../features/settings/saveThemeToAccount.ts').then((module) =>
    module.saveThemeToAccount(theme === 'dark'),
  );
}
