import { useState } from 'react';
import { useRouteLoaderData } from 'react-router-dom';
import type { PublicUser, UserSettings } from '@brightlane/contract';
import { Heading, Text, Toaster } from '@brightlane/ui';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { settingsCopy as copy } from '../../features/settings/copy.ts';
import { NotificationsCard } from '../../features/settings/NotificationsCard.tsx';
import { SecurityCard } from '../../features/settings/SecurityCard.tsx';
import { SessionsCard } from '../../features/settings/SessionsCard.tsx';
import { ThemeCard } from '../../features/settings/ThemeCard.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './settings.css.ts';

/** A user object from before settings were part of it: the defaults of a new account. */
const fallbackSettings: UserSettings = {
  darkMode: null,
  emailNotifications: true,
  pushNotifications: true,
  twoFactorEnabled: false,
};

/**
 * `/settings` ('Account Settings', SPEC.md §2; issue 19): Theme Preferences, Notification
 * Preferences, Account Security and Active sessions, one card each. The settings are the
 * session's user's (the store follows every change made here). The site mounts no Toaster
 * yet, so the page brings its own for the §8 toasts.
 */
export function Component() {
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  const { session } = useSession();
  const user = session.user ?? guarded;
  const settings = user?.settings ?? fallbackSettings;
  // Bumped after a password change: the server has signed the other sessions out.
  const [sessionsVersion, setSessionsVersion] = useState(0);

  return (
    <Toaster>
      <div className={`${layout.container} ${styles.page}`}>
        <header className={styles.header}>
          <Heading level={1}>{copy.title}</Heading>
          <Text tone="muted">{copy.lead}</Text>
        </header>
        <div className={styles.cards}>
          <ThemeCard />
          <NotificationsCard settings={settings} />
          <SecurityCard
            twoFactorEnabled={settings.twoFactorEnabled}
            onPasswordChanged={() => setSessionsVersion((n) => n + 1)}
          />
          <SessionsCard reloadKey={sessionsVersion} />
        </div>
      </div>
    </Toaster>
  );
}
