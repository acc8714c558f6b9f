import { useState } from 'react';
import type { ActiveSession, UserSettings } from '@brightlane/contract';
import { Toaster } from '@brightlane/ui';
import { NotificationsCard } from './NotificationsCard.tsx';
import { SecurityCard } from './SecurityCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { ThemeCard } from './ThemeCard.tsx';
import * as styles from './settings.css.ts';

/** A user object from before settings were part of it: the defaults of a new account. */
const fallbackSettings: UserSettings = {
  darkMode: null,
  emailNotifications: true,
  pushNotifications: true,
  twoFactorEnabled: false,
};

/**
 * The settings screen (docs/product/spec.md §2 "Settings screen";
 * docs/decisions/017-account-security.md): Theme Preferences, Notification Preferences,
 * Account Security and Active sessions, one card each, for the signed-in user's `settings`
 * (the session store follows every change made here). Shown by /settings under its heading,
 * and by /profile's Settings tab, which loads this module when the tab opens. The site mounts
 * no Toaster, so the screen brings its own for the §8 toasts. Rendered by the server (/settings),
 * it starts from the sessions the server read, and its forms post to the page until its code
 * runs (features/settings/actions.ts).
 */
export interface SettingsScreenProps {
  /** The account's settings (the session's user); undefined while unknown. */
  settings: UserSettings | undefined;
  /** The account's sessions as the server read them (/settings rendered per request). */
  sessions?: ActiveSession[];
  /** The server could not read them. */
  sessionsFailed?: boolean;
  /** When the server read them (ms), so 'last seen' hydrates as the server wrote it. */
  sessionsAsOf?: number;
}

export function SettingsScreen({
  settings,
  sessions,
  sessionsFailed,
  sessionsAsOf,
}: SettingsScreenProps) {
  const shown = settings ?? fallbackSettings;
  // Bumped after a password change: the server has signed the other sessions out.
  const [sessionsVersion, setSessionsVersion] = useState(0);
  return (
    <Toaster>
      <div className={styles.cards}>
        <ThemeCard />
        <NotificationsCard settings={shown} />
        <SecurityCard
          twoFactorEnabled={shown.twoFactorEnabled}
          onPasswordChanged={() => setSessionsVersion((n) => n + 1)}
        />
        <SessionsCard
          reloadKey={sessionsVersion}
          initialSessions={sessions}
          initiallyFailed={sessionsFailed}
          asOf={sessionsAsOf}
        />
      </div>
    </Toaster>
  );
}
