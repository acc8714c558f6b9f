// The notification fan-out (docs/decisions/020-notifications.md): N concurrent server-sent-event streams (default 5,000)
// on one server process, one notification to each, timed from its making to its arrival, and
// the server's memory per open stream. 127.0.0.1 only; every phase has a time limit.
//
//   1. Seed: N users, each with a session whose token only this script knows, written straight
//      into the database (the same tables and hashToken as sign-up; one argon2 hash shared by
//      all, made once), Email Notifications off so no e-mail is queued. 5,000 sign-ups over HTTP
//      would spend minutes in argon2 on two cores and measure nothing of the streams.
//   2. Start the real server (tests/lib/server.ts) on that data directory (PGlite), or on a
//      fresh database of the PostgreSQL at DATABASE_URL, with bench/server-probe.mjs loaded so
//      the server's memory can be read after a full GC.
//   3. Open N streams (Bearer token, a browser's Accept headers; plain http.request, parsing
//      only what is needed), in batches; a stream counts as open when its first chunk (retry + heartbeat) arrived, which
//      the server sends once the stream is registered with the hub.
//   4. Memory: the server's RSS and live heap (after GC) before and after, per stream.
//   5. Delivery, twice: "paced", one notification per user, each in a transaction of its own
//      like an event's, one after another as fast as the database takes them (latency from
//      the notification's own `time`); then "burst", one more per user, all in one transaction
//      (one commit sends all N at once; latency from the clock just before that commit). Made
//      by the product's notify() (control-socket.ts makeNotifications): in the server through
//      its control socket (PGlite is one process's database), or from here (PostgreSQL).
//      Every stream must get exactly its own notification of each phase.
//   6. Close every stream, read the memory again, stop the server by its pid and time the stop
//      (a stream the server still held would keep it waiting for its 5 s grace).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request, type ClientRequest } from 'node:http';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@brightlane/contract';
import { startServer, type RunningServer } from '../tests/lib/server.ts';
import { hashPassword } from '../mock-api/src/auth/passwords.ts';
import { hashToken, newToken } from '../mock-api/src/auth/tokens.ts';
import {
  controlSocketPath,
  makeNotifications,
  type NotificationOrder,
} from '../mock-api/src/control-socket.ts';
import { openDatabase, type Database, type Db } from '../mock-api/src/db/client.ts';
import { acquireDataDirLock } from '../mock-api/src/db/data-dir-lock.ts';
import { migrateDatabase } from '../mock-api/src/db/migrate.ts';
import { sessions, users } from '../mock-api/src/db/schema.ts';

export interface FanoutOptions {
  /** Concurrent streams, default 5,000. */
  connections?: number;
  /** Streams opened at once, default 200. */
  batch?: number;
  /** Progress lines. */
  log?: (line: string) => void;
  /**
   * A directory for the server's heap snapshot with every stream open and CPU profiles of the
   * burst (server and client), named notifications-*-<database>.*; none when unset.
   */
  profileDir?: string;
}

export interface DeliveryStats {
  /** What each latency is measured from. */
  from: string;
  delivered: number;
  missing: number;
  /** A stream that got a phase's notification more than once, or someone else's. */
  duplicates: number;
  wrongUser: number;
  /** Time the server (PGlite) or this script (PostgreSQL) took to make all N. */
  makeMs: number;
  /** From the start of making them to the last one's arrival. */
  allDeliveredMs: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  minMs: number;
  /** From the first arrival to the last. */
  spreadMs: number;
}

interface Memory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

export interface FanoutResult {
  date: string;
  connections: number;
  database: 'PGlite' | 'PostgreSQL';
  seed: { method: string; ms: number };
  open: { ms: number; perSecond: number; failed: number };
  memory: {
    gc: boolean;
    before: Memory;
    open: Memory;
    closed: Memory;
    rssPerConnectionKB: number;
    heapPerConnectionKB: number;
    /** external + array buffers (outside the V8 heap, inside RSS). */
    externalPerConnectionKB: number;
  };
  paced: DeliveryStats;
  burst: DeliveryStats;
  /** Streams that ended or failed before this script closed them. */
  droppedStreams: number;
  shutdownMs: number;
  ok: boolean;
}

/** Rejects when `promise` takes longer than `ms`. */
async function within<T>(ms: number, label: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no result within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The soft limit on open files of this process (the server inherits it). */
function openFileLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s{2,}/)[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

interface BenchUser {
  index: number;
  id: string;
  token: string;
}

/** N users with a session each; tokens only this script knows. */
async function seedUsers(db: Db, count: number): Promise<BenchUser[]> {
  const passwordHash = await hashPassword(`bench-${newToken()}`);
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const seeded: BenchUser[] = [];
  for (let start = 0; start < count; start += 500) {
    const indexes = Array.from({ length: Math.min(500, count - start) }, (_, i) => start + i);
    const rows = await db
      .insert(users)
      .values(
        indexes.map((index) => ({
          email: `bench${index}@example.com`,
          username: `bench${index}`,
          name: `Bench User ${index}`,
          passwordHash,
          emailVerifiedAt: new Date(),
          emailNotifications: false,
        })),
      )
      .returning({ id: users.id, username: users.username });
    const idOf = new Map(rows.map((row) => [row.username, row.id]));
    const batch = indexes.map((index) => ({
      index,
      id: idOf.get(`bench${index}`)!,
      token: newToken(),
    }));
    await db.insert(sessions).values(
      batch.map((user) => ({
        tokenHash: hashToken(user.token),
        userId: user.id,
        idleExpiresAt: day,
        absoluteExpiresAt: day,
        userAgent: 'brightlane-bench',
        clientIp: '127.0.0.1',
      })),
    );
    seeded.push(...batch);
  }
  return seeded;
}

/** One notification as the stream sends it (the parts read here). */
interface Received {
  at: number;
  text: string;
  time: string;
}

interface Stream {
  user: BenchUser;
  request: ClientRequest;
  opened: Promise<void>;
  received: Received[];
  /** Set when the stream ended or failed before this script closed it. */
  dropped?: string;
  close(): void;
}

const MARK = /^Benchmark notification (\d+) \((paced|burst)\)$/;

/**
 * Opens a stream and parses it: blocks end in a blank line; one with a `data:` line is a
 * notification (JSON), anything else (the opening retry and heartbeat) marks the stream open.
 */
function openStream(
  port: number,
  agent: Agent,
  user: BenchUser,
  onNotification: (stream: Stream, received: Received) => void,
): Stream {
  let markOpen!: () => void;
  let fail!: (error: Error) => void;
  const opened = new Promise<void>((resolve, reject) => {
    markOpen = resolve;
    fail = reject;
  });
  let isOpen = false;
  let closing = false;
  const req = request({
    host: '127.0.0.1',
    port,
    path: apiPaths.notifications.stream,
    agent,
    // As a browser's EventSource asks (its Accept-Encoding too: the stream must not be
    // compressed, which would hold events back in the compressor).
    headers: {
      authorization: `Bearer ${user.token}`,
      accept: 'text/event-stream',
      'accept-encoding': 'gzip, deflate, br',
    },
  });
  const stream: Stream = {
    user,
    request: req,
    opened,
    received: [],
    close() {
      closing = true;
      req.destroy();
    },
  };
  const drop = (why: string) => {
    if (closing || stream.dropped) return;
    stream.dropped = why;
    fail(new Error(why));
  };
  req.on('close', () => drop('closed by the server'));
  req.on('error', (error) => drop(error.message));
  req.on('response', (res) => {
    if (res.statusCode !== 200 || res.headers['content-encoding']) {
      drop(`answered ${res.statusCode} ${res.headers['content-encoding'] ?? ''}`);
      res.resume();
      return;
    }
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const at = Date.now();
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block.indexOf('data: ');
        if (data >= 0) {
          const lineEnd = block.indexOf('\n', data);
          const line = block.slice(data + 6, lineEnd < 0 ? undefined : lineEnd);
          const { text, time } = JSON.parse(line) as { text: string; time: string };
          const received = { at, text, time };
          stream.received.push(received);
          onNotification(stream, received);
        } else if (!isOpen) {
          isOpen = true;
          markOpen();
        }
      }
    });
  });
  req.end();
  return stream;
}

/**
 * A request to a Unix socket (the server's control socket, or the probe's: see
 * bench/server-probe.mjs), answered with JSON.
 */
function socketRequest<T>(
  socketPath: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const req = request(
      { socketPath, path, method, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200) reject(new Error(`${path}: ${res.statusCode} ${text}`));
          else resolve(JSON.parse(text) as T);
        });
      },
    );
    req.once('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The server's memory, after a full GC when the probe could run one. */
const probeMemory = (probeSocket: string) =>
  socketRequest<Memory & { gc: boolean }>(probeSocket, 'GET', '/memory');

/**
 * Starts the V8 CPU profiler of this process (the streams' client); the result stops it and
 * answers the profile with `window`, from and to (wall clock, ms) on the profile's clock (as
 * bench/server-probe.mjs does for the server).
 */
async function startClientProfile(): Promise<(from: number, to: number) => Promise<object>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  return async (from, to) => {
    const { profile } = await session.post('Profiler.stop');
    session.disconnect();
    const offsetUs = Date.now() * 1000 - Number(process.hrtime.bigint() / 1000n);
    return { ...profile, window: { startUs: from * 1000 - offsetUs, endUs: to * 1000 - offsetUs } };
  };
}

function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The most one run may take, every phase included (a normal run takes under a minute). */
const TOTAL_LIMIT_MS = 180_000;

export async function notificationFanout(options: FanoutOptions = {}): Promise<FanoutResult> {
  const connections = options.connections ?? 5000;
  const batch = options.batch ?? 200;
  const log = options.log ?? (() => {});
  const limit = openFileLimit();
  if (limit < connections + 1024) {
    throw new Error(
      `Open files are limited to ${limit} (ulimit -n); ${connections} streams need at least ${connections + 1024} here and in the server. Run \`ulimit -n 65536\` in the shell first.`,
    );
  }

  // Every phase has its own limit, and all of them together this one.
  const deadline = Date.now() + TOTAL_LIMIT_MS;
  const phase = <T>(ms: number, label: string, promise: Promise<T>) =>
    within(Math.max(0, Math.min(ms, deadline - Date.now())), label, promise);

  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  const database: FanoutResult['database'] = adminUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'bl-fanout-'));
  const probeSocket = join(dataDir, 'probe.sock');
  let admin: PostgresDatabase | undefined;
  let benchDb: Database | undefined;
  let benchDbName: string | undefined;
  let server: RunningServer | undefined;
  const streams: Stream[] = [];

  try {
    // 1. Seed.
    const seedStart = Date.now();
    const seedPhases: string[] = [];
    let lap = seedStart;
    const mark = (label: string) => {
      seedPhases.push(`${label} ${((Date.now() - lap) / 1000).toFixed(1)} s`);
      lap = Date.now();
    };
    let benchUsers: BenchUser[];
    let benchUrl: string | undefined;
    if (adminUrl) {
      admin = (await openDatabase({ kind: 'postgres', url: adminUrl })) as PostgresDatabase;
      benchDbName = `brightlane_bench_${process.pid}_${Date.now()}`;
      await admin.pool.query(`create database ${benchDbName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${benchDbName}`;
      benchUrl = url.toString();
      benchDb = await openDatabase({ kind: 'postgres', url: benchUrl });
      await migrateDatabase(benchDb);
      mark('database and migrations');
      benchUsers = await phase(60_000, 'seeding', seedUsers(benchDb.db, connections));
      mark('users and sessions');
    } else {
      const lock = acquireDataDirLock(dataDir, 'script');
      try {
        const seedDb = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
        try {
          await migrateDatabase(seedDb);
          mark('database and migrations');
          benchUsers = await phase(60_000, 'seeding', seedUsers(seedDb.db, connections));
          mark('users and sessions');
        } finally {
          await seedDb.close();
          mark('closing');
        }
      } finally {
        lock.release();
      }
    }
    const seedMs = Date.now() - seedStart;
    log(
      `seeded ${connections} users with sessions in ${(seedMs / 1000).toFixed(1)} s (${seedPhases.join(', ')})`,
    );

    // 2. The real server, with the memory probe.
    const probe = join(import.meta.dirname, 'server-probe.mjs');
    server = await startServerOrStop(
      {
        HOST: '127.0.0.1',
        AUTH_RATE_LIMIT: '0',
        LOG_LEVEL: 'silent',
        NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc --import=${probe}`.trim(),
        BENCH_PROBE_SOCKET: probeSocket,
        ...(benchUrl ? { DATABASE_URL: benchUrl } : {}),
      },
      dataDir,
      `${probeSocket}.pid`,
      Math.min(60_000, deadline - Date.now()),
    );
    const port = Number(new URL(server.url).port);
    const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

    // Which phase each stream has had, for the all-arrived waits.
    const arrived = { paced: 0, burst: 0 };
    const waiters: Partial<Record<'paced' | 'burst', () => void>> = {};
    const duplicates = { paced: 0, burst: 0 };
    const wrongUser = { paced: 0, burst: 0 };
    const latest = { paced: new Map<number, Received>(), burst: new Map<number, Received>() };
    const onNotification = (stream: Stream, received: Received) => {
      const match = MARK.exec(received.text);
      if (!match) return;
      const which = match[2] as 'paced' | 'burst';
      if (Number(match[1]) !== stream.user.index) {
        wrongUser[which] += 1;
        return;
      }
      if (latest[which].has(stream.user.index)) {
        duplicates[which] += 1;
        return;
      }
      latest[which].set(stream.user.index, received);
      arrived[which] += 1;
      if (arrived[which] === connections) waiters[which]?.();
    };

    // Warm-up: a few streams opened and closed, so the code paths are compiled and the hub
    // listens before the baseline is read.
    const warm = benchUsers.slice(0, Math.min(100, connections));
    const warmStreams = warm.map((user) => openStream(port, agent, user, () => {}));
    await phase(20_000, 'warm-up', Promise.all(warmStreams.map((s) => s.opened)));
    for (const s of warmStreams) s.close();
    await sleep(1000);
    const before = await probeMemory(probeSocket);
    const profileName = (what: string) =>
      join(options.profileDir!, `notifications-${what}-${database.toLowerCase()}`);
    const heapSnapshot = async (what: string) => {
      const file = `${profileName(what)}.heapsnapshot`;
      await phase(
        60_000,
        'heap snapshot',
        socketRequest(probeSocket, 'POST', `/heap-snapshot?file=${encodeURIComponent(file)}`),
      );
      log(`server heap snapshot: ${file}`);
    };
    if (options.profileDir) await heapSnapshot('before');

    // 3. Open every stream.
    const openStart = Date.now();
    let openFailed = 0;
    await phase(
      60_000,
      'opening the streams',
      (async () => {
        for (let start = 0; start < connections; start += batch) {
          const opening = benchUsers
            .slice(start, start + batch)
            .map((user) => openStream(port, agent, user, onNotification));
          streams.push(...opening);
          const settled = await Promise.allSettled(opening.map((s) => s.opened));
          openFailed += settled.filter((s) => s.status === 'rejected').length;
        }
      })(),
    );
    const openMs = Date.now() - openStart;
    log(
      `opened ${connections - openFailed}/${connections} streams in ${(openMs / 1000).toFixed(1)} s${openFailed ? ` (${openFailed} failed)` : ''}`,
    );
    await sleep(1000);
    // 4. Memory with every stream open.
    const openMemory = await probeMemory(probeSocket);
    if (options.profileDir) await heapSnapshot('open');

    // 5. Delivery.
    const controlSocket = controlSocketPath(dataDir);
    const make = async (orders: NotificationOrder[], together: boolean) =>
      benchDb
        ? makeNotifications(benchDb.db, orders, { together, siteUrl: server!.url })
        : socketRequest<{ notified: number; committingAt: number }>(
            controlSocket,
            'POST',
            '/notify',
            {
              notifications: orders,
              together,
            },
          );
    const deliver = async (name: 'paced' | 'burst'): Promise<DeliveryStats> => {
      const orders: NotificationOrder[] = benchUsers.map((user) => ({
        userId: user.id,
        kind: 'project-status',
        text: `Benchmark notification ${user.index} (${name})`,
      }));
      const all = new Promise<void>((resolve) => {
        waiters[name] = resolve;
        if (arrived[name] === connections) resolve();
      });
      const profiling = options.profileDir && name === 'burst';
      let stopClientProfile: ((from: number, to: number) => Promise<object>) | undefined;
      if (profiling) {
        await socketRequest(probeSocket, 'POST', '/profile/start');
        stopClientProfile = await startClientProfile();
      }
      const start = Date.now();
      const made = await phase(
        60_000,
        `making the ${name} notifications`,
        make(orders, name === 'burst'),
      );
      const makeMs = Date.now() - start;
      await phase(30_000, `the ${name} notifications' arrival`, all).catch((error: Error) =>
        log(error.message),
      );
      // Anything more (a duplicate) would come right behind.
      await sleep(500);
      const got = [...latest[name].values()];
      const latencies = got
        .map((r) => r.at - (name === 'paced' ? Date.parse(r.time) : made.committingAt))
        .sort((a, b) => a - b);
      const last = Math.max(...got.map((r) => r.at));
      if (profiling) {
        // The window: from just before the commit to the last arrival.
        const window = `from=${made.committingAt}&to=${last}`;
        const server = `${profileName('burst-server')}.cpuprofile`;
        const client = `${profileName('burst-client')}.cpuprofile`;
        await socketRequest(
          probeSocket,
          'POST',
          `/profile/stop?file=${encodeURIComponent(server)}&${window}`,
        );
        writeFileSync(client, JSON.stringify(await stopClientProfile!(made.committingAt, last)));
        log(`CPU profiles of the burst: ${server}, ${client}`);
      }
      const stats: DeliveryStats = {
        from:
          name === 'paced'
            ? "each notification's `time` (its transaction's start)"
            : 'the clock just before the one commit',
        delivered: got.length,
        missing: connections - got.length,
        duplicates: duplicates[name],
        wrongUser: wrongUser[name],
        makeMs,
        allDeliveredMs: got.length ? last - start : Number.NaN,
        p50Ms: percentile(latencies, 0.5),
        p90Ms: percentile(latencies, 0.9),
        p99Ms: percentile(latencies, 0.99),
        maxMs: latencies.at(-1) ?? Number.NaN,
        minMs: latencies[0] ?? Number.NaN,
        spreadMs: got.length ? last - Math.min(...got.map((r) => r.at)) : Number.NaN,
      };
      log(
        `${name}: ${stats.delivered}/${connections} delivered (${stats.missing} missing, ${stats.duplicates} duplicate, ${stats.wrongUser} wrong user); made in ${(makeMs / 1000).toFixed(2)} s, all arrived ${(stats.allDeliveredMs / 1000).toFixed(2)} s after the start; p50 ${stats.p50Ms} ms, p90 ${stats.p90Ms} ms, p99 ${stats.p99Ms} ms, max ${stats.maxMs} ms (min ${stats.minMs} ms; first to last arrival ${stats.spreadMs} ms)`,
      );
      return stats;
    };
    const paced = await deliver('paced');
    const burst = await deliver('burst');

    // 6. Close everything.
    const droppedStreams = streams.filter((s) => s.dropped).length;
    for (const s of streams) s.close();
    agent.destroy();
    await sleep(2000);
    const closed = await probeMemory(probeSocket);
    const stopStart = Date.now();
    await server.stop();
    const shutdownMs = Date.now() - stopStart;
    server = undefined;

    const perConnection = (a: number, b: number) => round1((b - a) / connections / 1024);
    const result: FanoutResult = {
      date: new Date().toISOString(),
      connections,
      database,
      seed: {
        method: 'users and sessions written into the database before the server starts',
        ms: seedMs,
      },
      open: {
        ms: openMs,
        perSecond: Math.round((connections - openFailed) / (openMs / 1000)),
        failed: openFailed,
      },
      memory: {
        gc: before.gc,
        before: pickMemory(before),
        open: pickMemory(openMemory),
        closed: pickMemory(closed),
        rssPerConnectionKB: perConnection(before.rss, openMemory.rss),
        heapPerConnectionKB: perConnection(before.heapUsed, openMemory.heapUsed),
        externalPerConnectionKB: perConnection(
          before.external + before.arrayBuffers,
          openMemory.external + openMemory.arrayBuffers,
        ),
      },
      paced,
      burst,
      droppedStreams,
      shutdownMs,
      ok:
        openFailed === 0 &&
        droppedStreams === 0 &&
        [paced, burst].every((s) => s.missing === 0 && s.duplicates === 0 && s.wrongUser === 0),
    };
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    log(
      `server memory (after GC: ${before.gc}): RSS ${mb(before.rss)} → ${mb(openMemory.rss)} open → ${mb(closed.rss)} closed; heap ${mb(before.heapUsed)} → ${mb(openMemory.heapUsed)} → ${mb(closed.heapUsed)}; per stream RSS ${result.memory.rssPerConnectionKB} KB, heap ${result.memory.heapPerConnectionKB} KB`,
    );
    log(`server stopped ${shutdownMs} ms after SIGTERM; ${droppedStreams} streams dropped early`);
    return result;
  } finally {
    for (const s of streams) s.close();
    await server?.stop();
    await benchDb?.close();
    if (admin && benchDbName) {
      await admin.pool.query(`drop database if exists ${benchDbName} with (force)`);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * startServer within `limitMs`; when it throws or takes longer (the server never became
 * ready), stops the server it left running: by the pid the probe wrote, never by a name.
 */
async function startServerOrStop(
  env: Record<string, string>,
  dataDir: string,
  pidFile: string,
  limitMs: number,
): Promise<RunningServer> {
  const starting = startServer(env, dataDir);
  // Once the server is stopped, startServer's own wait ends ("exited early"): nobody awaits it.
  starting.catch(() => {});
  try {
    return await within(limitMs, 'starting the server', starting);
  } catch (error) {
    if (existsSync(pidFile)) {
      try {
        process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    throw error;
  }
}

type PostgresDatabase = Extract<Database, { kind: 'postgres' }>;

function pickMemory({ rss, heapTotal, heapUsed, external, arrayBuffers }: Memory): Memory {
  return { rss, heapTotal, heapUsed, external, arrayBuffers };
}
