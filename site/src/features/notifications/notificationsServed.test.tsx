// /notifications rendered by the server per request (docs/decisions/040-forms-post-to-the-server.md):
// its loader reads the list of the address as this visitor (the newest page, or down to
// `?cursor=`'s); its HTML shows the notifications, the ui list in a form whose 'Mark as read'
// buttons post their ids, 'Mark all as read' a form, 'Load more' a link; hydrated, it asks for
// nothing it holds and hands the list to the store, whose clicks, bell and stream take over as
// before. The API is a fake of the server's in-process API, then `fetch`.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HEAD_PLACEHOLDER, ROOT_PLACEHOLDER } from '../../app/htmlTemplate.ts';
import { hydrateServed, loaderArgs, renderServed, unhydrate } from '../../app/testing.ts';
import { renderPage } from '../../entry-server.tsx';
import { FORM_NAME_FIELD } from '../../forms/postedForm.ts';
import { loader } from '../../routes/account/notifications.tsx';
import { testUser } from '../auth/testing.tsx';
import { stubFetch } from '../leads/testing.ts';
import { notificationStore } from './store.ts';
import {
  FakeEventSource,
  notification,
  notificationsServerApi,
  requestsTo,
  serverCalls,
  stubEventSource,
  stubNotificationsApi,
} from './testing.ts';

const threePages = {
  '': {
    notifications: [
      notification(6, { text: 'Your password was changed.' }),
      notification(5, {
        text: 'Two-factor authentication is now on for your account.',
        read: true,
      }),
    ],
    nextCursor: '5',
  },
  '5': {
    notifications: [
      notification(4, { text: 'Project update: the homepage is ready for review.' }),
      notification(3, { text: 'New sign-in from Firefox on Linux.', read: true }),
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

/** The server's API failing to read the list. */
const failingApi = () =>
  notificationsServerApi({
    pages: threePages,
    answers: { 'GET /api/notifications': () => Response.json(null, { status: 500 }) },
  });

/** The served document's items. */
const itemsOf = (page: Document) => [
  ...page.querySelectorAll('ul[aria-label="All notifications"] > li'),
];

/** An item's text, as the list's `aria-describedby` points at it. */
const textOf = (item: Element) => item.querySelector('[id]')?.textContent;

/** What a press on `button` posts: its form's method and fields, the button's own included. */
function postOf(button: Element | null | undefined) {
  const form = button?.closest('form');
  if (!form || !(button instanceof HTMLButtonElement)) return null;
  const fields = Object.fromEntries(
    [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((input) => [
      input.name,
      input.value,
    ]),
  );
  if (button.name) fields[button.name] = button.value;
  return { method: form.getAttribute('method'), type: button.getAttribute('type'), fields };
}

const buttonsNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('button')].filter((button) => button.textContent === name);

const linksNamed = (root: ParentNode, name: string) =>
  [...root.querySelectorAll('a')].filter((link) => link.textContent === name);

/** The list reads the API asked for, by cursor ('' for the newest). */
const readsOf = (api: ReturnType<typeof notificationsServerApi>) =>
  serverCalls(api)
    .filter((call) => call.path.startsWith('/api/notifications') && call.method === 'GET')
    .map((call) => new URL(call.path, 'http://localhost').searchParams.get('cursor') ?? '');

beforeAll(async () => {
  await import('../../routes/account/notifications.tsx');
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  stubEventSource();
});

afterEach(() => {
  unhydrate();
  notificationStore.reset();
  vi.unstubAllGlobals();
});

describe('/notifications rendered by the server: its loader', () => {
  it('given no server api (in the browser), should load nothing, leaving the list to the store', async () => {
    const fetchMock = stubFetch();
    expect(await loader(loaderArgs('/notifications?cursor=3'))).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given the server's api, should read the newest page as this visitor, and when", async () => {
    const api = notificationsServerApi({ pages: threePages });
    const before = Date.now();
    const data = await loader(loaderArgs('/notifications', api));
    expect(data).toEqual({
      // The account's unread count, not the page's.
      page: { ...threePages[''], unreadCount: 3 },
      now: expect.any(Number) as number,
    });
    expect(data.now).toBeGreaterThanOrEqual(before);
    expect(serverCalls(api).map((call) => call.path)).toEqual(['/api/notifications']);
  });

  it('given ?cursor= in the address, should read the list from the newest down to that cursor’s page', async () => {
    const api = notificationsServerApi({ pages: threePages });
    const data = await loader(loaderArgs('/notifications?cursor=5', api));
    expect(data.page?.notifications.map((n) => n.id)).toEqual(['6', '5', '4', '3']);
    expect(data.page?.nextCursor).toBe('3');
    // The first page is the store's own; after it, pages as large as the API gives.
    expect(serverCalls(api).map((call) => call.path)).toEqual([
      '/api/notifications',
      '/api/notifications?cursor=5&limit=50',
    ]);
    const last = await loader(
      loaderArgs('/notifications?cursor=3', notificationsServerApi({ pages: threePages })),
    );
    expect(last.page?.notifications.map((n) => n.id)).toEqual(['6', '5', '4', '3', '2', '1']);
    expect(last.page?.nextCursor).toBeNull();
  });

  it('given a cursor that is not an id, should read the newest page only', async () => {
    const api = notificationsServerApi({ pages: threePages });
    const data = await loader(loaderArgs('/notifications?cursor=abc', api));
    expect(data.page?.notifications.map((n) => n.id)).toEqual(['6', '5']);
    expect(readsOf(api)).toEqual(['']);
  });

  it('given the read fails, should say it failed', async () => {
    expect(await loader(loaderArgs('/notifications', failingApi()))).toEqual({
      failed: true,
      now: expect.any(Number) as number,
    });
  });
});

describe('/notifications rendered by the server: its HTML', () => {
  it("given a signed-in visitor, should render the notifications, each unread one's Mark as read a submit posting its id", async () => {
    const fetchMock = stubFetch();
    const {
      status,
      document: html,
      page,
    } = await renderServed('/notifications', notificationsServerApi({ pages: threePages }));
    expect(status).toBe(200);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(html).not.toContain('This Page Needs JavaScript');
    expect(page.querySelector('main')?.textContent).not.toContain('Loading...');
    expect(page.title).toBe('Notifications | Brightlane Digital');
    expect(page.querySelector('h1')?.textContent).toBe('Notifications');
    const items = itemsOf(page);
    expect(items.map((item) => item.getAttribute('data-read'))).toEqual(['false', 'true']);
    expect(items[0]?.textContent).toContain('Unread: Your password was changed.');
    expect(textOf(items[1]!)).toBe('Two-factor authentication is now on for your account.');
    expect(items[0]?.querySelector('time')?.getAttribute('dateTime')).toBe(
      '2026-11-25T09:00:00.000Z',
    );
    const [mark] = buttonsNamed(items[0]!, 'Mark as read');
    expect(postOf(mark)).toEqual({
      method: 'post',
      type: 'submit',
      fields: { [FORM_NAME_FIELD]: 'mark-read', id: '6' },
    });
    // Described by its row's text: the ui's own list.
    expect(page.getElementById(mark!.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Your password was changed.',
    );
    expect(buttonsNamed(items[1]!, 'Mark as read')).toEqual([]);
  });

  it('given unread ones, should render Mark all as read as a form posting to the page', async () => {
    const { page } = await renderServed(
      '/notifications',
      notificationsServerApi({ pages: threePages }),
    );
    const [markAll] = buttonsNamed(page, 'Mark all as read');
    expect(markAll?.hasAttribute('disabled')).toBe(false);
    expect(postOf(markAll)).toEqual({
      method: 'post',
      type: 'submit',
      fields: { [FORM_NAME_FIELD]: 'mark-all-read' },
    });
  });

  it('given a next page, should render Load more as a link to the list down to it', async () => {
    const { page } = await renderServed(
      '/notifications',
      notificationsServerApi({ pages: threePages }),
    );
    expect(linksNamed(page, 'Load more').map((a) => a.getAttribute('href'))).toEqual([
      '/notifications?cursor=5',
    ]);
    expect(buttonsNamed(page, 'Load more')).toEqual([]);
  });

  it('given ?cursor=5, should render the list down to that page, Load more leading further', async () => {
    const { status, page } = await renderServed(
      '/notifications?cursor=5',
      notificationsServerApi({ pages: threePages }),
    );
    expect(status).toBe(200);
    const items = itemsOf(page);
    expect(items.map(textOf)).toEqual([
      'Your password was changed.',
      'Two-factor authentication is now on for your account.',
      'Project update: the homepage is ready for review.',
      'New sign-in from Firefox on Linux.',
    ]);
    expect(postOf(buttonsNamed(items[2]!, 'Mark as read')[0])?.fields.id).toBe('4');
    expect(linksNamed(page, 'Load more').map((a) => a.getAttribute('href'))).toEqual([
      '/notifications?cursor=3',
    ]);
  });

  it('given the last page in the list, should offer no Load more', async () => {
    const { page } = await renderServed(
      '/notifications?cursor=3',
      notificationsServerApi({ pages: threePages }),
    );
    expect(itemsOf(page)).toHaveLength(6);
    expect(page.body.textContent).not.toContain('Load more');
  });

  it('given the read failed, should say so quietly in the list, with no Try again that needs the code', async () => {
    const { status, document: html, page } = await renderServed('/notifications', failingApi());
    expect(status).toBe(200);
    expect(html).toContain('Failed to load notifications');
    expect(itemsOf(page)).toEqual([]);
    expect(buttonsNamed(page, 'Try again')).toEqual([]);
    // Nothing to mark: the account's count is unknown.
    expect(buttonsNamed(page, 'Mark all as read')[0]?.hasAttribute('disabled')).toBe(true);
  });
});

describe('/notifications rendered by the server: a form posted to it', () => {
  const template = `<!doctype html><html><head>${HEAD_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;
  const manifest = { 'src/routes/account/notifications.tsx': { file: 'assets/page.js' } };

  /** `fields` posted to `path` as the browser posts a form, answered with the server's `api`. */
  const post = (path: string, fields: Record<string, string>, api: unknown) =>
    renderPage(path, template, manifest, undefined, {
      requestContext: { api },
      request: new Request(`http://localhost${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      }),
    });

  it('given Mark as read, should go back to the same list (303)', async () => {
    const api = notificationsServerApi({ pages: threePages });
    const rendered = await post(
      '/notifications?cursor=5',
      { [FORM_NAME_FIELD]: 'mark-read', id: '4' },
      api,
    );
    expect(rendered.status).toBe(303);
    expect(rendered.location).toBe('/notifications?cursor=5');
    expect(serverCalls(api)).toContainEqual({
      path: '/api/notifications/mark-read',
      method: 'POST',
      body: { notificationIds: ['4'] },
    });
  });

  it('given Mark all as read, should mark every unread one read and go back to the list (303)', async () => {
    const api = notificationsServerApi({ pages: threePages });
    const rendered = await post('/notifications', { [FORM_NAME_FIELD]: 'mark-all-read' }, api);
    expect(rendered.status).toBe(303);
    expect(rendered.location).toBe('/notifications');
    expect(serverCalls(api)).toContainEqual({
      path: '/api/notifications/mark-read',
      method: 'POST',
      body: { all: true },
    });
  });

  it('given Mark all as read failing, should answer the page with Failed to update notifications above the list', async () => {
    const api = notificationsServerApi({
      pages: threePages,
      answers: {
        'POST /api/notifications/mark-read': () => Response.json(null, { status: 500 }),
      },
    });
    const rendered = await post('/notifications', { [FORM_NAME_FIELD]: 'mark-all-read' }, api);
    expect(rendered.status).toBe(503);
    const page = new DOMParser().parseFromString(rendered.document, 'text/html');
    const alert = page.querySelector('main [role="alert"]');
    expect(alert?.textContent).toBe('Failed to update notifications');
    // Above the list, which is there as before, its forms ready for another try.
    expect(
      alert!.compareDocumentPosition(itemsOf(page)[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(itemsOf(page)).toHaveLength(2);
  });

  it('given Mark as read with something but an id, should answer 400 with the page and its list', async () => {
    const api = notificationsServerApi({ pages: threePages });
    const rendered = await post('/notifications', { [FORM_NAME_FIELD]: 'mark-read', id: 'x' }, api);
    expect(rendered.status).toBe(400);
    expect(rendered.document).toContain('Failed to update notifications');
    expect(serverCalls(api).filter((call) => call.method === 'POST')).toEqual([]);
  });
});

describe('/notifications rendered by the server: hydrated', () => {
  const jane = testUser();

  /** Whether each form submitted since was stopped by the page's code (a post otherwise). */
  function submits() {
    const stopped: boolean[] = [];
    // On the document: after React's own handler at the root.
    const listener = (event: Event) => {
      stopped.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('submit', listener);
    onTestFinished(() => document.removeEventListener('submit', listener));
    return stopped;
  }

  it('given the served page, should hydrate it without a mismatch, ask for nothing it holds, and hand it to the store', async () => {
    const { document: html } = await renderServed(
      '/notifications',
      notificationsServerApi({ pages: threePages }),
    );
    const fetchMock = stubNotificationsApi({ user: jane, pages: threePages });
    const started = await hydrateServed(html, '/notifications');
    expect(started.hydrated).toBe(true);
    const list = screen.getByRole('list', { name: 'All notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Your password was changed.')).toBeVisible();
    // The bell shares the store the page handed its list to: the same count, no second read.
    expect(
      await screen.findByRole('button', { name: 'Notifications (3 unread)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toEqual([]);
    // Live from the page's newest id once the session check says it is Jane's.
    await waitFor(() => expect(FakeEventSource.open()).toHaveLength(1));
    expect(FakeEventSource.open()[0]!.lastEventId).toBe('6');
    expect(notificationStore.get()).toMatchObject({
      status: 'ready',
      unreadCount: 3,
      nextCursor: '5',
    });
  });

  it('given the page hydrated, should leave Mark as read, Load more and Mark all as read to the store, posting nothing to the page', async () => {
    const { document: html } = await renderServed(
      '/notifications',
      notificationsServerApi({ pages: threePages }),
    );
    const fetchMock = stubNotificationsApi({ user: jane, pages: threePages });
    await hydrateServed(html, '/notifications');
    const stopped = submits();
    const user = userEvent.setup();
    const list = screen.getByRole('list', { name: 'All notifications' });
    await user.click(within(list).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
      ).toEqual([{ notificationIds: ['6'] }]),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('data-read', 'true'),
    );
    const more = screen.getByRole('link', { name: 'Load more' });
    expect(more).toHaveAttribute('href', '/notifications?cursor=5');
    await user.click(more);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4));
    expect(
      requestsTo(fetchMock, 'GET', '/api/notifications').map((r) =>
        r.url.searchParams.get('cursor'),
      ),
    ).toEqual(['5']);
    // The link follows the store's cursor; the address stays (the store holds the list).
    expect(screen.getByRole('link', { name: 'Load more' })).toHaveAttribute(
      'href',
      '/notifications?cursor=3',
    );
    expect(window.location.search).toBe('');
    act(() => FakeEventSource.open()[0]?.send(notification(7)));
    const markAll = screen.getByRole('button', { name: 'Mark all as read' });
    await waitFor(() => expect(markAll).toBeEnabled());
    await user.click(markAll);
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'POST', '/api/notifications/mark-read').map((r) => r.body),
      ).toEqual([{ notificationIds: ['6'] }, { all: true }]),
    );
    // Both forms' submits were stopped by the code: nothing was posted to the page.
    expect(stopped).toEqual([true, true]);
  });

  it('given a served failure, should hydrate the quiet error, then offer Try again, asking again only then', async () => {
    const { document: html } = await renderServed('/notifications', failingApi());
    const fetchMock = stubNotificationsApi({ user: jane, pages: threePages });
    await hydrateServed(html, '/notifications');
    expect(screen.getByText('Failed to load notifications')).toBeVisible();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toEqual([]);
    await userEvent.setup().click(retry);
    expect(await screen.findByText('Your password was changed.')).toBeVisible();
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toHaveLength(1);
  });

  it('given the list down to ?cursor= served, should hydrate it whole and hand it to the store, asking for nothing', async () => {
    const { document: html } = await renderServed(
      '/notifications?cursor=5',
      notificationsServerApi({ pages: threePages }),
    );
    const fetchMock = stubNotificationsApi({ user: jane, pages: threePages });
    const started = await hydrateServed(html, '/notifications?cursor=5');
    expect(started.hydrated).toBe(true);
    const list = screen.getByRole('list', { name: 'All notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await waitFor(() => expect(notificationStore.get().notifications).toHaveLength(4));
    expect(notificationStore.get().nextCursor).toBe('3');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requestsTo(fetchMock, 'GET', '/api/notifications')).toEqual([]);
  });
});
