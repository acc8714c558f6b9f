import type { ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import type { DateInput } from './formatRelativeTime.ts';
import { formatRelativeTime } from './formatRelativeTime.ts';
import * as styles from './NotificationRow.css.ts';

/** One notification. */
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

function toIso(value: DateInput): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

interface NotificationRowProps {
  notification: NotificationItem;
  /** "Now" for the relative time. */
  now: DateInput;
  /** An id for the text, so an action on the item can be described by it. */
  textId?: string;
  /** Read before an unread item's text. */
  unreadLabel: string;
}

/**
 * The inside of one notification, shared by NotificationPanel and NotificationList: the
 * unread dot, the text (after `unreadLabel` for screen readers, since the dot and the weight are
 * visual only) and the relative time in a machine-readable <time>. Internal, not exported.
 */
export function NotificationRow({ notification, now, textId, unreadLabel }: NotificationRowProps) {
  return (
    <span className={styles.row} data-read={notification.read}>
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.body}>
        {notification.read ? null : <span className={visuallyHidden}>{`${unreadLabel}: `}</span>}
        <span id={textId} className={styles.text}>
          {notification.text}
        </span>
        <time className={styles.time} dateTime={toIso(notification.time)}>
          {formatRelativeTime(notification.time, now)}
        </time>
      </span>
    </span>
  );
}
