// The navigation's bell and its popup (docs/product/spec.md §2 "Navigation", "Notifications panel"; §4; §8)
// through the real route table and layout: only for a signed-in user, its name and badge, what
// opening it does, 'Mark all as read', 'Clear', the error banner, and the bar's popups being
// one group. The API is `fetch` answering by method and path; the stream is FakeEventSource.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { apiAnswer, deferred } from '../leads/testing.ts';
import { notificationsCopy } from './copy.ts';
import { notificationStore } from './store.ts';
import {
  FakeEventSource,
  notification,
  requestsTo,
  stubEventSource,
  stubNotificationsApi,
  type NotificationsApi,
} from './testing.ts';

const jane = testUser();

const three = {
  '': {
    notifications: [
      notification(3, { text: 'Project “Shop” is now active.' }),
      notification(2, { text: 'We received your quote request for E-commerce.' }),
      notification(1, { text: 'Welcome to Brightlane Digital, Jane Doe!', read: true }),
    ],
    nextCursor: null,
  },
};

/** The site at `path` with Jane signed in (unless `user` says otherwise). */
async function openSite(api: NotificationsApi = {}, path = '/about') {
  const fetchMock = stubNotificationsApi({ user: jane, pages: three, ...api });
  // As the app's start does (app/startClient.tsx); a public page has no guard that asks.
  await sessionStore.check();
  const router = await renderSite(path);
  return { fetchMock, router };
}

/** The bell, once its module has loaded and the list is in. */
function findBell(name: string | RegExp = /^Notifications/) {
  return screen.findByRole('button', { name }, { timeout: 5000 });
}

const popup = () => screen.queryByRole('dialog', { name: /^Notifications \(\d+\)$/ });

async function openPopup(user: ReturnType<typeof userEvent.setup>, bellName?: string) {
  await user.click(await findBell(bellName));
  return screen.findByRole('dialog', { name: /^Notifications \(\d+\)$/ });
}

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  stubEventSource();
});

afterEach(() => {
  notificationStore.reset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('the bell: who sees it', () => {
  it('given a signed-out visitor, should show no bell, load nothing and open no stream', async () => {
    const { fetchMock } = await openSite({ user: null });
    expect(await screen.findByRole('button', { name: 'Sign In' }, { timeout: 5000 })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(0);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('given a signed-in user, should name the unread count and show it on the badge', async () => {
    await openSite();
    const bell = await findBell('Notifications (2 unread)');
    expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '2');
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('given a stream message, should count it on the bell', async () => {
    await openSite();
    await findBell('Notifications (2 unread)');
    await act(async () => FakeEventSource.open()[0]!.send(notification(4)));
    const bell = await findBell('Notifications (3 unread)');
    expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '3');
  });

  it('given nothing unread, should be named just Notifications, without a badge', async () => {
    await openSite({ pages: { '': { notifications: [], nextCursor: null } } });
    const bell = await findBell('Notifications');
    expect(bell.querySelector('[data-count]')).toBeNull();
  });

  it('given a sign-out, should take the bell away and close the stream', async () => {
    await openSite();
    await findBell('Notifications (2 unread)');
    act(() => sessionStore.signOut());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull(),
    );
    expect(FakeEventSource.instances[0]!.closed).toBe(true);
  });
});

describe('the bell: its popup', () => {
  it('given a press while the list is still loading, should open the panel and say it is loading', async () => {
    const held = deferred<Response>();
    await openSite({ answers: { 'GET /api/notifications': () => held.promise } });
    const user = userEvent.setup();
    // The bell shows as soon as its code is in, before the list: a press then is not lost.
    const dialog = await openPopup(user);
    expect(within(dialog).getByText(notificationsCopy.loading)).toBeInTheDocument();
    await act(async () => held.resolve(apiAnswer(200, { ...three[''], unreadCount: 2 })));
    expect(await within(dialog).findByText('Project “Shop” is now active.')).toBeVisible();
  });

  it('given unread ones, opening should show the panel and mark them all read', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openSite();
    const dialog = await openPopup(user, 'Notifications (2 unread)');
    // Named as its title: the count is 0 at once.
    expect(dialog).toHaveAccessibleName('Notifications (0)');
    expect(within(dialog).getByRole('heading', { name: 'Notifications (0)' })).toBeVisible();
    expect(within(dialog).getByText('Project “Shop” is now active.')).toBeVisible();
    expect(within(dialog).getByText('Welcome to Brightlane Digital, Jane Doe!')).toBeVisible();
    expect(within(dialog).queryByText(/^Unread:/)).toBeNull();
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
      ).toEqual([{ all: true }]),
    );
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('given nothing unread, opening should mark nothing', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openSite({
      pages: { '': { notifications: [notification(1, { read: true })], nextCursor: null } },
    });
    await openPopup(user, 'Notifications');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestsTo(fetchMock, 'POST', '/api/notifications/mark-read')).toHaveLength(0);
  });

  it('given a message while open, Mark all as read should read it and zero the count', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openSite();
    const dialog = await openPopup(user, 'Notifications (2 unread)');
    await act(async () =>
      FakeEventSource.open()[0]!.send(
        notification(4, { text: 'Your e-mail address is confirmed.' }),
      ),
    );
    expect(await within(dialog).findByRole('heading', { name: 'Notifications (1)' })).toBeVisible();
    expect(within(dialog).getByText('Unread:', { exact: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    expect(within(dialog).getByRole('heading', { name: 'Notifications (0)' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(requestsTo(fetchMock, 'POST', '/api/notifications/mark-read')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('given Clear, should empty the list, zero the count and close the popup', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openSite();
    await openPopup(user, 'Notifications (2 unread)');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(popup()).toBeNull());
    expect(requestsTo(fetchMock, 'POST', '/api/notifications/clear')).toHaveLength(1);
    const dialog = await openPopup(user, 'Notifications');
    expect(within(dialog).getByText('No notifications yet')).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Notifications (0)' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('given Clear failing, should say Failed to clear notifications and bring them back', async () => {
    const user = userEvent.setup();
    await openSite({
      answers: { 'POST /api/notifications/clear': () => apiAnswer(500, null) },
    });
    await openPopup(user, 'Notifications (2 unread)');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error');
    expect(banner).toHaveTextContent('Failed to clear notifications');
    const dialog = await openPopup(user, 'Notifications');
    expect(within(dialog).getByText('Project “Shop” is now active.')).toBeVisible();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
  });

  it('given marking read on open failing, should say so and put the count back on the bell', async () => {
    const user = userEvent.setup();
    await openSite({
      answers: { 'POST /api/notifications/mark-read': () => apiAnswer(500, null) },
    });
    await openPopup(user, 'Notifications (2 unread)');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update notifications');
    expect(screen.getByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
  });

  it('given the list failing to load, should say so in the banner and the panel, and Try again', async () => {
    const user = userEvent.setup();
    let fail = true;
    await openSite({
      answers: {
        'GET /api/notifications': () =>
          fail
            ? apiAnswer(500, null)
            : apiAnswer(200, {
                notifications: [notification(1)],
                unreadCount: 1,
                nextCursor: null,
              }),
      },
    });
    expect(
      await screen.findByText('Failed to load notifications', {}, { timeout: 5000 }),
    ).toBeVisible();
    const dialog = await openPopup(user, 'Notifications');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to load notifications');
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('Notification 1')).toBeVisible();
  });
});

describe('the bar popups: one at a time, closed on the way out', () => {
  it('given the bell popup open, opening the profile popup should close it, and back', async () => {
    const user = userEvent.setup();
    await openSite();
    await openPopup(user, 'Notifications (2 unread)');
    await user.click(
      await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 }),
    );
    expect(await screen.findByRole('dialog', { name: 'Account menu' })).toBeVisible();
    await waitFor(() => expect(popup()).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('dialog', { name: /^Notifications/ })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Account menu' })).toBeNull());
  });

  it('given a route change, should close the bell popup', async () => {
    const user = userEvent.setup();
    const { router } = await openSite();
    await openPopup(user, 'Notifications (2 unread)');
    await act(() => router.navigate('/services'));
    await waitFor(() => expect(popup()).toBeNull());
  });

  it('given a click outside, should close the bell popup', async () => {
    const user = userEvent.setup();
    await openSite();
    await openPopup(user, 'Notifications (2 unread)');
    await user.click(screen.getByRole('heading', { level: 1 }));
    await waitFor(() => expect(popup()).toBeNull());
  });
});
