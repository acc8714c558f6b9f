// Notifications (docs/decisions/020-notifications.md): made by real account events, owned by their user, read and marked
// through the API, delivered live over server-sent events with Last-Event-ID catch-up, and
// every stream's listener released when its client goes. The stream is checked on both of its
// transports (ADR 029): Node's response itself, as the server runs it (a real server on a free
// port), and the web ReadableStream body that Hono's app.request gets.
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { notificationTexts, type AppNotification } from '@brightlane/contract';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { notifications as notificationsTable, outboundMail } from '../db/schema.ts';
import { createMemoryMailer } from '../mail/mailer.ts';
import { openTestDatabase } from '../test/database.ts';
import { fromIp, validQuote } from '../test/leads.ts';

const PASSWORD = 'correct horse battery';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

interface ListBody {
  notifications: AppNotification[];
  unreadCount: number;
  nextCursor: string | null;
}

/** Reads server-sent events from a response body, one `next()` at a time. */
function eventReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: { id?: string; data?: string; comment?: string; retry?: string }[] = [];
  async function read(): Promise<void> {
    const { value, done } = await reader.read();
    if (done) throw new Error('The stream ended');
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event: (typeof events)[number] = {};
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) event.comment = line.slice(1).trim();
        else if (line.startsWith('id: ')) event.id = line.slice(4);
        else if (line.startsWith('data: ')) event.data = line.slice(6);
        else if (line.startsWith('retry: ')) event.retry = line.slice(7);
      }
      events.push(event);
    }
  }
  // One read at a time: a drain that timed out leaves its read pending for the next caller.
  let pending: Promise<void> | undefined;
  const fill = () => (pending ??= read().finally(() => (pending = undefined)));
  return {
    /** The next event that carries a notification. */
    async notification(): Promise<AppNotification & { eventId: string }> {
      for (;;) {
        const event = events.shift();
        if (event?.data)
          return { ...(JSON.parse(event.data) as AppNotification), eventId: event.id ?? '' };
        if (!event) await fill();
      }
    },
    /** Everything that arrives within `ms` (for "nothing else came"). */
    async drain(ms: number) {
      const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));
      for (;;) {
        const next = fill().then(
          () => 'more' as const,
          () => 'ended' as const,
        );
        if ((await Promise.race([next, timeout])) !== 'more') break;
      }
      return events.splice(0).filter((event) => event.data);
    },
    raw: events,
    fill,
    cancel: () => reader.cancel(),
  };
}

type Transport = 'node' | 'web';

/** The app on a real server (127.0.0.1, a free port); its base URL. */
async function listen(app: { fetch: (request: Request, env: never) => unknown }) {
  const server = serve({ fetch: app.fetch as never, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
const servers: ServerType[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    if ('closeAllConnections' in server) server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('notifications', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  let counter = 0;
  const newEmail = () => `nora${(counter += 1)}-${Date.now() % 100000}@example.com`;
  const newIp = () => `198.51.${Math.floor(counter / 200) % 250}.${(counter += 1) % 250}`;

  function setupWith(transport: Transport) {
    const mail = createMemoryMailer();
    const { app, services } = buildApp({
      database,
      mail,
      config: { logLevel: 'silent', siteUrl: 'https://www.brightlane.example' },
    });
    const ip = newIp();
    async function request<T = Record<string, unknown>>(
      method: string,
      path: string,
      { token, body, cookie }: { token?: string; body?: unknown; cookie?: string } = {},
    ): Promise<Answer<T>> {
      const headers: Record<string, string> = { 'user-agent': FIREFOX };
      if (token) headers.authorization = `Bearer ${token}`;
      if (cookie) headers.cookie = cookie;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await app.request(
        path,
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        fromIp(ip),
      );
      return { status: res.status, body: (await res.json()) as T, headers: res.headers };
    }
    const signup = async (email = newEmail()) => {
      const res = await request<{ token: string; user: { id: string } }>(
        'POST',
        '/api/auth/signup',
        {
          body: { name: 'Nora Quinn', email, password: PASSWORD },
        },
      );
      expect(res.status).toBe(201);
      // https SITE_URL: the cookie is __Host- prefixed and Secure, like the session's.
      const device = res.headers
        .getSetCookie()
        .map((cookie) => cookie.match(/^(__Host-device=[\w-]{43});/)?.[1])
        .find(Boolean);
      return { email, token: res.body.token, id: res.body.user.id, device };
    };
    const list = (token: string, query = '') =>
      request<ListBody>('GET', `/api/notifications${query}`, { token });
    let origin: Promise<string> | undefined;
    /** A GET over the transport under test: a real server's socket, or app.request. */
    const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      transport === 'node'
        ? fetch(`${await (origin ??= listen(app))}${path}`, { method, headers })
        : app.request(path, { method, headers }, fromIp(ip));
    const stream = async (token: string, headers: Record<string, string> = {}, query = '') => {
      const res = await get(`/api/notifications/stream${query}`, {
        authorization: `Bearer ${token}`,
        ...headers,
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      return eventReader(res.body as ReadableStream<Uint8Array>);
    };
    const changePassword = (token: string, newPassword = 'a brand new passphrase') =>
      request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: PASSWORD, newPassword },
      });
    return { app, services, mail, ip, request, signup, list, get, stream, changePassword };
  }
  const setup = () => setupWith('web');

  describe('made by events', () => {
    it('given a sign-up, should welcome the user with one unread notification and no extra e-mail', async () => {
      const { signup, list, mail, services } = setup();
      const { token, email } = await signup();
      const { status, body } = await list(token);
      expect(status).toBe(200);
      expect(body.unreadCount).toBe(1);
      expect(body.notifications).toEqual([
        {
          id: expect.stringMatching(/^\d+$/),
          kind: 'welcome',
          text: notificationTexts.welcome('Nora Quinn'),
          read: false,
          time: expect.any(String),
        },
      ]);
      await services.mailQueue.idle();
      // Only the verification e-mail: it welcomes the user already.
      expect(mail.sent.filter((m) => m.to === email)).toHaveLength(1);
    });

    it('given a password change with Email Notifications on, should notify and e-mail it; off, only notify', async () => {
      const { signup, list, mail, services, changePassword, request } = setup();
      const on = await signup();
      expect((await changePassword(on.token)).status).toBe(200);
      expect((await list(on.token)).body.notifications[0]).toMatchObject({
        kind: 'password-changed',
        text: notificationTexts.passwordChanged,
      });
      await services.mailQueue.idle();
      const sent = mail.sent.filter((m) => m.to === on.email);
      expect(sent.at(-1)?.subject).toBe(notificationTexts.passwordChanged);
      expect(sent.at(-1)?.text).toContain('https://www.brightlane.example/notifications');

      const off = await signup();
      await request('PUT', '/api/user/settings', {
        token: off.token,
        body: { emailNotifications: false },
      });
      expect((await changePassword(off.token)).status).toBe(200);
      expect((await list(off.token)).body.notifications[0]?.kind).toBe('password-changed');
      await services.mailQueue.idle();
      const queued = await database.db
        .select({ to: outboundMail.toAddress })
        .from(outboundMail)
        .where(eq(outboundMail.purpose, 'notification'));
      expect(queued.map((row) => row.to)).toContain(on.email);
      expect(queued.map((row) => row.to)).not.toContain(off.email);
    });

    it('given two-factor turned on and off, should tell both', async () => {
      const { signup, list, request } = setup();
      const { token } = await signup();
      const { body } = await request<{ secret: string }>('POST', '/api/auth/2fa/setup', { token });
      const code = new TOTP({ secret: Secret.fromBase32(body.secret) }).generate();
      expect(
        (
          await request('POST', '/api/auth/2fa/enable', {
            token,
            body: { code, password: PASSWORD },
          })
        ).status,
      ).toBe(200);
      expect(
        (await request('POST', '/api/auth/2fa/disable', { token, body: { password: PASSWORD } }))
          .status,
      ).toBe(200);
      const kinds = (await list(token)).body.notifications.map((n) => n.kind);
      expect(kinds).toEqual(['two-factor-disabled', 'two-factor-enabled', 'welcome']);
    });

    it('given the verification link followed, should say the address is confirmed', async () => {
      const { signup, list, request, mail, services } = setup();
      const { token, email } = await signup();
      await services.mailQueue.idle();
      const link = mail.sent
        .find((m) => m.to === email)
        ?.text.match(/verify-email\?token=([\w-]+)/)?.[1];
      expect(
        (await request('POST', '/api/auth/verify-email', { body: { token: link } })).status,
      ).toBe(200);
      expect((await list(token)).body.notifications[0]).toMatchObject({
        kind: 'email-verified',
        text: notificationTexts.emailVerified(email),
      });
    });

    it('given a sign-in from a browser the account has not used, should tell; from a known one, not', async () => {
      const { signup, list, request, ip } = setup();
      const { email, device, token } = await signup();
      expect(device).toBeDefined();
      const known = await request('POST', '/api/auth/login', {
        body: { email, password: PASSWORD },
        cookie: device,
      });
      expect(known.status).toBe(200);
      expect((await list(token)).body.notifications.map((n) => n.kind)).toEqual(['welcome']);

      const fresh = await request('POST', '/api/auth/login', {
        body: { email, password: PASSWORD },
      });
      expect(fresh.status).toBe(200);
      expect(fresh.headers.getSetCookie()).toContainEqual(
        expect.stringMatching(
          /^__Host-device=[\w-]{43}; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
        ),
      );
      const newest = (await list(token)).body.notifications[0];
      expect(newest?.kind).toBe('new-sign-in');
      const network = ip.replace(/\.\d+$/, '.0/24');
      expect(newest?.text).toBe(notificationTexts.newSignIn('Firefox on Linux', network));
    });

    it('given a quote from a signed-in visitor, should tell them; from a guest, tell no one', async () => {
      const { signup, list, request } = setup();
      const { token } = await signup();
      const before = (await list(token)).body.notifications.length;
      const quote = { ...validQuote, timestamp: new Date().toISOString() };
      expect((await request('POST', '/api/submit-quote', { token, body: quote })).status).toBe(200);
      const after = (await list(token)).body.notifications;
      expect(after).toHaveLength(before + 1);
      expect(after[0]?.kind).toBe('quote-received');
      expect((await request('POST', '/api/submit-quote', { body: quote })).status).toBe(200);
      expect((await list(token)).body.notifications).toHaveLength(before + 1);
    });
  });

  describe('list, mark-read and clear', () => {
    it('given no session, should refuse every endpoint with 401', async () => {
      const { app } = setup();
      for (const [method, path] of [
        ['GET', '/api/notifications'],
        ['POST', '/api/notifications/mark-read'],
        ['POST', '/api/notifications/clear'],
        ['GET', '/api/notifications/stream'],
      ] as const) {
        const res = await app.request(path, {
          method,
          headers: { 'content-type': 'application/json' },
          body: method === 'POST' ? JSON.stringify({ all: true }) : undefined,
        });
        expect(res.status, `${method} ${path}`).toBe(401);
      }
    });

    it('given another user’s ids, should neither show nor mark them (ownership)', async () => {
      const { signup, list, request } = setup();
      const ann = await signup();
      const ben = await signup();
      const annId = (await list(ann.token)).body.notifications[0]?.id as string;
      const benList = (await list(ben.token)).body.notifications;
      expect(benList.map((n) => n.id)).not.toContain(annId);

      const marked = await request<{ unreadCount: number }>(
        'POST',
        '/api/notifications/mark-read',
        {
          token: ben.token,
          body: { notificationIds: [annId] },
        },
      );
      expect(marked.status).toBe(200);
      expect(marked.body.unreadCount).toBe(1); // Ben's own welcome, untouched too
      expect((await list(ann.token)).body).toMatchObject({ unreadCount: 1 });
      const cleared = await request('POST', '/api/notifications/clear', { token: ben.token });
      expect(cleared.status).toBe(200);
      expect((await list(ann.token)).body.notifications).toHaveLength(1);
    });

    it('given mark-read twice, should answer the same (idempotent); `all` reads everything', async () => {
      const { signup, list, request, changePassword } = setup();
      const { token } = await signup();
      await changePassword(token);
      const [newest, welcome] = (await list(token)).body.notifications;
      const mark = () =>
        request<{ unreadCount: number }>('POST', '/api/notifications/mark-read', {
          token,
          body: { notificationIds: [welcome?.id] },
        });
      expect((await mark()).body).toEqual({ success: true, unreadCount: 1 });
      expect((await mark()).body).toEqual({ success: true, unreadCount: 1 });
      const after = (await list(token)).body.notifications;
      expect(after.map((n) => [n.id, n.read])).toEqual([
        [newest?.id, false],
        [welcome?.id, true],
      ]);
      const all = await request('POST', '/api/notifications/mark-read', {
        token,
        body: { all: true },
      });
      expect(all.body).toEqual({ success: true, unreadCount: 0 });
      expect((await list(token)).body.notifications.every((n) => n.read)).toBe(true);
    });

    it('given bad bodies or queries, should answer 400 and change nothing', async () => {
      const { signup, list, request } = setup();
      const { token } = await signup();
      for (const body of [
        {},
        { notificationIds: [] },
        { notificationIds: ['abc'] },
        { notificationIds: ['1'], extra: true },
        { all: false },
        { notificationIds: Array.from({ length: 201 }, (_, i) => String(i + 1)) },
      ]) {
        const res = await request('POST', '/api/notifications/mark-read', { token, body });
        expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      }
      expect((await list(token, '?limit=0')).status).toBe(400);
      expect((await list(token, '?limit=51')).status).toBe(400);
      expect((await list(token, '?cursor=-1')).status).toBe(400);
      expect((await list(token)).body.unreadCount).toBe(1);
    });

    it('given more than a page, should page newest first by cursor', async () => {
      const { signup, list, services } = setup();
      const { token, id } = await signup();
      await database.db.transaction(async (tx) => {
        for (let n = 1; n <= 4; n += 1) {
          await services.notifications.notify(tx, id, {
            kind: 'project-status',
            text: `Step ${n}`,
          });
        }
      });
      const first = await list(token, '?limit=2');
      expect(first.body.notifications.map((n) => n.text)).toEqual(['Step 4', 'Step 3']);
      expect(first.body.unreadCount).toBe(5);
      const second = await list(token, `?limit=2&cursor=${first.body.nextCursor}`);
      expect(second.body.notifications.map((n) => n.text)).toEqual(['Step 2', 'Step 1']);
      const last = await list(token, `?limit=2&cursor=${second.body.nextCursor}`);
      expect(last.body.notifications.map((n) => n.kind)).toEqual(['welcome']);
      expect(last.body.nextCursor).toBeNull();
    });

    it('given Clear, should delete every notification of the caller', async () => {
      const { signup, list, request } = setup();
      const { token, id } = await signup();
      const res = await request('POST', '/api/notifications/clear', { token });
      expect(res.body).toEqual({ success: true, unreadCount: 0 });
      expect((await list(token)).body).toEqual({
        notifications: [],
        unreadCount: 0,
        nextCursor: null,
      });
      const rows = await database.db
        .select()
        .from(notificationsTable)
        .where(eq(notificationsTable.userId, id));
      expect(rows).toEqual([]);
    });
  });

  describe.each(['node', 'web'] as const)('the live stream (%s)', (transport) => {
    it('given an open stream, should deliver a new notification with its id as the event id', async () => {
      const { signup, stream, changePassword } = setupWith(transport);
      const { token } = await signup();
      const events = await stream(token);
      await changePassword(token);
      const received = await events.notification();
      expect(received).toMatchObject({ kind: 'password-changed', read: false });
      expect(received.eventId).toBe(received.id);
      expect(events.raw.length).toBe(0);
      await events.cancel();
    });

    it('given Last-Event-ID (header or query), should first send what came after it, once', async () => {
      const { signup, stream, list, changePassword } = setupWith(transport);
      const { token } = await signup();
      const welcome = (await list(token)).body.notifications[0] as AppNotification;
      await changePassword(token);
      const byHeader = await stream(token, { 'last-event-id': welcome.id });
      expect((await byHeader.notification()).kind).toBe('password-changed');
      expect(await byHeader.drain(150)).toEqual([]);
      await byHeader.cancel();

      const byQuery = await stream(token, {}, '?lastEventId=0');
      expect((await byQuery.notification()).kind).toBe('welcome');
      expect((await byQuery.notification()).kind).toBe('password-changed');
      await byQuery.cancel();
    });

    it('given the token in the query (docs/product/spec.md §7), should open the stream; a wrong one gets 401', async () => {
      const { signup, get } = setupWith(transport);
      const { token } = await signup();
      const ok = await get(`/api/notifications/stream?token=${token}`);
      expect(ok.status).toBe(200);
      await ok.body?.cancel();
      const wrong = await get('/api/notifications/stream?token=not-a-session');
      expect(wrong.status).toBe(401);
    });

    it('V14.2.1: given the session cookie and another account’s ?token=, should stream the cookie’s account', async () => {
      const { signup, get, list, changePassword } = setupWith(transport);
      const ann = await signup();
      const ben = await signup();
      const res = await get(`/api/notifications/stream?token=${ben.token}`, {
        cookie: `__Host-session=${ann.token}`,
      });
      expect(res.status).toBe(200);
      const events = eventReader(res.body as ReadableStream<Uint8Array>);
      await changePassword(ben.token);
      await changePassword(ann.token);
      const received = await events.notification();
      const annIds = (await list(ann.token)).body.notifications.map((n) => n.id);
      expect(annIds).toContain(received.id);
      expect(await events.drain(150)).toEqual([]);
      await events.cancel();
    });

    it('given HEAD, should answer the stream’s head and hold no stream', async () => {
      const { signup, get, services } = setupWith(transport);
      const { token } = await signup();
      const res = await get(
        '/api/notifications/stream',
        { authorization: `Bearer ${token}` },
        'HEAD',
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(res.headers.has('x-hono-already-sent')).toBe(false);
      expect(await res.text()).toBe('');
      expect(services.notificationHub.openStreams()).toBe(0);
    });

    it('given the app’s middleware, should carry the same headers as another route (security headers, no-store)', async () => {
      const { signup, get } = setupWith(transport);
      const { token } = await signup();
      const authorization = `Bearer ${token}`;
      const live = await get('/api/notifications/stream', { authorization });
      const other = await get('/api/notifications', { authorization });
      await live.body?.cancel();
      await other.body?.cancel();
      // What differs by design: the stream's own type and caching, what the transport adds for
      // a body of unknown length (chunked) against a known one, and the JSON's compression.
      const own = new Set(['content-type', 'cache-control', 'x-accel-buffering', 'date']);
      const transportAdded = ['content-length', 'transfer-encoding', 'connection', 'keep-alive'];
      const compression = ['content-encoding', 'vary'];
      const rest = (headers: Headers) =>
        [...headers].filter(
          ([name]) =>
            !own.has(name) && !transportAdded.includes(name) && !compression.includes(name),
        );
      expect(rest(live.headers)).toEqual(rest(other.headers));
      expect(rest(live.headers).map(([name]) => name)).toEqual(
        expect.arrayContaining([
          'content-security-policy',
          'x-content-type-options',
          'x-frame-options',
          'strict-transport-security',
          'referrer-policy',
          'permissions-policy',
          'cross-origin-opener-policy',
        ]),
      );
      expect(live.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(live.headers.get('cache-control')).toBe('no-store, no-transform');
      expect(other.headers.get('cache-control')).toMatch(/^no-store/);
      expect(live.headers.get('x-accel-buffering')).toBe('no');
      expect(live.headers.has('content-encoding')).toBe(false);
      expect(live.headers.has('x-hono-already-sent')).toBe(false);
    });

    it('given another user’s event, should not deliver it to this stream', async () => {
      const { signup, stream, changePassword } = setupWith(transport);
      const ann = await signup();
      const ben = await signup();
      const annEvents = await stream(ann.token);
      await changePassword(ben.token);
      expect(await annEvents.drain(200)).toEqual([]);
      await annEvents.cancel();
    });

    it('given a reader that cancels, should release its listener (open streams back to 0)', async () => {
      const { signup, stream, services } = setupWith(transport);
      const { token } = await signup();
      const a = await stream(token);
      const b = await stream(token);
      expect(services.notificationHub.openStreams()).toBe(2);
      await a.cancel();
      await b.cancel();
      await vi.waitFor(() => expect(services.notificationHub.openStreams()).toBe(0));
    });

    it('given the hub closed (server stopping), should end every stream', async () => {
      const { signup, stream, services } = setupWith(transport);
      const { token } = await signup();
      const events = await stream(token);
      await services.notificationHub.close();
      await expect(events.drain(1000).then(() => events.fill())).rejects.toThrow(
        'The stream ended',
      );
      expect(services.notificationHub.openStreams()).toBe(0);
    });
  });

  describe('the live stream over a real server', () => {
    it('given a real HTTP client that disconnects, should release its listener', async () => {
      const { signup, app, services } = setup();
      const { token } = await signup();
      const origin = await listen(app);
      const aborts = [new AbortController(), new AbortController(), new AbortController()];
      for (const abort of aborts) {
        const res = await fetch(`${origin}/api/notifications/stream`, {
          headers: { authorization: `Bearer ${token}` },
          signal: abort.signal,
        });
        expect(res.status).toBe(200);
        const reader = res.body!.getReader();
        await reader.read(); // the retry line: the stream is open
      }
      expect(services.notificationHub.openStreams()).toBe(3);
      for (const abort of aborts) abort.abort();
      await vi.waitFor(() => expect(services.notificationHub.openStreams()).toBe(0), {
        timeout: 5000,
      });
    });
  });
});
