// Notifications (issue 20; SPEC.md §4, §7): the signed-in user's list, mark-read, clear, and the
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

/**
 * A client that reads slower than notifications come has this many unsent events queued before
 * its stream is closed (it reconnects and catches up from its Last-Event-ID).
 */
const MAX_QUEUED_EVENTS = 256;

const listRoute = createRoute({
  method: 'get',
  path: apiPaths.notifications.list,
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
  tags,
  summary: 'Live notifications (server-sent events)',
  description:
    'Each event is one `Notification` as JSON with its id as the event id. A client that ' +
    'sends `Last-Event-ID` (or `lastEventId`) first gets what it missed (at most 50). A ' +
    'comment line every 25 s keeps the connection open; the stream ends when its session ' +
    'does. Authenticated by the cookie, a Bearer token, or `token`.',
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

/** The Last-Event-ID header, or the query's: a notification id, or 0 for "from the start". */
function lastEventIdOf(c: Context, query: string | undefined): number | undefined {
  const value = c.req.header('last-event-id') ?? query;
  return value !== undefined && /^\d{1,15}$/.test(value) ? Number(value) : undefined;
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
      // SPEC.md §7: an EventSource cannot send headers, so the token may come in the query.
      const current =
        (await session(c)) ?? (query.token ? await accounts.session(query.token) : undefined);
      if (!current) return signInRequired(c);

      let release: (() => void) | undefined;
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        release?.();
      };
      let controller!: ReadableStreamDefaultController<Uint8Array>;
      const sink: StreamSink = {
        send(chunk) {
          if (ended) return false;
          // A reader this far behind is gone or stuck; it can reconnect and catch up.
          if ((controller.desiredSize ?? 0) < -MAX_QUEUED_EVENTS) {
            sink.close();
            return false;
          }
          try {
            controller.enqueue(encoder.encode(chunk));
            return true;
          } catch {
            end();
            return false;
          }
        },
        close() {
          end();
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
          // The browser's own reconnects wait as long as ours do (SPEC.md §9).
          controller.enqueue(encoder.encode(`retry: ${NOTIFICATION_RECONNECT_MS}\n${HEARTBEAT}`));
        },
        cancel: end,
      });
      c.req.raw.signal.addEventListener('abort', end, { once: true });

      try {
        const stop = await notificationHub.open(
          {
            userId: current.user.id,
            sessionId: current.sessionId,
            lastEventId: lastEventIdOf(c, query.lastEventId),
          },
          sink,
        );
        if (ended) stop();
        else release = stop;
      } catch (error) {
        end();
        throw error;
      }

      return new Response(body, {
        status: 200,
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          // No cache, and no proxy may buffer or compress it (events must arrive as sent).
          'Cache-Control': 'no-store, no-transform',
          'X-Accel-Buffering': 'no',
        },
      });
    });
}
