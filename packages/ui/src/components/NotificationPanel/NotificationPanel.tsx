import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { Button } from '../Button/Button.tsx';
import * as styles from './NotificationPanel.css.ts';
import type { NotificationItem } from './NotificationRow.tsx';
import { NotificationRow } from './NotificationRow.tsx';
import type { NotificationStatesProps } from './NotificationState.tsx';
import { NotificationState, notificationListState } from './NotificationState.tsx';
import { useNow } from './useNow.ts';

export type { NotificationItem } from './NotificationRow.tsx';

export interface NotificationPanelProps
  extends Omit<ComponentProps<'div'>, 'title'>, NotificationStatesProps {
  /** The notifications, newest first. */
  notifications?: readonly NotificationItem[];
  /** Unread count for the title; by default, the unread items in `notifications`. */
  unreadCount?: number;
  /** The title before the count: 'Notifications' gives 'Notifications (3)'. */
  title?: string;
  /** Shows 'Mark all as read' (disabled while nothing is unread) and calls it. */
  onMarkAllRead?: () => void;
  /** The mark-all button's label. */
  markAllReadLabel?: string;
  /** Shows a 'Clear' button (disabled when the list is empty) and calls it. */
  onClear?: () => void;
  /** The clear button's label. */
  clearLabel?: string;
  /** Makes each item a button and calls this with it (e.g. to mark that one read). */
  onItemSelect?: (notification: NotificationItem) => void;
  /** Drop the surface (background, border, shadow) when the host popup already draws one. */
  bare?: boolean;
}

/**
 * A notifications panel for a popup: 'Notifications (count)', 'Mark all as read', and the
 * list with relative times; loading, empty and error states. 320 px wide, at most 400 px high.
 */
export function NotificationPanel({
  notifications = [],
  unreadCount,
  now,
  title = 'Notifications',
  loading = false,
  loadingText,
  error,
  onRetry,
  retryLabel,
  emptyText,
  unreadLabel = 'Unread',
  onMarkAllRead,
  markAllReadLabel = 'Mark all as read',
  onClear,
  clearLabel = 'Clear',
  onItemSelect,
  bare = false,
  className,
  ...rest
}: NotificationPanelProps) {
  const titleId = useId();
  const reference = useNow(now);
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;
  const state = notificationListState(loading, error, notifications.length);

  const content =
    state === 'ready' ? (
      // The list scrolls; focusable so keyboard users can scroll it even without item buttons.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <ul className={styles.list} aria-labelledby={titleId} tabIndex={0}>
        {notifications.map((notification) => {
          const row = (
            <NotificationRow
              notification={notification}
              now={reference}
              unreadLabel={unreadLabel}
            />
          );
          return (
            <li key={notification.id} className={styles.item} data-read={notification.read}>
              {onItemSelect ? (
                <button
                  type="button"
                  className={styles.itemButton}
                  onClick={() => onItemSelect(notification)}
                >
                  {row}
                </button>
              ) : (
                row
              )}
            </li>
          );
        })}
      </ul>
    ) : (
      <NotificationState
        state={state}
        loadingText={loadingText}
        error={error}
        onRetry={onRetry}
        retryLabel={retryLabel}
        emptyText={emptyText}
      />
    );

  return (
    <div
      className={clsx(styles.panel, className)}
      data-bare={bare || undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {`${title} (${unread})`}
        </h2>
        {onMarkAllRead ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={unread === 0 || loading}
            onClick={onMarkAllRead}
          >
            {markAllReadLabel}
          </Button>
        ) : null}
      </div>
      {content}
      {onClear ? (
        <div className={styles.footer}>
          <Button
            size="sm"
            variant="ghost"
            tone="critical"
            disabled={notifications.length === 0 || loading}
            onClick={onClear}
          >
            {clearLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
