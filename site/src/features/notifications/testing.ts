// What the notifications tests share: notifications as the API sends them, a stand-in for the
// browser's EventSource the test drives by hand, and `fetch` answering as the API does.
import { vi } from 'vitest';
import type { AppNotification, PublicUser, SiteApiFetch } from '@brightlane/contract';
import { testUser } from '../auth/testing.tsx';
import { apiAnswer, stubFetch } from '../leads/testing.ts';

/** Notification `id` (ids are digit strings that grow), unread, with a text naming it. */
export function notification(
  id: number | string,
  overrides: Partial<AppNotification> = {},
): AppNotification {
  return {
    id: String(id),
    kind: 'project-status',
    text: `Notification ${id}`,
    read: false,
    time: '2026-11-25T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * The browser's EventSource as the tests drive it: every one made is in `instances`; `send`
 * delivers a message as the server would, `fail` an error.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readonly withCredentials = false;
  readyState = FakeEventSource.OPEN;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** The `lastEventId` the stream was opened with. */
  get lastEventId(): string | null {
    return new URL(this.url, 'http://localhost').searchParams.get('lastEventId');
  }

  get closed(): boolean {
    return this.readyState === FakeEventSource.CLOSED;
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** One event of the stream: `id: <id>` and `data: <JSON>`. */
  send(item: AppNotification | string) {
    const data = typeof item === 'string' ? item : JSON.stringify(item);
    const event = new MessageEvent('message', {
      data,
      lastEventId: typeof item === 'string' ? '' : item.id,
    });
    this.onmessage?.(event);
    this.dispatchEvent(event);
  }

  /** The connection failed (the browser fires 'error'). */
  fail() {
    const event = new Event('error');
    this.onerror?.(event);
    this.dispatchEvent(event);
  }

  /** The streams not closed yet. */
  static open(): FakeEventSource[] {
    return FakeEventSource.instances.filter((source) => !source.closed);
  }
}

/** Installs FakeEventSource as the global EventSource, with no instances yet. */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
}

type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

export interface NotificationsApi {
  /** The signed-in user GET /api/auth/session answers (null: signed out). */
  user?: PublicUser | null;
  /** The pages of GET /api/notifications by cursor ('' is the first). */
  pages?: Record<string, { notifications: AppNotification[]; nextCursor: string | null }>;
  unreadCount?: number;
  /** Answers by 'METHOD /path' (no query), before the defaults. */
  answers?: Record<string, Handler>;
}

/** `fetch` answering as the API does; the defaults succeed. */
export function stubNotificationsApi({
  user = null,
  pages = { '': { notifications: [], nextCursor: null } },
  unreadCount,
  answers = {},
}: NotificationsApi = {}) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const answer = answers[key];
    if (answer) return answer({ url, body });
    if (key === 'GET /api/auth/session') return apiAnswer(200, { user });
    if (key === 'GET /api/notifications') {
      const page = pages[url.searchParams.get('cursor') ?? ''];
      if (!page) return apiAnswer(400, { message: 'Invalid notification id' });
      const all = Object.values(pages).flatMap((p) => p.notifications);
      return apiAnswer(200, {
        ...page,
        unreadCount: unreadCount ?? all.filter((n) => !n.read).length,
      });
    }
    if (key === 'POST /api/notifications/mark-read' || key === 'POST /api/notifications/clear') {
      return apiAnswer(200, { success: true, unreadCount: 0 });
    }
    return apiAnswer(200, { success: true, message: 'OK' });
  });
  return fetchMock;
}

/** The requests made to `METHOD /path` (query ignored), with their URL and JSON body. */
export function requestsTo(fetchMock: ReturnType<typeof stubFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    }))
    .filter((request) => request.method === method && request.url.pathname === path);
}

type ServerHandler = (request: { url: URL; body: unknown }) => Response | undefined;

/**
 * The in-process API the server hands /notifications' loader and action (`context.api`), as
 * signed-in Jane: her session, the `pages` of her list by cursor, and mark-read; `answers` by
 * 'METHOD /path' first (a failure). Every call is recorded.
 */
export function notificationsServerApi({
  pages = { '': { notifications: [], nextCursor: null } },
  answers = {},
}: {
  pages?: NotificationsApi['pages'];
  answers?: Record<string, ServerHandler>;
} = {}) {
  return vi.fn<SiteApiFetch>(async (path, init) => {
    const url = new URL(path, 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const answer = answers[key]?.({ url, body });
    if (answer) return answer;
    if (key === 'GET /api/auth/session') return Response.json({ user: testUser() });
    if (key === 'GET /api/notifications') {
      const page = pages[url.searchParams.get('cursor') ?? ''];
      if (!page) return Response.json({ message: 'Invalid notification id' }, { status: 400 });
      const all = Object.values(pages).flatMap((p) => p.notifications);
      return Response.json({ ...page, unreadCount: all.filter((n) => !n.read).length });
    }
    if (key === 'POST /api/notifications/mark-read') {
      return Response.json({ success: true, unreadCount: 0 });
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}

/** What a fake server API was sent besides the session check: path (with query), method, body. */
export function serverCalls(api: ReturnType<typeof notificationsServerApi>) {
  return api.mock.calls
    .filter(([path]) => path !== '/api/auth/session')
    .map(([path, init]) => ({
      path,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    }));
}
