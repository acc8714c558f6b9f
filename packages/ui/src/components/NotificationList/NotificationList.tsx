import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';
import { isPlainClick } from '../../events/plainClick.ts';
import { Button } from '../Button/Button.tsx';
import type { NotificationItem } from '../NotificationPanel/NotificationRow.tsx';
import { NotificationRow } from '../NotificationPanel/NotificationRow.tsx';
import type { NotificationStatesProps } from '../NotificationPanel/NotificationState.tsx';
import {
  NotificationState,
  notificationListState,
} from '../NotificationPanel/NotificationState.tsx';
import { useNow } from '../NotificationPanel/useNow.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import * as styles from './NotificationList.css.ts';

export interface NotificationListProps
  extends Omit<ComponentProps<'div'>, 'children'>, NotificationStatesProps {
  /** The notifications loaded so far, newest first. */
  notifications: readonly NotificationItem[];
  /**
   * Mark one notification read. When given, each unread item shows a 'Mark as read' button,
   * described by the item's text; read items show none.
   */
  onMarkRead?: (notification: NotificationItem) => void;
  /** Items whose mark-read request is in flight: their button is busy and ignores clicks. */
  markingIds?: ReadonlySet<string | number>;
  /** The per-item button's text (its accessible name). Default 'Mark as read'. */
  markReadLabel?: string;
  /**
   * Makes each 'Mark as read' a submit button of the `<form>` around the list, sending its
   * notification's id under this name (`<button name={markReadField} value={id}>`): the page's
   * server can mark it read when the form is posted before or without the page's code. Clicks
   * still call `onMarkRead`; the form's own submit handler stops the post where the code runs.
   */
  markReadField?: string;
  /** More pages exist: shows the 'Load more' button under the list (pair with `onLoadMore`). */
  hasMore?: boolean;
  /** Called by the 'Load more' button (in link mode, by a plain click on the link). */
  onLoadMore?: () => void;
  /**
   * Link mode: 'Load more' is a link to this address (styled as the button), e.g.
   * `?cursor=…` for a page that the server renders with the older notifications, so paging
   * works without JavaScript. A plain click (the main button, no modifier key) calls
   * `onLoadMore` instead of the browser following it; a click for a new tab or window stays the
   * browser's. Busy (`loadingMore`), the link ignores clicks.
   */
  loadMoreHref?: string;
  /** The next page is loading: the 'Load more' button is busy and ignores clicks. */
  loadingMore?: boolean;
  /** The 'Load more' button's text. Default 'Load more'. */
  loadMoreLabel?: string;
  /**
   * Loading the next page failed: shown above the 'Load more' button while the list stays
   * (`error` is for the first page, and replaces the list).
   */
  loadMoreError?: ReactNode;
}

/**
 * The full list of notifications (a notifications page): read and unread items
 * with relative times, a 'Mark as read' button per unread item, and paging by 'Load more';
 * loading, error and empty states. For a page that works before or without its code, wrap it
 * in a `<form method="post">` and give `markReadField` (each 'Mark as read' posts its id) and
 * `loadMoreHref` ('Load more' is a link). Name the list with `aria-label` or `aria-labelledby`,
 * which go to the <ul>. State is exposed as `data-state` (loading, error, empty, ready).
 */
export function NotificationList({
  notifications,
  now,
  onMarkRead,
  markingIds,
  markReadLabel = 'Mark as read',
  markReadField,
  loading = false,
  loadingText,
  error,
  onRetry,
  retryLabel,
  emptyText,
  unreadLabel = 'Unread',
  hasMore = false,
  onLoadMore,
  loadMoreHref,
  loadingMore = false,
  loadMoreLabel = 'Load more',
  loadMoreError,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  className,
  ...rest
}: NotificationListProps) {
  const baseId = useId();
  const reference = useNow(now);
  const state = notificationListState(loading, error, notifications.length);
  const listRef = useRef<HTMLUListElement>(null);
  // How many items there were when 'Load more' was pressed, until the next page arrives.
  const loadMoreFrom = useRef<number | null>(null);

  useEffect(() => {
    const from = loadMoreFrom.current;
    if (from === null || loadingMore) return;
    // Still waiting for the page, or it failed and the button stays for another try.
    if (hasMore && notifications.length === from) return;
    loadMoreFrom.current = null;
    // The last page removed the focused 'Load more' button, dropping focus to <body>: move it
    // to the first new item, so keyboard and screen-reader users carry on where they were.
    const active = document.activeElement;
    if (!hasMore && (active === null || active === document.body)) {
      listRef.current?.querySelectorAll('li')[from]?.focus();
    }
  }, [hasMore, loadingMore, notifications.length]);

  const loadMore = () => {
    loadMoreFrom.current = notifications.length;
    onLoadMore?.();
  };

  // The same <a> busy or not, so focus stays on it while the next page loads.
  const loadMoreLink = (
    <Button variant="outline" tone="neutral" asChild>
      <a
        href={loadMoreHref}
        rel="next"
        aria-busy={loadingMore || undefined}
        aria-disabled={loadingMore || undefined}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => {
          if (loadingMore) {
            event.preventDefault();
            return;
          }
          if (onLoadMore && isPlainClick(event)) {
            event.preventDefault();
            loadMore();
          }
        }}
      >
        {loadingMore ? <Spinner size="sm" /> : null}
        {loadMoreLabel}
      </a>
    </Button>
  );

  return (
    <div
      className={clsx(styles.root, className)}
      data-state={state}
      aria-busy={loading || undefined}
      {...rest}
    >
      {state === 'ready' ? (
        <ul
          ref={listRef}
          className={styles.list}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-busy={loadingMore || undefined}
        >
          {notifications.map((notification, i) => {
            const textId = `${baseId}-${i}-text`;
            return (
              <li
                key={notification.id}
                className={styles.item}
                data-read={notification.read}
                tabIndex={-1}
              >
                <NotificationRow
                  notification={notification}
                  now={reference}
                  textId={textId}
                  unreadLabel={unreadLabel}
                />
                {onMarkRead && !notification.read ? (
                  <Button
                    size="sm"
                    variant="outline"
                    tone="neutral"
                    className={styles.action}
                    // The name stays the same on every row; the description says which one.
                    aria-describedby={textId}
                    loading={markingIds?.has(notification.id) ?? false}
                    {...(markReadField
                      ? { type: 'submit', name: markReadField, value: String(notification.id) }
                      : undefined)}
                    onClick={() => onMarkRead(notification)}
                  >
                    {markReadLabel}
                  </Button>
                ) : null}
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
      )}
      {state === 'ready' && (hasMore || loadMoreError) ? (
        <div className={styles.more}>
          {loadMoreError ? (
            <p role="alert" className={styles.moreError}>
              <CircleAlert size={16} aria-hidden="true" className={styles.moreErrorIcon} />
              {loadMoreError}
            </p>
          ) : null}
          {!hasMore ? null : loadMoreHref !== undefined ? (
            loadMoreLink
          ) : (
            <Button variant="outline" tone="neutral" loading={loadingMore} onClick={loadMore}>
              {loadMoreLabel}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
