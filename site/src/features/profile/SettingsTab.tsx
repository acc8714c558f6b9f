import { lazy, Suspense } from 'react';
import type { UserSettings } from '@brightlane/contract';
import { Card, Skeleton, visuallyHidden } from '@brightlane/ui';
import { profileCopy as copy } from './copy.ts';
import * as styles from './profile.css.ts';

// Loaded when the tab opens (its panel mounts then), not with the profile page: most visits to
// /profile never open it, and /settings has the same screen.
const SettingsScreen = lazy(() =>
  import('../settings/SettingsScreen.tsx').then((module) => ({ default: module.SettingsScreen })),
);

/**
 * /profile's Settings tab (docs/product/spec.md §2 "Profile screen"): the settings screen
 * itself, as /settings shows it.
 */
export function SettingsTab({ settings }: { settings: UserSettings | undefined }) {
  return (
    <div className={styles.settingsTab}>
      <Suspense fallback={<SettingsLoading />}>
        <SettingsScreen settings={settings} />
      </Suspense>
    </div>
  );
}

/**
 * While the screen's module loads: its four cards in outline, about as tall as the cards
 * themselves (heading, a line of text, the controls), so the page below does not jump when
 * they arrive.
 */
function SettingsLoading() {
  return (
    <div className={styles.settingsLoading} aria-busy="true">
      <span className={visuallyHidden} role="status">
        {copy.settingsLoading}
      </span>
      {[2, 4, 5, 4].map((lines, index) => (
        <Card key={index} className={styles.settingsLoadingCard}>
          <Skeleton shape="text" width="12rem" height="1.75rem" />
          <Skeleton shape="text" lines={lines} />
        </Card>
      ))}
    </div>
  );
}
