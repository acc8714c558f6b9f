import { Link as RouterLink } from 'react-router-dom';
import { notificationMessages } from '@brightlane/contract';
import { Button, NotificationBell, NotificationPanel, Popup } from '@brightlane/ui';
import { useBarPopups } from '../../layouts/barPopups.tsx';
import { notificationsCopy as copy } from './copy.ts';
import { notificationStore, useNotifications } from './store.ts';
import * as styles from './notifications.css.ts';

/** docs/product/spec.md §9: the notifications popup is 320 px wide and at most 400 px high. */
export const PANEL_WIDTH = 320;
export const PANEL_MAX_HEIGHT = 400;

/**
 * The navigation's bell (docs/product/spec.md §2, §4): the unread count on its badge and in its name; it
 * toggles the notifications popup, and opening it with unread ones marks them all read. The
 * popup is one of the bar's BarPopups (SiteHeader.tsx), so opening it closes the profile
 * popup, and it closes on an outside click and on a route change. 'View all' leads to
 * /notifications.
 */
export function NotificationsMenu() {
  const state = useNotifications();
  const bar = useBarPopups();
  const open = bar.open === 'notifications';
  const setOpen = bar.onOpenChange('notifications');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && state.unreadCount > 0) void notificationStore.markAllRead();
  };
  // docs/product/spec.md §4: clearing empties the list, zeroes the count and closes the popup.
  const clear = () => {
    setOpen(false);
    void notificationStore.clear();
  };

  return (
    <Popup
      open={open}
      onOpenChange={onOpenChange}
      width={PANEL_WIDTH}
      maxHeight={PANEL_MAX_HEIGHT}
      padding="none"
      // Named as the panel's title says: 'Notifications (count)'.
      label={`${copy.title} (${state.unreadCount})`}
      trigger={
        // Not `loading`: the bell would be disabled while the list loads, and a press then
        // (as soon as it shows, on a slow phone) would be lost. The panel says it is loading.
        <NotificationBell unreadCount={state.unreadCount} aria-haspopup="dialog" />
      }
    >
      <div className={styles.popupBody}>
        <NotificationPanel
          bare
          className={styles.panel}
          title={copy.title}
          notifications={state.notifications}
          unreadCount={state.unreadCount}
          loading={state.status === 'loading'}
          loadingText={copy.loading}
          error={state.status === 'error' ? state.error : undefined}
          onRetry={() => void notificationStore.retry()}
          retryLabel={copy.retry}
          emptyText={notificationMessages.empty}
          onMarkAllRead={() => void notificationStore.markAllRead()}
          markAllReadLabel={copy.markAllRead}
        />
        <div className={styles.popupFooter}>
          <Button asChild size="sm" variant="ghost" tone="neutral">
            <RouterLink to="/notifications" onClick={() => setOpen(false)}>
              {copy.viewAll}
            </RouterLink>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            tone="critical"
            disabled={state.notifications.length === 0}
            onClick={clear}
          >
            {copy.clear}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
