import { useRouteLoaderData } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { Heading, Text } from '@brightlane/ui';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { useSession } from '../../features/auth/session.ts';
import { settingsCopy as copy } from '../../features/settings/copy.ts';
import { SettingsScreen } from '../../features/settings/SettingsScreen.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './settings.css.ts';

/**
 * `/settings` ('Account Settings', docs/product/spec.md §2): the settings screen of the
 * session's user under its heading. /profile's Settings tab shows the same screen.
 */
export function Component() {
  const guarded = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  const { session } = useSession();
  const user = session.user ?? guarded;

  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <Heading level={1}>{copy.title}</Heading>
        <Text variant="muted">{copy.lead}</Text>
      </header>
      <SettingsScreen settings={user?.settings} />
    </div>
  );
}
