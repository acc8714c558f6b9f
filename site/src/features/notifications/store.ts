// The signed-in user's notifications in this tab (docs/product/spec.md §4 "Notifications", §7, §8; docs/product/decisions.md
// "Notifications"): one store outside React, like the session's, so the bell, its panel and
// the /notifications page share one list, one unread count and one live stream, however many
// of them are on screen. It follows the session store: signed in, it loads the newest page and
// then opens the stream from the newest id it has, so nothing made in between is lost; signed
// out, it closes the stream and forgets everything. /notifications, rendered by the server,
// hands it the list the server read instead (`serve`), so it does not ask for it again. The
// module loads only once somebody is signed in (SiteHeader.tsx), so no signed-out visitor
// downloads it.
import { useSyncExternalStore } from 'react';
import {
  apiPaths,
  NOTIFICATION_RECONNECT_MS,
  notificationMessages,
  type AppNotification,
  type NotificationsResponse,
} from '@brightlane/contract';
import { sessionStore } from '../auth/session.ts';
import {
  clearNotifications,
  failureMessage,
  fetchNotifications,
  markNotificationsRead,
  parseStreamMessage,
} from './api.ts';

export type NotificationsStatus =
  /** Nobody signed in (or not known yet): nothing loaded, no stream. */
  | 'idle'
  | 'loading'
  | 'ready'
  /** The first page failed to load; `retry()` asks again. */
  | 'error';

export interface NotificationsSnapshot {
  /** Newest first: the loaded pages, with the stream's messages on top. */
  notifications: readonly AppNotification[];
  /** Unread notifications of the account in all, loaded or not (the bell's badge). */
  unreadCount: number;
  /** The cursor of the next, older page; null when the last one is loaded. */
  nextCursor: string | null;
  status: NotificationsStatus;
  /** Why the first page did not load (status 'error'). */
  error: string | null;
  /** An older page is loading ('Load more'). */
  loadingMore: boolean;
  /** Why the last 'Load more' failed, until the next one. */
  loadMoreError: string | null;
  /** Notifications being marked read one by one ('Mark as read'). */
  markingIds: ReadonlySet<string>;
}

const empty: NotificationsSnapshot = {
  notifications: [],
  unreadCount: 0,
  nextCursor: null,
  status: 'idle',
  error: null,
  loadingMore: false,
  loadMoreError: null,
  markingIds: new Set(),
};

let snapshot: NotificationsSnapshot = empty;
const listeners = new Set<() => void>();
/** Stops following the session; null until the first subscriber arrives. */
let unfollow: (() => void) | null = null;
/** Whose notifications these are; null when nobody is signed in. */
let userId: string | null = null;
/** Bumped at every sign-in, sign-out and reset: answers of an older one are dropped. */
let generation = 0;
/** Bumped by every change to the list or the count that did not come from the server's answer. */
let changes = 0;
let source: EventSource | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
/** The newest notification id this tab has had (loaded or streamed), for the stream's replay. */
let newestId: string | null = null;
/**
 * The list is the one the server rendered /notifications with (`serve`), for the user the
 * server knew: it shows at once, and waits for this tab's session check to say the same
 * user before its stream opens (another user, or nobody, and it is forgotten).
 */
let servedUnconfirmed = false;

function publish(next: Partial<NotificationsSnapshot>) {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

/** Ids are digit strings that grow with every notification made. */
function isNewer(id: string, than: string | null): boolean {
  if (than === null) return true;
  return id.length === than.length ? id > than : id.length > than.length;
}

function remember(id: string) {
  if (isNewer(id, newestId)) newestId = id;
}

function fail(message: string) {
  sessionStore.setError(message);
}

function withoutId(ids: ReadonlySet<string>, id: string): ReadonlySet<string> {
  const next = new Set(ids);
  next.delete(id);
  return next;
}

// ---------------------------------------------------------------------------------------------
// The live stream (server-sent events)
// ---------------------------------------------------------------------------------------------

function closeStream() {
  if (reconnectTimer !== null) clearTimeout(reconnectTimer);
  reconnectTimer = null;
  source?.close();
  source = null;
}

/**
 * Opens the one stream of this tab, asking for what came after the newest id this tab has
 * ('0': everything recent). A browser without EventSource simply has no live updates.
 */
function openStream() {
  if (source || userId === null || typeof EventSource === 'undefined') return;
  const url = `${apiPaths.notifications.stream}?${new URLSearchParams({ lastEventId: newestId ?? '0' })}`;
  const stream = new EventSource(url);
  source = stream;
  const opened = generation;
  stream.addEventListener('message', (event) => {
    void receive(String(event.data), opened);
  });
  // docs/product/spec.md §4/§8: on error the connection is closed and opened again after 5 seconds (rather
  // than the browser's own retry), from the newest id received, so the gap is replayed.
  stream.addEventListener('error', () => {
    if (source !== stream) return;
    stream.close();
    source = null;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (opened === generation) openStream();
    }, NOTIFICATION_RECONNECT_MS);
  });
}

/** One stream message: on top of the list, +1 unread (docs/product/spec.md §4); a replayed one is ignored. */
async function receive(data: string, opened: number) {
  const notification = await parseStreamMessage(data);
  if (!notification || opened !== generation) return;
  remember(notification.id);
  if (snapshot.notifications.some(({ id }) => id === notification.id)) return;
  changes += 1;
  publish({
    notifications: [notification, ...snapshot.notifications],
    unreadCount: snapshot.unreadCount + (notification.read ? 0 : 1),
  });
  if (!notification.read) showSystemNotification(notification);
}

/**
 * Push Notifications (the setting): while the tab is in the background, a new notification
 * also shows as the system's, when the user turned the setting on and the browser allowed it
 * (asked only when the setting is turned on: features/notifications/push.ts).
 */
function showSystemNotification(notification: AppNotification) {
  const { user } = sessionStore.get().session;
  if (!user?.settings?.pushNotifications) return;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  if (document.visibilityState !== 'hidden') return;
  try {
    const shown = new Notification(notificationMessages.systemTitle, {
      body: notification.text,
      tag: notification.id,
    });
    shown.onclick = () => {
      window.focus();
      shown.close();
    };
  } catch {
    // Chrome on Android shows notifications from a service worker only: the panel still has it.
  }
}

// ---------------------------------------------------------------------------------------------
// Following the session
// ---------------------------------------------------------------------------------------------

/** The first page, loaded or served: the list from the newest. */
function hold(page: NotificationsResponse) {
  for (const { id } of page.notifications) remember(id);
  publish({
    notifications: page.notifications,
    unreadCount: page.unreadCount,
    nextCursor: page.nextCursor,
    status: 'ready',
  });
}

async function load() {
  const asked = generation;
  publish({ status: 'loading', error: null });
  try {
    const page = await fetchNotifications();
    if (asked !== generation) return;
    hold(page);
    // After the list, from its newest id: what was made while it loaded comes as a replay.
    openStream();
  } catch (error) {
    if (asked !== generation) return;
    const message = failureMessage(error, notificationMessages.loadFailed);
    publish({ status: 'error', error: message });
    fail(message);
  }
}

function stop() {
  generation += 1;
  closeStream();
  newestId = null;
  servedUnconfirmed = false;
  if (snapshot !== empty) publish(empty);
}

/** Signed in: load (once per user); anything else: stop and forget. */
function followSession() {
  const { session } = sessionStore.get();
  if (servedUnconfirmed) {
    // The server's page is the user's it was rendered for: kept until the check answers.
    if (session.status === 'checking') return;
    servedUnconfirmed = false;
    if (session.status === 'signedIn' && session.user.id === userId) {
      // From the page's newest id: what was made since the server read it comes as a replay.
      if (snapshot.status === 'ready') openStream();
      return;
    }
  }
  const id = session.status === 'signedIn' ? session.user.id : null;
  if (id === userId) return;
  stop();
  userId = id;
  if (id !== null) void load();
}

// ---------------------------------------------------------------------------------------------
// The store
// ---------------------------------------------------------------------------------------------

export const notificationStore = {
  get: (): NotificationsSnapshot => snapshot,

  /** The first subscriber starts the store: from then on it follows the session for the tab. */
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    if (!unfollow) {
      unfollow = sessionStore.subscribe(followSession);
      followSession();
    }
    return () => listeners.delete(listener);
  },

  /**
   * The list as the server read it for `owner` when it rendered /notifications (the newest page,
   * or down to the address's `?cursor=` page, as after as many 'Load more'), or that it could
   * not (`failed`): the store's list from the start, so the page hydrates into it and nothing
   * asks for it again; a failure is said on the page only, as the server's page said it, until
   * 'Try again'. Taken only by a store that holds nothing yet (the tab's first page); call it
   * before the page subscribes (routes/account/notifications.tsx).
   */
  serve(owner: string, first: { page: NotificationsResponse } | { failed: true }) {
    if (userId !== null || snapshot.status !== 'idle') return;
    userId = owner;
    servedUnconfirmed = true;
    if ('failed' in first) {
      publish({ status: 'error', error: notificationMessages.loadFailed });
      return;
    }
    hold(first.page);
  },

  /** The first page failed: ask again (the panel's and the page's 'Try again'). */
  retry(): Promise<void> {
    if (userId === null || snapshot.status !== 'error') return Promise.resolve();
    return load();
  },

  /**
   * 'Mark all as read', and opening the bell with unread ones (docs/product/spec.md §4): every item read
   * and the count 0 at once; `{ all: true }` reads the ones not loaded too. A failure puts
   * back what it changed and says 'Failed to update notifications' (§8).
   */
  async markAllRead(): Promise<void> {
    if (userId === null || snapshot.unreadCount === 0) return;
    const asked = generation;
    const flipped = new Set(snapshot.notifications.filter((n) => !n.read).map((n) => n.id));
    const subtracted = snapshot.unreadCount;
    changes += 1;
    const mine = changes;
    publish({
      notifications: snapshot.notifications.map((n) => (n.read ? n : { ...n, read: true })),
      unreadCount: 0,
    });
    try {
      const unread = await markNotificationsRead({ all: true });
      // The server's count is the truth, unless something changed here meanwhile.
      if (asked === generation && changes === mine) publish({ unreadCount: unread });
    } catch (error) {
      if (asked !== generation) return;
      changes += 1;
      publish({
        notifications: snapshot.notifications.map((n) =>
          flipped.has(n.id) ? { ...n, read: false } : n,
        ),
        unreadCount: snapshot.unreadCount + subtracted,
      });
      fail(failureMessage(error, notificationMessages.updateFailed));
    }
  },

  /**
   * 'Mark as read' of one notification (the page). It stays as it is, marked busy, until the
   * server answers; a failure leaves it unread and says so (§8).
   */
  async markRead(id: string): Promise<void> {
    const item = snapshot.notifications.find((n) => n.id === id);
    if (userId === null || !item || item.read || snapshot.markingIds.has(id)) return;
    const asked = generation;
    const mine = changes;
    publish({ markingIds: new Set([...snapshot.markingIds, id]) });
    try {
      const unread = await markNotificationsRead({ notificationIds: [id] });
      if (asked !== generation) return;
      const stillUnread = snapshot.notifications.some((n) => n.id === id && !n.read);
      const counted = Math.max(0, snapshot.unreadCount - (stillUnread ? 1 : 0));
      // The server's count is the truth, unless something changed here meanwhile.
      const untouched = changes === mine;
      changes += 1;
      publish({
        notifications: snapshot.notifications.map((n) => (n.id === id ? { ...n, read: true } : n)),
        unreadCount: untouched ? unread : counted,
        markingIds: withoutId(snapshot.markingIds, id),
      });
    } catch (error) {
      if (asked !== generation) return;
      publish({ markingIds: withoutId(snapshot.markingIds, id) });
      fail(failureMessage(error, notificationMessages.updateFailed));
    }
  },

  /**
   * 'Clear' (docs/product/spec.md §4): deletes them all; the list empties and the count is 0 at once. A
   * failure brings them back (under anything the stream brought meanwhile) and says
   * 'Failed to clear notifications' (§8).
   */
  async clear(): Promise<void> {
    if (userId === null) return;
    const asked = generation;
    const before = snapshot;
    changes += 1;
    publish({ notifications: [], unreadCount: 0, nextCursor: null, loadMoreError: null });
    try {
      await clearNotifications();
    } catch (error) {
      if (asked !== generation) return;
      const arrived = new Set(snapshot.notifications.map((n) => n.id));
      changes += 1;
      publish({
        notifications: [
          ...snapshot.notifications,
          ...before.notifications.filter((n) => !arrived.has(n.id)),
        ],
        unreadCount: snapshot.unreadCount + before.unreadCount,
        nextCursor: before.nextCursor,
      });
      fail(failureMessage(error, notificationMessages.clearFailed));
    }
  },

  /** 'Load more' (the page): the next, older page by cursor, below the loaded ones. */
  async loadMore(): Promise<void> {
    const cursor = snapshot.nextCursor;
    if (userId === null || !cursor || snapshot.loadingMore) return;
    const asked = generation;
    publish({ loadingMore: true, loadMoreError: null });
    try {
      const page = await fetchNotifications({ cursor });
      if (asked !== generation) return;
      // Cleared meanwhile: the older page is gone on the server too.
      if (snapshot.nextCursor !== cursor) {
        publish({ loadingMore: false });
        return;
      }
      const loaded = new Set(snapshot.notifications.map((n) => n.id));
      publish({
        notifications: [
          ...snapshot.notifications,
          ...page.notifications.filter((n) => !loaded.has(n.id)),
        ],
        nextCursor: page.nextCursor,
        loadingMore: false,
      });
    } catch (error) {
      if (asked !== generation) return;
      const message = failureMessage(error, notificationMessages.loadFailed);
      publish({ loadingMore: false, loadMoreError: message });
      fail(message);
    }
  },

  /** Back to the start, telling nobody: for tests, between renders. */
  reset() {
    unfollow?.();
    unfollow = null;
    generation += 1;
    closeStream();
    userId = null;
    newestId = null;
    servedUnconfirmed = false;
    changes = 0;
    snapshot = empty;
  },
};

const serverSnapshot = (): NotificationsSnapshot => empty;

/** The signed-in user's notifications; empty while nobody is (and on the server). */
export function useNotifications(): NotificationsSnapshot {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.get, serverSnapshot);
}
