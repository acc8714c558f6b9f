// A window into a running server's PGlite database for the operator's scripts: while the
// server holds the database (see db/data-dir-lock.ts), `npm run leads` and `npm run
// staff:create` ask it over a Unix socket in the data directory instead of opening the files a
// second time. The socket is private to the data directory's owner (mode 0600), who can read
// the database files anyway, and never on the network. It reads leads, grants the staff role
// and, for the notification benchmark, makes notifications; nothing else.
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { createServer, request, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { notificationKinds, type NotificationKind } from '@brightlane/contract';
import { loadServerConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { grantStaff } from './cli/staff.ts';
import { createLogger } from './logger.ts';
import { createMemoryMailer } from './mail/mailer.ts';
import { allLeads, latestLeads } from './services/lead-report.ts';
import { createMailQueue } from './services/mail-queue.ts';
import { createNotificationsService } from './services/notifications.ts';

export const controlSocketPath = (dataDir: string) => join(dataDir, 'api.sock');

// Unix socket paths are limited to about 107 bytes (sun_path).
const MAX_SOCKET_PATH = 100;

export interface ControlSocket {
  path: string;
  close(): Promise<void>;
}

/** One notification to make: whose, and what it says. */
export interface NotificationOrder {
  userId: string;
  kind: NotificationKind;
  text: string;
}

/**
 * Makes notifications the way events do (services/notifications.ts `notify`): stored, and
 * delivered live to every process's streams when their transaction commits. One after another,
 * each in a transaction of its own as an event's is; or, `together`, all in one transaction
 * (one commit: every stream gets its event at the same moment). E-mails they queue (users with
 * Email Notifications on) are not sent from here: their commit NOTIFYs the mail channel, and
 * the server's mail worker sends them (services/mail-queue.ts). Resolves to the clock (ms)
 * just before the last commit. POST /notify runs it in the server (PGlite); the notification
 * benchmark (bench/notification-fanout.ts) also calls it directly on PostgreSQL.
 */
export async function makeNotifications(
  db: Db,
  orders: readonly NotificationOrder[],
  { together = false, siteUrl }: { together?: boolean; siteUrl: string },
): Promise<{ notified: number; committingAt: number }> {
  // Only `enqueue` is used (inside notify); the memory mailer never sends anything.
  const mailQueue = createMailQueue({
    db,
    mailer: createMemoryMailer(),
    logger: createLogger('warn'),
  });
  const notifications = createNotificationsService({ db, mailQueue, siteUrl });
  let committingAt = Date.now();
  if (together) {
    await db.transaction(async (tx) => {
      for (const { userId, kind, text } of orders)
        await notifications.notify(tx, userId, { kind, text });
      committingAt = Date.now();
    });
  } else {
    for (const { userId, kind, text } of orders) {
      // Events come from separate requests, each its own turn of the event loop. PGlite
      // answers without I/O, so without this the whole loop would be one chain of promises
      // and no stream would be written to (nor any request served) until it ended.
      await new Promise((resolve) => setImmediate(resolve));
      await db.transaction(async (tx) => {
        await notifications.notify(tx, userId, { kind, text });
        committingAt = Date.now();
      });
    }
  }
  return { notified: orders.length, committingAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const kinds: ReadonlySet<string> = new Set(notificationKinds);

/** The body of POST /notify, or a message saying what is wrong with it. */
function notifyBody(json: string): { orders: NotificationOrder[]; together: boolean } | string {
  let body: unknown;
  try {
    body = JSON.parse(json);
  } catch {
    return 'The body is not JSON';
  }
  const { notifications, together } = (body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(notifications)) return '`notifications` must be a list';
  for (const order of notifications as Partial<Record<keyof NotificationOrder, unknown>>[]) {
    if (
      typeof order?.userId !== 'string' ||
      !UUID.test(order.userId) ||
      typeof order.kind !== 'string' ||
      !kinds.has(order.kind) ||
      typeof order.text !== 'string' ||
      order.text.trim() === ''
    ) {
      return 'Each notification needs a `userId` (UUID), a known `kind` and a `text`';
    }
  }
  return { orders: notifications as NotificationOrder[], together: together === true };
}

/** The most a POST body may hold (5,000 notifications take about 500 KB). */
const MAX_BODY_BYTES = 16 * 1024 * 1024;

/**
 * Serves GET /leads/latest?limit=N (JSON), GET /leads/all (one JSON object a line), POST
 * /staff?email=… (JSON: the grant's outcome) and POST /notify (JSON `{ notifications: [{ userId,
 * kind, text }], together? }`; answers `{ notified, committingAt }`, see makeNotifications) on
 * `path`. Resolves to undefined when the path is too long for a socket.
 */
export async function startControlSocket(path: string, db: Db): Promise<ControlSocket | undefined> {
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) return undefined;
  // Whoever holds the data-dir lock owns this path; a socket file left here is stale.
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://control');
    const fail = (error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    };
    if (req.method === 'GET' && url.pathname === '/leads/latest') {
      const limit = Math.max(1, Math.min(1000, Number(url.searchParams.get('limit')) || 10));
      latestLeads(db, limit).then((leads) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(leads));
      }, fail);
      return;
    }
    if (req.method === 'GET' && url.pathname === '/leads/all') {
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      (async () => {
        for await (const lead of allLeads(db)) res.write(`${JSON.stringify(lead)}\n`);
        res.end();
      })().catch(fail);
      return;
    }
    const email = url.searchParams.get('email');
    if (req.method === 'POST' && url.pathname === '/staff' && email) {
      grantStaff(db, email).then((outcome) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ outcome }));
      }, fail);
      return;
    }
    if (req.method === 'POST' && url.pathname === '/notify') {
      let json = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => {
        json += chunk;
        if (json.length > MAX_BODY_BYTES) req.destroy();
      });
      req.on('end', () => {
        const body = notifyBody(json);
        if (typeof body === 'string') {
          res.writeHead(400, { 'content-type': 'text/plain' });
          res.end(body);
          return;
        }
        makeNotifications(db, body.orders, {
          together: body.together,
          siteUrl: loadServerConfig().siteUrl,
        }).then((made) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(made));
        }, fail);
      });
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return {
    path,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** GET (or POST) `urlPath` on the control socket; rejects when nothing listens there. */
export function controlRequest(
  path: string,
  urlPath: string,
  method: 'GET' | 'POST' = 'GET',
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request({ socketPath: path, path: urlPath, method }, (res) => {
      if (res.statusCode === 200) resolve(res);
      else {
        res.resume();
        reject(new Error(`The server's control socket answered ${res.statusCode}`));
      }
    });
    req.once('error', reject);
    req.end();
  });
}
