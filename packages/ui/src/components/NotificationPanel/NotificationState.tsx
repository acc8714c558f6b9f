import { BellOff, CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import type { DateInput } from './formatRelativeTime.ts';
import * as styles from './NotificationState.css.ts';

/** The props NotificationPanel and NotificationList share: "now" and the list's states. */
export interface NotificationStatesProps {
  /**
   * "Now" for relative times. Pass it for deterministic output (tests, stories, SSR);
   * without it the times count from the current time and refresh every 30 s.
   */
  now?: DateInput;
  /** Loading: shows `loadingText` instead of the list. */
  loading?: boolean;
  /** Text beside the spinner while loading. Default 'Loading...'. */
  loadingText?: string;
  /** An error message (e.g. 'Failed to load notifications'), shown instead of the list. */
  error?: ReactNode;
  /** When given with `error`, a retry button calls it. */
  onRetry?: () => void;
  /** The retry button's label. Default 'Try again'. */
  retryLabel?: string;
  /** Shown when there are no notifications. Default 'No notifications yet'. */
  emptyText?: ReactNode;
  /** Read before an unread item's text, for screen readers. Default 'Unread'. */
  unreadLabel?: string;
}

/** What a notification list shows: the items, or one of the states instead of them. */
export type NotificationListState = 'loading' | 'error' | 'empty' | 'ready';

/** Loading wins over an error, and an error over an empty list. */
export function notificationListState(
  loading: boolean,
  error: ReactNode,
  count: number,
): NotificationListState {
  if (loading) return 'loading';
  if (error) return 'error';
  return count === 0 ? 'empty' : 'ready';
}

interface NotificationStateProps extends Omit<
  NotificationStatesProps,
  'now' | 'loading' | 'unreadLabel'
> {
  state: Exclude<NotificationListState, 'ready'>;
}

/**
 * The loading, error and empty states shared by NotificationPanel and NotificationList,
 * shown in place of the list. Internal, not exported.
 */
export function NotificationState({
  state,
  loadingText = 'Loading...',
  error,
  onRetry,
  retryLabel = 'Try again',
  emptyText = 'No notifications yet',
}: NotificationStateProps) {
  if (state === 'loading') {
    return (
      <div className={styles.state} role="status">
        <span className={styles.stateRow}>
          <Spinner size="sm" />
          {loadingText}
        </span>
      </div>
    );
  }
  if (state === 'error') {
    return (
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
  }
  return (
    <div className={styles.state}>
      <BellOff size={24} aria-hidden="true" />
      <p>{emptyText}</p>
    </div>
  );
}
