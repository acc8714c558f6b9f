// /notifications through the real route table (routes.tsx), signed in: every notification
// with read and unread told apart, 'Mark as read', 'Load more' by cursor, the §8 messages on
// failure, and the bell's panel leading here. The API is `fetch` answering by method and path;
// the stream is FakeEventSource.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { apiAnswer, deferred } from '../leads/testing.ts';
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

const twoPages = {
  '': {
    notifications: [
      notification(4, { text: 'Your password was changed.' }),
      notification(3, {
        text: 'Two-factor authentication is now on for your account.',
        read: true,
      }),
    ],
    nextCursor: '3',
  },
  '3': {
    notifications: [
      notification(2, { text: 'We received your Website quote request.' }),
      notification(1, { text: 'Welcome to Brightlane Digital, Jane Doe!', read: true }),
    ],
    nextCursor: null,
  },
};

async function openPage(api: NotificationsApi = {}) {
  const fetchMock = stubNotificationsApi({ user: jane, pages: twoPages, ...api });
  const router = await renderSite('/notifications');
  await screen.findByRole('heading', { level: 1, name: 'Notifications' });
  return { fetchMock, router };
}

const list = () => screen.findByRole('list', { name: 'All notifications' }, { timeout: 3000 });
const items = (element: HTMLElement) => within(element).getAllByRole('listitem');

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  stubEventSource();
});

afterEach(() => {
  notificationStore.reset();
  sessionStore.reset();
  vi.unstubAllGlobals();
});

describe('/notifications', () => {
  it('given a signed-out visitor, should send them to sign in and back', async () => {
    stubNotificationsApi({ user: null });
    const router = await renderSite('/notifications');
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        '/login?next=%2Fnotifications',
      ),
    );
  });

  it('given a signed-in user, should list the newest page, unread ones marked, titled Notifications', async () => {
    await openPage();
    const shown = await list();
    const rows = items(shown);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Unread: Your password was changed.'),
      expect.not.stringContaining('Unread:'),
    ]);
    expect(rows[1]).toHaveTextContent('Two-factor authentication is now on for your account.');
    // Read and unread look different (the row's styles key on it).
    expect(rows.map((row) => row.getAttribute('data-read'))).toEqual(['false', 'true']);
    // 'Mark as read' on the unread one only.
    expect(within(rows[0]!).getByRole('button', { name: 'Mark as read' })).toBeVisible();
    expect(within(rows[1]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Notifications | Brightlane Digital'));
    // The bar's deferred parts settle first, so axe sees the whole page at rest.
    await screen.findByRole('button', { name: 'Account menu' }, { timeout: 5000 });
    await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 5000 });
    expect(await axeViolations()).toEqual([]);
    // The first test of the file pays for importing the page, the bar's parts and axe.
  }, 15_000);

  it('given Load more, should add the next page by its cursor and then offer no more', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await openPage();
    const shown = await list();
    // A link to the older ones for where the code does not run; here the store loads them.
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/notifications?cursor=3');
    await user.click(more);
    await waitFor(() => expect(items(shown)).toHaveLength(4));
    expect(items(shown)[2]).toHaveTextContent('We received your Website quote request.');
    expect(
      requestsTo(fetchMock, 'GET', '/api/notifications').map((r) =>
        r.url.searchParams.get('cursor'),
      ),
    ).toEqual([null, '3']);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('given Load more failing, should keep the list and say Failed to load notifications', async () => {
    const user = userEvent.setup();
    const older = deferred<Response>();
    await openPage({
      answers: {
        'GET /api/notifications': ({ url }) =>
          url.searchParams.get('cursor')
            ? older.promise
            : apiAnswer(200, { ...twoPages[''], unreadCount: 2 }),
      },
    });
    const shown = await list();
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => older.resolve(apiAnswer(500, null)));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Failed to load notifications'), // the banner
        'Failed to load notifications', // above the link
      ]),
    );
    expect(items(shown)).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Load more' })).not.toHaveAttribute('aria-busy');
  });

  it('given Mark as read, should send its id, show it busy, then read, and lower the bell', async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const { fetchMock } = await openPage({
      answers: { 'POST /api/notifications/mark-read': () => answer.promise },
    });
    const shown = await list();
    await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 5000 });
    const mark = within(items(shown)[0]!).getByRole('button', { name: 'Mark as read' });
    expect(mark).toHaveAccessibleDescription('Your password was changed.');
    await user.click(mark);
    expect(mark).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer.resolve(apiAnswer(200, { success: true, unreadCount: 1 })));
    await waitFor(() => expect(items(shown)[0]).toHaveAttribute('data-read', 'true'));
    expect(within(items(shown)[0]!).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(
      requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
    ).toEqual([{ notificationIds: ['4'] }]);
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });

  it('given Mark as read failing, should say Failed to update notifications and keep it unread', async () => {
    const user = userEvent.setup();
    await openPage({
      answers: { 'POST /api/notifications/mark-read': () => apiAnswer(500, null) },
    });
    const shown = await list();
    await user.click(within(items(shown)[0]!).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update notifications');
    expect(items(shown)[0]).toHaveAttribute('data-read', 'false');
    expect(within(items(shown)[0]!).getByRole('button', { name: 'Mark as read' })).toBeEnabled();
  });

  it('given Mark all as read, should read every one', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await openPage();
    const shown = await list();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(within(shown).queryByRole('button', { name: 'Mark as read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(
      requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
    ).toEqual([{ all: true }]);
  });

  it('given the page and the bell on screen, should share one stream, and put a new one on top of both', async () => {
    await openPage();
    const shown = await list();
    await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 5000 });
    expect(FakeEventSource.instances).toHaveLength(1);
    await act(async () =>
      FakeEventSource.open()[0]!.send(
        notification(5, { text: 'Your e-mail address is confirmed.' }),
      ),
    );
    await waitFor(() =>
      expect(items(shown)[0]).toHaveTextContent('Your e-mail address is confirmed.'),
    );
    expect(screen.getByRole('button', { name: 'Notifications (3 unread)' })).toBeInTheDocument();
  });

  it('given no notifications, should say No notifications yet', async () => {
    await openPage({ pages: { '': { notifications: [], nextCursor: null } } });
    expect(await screen.findByText('No notifications yet')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe("the bell panel's View all", () => {
  it('given a click, should close the popup and open /notifications', async () => {
    const user = userEvent.setup();
    stubNotificationsApi({ user: jane, pages: twoPages });
    await sessionStore.check();
    const router = await renderSite('/about');
    await user.click(
      await screen.findByRole('button', { name: 'Notifications (2 unread)' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: /^Notifications \(\d+\)$/ });
    await user.click(within(dialog).getByRole('link', { name: 'View all' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /^Notifications \(\d+\)$/ })).toBeNull(),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  });
});
