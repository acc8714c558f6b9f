// Notifications (docs/decisions/020-notifications.md; docs/product/spec.md §4, §7): the signed-in user's list, mark-read, clear, and the
// live stream of server-sent events. Every endpoint acts on the session's user only: an id in
// a body that is not theirs changes nothing and reveals nothing.
import {
  apiPaths,
  markNotificationsReadSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  notificationsUpdateResponseSchema,
  notificationStreamQuerySchema,
  NOTIFICATION_RECONNECT_MS,
} from '@brightlane/contract';
import { ServerResponse } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyErrorResponses } from '../http/openapi.ts';
import type { Services } from '../services/index.ts';
import { HEARTBEAT, type StreamSink } from '../services/notification-hub.ts';
import {
  currentSession,
  jsonBody,
  notSignedIn,
  ok,
  signedInSecurity,
  signInRequired,
  type AuthRoutesOptions,
} from './auth-common.ts';

const tags = ['Notifications'];

const listRoute = createRoute({
  method: 'get',
  path: apiPaths.notifications.list,
  operationId: 'listNotifications',
  tags,
  summary: 'The account’s notifications, newest first',
  description:
    '`limit` per page (default 20, at most 50); `cursor` is the previous page’s `nextCursor`. ' +
    '`unreadCount` counts every unread notification of the account.',
  security: signedInSecurity,
  request: { query: notificationsQuerySchema },
  responses: {
    200: ok(notificationsResponseSchema, 'A page of notifications'),
    400: bodyErrorResponses[400],
    ...notSignedIn,
  },
});

const markReadRoute = createRoute({
  method: 'post',
  path: apiPaths.notifications.markRead,
  operationId: 'markNotificationsRead',
  tags,
  summary: 'Mark notifications read',
  description:
    '`{ notificationIds }`, or `{ all: true }` for every unread one. Idempotent; ids that are ' +
    'not the caller’s are ignored.',
  security: signedInSecurity,
  request: { body: jsonBody(markNotificationsReadSchema, 'Which notifications') },
  responses: {
    200: ok(notificationsUpdateResponseSchema, 'Marked; the unread count after'),
    ...bodyErrorResponses,
    ...notSignedIn,
  },
});

const clearRoute = createRoute({
  method: 'post',
  path: apiPaths.notifications.clear,
  operationId: 'clearNotifications',
  tags,
  summary: 'Delete all of the account’s notifications',
  security: signedInSecurity,
  responses: {
    200: ok(notificationsUpdateResponseSchema, 'Cleared'),
    403: bodyErrorResponses[403],
    ...notSignedIn,
  },
});

const streamRoute = createRoute({
  method: 'get',
  path: apiPaths.notifications.stream,
  operationId: 'streamNotifications',
  tags,
  summary: 'Live notifications (server-sent events)',
  description:
    'Each event is one `Notification` as JSON with its id as the event id. A client that ' +
    'sends `Last-Event-ID` (or `lastEventId`) first gets what it missed (at most 50). A ' +
    'comment line every 25 s keeps the connection open; the stream ends when its session ' +
    'does. Authenticated by the cookie, a Bearer token, or `token`, in that order: `token` is ' +
    'for a client that has no cookie, and a URL ends up in proxy and server access logs, so ' +
    'a browser should rely on the cookie.',
  security: [...signedInSecurity, {}],
  request: { query: notificationStreamQuerySchema },
  responses: {
    200: {
      description: 'The event stream',
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    },
    400: bodyErrorResponses[400],
    ...notSignedIn,
  },
});

const encoder = new TextEncoder();

/**
 * The stream's own headers: no cache, and no proxy may buffer or compress it (events must
 * arrive as sent).
 */
const STREAM_HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};

/** Every stream's start: the browser's own reconnects wait as long as ours do (docs/product/spec.md §9). */
const FIRST_CHUNK = `retry: ${NOTIFICATION_RECONNECT_MS}\n${HEARTBEAT}`;

/**
 * A client that reads slower than notifications come has this many unsent events queued before
 * its stream is closed (it reconnects and catches up from its Last-Event-ID).
 */
const MAX_QUEUED_EVENTS = 256;
/** The same on Node's response, which counts bytes: an event is about 200–300 of them. */
const MAX_QUEUED_BYTES = MAX_QUEUED_EVENTS * 256;

/** @hono/node-server's marker for "the handler answers on Node's response itself". */
const ALREADY_SENT_HEADERS = [...RESPONSE_ALREADY_SENT.headers.keys()];
/**
 * The platform's Response, of which @hono/node-server made its RESPONSE_ALREADY_SENT. Once a
 * server runs, the adapter has put a lighter Response of its own in the global scope, and a
 * body-less one of those it writes out itself (head, then end), marker or not: the response
 * that says "already sent" must be a platform one. (A fresh one per stream, not the shared
 * constant: the middleware sets its headers on it.)
 */
const PlatformResponse = RESPONSE_ALREADY_SENT.constructor as typeof Response;

/** The Last-Event-ID header, or the query's: a notification id, or 0 for "from the start". */
function lastEventIdOf(c: Context, query: string | undefined): number | undefined {
  const value = c.req.header('last-event-id') ?? query;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
}

/** A stream's hold on the hub: released once, whichever comes first (client gone, closed). */
function subscription() {
  let release: (() => void) | undefined;
  let ended = false;
  return {
    get ended() {
      return ended;
    },
    end() {
      if (ended) return;
      ended = true;
      release?.();
      release = undefined;
    },
    /** The hub's release, once it holds the stream (at once if the stream already ended). */
    hold(stop: () => void) {
      if (ended) stop();
      else release = stop;
    },
  };
}
type Subscription = ReturnType<typeof subscription>;

/**
 * Events written to Node's response itself (ADR 029): no web ReadableStream between the hub and
 * the socket, which costs about 4 KB of heap and 8 KB of RSS per open stream. Until `start`
 * writes the head, what is sent waits in one string: the head carries the headers the app's
 * middleware put on the final response, and that middleware runs after the handler returns.
 */
function nodeEventStream(outgoing: ServerResponse, subscribed: Subscription) {
  let waiting: string | undefined = FIRST_CHUNK;
  let closing = false;
  // The client went away, or the response ended: either way the hub lets the stream go.
  outgoing.once('close', subscribed.end);
  const sink: StreamSink = {
    send(chunk) {
      if (subscribed.ended) return false;
      if (waiting !== undefined) {
        waiting += chunk;
        return true;
      }
      // A reader this far behind is gone or stuck; it can reconnect and catch up.
      if (outgoing.writableLength > MAX_QUEUED_BYTES) {
        sink.close();
        return false;
      }
      outgoing.write(chunk);
      return true;
    },
    close() {
      subscribed.end();
      if (waiting !== undefined) closing = true;
      else if (!outgoing.writableEnded) outgoing.end();
    },
  };
  /** Writes the head of the app's final response (status and headers) and what waited. */
  function start(response: Response) {
    const first = waiting ?? '';
    waiting = undefined;
    // Answered already (an error handler replaced the response), or the client is gone.
    if (outgoing.headersSent || outgoing.destroyed) {
      subscribed.end();
      return;
    }
    const headers: string[] = [];
    response.headers.forEach((value, name) => {
      if (!ALREADY_SENT_HEADERS.includes(name)) headers.push(name, value);
    });
    outgoing.writeHead(response.status, headers);
    // The head in a write of its own: V8 then flattens Node's text of it, which the response
    // keeps for its life; sent with the first chunk, it stays the string of ~80 pieces it was
    // built from, 2.4 KB of heap per stream (heap snapshot diff, ADR 029).
    outgoing.flushHeaders();
    if (closing) outgoing.end(first);
    else outgoing.write(first);
  }
  return { sink, start };
}

/**
 * The same stream as a web ReadableStream body, for when there is no Node response (Hono's
 * `app.request` in tests, another runtime).
 */
function webEventStream(subscribed: Subscription, signal: AbortSignal) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const sink: StreamSink = {
    send(chunk) {
      if (subscribed.ended) return false;
      // A reader this far behind is gone or stuck (the queue counts chunks, one per event).
      if ((controller.desiredSize ?? 0) < -MAX_QUEUED_EVENTS) {
        sink.close();
        return false;
      }
      try {
        controller.enqueue(encoder.encode(chunk));
        return true;
      } catch {
        subscribed.end();
        return false;
      }
    },
    close() {
      subscribed.end();
      try {
        controller.close();
      } catch {
        // Already closed or errored: nothing to end.
      }
    },
  };
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
      controller.enqueue(encoder.encode(FIRST_CHUNK));
    },
    cancel: subscribed.end,
  });
  signal.addEventListener('abort', subscribed.end, { once: true });
  return { sink, body };
}

export function notificationRoutes(services: Services, options: AuthRoutesOptions) {
  const { accounts, notifications, notificationHub } = services;
  const session = (c: Context) => currentSession(c, accounts, options);

  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      return c.json(await notifications.list(current.user.id, c.req.valid('query')), 200);
    })
    .openapi(markReadRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const body = c.req.valid('json');
      const ids = 'all' in body ? 'all' : body.notificationIds;
      const unreadCount = await notifications.markRead(current.user.id, ids);
      return c.json({ success: true as const, unreadCount }, 200);
    })
    .openapi(clearRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      await notifications.clear(current.user.id);
      return c.json({ success: true as const, unreadCount: 0 }, 200);
    })
    .openapi(streamRoute, async (c) => {
      const query = c.req.valid('query');
      // docs/product/spec.md §7: an EventSource cannot send headers, so the token may come in the
      // query; the cookie (or a Bearer header) wins: a URL ends up in access logs.
      const current =
        (await session(c)) ?? (query.token ? await accounts.session(query.token) : undefined);
      if (!current) return signInRequired(c);
      // HEAD (Hono answers it with the GET route's head): the head only, no stream to hold.
      if (c.req.method === 'HEAD') return new Response(null, { headers: STREAM_HEADERS });

      const subscribed = subscription();
      const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
      const node =
        outgoing instanceof ServerResponse ? nodeEventStream(outgoing, subscribed) : undefined;
      const web = node ? undefined : webEventStream(subscribed, c.req.raw.signal);
      try {
        subscribed.hold(
          await notificationHub.open(
            {
              userId: current.user.id,
              sessionId: current.sessionId,
              lastEventId: lastEventIdOf(c, query.lastEventId),
            },
            (node ?? web)!.sink,
          ),
        );
      } catch (error) {
        subscribed.end();
        throw error;
      }

      if (web) return new Response(web.body, { status: 200, headers: STREAM_HEADERS });
      // The app's middleware (security headers, the request log) finishes with this response in
      // the promise reactions that follow the handler's return; a macrotask runs after all of
      // them, so the head written then has every header the middleware set.
      setImmediate(() => node!.start(c.res));
      return new PlatformResponse(null, {
        status: 200,
        headers: { ...STREAM_HEADERS, ...Object.fromEntries(RESPONSE_ALREADY_SENT.headers) },
      });
    });
}
