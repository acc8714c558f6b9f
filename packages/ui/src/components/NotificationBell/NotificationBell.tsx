import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Badge, formatBadgeCount } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { badge, iconWrap } from './NotificationBell.css.ts';

/**
 * The bell's default accessible name: 'Notifications', plus ' (N unread)' when there are
 * unread notifications.
 */
export function notificationBellLabel(unreadCount: number): string {
  const count = Math.max(0, Math.floor(unreadCount));
  return count > 0 ? `Notifications (${count} unread)` : 'Notifications';
}

export interface NotificationBellProps extends Omit<
  ComponentProps<typeof IconButton>,
  'label' | 'icon' | 'loading' | 'children'
> {
  /** Unread notifications: shown in the badge (capped at `max`) and, exactly, in the name. */
  unreadCount?: number;
  /** The largest count the badge shows as is; above it reads e.g. '99+'. */
  max?: number;
  /** Notifications are loading: the bell is disabled and shows a spinner. */
  loading?: boolean;
  /** The accessible name for an unread count. Default `notificationBellLabel`. */
  label?: (unreadCount: number) => string;
}

/**
 * The notification bell: an icon button with an unread-count badge. Use it as the trigger of
 * the notifications popup (it passes through aria-expanded, aria-controls, ref and events).
 */
export function NotificationBell({
  unreadCount = 0,
  max = 99,
  loading = false,
  disabled,
  round = true,
  label = notificationBellLabel,
  ...rest
}: NotificationBellProps) {
  const count = Math.max(0, Math.floor(unreadCount));
  return (
    <IconButton
      tone="neutral"
      round={round}
      {...rest}
      label={label(count)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-unread={count}
      icon={
        <span className={iconWrap}>
          {loading ? <Spinner size="md" /> : <Bell size={20} />}
          {count > 0 && !loading ? (
            <Badge
              className={badge}
              tone="critical"
              variant="solid"
              size="sm"
              data-count={formatBadgeCount(count, max)}
            />
          ) : null}
        </span>
      }
    />
  );
}
