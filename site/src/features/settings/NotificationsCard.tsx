import { useRef, useState, useSyncExternalStore } from 'react';
import { settingsMessages } from '@brightlane/contract';
import type { UserSettings } from '@brightlane/contract';
import { Button, Checkbox, Form, Text, useToast } from '@brightlane/ui';
import { FormName } from '../../forms/FormName.tsx';
import { usePostedForm } from '../../forms/postedForm.ts';
import { askPushPermission, pushPermission } from '../notifications/push.ts';
import { updateAccountSettings } from './accountSettings.ts';
import { updateSettings } from './api.ts';
import { notificationsCopy as copy } from './copy.ts';
import { NOTIFICATIONS_FORM } from './postedForms.ts';
import { SettingsSection } from './SettingsSection.tsx';
import * as styles from './settings.css.ts';

type NotificationKey = 'emailNotifications' | 'pushNotifications';
type PushPermission = ReturnType<typeof pushPermission>;

// The browser's permission changes only when asked (the answer is kept in state).
const noSubscription = () => () => {};
const onServer = (): PushPermission => 'unsupported';

export interface NotificationsCardProps {
  /** The account's settings (the session's user). */
  settings: Pick<UserSettings, NotificationKey>;
}

/**
 * 'Notification Preferences': each checkbox saves at once. Turning Push Notifications on also
 * asks the browser for permission to show system notifications (features/notifications/push.ts);
 * while it is on and this browser was never asked, 'Allow in this browser' asks. A checkbox
 * shows the new value while the save runs (busy, further clicks ignored), then toasts; a
 * failed save puts it back. Where the page's code does not run, the two are a form saved by
 * its button (features/settings/actions.ts).
 */
export function NotificationsCard({ settings }: NotificationsCardProps) {
  const { toast } = useToast();
  const [saving, setSaving] = useState<Partial<Record<NotificationKey, boolean>>>({});
  // A ref as well as state: a second click in the same frame must see the first.
  const pending = useRef(new Set<NotificationKey>());
  // Push is on for a new account, so this browser may never have been asked: offer to. The
  // server has no such permission: hydration renders what it did, the render after this
  // browser's answer.
  const posted = usePostedForm(NOTIFICATIONS_FORM);
  const browserPermission = useSyncExternalStore(noSubscription, pushPermission, onServer);
  const [answered, setAnswered] = useState<PushPermission>();
  const permission = answered ?? browserPermission;
  const ask = () => void askPushPermission().then(setAnswered);

  const change = async (key: NotificationKey, checked: boolean) => {
    if (pending.current.has(key)) return;
    pending.current.add(key);
    const previous = settings[key];
    updateAccountSettings({ [key]: checked });
    setSaving((current) => ({ ...current, [key]: true }));
    try {
      await updateSettings({ [key]: checked });
      toast({
        tone: 'positive',
        title: settingsMessages.notificationsUpdated,
        id: 'settings-notifications',
      });
    } catch {
      updateAccountSettings({ [key]: previous });
      toast({
        tone: 'critical',
        title: settingsMessages.notificationsUpdateFailed,
        id: 'settings-notifications',
      });
    } finally {
      pending.current.delete(key);
      setSaving((current) => ({ ...current, [key]: false }));
    }
  };

  return (
    <SettingsSection title={copy.title}>
      <Form
        method="post"
        aria-label={copy.title}
        className={styles.options}
        generalError={posted?.generalError}
        onSubmit={() => {}}
      >
        <FormName name={NOTIFICATIONS_FORM} />
        <Checkbox
          name="emailNotifications"
          label={copy.email}
          hint={copy.emailHint}
          checked={settings.emailNotifications}
          onCheckedChange={(checked) => void change('emailNotifications', checked === true)}
          aria-busy={saving.emailNotifications || undefined}
        />
        <Checkbox
          name="pushNotifications"
          label={copy.push}
          hint={copy.pushHint}
          checked={settings.pushNotifications}
          onCheckedChange={(checked) => {
            // In the click itself: the browser asks only then (never at page load).
            if (checked === true) ask();
            void change('pushNotifications', checked === true);
          }}
          aria-busy={saving.pushNotifications || undefined}
        />
        {settings.pushNotifications && permission === 'default' ? (
          <div>
            <Button size="sm" variant="outline" tone="neutral" onClick={ask}>
              {copy.allowPush}
            </Button>
          </div>
        ) : null}
        {settings.pushNotifications && permission === 'denied' ? (
          <Text size="sm" variant="muted">
            {copy.pushBlocked}
          </Text>
        ) : null}
        <div className={styles.saveWithoutScript}>
          <Button type="submit" variant="outline" tone="neutral">
            {copy.save}
          </Button>
        </div>
      </Form>
    </SettingsSection>
  );
}
