import { useRef, useState } from 'react';
import { themeMessages } from '@brightlane/contract';
import { Switch, useTheme, useToast } from '@brightlane/ui';
import { updateAccountSettings } from './accountSettings.ts';
import { updateSettings } from './api.ts';
import { themeCopy as copy } from './copy.ts';
import { SettingsSection } from './SettingsSection.tsx';

/**
 * 'Theme Preferences': the Dark Mode switch shows the theme in use. A change applies and is
 * stored in the browser at once (as the navigation's toggle), then saved on the account; a
 * failed save says so and keeps the choice here.
 */
export function ThemeCard() {
  const { darkMode, setTheme } = useTheme();
  const { toast } = useToast();
  const [saving, setSaving] = useState(0);
  // Only the last of several quick changes speaks: an older answer must not toast over it.
  const latest = useRef(0);

  const onCheckedChange = (checked: boolean) => {
    setTheme(checked ? 'dark' : 'light');
    const request = ++latest.current;
    setSaving((n) => n + 1);
    updateSettings({ darkMode: checked })
      .then(
        (settings) => {
          if (request === latest.current) updateAccountSettings({ darkMode: settings.darkMode });
        },
        () => {
          if (request !== latest.current) return;
          toast({ tone: 'critical', title: themeMessages.saveFailed, id: 'settings-theme' });
        },
      )
      .finally(() => setSaving((n) => n - 1));
  };

  return (
    <SettingsSection title={copy.title}>
      <Switch
        label={copy.darkMode}
        hint={copy.hint}
        labelPosition="start"
        block
        checked={darkMode}
        onCheckedChange={onCheckedChange}
        aria-busy={saving > 0 || undefined}
      />
    </SettingsSection>
  );
}
