import { useEffect, useState } from 'react';
import { useLoaderData, useRouteLoaderData } from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router-dom';
import { notificationMessages, type PublicUser } from '@brightlane/contract';
import { titleWithBrand } from '@brightlane/contract/brand';
import { Button, Form, Heading, NotificationList, Text } from '@brightlane/ui';
import { useHydrated } from '../../app/useHydrated.ts';
import { SIGNED_IN_ROUTE } from '../../features/auth/guard.ts';
import { notificationsCopy as copy } from '../../features/notifications/copy.ts';
import {
  MARK_ALL_READ_FORM,
  MARK_READ_FORM,
  NOTIFICATION_FIELD,
  NOTIFICATIONS_FORMS,
  notificationsAddress,
  type NotificationsPageData,
} from '../../features/notifications/postedForms.ts';
import { notificationStore, useNotifications } from '../../features/notifications/store.ts';
import { FormName } from '../../forms/FormName.tsx';
import { useAnsweredForm } from '../../forms/postedForm.ts';
import { serverApi } from '../../forms/serverApi.ts';
import type { MetaSource } from '../../seo/meta.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './notifications.css.ts';

/**
 * Rendered per request, the page holds the list its address asks for (the newest page, or down
 * to `?cursor=`'s), read on the server as this visitor (the guard above sends a signed-out one
 * to sign in); in the browser the store loads the list itself.
 */
export function loader(
  args: LoaderFunctionArgs,
): NotificationsPageData | Promise<NotificationsPageData> {
  if (!serverApi(args.context)) return {};
  return import('../../features/notifications/actions.ts').then((page) =>
    page.notificationsPage(args),
  );
}

/** 'Mark as read' and 'Mark all as read' posted before or without the page's code. Loads on the server only. */
export const action = (args: ActionFunctionArgs) =>
  import('../../features/notifications/actions.ts').then((forms) =>
    forms.notificationsAction(args),
  );

/** This page's head (routing/page.ts). Never indexed. */
export const meta: MetaSource = {
  title: titleWithBrand(notificationMessages.pageTitle),
  noindex: true,
};

/**
 * Hands the store the list the server rendered, so it holds it from the start and does not ask
 * for it again. Its effect must run before the page subscribes to the store (effects run in the
 * order of their hooks): the first subscriber starts the store, which would load. The bell, the
 * store's other subscriber, loads later (when the browser is idle, SiteHeader.tsx).
 */
function useServedList(served: NotificationsPageData | undefined, user: PublicUser | undefined) {
  const [first] = useState(() => {
    if (!user || served?.now === undefined) return null;
    return {
      owner: user.id,
      served: served.page ? { page: served.page } : { failed: true as const },
    };
  });
  useEffect(() => {
    if (first) notificationStore.serve(first.owner, first.served);
  }, [first]);
}

/**
 * `/notifications` (docs/decisions/020-notifications.md; docs/product/spec.md §2 names it in the page metadata): every notification of
 * the account, newest first, read and unread told apart, 'Mark as read' on each unread one and
 * 'Load more' for older pages. It shows the tab's one store (features/notifications/store.ts),
 * so the bell, its panel and this page agree, and new ones arrive on top while it is open.
 * Rendered by the server (docs/decisions/040-forms-post-to-the-server.md), the server's render
 * and the render that hydrates it show the list the loader read (the store is empty on the
 * server and while hydrating), then the store's, which starts from it. The list and 'Mark all as
 * read' are forms posting to the page and 'Load more' a link, until the code runs; then their
 * clicks do the work and the forms' submit handlers stop the posts.
 */
export function Component() {
  const served = useLoaderData() as NotificationsPageData | undefined;
  const user = useRouteLoaderData(SIGNED_IN_ROUTE) as PublicUser | undefined;
  useServedList(served, user);
  const state = useNotifications();
  const hydrated = useHydrated();
  const failedPost = useAnsweredForm(NOTIFICATIONS_FORMS)?.generalError;
  // The server's list until the code has hydrated it.
  const shown = !hydrated && served?.now !== undefined ? served : null;
  const list = shown
    ? {
        notifications: shown.page?.notifications ?? [],
        unreadCount: shown.page?.unreadCount ?? 0,
        nextCursor: shown.page?.nextCursor ?? null,
        loading: false,
        error: shown.failed ? notificationMessages.loadFailed : undefined,
      }
    : {
        notifications: state.notifications,
        unreadCount: state.unreadCount,
        nextCursor: state.nextCursor,
        // 'idle' until the store has started (its first subscriber is this page or the bell).
        loading: state.status === 'loading' || state.status === 'idle',
        error: state.status === 'error' ? (state.error ?? undefined) : undefined,
      };
  return (
    <div className={`${layout.container} ${styles.page}`}>
      <header className={styles.header}>
        <div className={styles.intro}>
          <Heading level={1}>{notificationMessages.pageTitle}</Heading>
          <Text variant="muted">{copy.lead}</Text>
        </div>
        {/* Posts to the page until the code runs (features/notifications/actions.ts). */}
        <Form method="post" onSubmit={() => void notificationStore.markAllRead()}>
          <FormName name={MARK_ALL_READ_FORM} />
          <Button type="submit" variant="outline" tone="neutral" disabled={list.unreadCount === 0}>
            {copy.markAllRead}
          </Button>
        </Form>
      </header>
      {/* Each 'Mark as read' posts its id to the page until the code runs; then its click does
          the work and this handler stops the post. A post the page refused says why on top. */}
      <Form method="post" generalError={failedPost} onSubmit={() => {}}>
        <FormName name={MARK_READ_FORM} />
        <NotificationList
          aria-label={copy.listLabel}
          // The time the server wrote the relative times against until hydrated, so they match;
          // this browser's clock, moving on, from the render after.
          now={shown?.now}
          notifications={list.notifications}
          onMarkRead={(item) => void notificationStore.markRead(String(item.id))}
          markReadField={NOTIFICATION_FIELD}
          markingIds={state.markingIds}
          markReadLabel={notificationMessages.markRead}
          loading={list.loading}
          loadingText={copy.loading}
          error={list.error}
          // A button that needs the code: offered once it runs (without it, a reload asks again).
          onRetry={hydrated ? () => void notificationStore.retry() : undefined}
          retryLabel={copy.retry}
          emptyText={notificationMessages.empty}
          hasMore={list.nextCursor !== null}
          onLoadMore={() => void notificationStore.loadMore()}
          // Where the code does not run, the list down to the next page (the loader's
          // `readThrough`); with it, a plain click loads that page into the store instead.
          loadMoreHref={
            list.nextCursor === null
              ? undefined
              : notificationsAddress('/notifications', list.nextCursor)
          }
          loadingMore={state.loadingMore}
          loadMoreLabel={notificationMessages.loadMore}
          loadMoreError={state.loadMoreError}
        />
      </Form>
    </div>
  );
}
