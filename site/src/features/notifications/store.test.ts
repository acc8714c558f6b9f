// The tab's notifications store (docs/product/spec.md §4 "Notifications", §7, §8, §9): it follows the
// session, loads the list and then one live stream, takes the stream's messages, reconnects
// 5 s after an error from the newest id, and rolls back what a failed request changed. The
// API is `fetch` answering by method and path; the stream is FakeEventSource.
import { act } from '@testing-library/react';
import { sessionStore } from '../auth/session.ts';
import { testUser } from '../auth/testing.tsx';
import { apiAnswer, deferred } from '../leads/testing.ts';
import { notificationStore } from './store.ts';
import {
  FakeEventSource,
  notification,
  requestsTo,
  stubEventSource,
  stubNotificationsApi,
} from './testing.ts';

const jane = testUser();

/** The store with one subscriber, as the bell makes it. */
function follow() {
  const listener = vi.fn();
  const unsubscribe = notificationStore.subscribe(listener);
  return { listener, unsubscribe };
}

const state = () => notificationStore.get();
const ids = () => state().notifications.map((n) => n.id);

/** Signs Jane in and waits for the list to load and the stream to open. */
async function signedInAndLoaded() {
  follow();
  sessionStore.signIn(jane);
  await vi.waitFor(() => expect(state().status).toBe('ready'));
  await vi.waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
  return FakeEventSource.open()[0]!;
}

beforeEach(() => {
  stubEventSource();
});

afterEach(() => {
  vi.useRealTimers();
  notificationStore.reset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('the notifications store: following the session', () => {
  it('given nobody signed in, should load nothing and open no stream', async () => {
    const fetchMock = stubNotificationsApi({
      pages: { '': { notifications: [notification(1)], nextCursor: null } },
    });
    follow();
    sessionStore.signOut();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(state()).toMatchObject({ status: 'idle', notifications: [], unreadCount: 0 });
  });

  it('given a sign-in, should load the list and then open the stream from its newest id', async () => {
    const list = deferred<Response>();
    const fetchMock = stubNotificationsApi({
      answers: { 'GET /api/notifications': () => list.promise },
    });
    follow();
    sessionStore.signIn(jane);
    expect(state().status).toBe('loading');
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(1),
    );
    // Nothing streams before the list is in: the stream starts from the list's newest id.
    expect(FakeEventSource.instances).toHaveLength(0);
    list.resolve(
      apiAnswer(200, {
        notifications: [notification(7), notification(5, { read: true }), notification(3)],
        unreadCount: 4,
        nextCursor: '3',
      }),
    );
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
    expect(FakeEventSource.instances[0]!.url).toBe('/api/notifications/stream?lastEventId=7');
    expect(state()).toMatchObject({ status: 'ready', unreadCount: 4, nextCursor: '3' });
    expect(ids()).toEqual(['7', '5', '3']);
  });

  it('given an empty list, should open the stream from lastEventId 0', async () => {
    stubNotificationsApi();
    const stream = await signedInAndLoaded();
    expect(stream.lastEventId).toBe('0');
  });

  it('given three subscribers, should still open one stream for the tab', async () => {
    stubNotificationsApi();
    follow();
    follow();
    await signedInAndLoaded();
    follow();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('given a sign-out, should close the stream and forget every notification', async () => {
    stubNotificationsApi({
      pages: { '': { notifications: [notification(2), notification(1)], nextCursor: null } },
    });
    const stream = await signedInAndLoaded();
    expect(state().unreadCount).toBe(2);
    sessionStore.signOut();
    expect(stream.closed).toBe(true);
    expect(state()).toMatchObject({ status: 'idle', notifications: [], unreadCount: 0 });
  });

  it('given a sign-out while the stream waits to reconnect, should not reconnect', async () => {
    stubNotificationsApi();
    const stream = await signedInAndLoaded();
    vi.useFakeTimers();
    stream.fail();
    sessionStore.signOut();
    vi.advanceTimersByTime(10_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('given another user signing in, should load theirs afresh', async () => {
    const fetchMock = stubNotificationsApi({
      pages: { '': { notifications: [notification(1)], nextCursor: null } },
    });
    await signedInAndLoaded();
    sessionStore.signIn(testUser({ id: 'a6f1c1de-0000-4000-8000-000000000002', name: 'Sam' }));
    await vi.waitFor(() =>
      expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(2),
    );
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
  });
});

describe('the notifications store: the page the server rendered (serve)', () => {
  const served = {
    page: {
      notifications: [notification(7), notification(5, { read: true })],
      unreadCount: 3,
      nextCursor: '5',
    },
  };

  /** The page served for Jane, then the page subscribing, before the session check answers. */
  function servedForJane(first: Parameters<typeof notificationStore.serve>[1] = served) {
    notificationStore.serve(jane.id, first);
    return follow();
  }

  it('given the served page, should hold it at once without asking for it, and stream from its newest id once the check says Jane', async () => {
    const fetchMock = stubNotificationsApi();
    servedForJane();
    expect(state()).toMatchObject({ status: 'ready', unreadCount: 3, nextCursor: '5' });
    expect(ids()).toEqual(['7', '5']);
    // Nothing streams before this tab's session check says whose page it is.
    expect(FakeEventSource.instances).toHaveLength(0);
    sessionStore.signIn(jane);
    expect(FakeEventSource.open()).toHaveLength(1);
    expect(FakeEventSource.open()[0]!.lastEventId).toBe('7');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(0);
    expect(state().status).toBe('ready');
  });

  it('given the served page, should mark one read and load the next page as a loaded one', async () => {
    const fetchMock = stubNotificationsApi({
      pages: { '5': { notifications: [notification(4)], nextCursor: null } },
    });
    servedForJane();
    sessionStore.signIn(jane);
    await notificationStore.markRead('7');
    await notificationStore.loadMore();
    expect(
      requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
    ).toEqual([{ notificationIds: ['7'] }]);
    expect(ids()).toEqual(['7', '5', '4']);
    expect(state().notifications[0]!.read).toBe(true);
  });

  it('given the check says nobody is signed in, should forget the served page', async () => {
    stubNotificationsApi();
    servedForJane();
    sessionStore.signOut();
    expect(state()).toMatchObject({ status: 'idle', notifications: [], unreadCount: 0 });
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('given the check says another user, should forget the served page and load theirs', async () => {
    const fetchMock = stubNotificationsApi({
      pages: { '': { notifications: [notification(2)], nextCursor: null } },
    });
    servedForJane();
    sessionStore.signIn(testUser({ id: 'a6f1c1de-0000-4000-8000-000000000002', name: 'Sam' }));
    await vi.waitFor(() => expect(state().status).toBe('ready'));
    expect(ids()).toEqual(['2']);
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(1);
  });

  it('given a served failure, should say it on the list only, and load on Try again', async () => {
    const fetchMock = stubNotificationsApi({
      pages: { '': { notifications: [notification(1)], nextCursor: null } },
    });
    servedForJane({ failed: true });
    expect(state()).toMatchObject({ status: 'error', error: 'Failed to load notifications' });
    // Quiet: not the account's banner, as the server's page did not say it there either.
    expect(sessionStore.get().error).toBeNull();
    sessionStore.signIn(jane);
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(0);
    await notificationStore.retry();
    expect(state()).toMatchObject({ status: 'ready', unreadCount: 1 });
  });

  it('given a store that already holds a list, should keep its own', async () => {
    stubNotificationsApi({
      pages: { '': { notifications: [notification(2)], nextCursor: null } },
    });
    await signedInAndLoaded();
    notificationStore.serve(jane.id, served);
    expect(ids()).toEqual(['2']);
  });
});

describe('the notifications store: the live stream', () => {
  it('given a message, should put it on top of the list and add 1 to the unread count', async () => {
    stubNotificationsApi({
      pages: { '': { notifications: [notification(2), notification(1)], nextCursor: null } },
    });
    const stream = await signedInAndLoaded();
    act(() => stream.send(notification(3, { text: 'Project “Shop” is now active.' })));
    await vi.waitFor(() => expect(ids()).toEqual(['3', '2', '1']));
    expect(state().unreadCount).toBe(3);
    expect(state().notifications[0]!.text).toBe('Project “Shop” is now active.');
  });

  it('given a message whose id is already in the list (a replay), should ignore it', async () => {
    stubNotificationsApi({
      pages: { '': { notifications: [notification(2), notification(1)], nextCursor: null } },
    });
    const stream = await signedInAndLoaded();
    stream.send(notification(2));
    stream.send(notification(3));
    stream.send(notification(3));
    await vi.waitFor(() => expect(ids()).toEqual(['3', '2', '1']));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ids()).toEqual(['3', '2', '1']);
    expect(state().unreadCount).toBe(3);
  });

  it('given a message that is no notification, should ignore it', async () => {
    stubNotificationsApi();
    const stream = await signedInAndLoaded();
    stream.send('not json');
    stream.send(JSON.stringify({ id: '4' }));
    stream.send(notification(5));
    await vi.waitFor(() => expect(ids()).toEqual(['5']));
    expect(state().unreadCount).toBe(1);
  });

  it('given an error, should close the stream and open it again after 5000 ms from the newest id', async () => {
    stubNotificationsApi({
      pages: { '': { notifications: [notification(7)], nextCursor: null } },
    });
    const stream = await signedInAndLoaded();
    expect(stream.lastEventId).toBe('7');
    stream.send(notification(9));
    await vi.waitFor(() => expect(ids()).toEqual(['9', '7']));
    vi.useFakeTimers();
    stream.fail();
    expect(stream.closed).toBe(true);
    vi.advanceTimersByTime(4_999);
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(2);
    const again = FakeEventSource.instances[1]!;
    expect(again.closed).toBe(false);
    expect(again.lastEventId).toBe('9');
  });

  it('given errors in a row, should keep one stream at a time', async () => {
    stubNotificationsApi();
    const stream = await signedInAndLoaded();
    vi.useFakeTimers();
    stream.fail();
    stream.fail();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]!.fail();
    vi.advanceTimersByTime(5_000);
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(FakeEventSource.open()).toHaveLength(1);
  });
});

describe('the notifications store: changes and their failures (docs/product/spec.md §8)', () => {
  const twoUnread = {
    pages: {
      '': {
        notifications: [notification(3), notification(2), notification(1, { read: true })],
        nextCursor: null,
      },
    },
  };

  it('given Mark all as read, should send { all: true } and read every item, count 0', async () => {
    const fetchMock = stubNotificationsApi(twoUnread);
    await signedInAndLoaded();
    await notificationStore.markAllRead();
    expect(
      requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
    ).toEqual([{ all: true }]);
    expect(state().notifications.every((n) => n.read)).toBe(true);
    expect(state().unreadCount).toBe(0);
  });

  it('given Mark all as read failing, should put the unread ones back and say the server message', async () => {
    stubNotificationsApi({
      ...twoUnread,
      answers: {
        'POST /api/notifications/mark-read': () =>
          apiAnswer(503, { message: 'Notifications are resting' }),
      },
    });
    await signedInAndLoaded();
    const pending = notificationStore.markAllRead();
    expect(state().unreadCount).toBe(0);
    await pending;
    expect(state().notifications.map((n) => n.read)).toEqual([false, false, true]);
    expect(state().unreadCount).toBe(2);
    expect(sessionStore.get().error).toBe('Notifications are resting');
  });

  it('given Mark all as read failing without a message, should say Failed to update notifications', async () => {
    stubNotificationsApi({
      ...twoUnread,
      answers: { 'POST /api/notifications/mark-read': () => apiAnswer(500, null) },
    });
    await signedInAndLoaded();
    await notificationStore.markAllRead();
    expect(sessionStore.get().error).toBe('Failed to update notifications');
    expect(state().unreadCount).toBe(2);
  });

  it('given Mark as read of one, should send its id, show it busy, then read, count -1', async () => {
    const answer = deferred<Response>();
    const fetchMock = stubNotificationsApi({
      ...twoUnread,
      answers: { 'POST /api/notifications/mark-read': () => answer.promise },
    });
    await signedInAndLoaded();
    const pending = notificationStore.markRead('2');
    expect(state().markingIds.has('2')).toBe(true);
    answer.resolve(apiAnswer(200, { success: true, unreadCount: 1 }));
    await pending;
    expect(
      requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
    ).toEqual([{ notificationIds: ['2'] }]);
    expect(state().markingIds.size).toBe(0);
    expect(state().notifications.map((n) => n.read)).toEqual([false, true, true]);
    expect(state().unreadCount).toBe(1);
  });

  it('given Mark as read failing, should leave it unread and say Failed to update notifications', async () => {
    stubNotificationsApi({
      ...twoUnread,
      answers: {
        'POST /api/notifications/mark-read': () => Promise.reject(new TypeError('offline')),
      },
    });
    await signedInAndLoaded();
    await notificationStore.markRead('2');
    expect(state().notifications.map((n) => n.read)).toEqual([false, false, true]);
    expect(state().unreadCount).toBe(2);
    expect(state().markingIds.size).toBe(0);
    expect(sessionStore.get().error).toBe('Failed to update notifications');
  });

  it('given Clear, should send it and empty the list, count 0', async () => {
    const fetchMock = stubNotificationsApi(twoUnread);
    await signedInAndLoaded();
    await notificationStore.clear();
    expect(requestsTo(fetchMock, 'POST', '/api/notifications/clear')).toHaveLength(1);
    expect(state()).toMatchObject({ notifications: [], unreadCount: 0, nextCursor: null });
  });

  it('given Clear failing, should bring every notification back and say Failed to clear notifications', async () => {
    stubNotificationsApi({
      ...twoUnread,
      answers: { 'POST /api/notifications/clear': () => apiAnswer(500, null) },
    });
    await signedInAndLoaded();
    const pending = notificationStore.clear();
    expect(state().notifications).toEqual([]);
    await pending;
    expect(ids()).toEqual(['3', '2', '1']);
    expect(state().unreadCount).toBe(2);
    expect(sessionStore.get().error).toBe('Failed to clear notifications');
  });

  it('given the list failing to load, should say the server message, and load on Try again', async () => {
    let fail = true;
    stubNotificationsApi({
      answers: {
        'GET /api/notifications': () =>
          fail
            ? apiAnswer(500, { message: 'Database unavailable' })
            : apiAnswer(200, {
                notifications: [notification(1)],
                unreadCount: 1,
                nextCursor: null,
              }),
      },
    });
    follow();
    sessionStore.signIn(jane);
    await vi.waitFor(() => expect(state().status).toBe('error'));
    expect(state().error).toBe('Database unavailable');
    expect(sessionStore.get().error).toBe('Database unavailable');
    expect(FakeEventSource.instances).toHaveLength(0);
    fail = false;
    await notificationStore.retry();
    expect(state()).toMatchObject({ status: 'ready', unreadCount: 1 });
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('given no answer to the list, should say Failed to load notifications', async () => {
    stubNotificationsApi({
      answers: { 'GET /api/notifications': () => Promise.reject(new TypeError('offline')) },
    });
    follow();
    sessionStore.signIn(jane);
    await vi.waitFor(() => expect(state().status).toBe('error'));
    expect(sessionStore.get().error).toBe('Failed to load notifications');
  });

  it('given Load more, should append the next page by its cursor', async () => {
    const fetchMock = stubNotificationsApi({
      pages: {
        '': { notifications: [notification(4), notification(3)], nextCursor: '3' },
        '3': { notifications: [notification(2), notification(1)], nextCursor: null },
      },
    });
    await signedInAndLoaded();
    await notificationStore.loadMore();
    expect(
      requestsTo(fetchMock, 'GET', '/api/notifications').map((r) =>
        r.url.searchParams.get('cursor'),
      ),
    ).toEqual([null, '3']);
    expect(ids()).toEqual(['4', '3', '2', '1']);
    expect(state().nextCursor).toBeNull();
  });

  it('given Load more failing, should keep the list and say Failed to load notifications', async () => {
    stubNotificationsApi({
      pages: { '': { notifications: [notification(4), notification(3)], nextCursor: '3' } },
    });
    await signedInAndLoaded();
    stubNotificationsApi({
      answers: { 'GET /api/notifications': () => apiAnswer(502, null) },
    });
    await notificationStore.loadMore();
    expect(ids()).toEqual(['4', '3']);
    expect(state()).toMatchObject({
      nextCursor: '3',
      loadingMore: false,
      loadMoreError: 'Failed to load notifications',
    });
    expect(sessionStore.get().error).toBe('Failed to load notifications');
  });
});

describe('the notifications store: Push Notifications (system notifications)', () => {
  const shown = vi.fn();

  class FakeNotification {
    static permission: NotificationPermission = 'granted';
    onclick: (() => void) | null = null;
    constructor(title: string, options: NotificationOptions) {
      shown(title, options);
    }
    close() {}
  }

  function visibility(state: DocumentVisibilityState) {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  }

  beforeEach(() => {
    shown.mockReset();
    FakeNotification.permission = 'granted';
    vi.stubGlobal('Notification', FakeNotification);
  });

  afterEach(() => {
    // Back to jsdom's own answer.
    Reflect.deleteProperty(document, 'visibilityState');
  });

  async function streamOne(user = jane) {
    stubNotificationsApi();
    follow();
    sessionStore.signIn(user);
    await vi.waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    FakeEventSource.open()[0]!.send(notification(8, { text: 'Your password was changed.' }));
    await vi.waitFor(() => expect(ids()).toEqual(['8']));
  }

  it('given the tab hidden, permission granted and the setting on, should show a system notification', async () => {
    visibility('hidden');
    await streamOne();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('Brightlane Digital', {
      body: 'Your password was changed.',
      tag: '8',
    });
  });

  it('given the tab visible, should show none', async () => {
    visibility('visible');
    await streamOne();
    expect(shown).not.toHaveBeenCalled();
  });

  it('given permission not granted, should show none', async () => {
    visibility('hidden');
    FakeNotification.permission = 'default';
    await streamOne();
    expect(shown).not.toHaveBeenCalled();
  });

  it('given the setting off, should show none', async () => {
    visibility('hidden');
    await streamOne(testUser({ settings: { ...jane.settings, pushNotifications: false } }));
    expect(shown).not.toHaveBeenCalled();
  });
});
