import { clsx } from 'clsx';
import { BellOff, CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useId, useState } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import type { DateInput } from './formatRelativeTime.ts';
import { formatRelativeTime } from './formatRelativeTime.ts';
import * as styles from './NotificationPanel.css.ts';

/** One notification (SPEC.md §3: id, text, read, time). */
export interface NotificationItem {
  /** Unique id, e.g. for marking it read. */
  id: string | number;
  /** What happened. */
  text: ReactNode;
  /** Whether the user has seen it. */
  read: boolean;
  /** When it happened: a Date, an ISO string or a timestamp in ms. */
  time: DateInput;
}

export interface NotificationPanelProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The notifications, newest first. */
  notifications?: readonly NotificationItem[];
  /** Unread count for the title; by default, the unread items in `notifications`. */
  unreadCount?: number;
  /** "Now" for relative times. Pass it for deterministic output (tests, stories, SSR). */
  now?: DateInput;
  /** The title before the count: 'Notifications' gives 'Notifications (3)'. */
  title?: string;
  /** Loading: shows `loadingText` instead of the list. */
  loading?: boolean;
  /** Text beside the spinner while loading. */
  loadingText?: string;
  /** An error message (e.g. 'Failed to load notifications'), shown instead of the list. */
  error?: ReactNode;
  /** When given with `error`, a retry button calls it. */
  onRetry?: () => void;
  /** The retry button's label. */
  retryLabel?: string;
  /** Shown when there are no notifications. */
  emptyText?: ReactNode;
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

function toIso(value: DateInput): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * The notifications panel (SPEC.md §2): 'Notifications (count)', 'Mark all as read', and the
 * list with relative times; loading, empty and error states. 320 px wide, at most 400 px high.
 */
export function NotificationPanel({
  notifications = [],
  unreadCount,
  now,
  title = 'Notifications',
  loading = false,
  loadingText = 'Loading...',
  error,
  onRetry,
  retryLabel = 'Try again',
  emptyText = 'No notifications yet',
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
  // Without a `now`, relative times are measured from when the panel opened.
  const [openedAt] = useState(() => Date.now());
  const reference = now ?? openedAt;
  const unread = unreadCount ?? notifications.filter((n) => !n.read).length;

  let content: ReactNode;
  if (loading) {
    content = (
      <div className={styles.state} role="status">
        <span className={styles.stateRow}>
          <Spinner size="sm" />
          {loadingText}
        </span>
      </div>
    );
  } else if (error) {
    content = (
      <div className={styles.state}>
        <CircleAlert size={24} aria-hidden="true" className={styles.errorText} />
        <p role="alert" className={styles.errorText}>
          {error}
        </p>
        {onRetry ? (
          <Button size="sm" variant="outline" tone="neutral" onClick={onRetry}>
            {retryLabel}
          </Button>
        ) : null}
      </div>
    );
  } else if (notifications.length === 0) {
    content = (
      <div className={styles.state}>
        <BellOff size={24} aria-hidden="true" />
        <p>{emptyText}</p>
      </div>
    );
  } else {
    content = (
      // The list scrolls; focusable so keyboard users can scroll it even without item buttons.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      <ul className={styles.list} aria-labelledby={titleId} tabIndex={0}>
        {notifications.map((notification) => {
          const inner = (
            <>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.itemBody}>
                {notification.read ? null : <span className={visuallyHidden}>Unread: </span>}
                <span className={styles.text}>{notification.text}</span>
                <time className={styles.time} dateTime={toIso(notification.time)}>
                  {formatRelativeTime(notification.time, reference)}
                </time>
              </span>
            </>
          );
          return (
            <li key={notification.id} className={styles.item} data-read={notification.read}>
              {onItemSelect ? (
                <button
                  type="button"
                  className={styles.itemButton}
                  onClick={() => onItemSelect(notification)}
                >
                  {inner}
                </button>
              ) : (
                inner
              )}
            </li>
          );
        })}
      </ul>
    );
  }

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
