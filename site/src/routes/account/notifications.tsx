import { notificationMessages } from '@brightlane/contract';
import { Button, Heading, NotificationList, Text } from '@brightlane/ui';
import { notificationsCopy as copy } from '../../features/notifications/copy.ts';
import { notificationStore, useNotifications } from '../../features/notifications/store.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './notifications.css.ts';

/**
 * `/notifications` (docs/decisions/020-notifications.md; docs/product/spec.md §2 names it in the page metadata): every notification of
 * the account, newest first, read and unread told apart, 'Mark as read' on each unread one and
 * 'Load more' for older pages. It shows the tab's one store (features/notifications/store.ts),
 * so the bell, its panel and this page agree, and new ones arrive on top while it is open.
 */
export function Component() {
  const state = useNotifications();
  // 'idle' until the store has started (its first subscriber is this page or the bell).
  const loading = state.status === 'loading' || state.status === 'idle';
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{notificationMessages.pageTitle}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
        <Button
          variant="outline"
          tone="neutral"
          disabled={state.unreadCount === 0}
          onClick={() => void notificationStore.markAllRead()}
        >
          {copy.markAllRead}
        </Button>
      </header>
      <NotificationList
        aria-label={copy.listLabel}
        notifications={state.notifications}
        onMarkRead={(item) => void notificationStore.markRead(String(item.id))}
        markingIds={state.markingIds}
        markReadLabel={notificationMessages.markRead}
        loading={loading}
        loadingText={copy.loading}
        error={state.status === 'error' ? state.error : undefined}
        onRetry={() => void notificationStore.retry()}
        retryLabel={copy.retry}
        emptyText={notificationMessages.empty}
        hasMore={state.nextCursor !== null}
        onLoadMore={() => void notificationStore.loadMore()}
        loadingMore={state.loadingMore}
        loadMoreLabel={notificationMessages.loadMore}
        loadMoreError={state.loadMoreError}
      />
    </div>
  );
}
