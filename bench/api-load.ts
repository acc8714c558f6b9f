// The API at the speed of its database (docs/decisions/030-one-statement-per-lead.md): on a fresh server and database of its own,
// autocannon over 50 connections to 127.0.0.1, every phase bounded in count and time:
//   1. quotes: 5,000 POST /api/submit-quote; then the database must hold every acknowledged one,
//      and the mail queue's worker must have sent one e-mail each (the file outbox);
//   2. GET /api/health, GET /api/auth/session (signed in, Bearer) and GET /api/blog/posts
//      (the sample posts), 20,000 requests each;
//   3. sign-ins: 1,000 POST /api/auth/login over 50 connections (argon2id on each), with
//      GET /api/health probed beside them (2 connections, at most 200/s) for its p99;
//   4. PostgreSQL only: a second API process on the same database, and the two reads again
//      with the 50 connections split evenly between the two ports (the load generator is the
//      round-robin, so no proxy's own cost is counted), against one process.
// Users (one argon2 hash shared by all), their sessions and the sample posts are written into
// the database before the server starts. With DATABASE_URL (mock-api/scripts/with-postgres.sh),
// a new database on that PostgreSQL, dropped at the end; otherwise PGlite in a temp dir.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths } from '@brightlane/contract';
// @ts-expect-error autocannon ships no types (the parts used are typed below)
import autocannon from 'autocannon';
import { startServer, type RunningServer } from '../tests/lib/server.ts';
import { hashPassword } from '../mock-api/src/auth/passwords.ts';
import { hashToken, newToken } from '../mock-api/src/auth/tokens.ts';
import { seedSamplePosts } from '../mock-api/src/cli/seed.ts';
import { openDatabase, type Database, type Db } from '../mock-api/src/db/client.ts';

type PostgresDatabase = Extract<Database, { kind: 'postgres' }>;
import { acquireDataDirLock } from '../mock-api/src/db/data-dir-lock.ts';
import { migrateDatabase } from '../mock-api/src/db/migrate.ts';
import { outboundMail, quotes, sessions, users } from '../mock-api/src/db/schema.ts';

/** The parts of autocannon's result read here (the package ships no types). */
interface AutocannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  latency: { p50: number; p90: number; p99: number; max: number };
}
/** The instance autocannon returns: a promise of the result that also emits each answer. */
type Autocannon = (
  options: Record<string, unknown>,
) => Promise<AutocannonResult> & { on(event: 'response', listener: () => void): void };

export interface LoadFigures {
  requests: number;
  ok: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface ApiLoadResult {
  database: 'PGlite' | 'PostgreSQL';
  connections: number;
  quotes: LoadFigures & { stored: number; mailedWithinMs: number | null; outbox: number };
  health: LoadFigures;
  session: LoadFigures;
  blogPosts: LoadFigures & { posts: number };
  signIns: LoadFigures & { healthDuring: LoadFigures };
  /** PostgreSQL only: the reads on two processes, and each one's ratio to one process. */
  twoProcesses?: {
    session: LoadFigures;
    blogPosts: LoadFigures;
    sessionRatio: number;
    blogPostsRatio: number;
  };
  ok: boolean;
}

const PASSWORD = 'bench password 22 correct horse';
const USERS = 200;
const CONNECTIONS = 50;
/** Each phase's autocannon run ends after this many seconds even if its count is not reached. */
const PHASE_LIMIT_S = 120;

function figures(result: AutocannonResult, requests: number): LoadFigures {
  return {
    requests,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: Number(result.duration.toFixed(2)),
    perSecond: Math.round(result['2xx'] / result.duration),
    p50Ms: Math.round(result.latency.p50),
    p99Ms: Math.round(result.latency.p99),
    maxMs: Math.round(result.latency.max),
  };
}

async function cannon(options: Record<string, unknown>): Promise<AutocannonResult> {
  const started = performance.now();
  let lastAnswer = started;
  const run = (autocannon as Autocannon)({
    connections: CONNECTIONS,
    duration: PHASE_LIMIT_S,
    timeout: 10,
    ...options,
  });
  run.on('response', () => (lastAnswer = performance.now()));
  const result = await run;
  // autocannon's `duration` counts whole sampling seconds (4.01 s, 5.03 s…) and it resolves on
  // such a tick, which put a rate up to a fifth off in a five-second phase: the time from the
  // start to the last answer is the divisor.
  return { ...result, duration: (lastAnswer - started) / 1000 };
}

/**
 * One read phase over several servers at once: the connections and requests split evenly
 * between them, one autocannon run each, and the figures merged (rate over the longest run;
 * the latencies are the worst run's, an upper bound of the merged percentile).
 */
async function splitCannon(
  bases: string[],
  path: string,
  requests: number,
  headers: Record<string, string> = {},
): Promise<LoadFigures> {
  const runs = await Promise.all(
    bases.map((base) =>
      cannon({
        url: `${base}${path}`,
        headers,
        connections: CONNECTIONS / bases.length,
        amount: requests / bases.length,
      }),
    ),
  );
  const all = runs.map((run) => figures(run, requests / bases.length));
  const ok = all.reduce((sum, f) => sum + f.ok, 0);
  const seconds = Math.max(...runs.map((run) => run.duration));
  return {
    requests,
    ok,
    failed: all.reduce((sum, f) => sum + f.failed, 0),
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(ok / seconds),
    p50Ms: Math.max(...all.map((f) => f.p50Ms)),
    p99Ms: Math.max(...all.map((f) => f.p99Ms)),
    maxMs: Math.max(...all.map((f) => f.maxMs)),
  };
}

async function seed(db: Db) {
  const passwordHash = await hashPassword(PASSWORD);
  const day = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        email: `api-bench${i}@example.com`,
        username: `apibench${i}`,
        name: `API Bench ${i}`,
        passwordHash,
        emailVerifiedAt: new Date(),
        emailNotifications: false,
      })),
    )
    .returning({ id: users.id });
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: rows[0]!.id,
    idleExpiresAt: day,
    absoluteExpiresAt: day,
    userAgent: 'brightlane-bench',
    clientIp: '127.0.0.1',
  });
  const posts = (await seedSamplePosts(db)).added.length;
  return { token, posts };
}

function outboxCount(dataDir: string): number {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

export async function apiLoad({
  quotes: quoteCount = 5000,
  reads = 20_000,
  signIns = 1000,
  log = console.log,
}: {
  quotes?: number;
  reads?: number;
  signIns?: number;
  log?: (line: string) => void;
} = {}): Promise<ApiLoadResult> {
  const adminUrl = process.env.DATABASE_URL?.trim() || undefined;
  const database: ApiLoadResult['database'] = adminUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = mkdtempSync(join(tmpdir(), 'bl-api-load-'));
  let admin: PostgresDatabase | undefined;
  let benchDbName: string | undefined;
  let benchUrl: string | undefined;
  let server: RunningServer | undefined;
  let second: RunningServer | undefined;
  try {
    // 1. Seed, before the server holds the database.
    let seeded: { token: string; posts: number };
    if (adminUrl) {
      admin = (await openDatabase({ kind: 'postgres', url: adminUrl })) as PostgresDatabase;
      benchDbName = `brightlane_api_bench_${process.pid}_${Date.now()}`;
      await admin.pool.query(`create database ${benchDbName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${benchDbName}`;
      benchUrl = url.toString();
      const benchDb = await openDatabase({ kind: 'postgres', url: benchUrl });
      try {
        await migrateDatabase(benchDb);
        seeded = await seed(benchDb.db);
      } finally {
        await benchDb.close();
      }
    } else {
      const lock = acquireDataDirLock(dataDir, 'script');
      try {
        const seedDb = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
        try {
          await migrateDatabase(seedDb);
          seeded = await seed(seedDb.db);
        } finally {
          await seedDb.close();
        }
      } finally {
        lock.release();
      }
    }
    log(`${database}: ${USERS} users, 1 session, ${seeded.posts} blog posts seeded`);

    server = await startServer(
      {
        HOST: '127.0.0.1',
        FORM_RATE_LIMIT: '0',
        AUTH_RATE_LIMIT: '0',
        LOG_LEVEL: 'silent',
        ...(benchUrl ? { DATABASE_URL: benchUrl } : {}),
      },
      dataDir,
    );
    const base = server.url;
    const show = (label: string, f: LoadFigures) =>
      log(
        `${label}: ${f.ok}/${f.requests} ok${f.failed ? `, ${f.failed} failed` : ''} in ${f.seconds} s (${f.perSecond}/s), p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms`,
      );

    // 2. Quotes.
    let n = 0;
    const quoteResult = await cannon({
      url: `${base}${apiPaths.submitQuote}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      amount: quoteCount,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            n++;
            return {
              ...request,
              body: JSON.stringify({
                projectGoal: 'website',
                businessType: 'retail',
                projectScope: 'small',
                name: `Load Test ${n}`,
                email: `load${n}@example.com`,
                phone: '',
                message: 'Benchmark quote',
                timestamp: new Date().toISOString(),
              }),
            };
          },
        },
      ],
    });
    const quoteFigures = figures(quoteResult, quoteCount);
    const ackedAt = Date.now();
    // The worker sends one sales e-mail per quote after the answers: wait for it (≤ 60 s).
    let mailedWithinMs: number | null = null;
    for (;;) {
      if (outboxCount(dataDir) >= quoteFigures.ok) {
        mailedWithinMs = Date.now() - ackedAt;
        break;
      }
      if (Date.now() - ackedAt > 60_000) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    show('quotes', quoteFigures);
    log(
      `  e-mails in the outbox: ${outboxCount(dataDir)}${mailedWithinMs === null ? ' (not all within 60 s of the last answer)' : `, the last ${mailedWithinMs} ms after the last answer`}`,
    );

    // 3. Reads.
    const health = figures(
      await cannon({ url: `${base}${apiPaths.health}`, amount: reads }),
      reads,
    );
    show('GET /api/health', health);
    const session = figures(
      await cannon({
        url: `${base}${apiPaths.auth.session}`,
        headers: { Authorization: `Bearer ${seeded.token}` },
        amount: reads,
      }),
      reads,
    );
    show('GET /api/auth/session (signed in)', session);
    const blogPosts = figures(
      await cannon({ url: `${base}${apiPaths.blog.posts}`, amount: reads }),
      reads,
    );
    show(`GET /api/blog/posts (${seeded.posts} posts)`, blogPosts);

    // 4. Sign-ins, with the health probe beside them.
    let m = 0;
    const signInRun = cannon({
      url: `${base}${apiPaths.auth.login}`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      amount: signIns,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => {
            const email = `api-bench${m++ % USERS}@example.com`;
            return { ...request, body: JSON.stringify({ email, password: PASSWORD }) };
          },
        },
      ],
    });
    // Bounded: at most 200/s from 2 connections, stopped when the sign-ins end.
    const probe = (
      autocannon as (o: Record<string, unknown>) => Promise<AutocannonResult> & {
        stop(): void;
      }
    )({
      url: `${base}${apiPaths.health}`,
      connections: 2,
      overallRate: 200,
      duration: PHASE_LIMIT_S,
    });
    const signInResult = await signInRun;
    probe.stop();
    const healthDuring = figures(await probe, 0);
    healthDuring.requests = healthDuring.ok + healthDuring.failed;
    const signInFigures = figures(signInResult, signIns);
    show('sign-ins', signInFigures);
    show('  GET /api/health during them', healthDuring);

    // 5. PostgreSQL: the same reads on two processes.
    let twoProcesses: ApiLoadResult['twoProcesses'];
    if (benchUrl) {
      second = await startServer({
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATABASE_URL: benchUrl,
      });
      const bases = [base, second.url];
      const sessionTwo = await splitCannon(bases, apiPaths.auth.session, reads, {
        Authorization: `Bearer ${seeded.token}`,
      });
      show('two processes: GET /api/auth/session (signed in)', sessionTwo);
      const blogTwo = await splitCannon(bases, apiPaths.blog.posts, reads);
      show('two processes: GET /api/blog/posts', blogTwo);
      twoProcesses = {
        session: sessionTwo,
        blogPosts: blogTwo,
        sessionRatio: Number((sessionTwo.perSecond / session.perSecond).toFixed(2)),
        blogPostsRatio: Number((blogTwo.perSecond / blogPosts.perSecond).toFixed(2)),
      };
      log(
        `  two processes / one: session ${twoProcesses.sessionRatio}×, blog list ${twoProcesses.blogPostsRatio}×`,
      );
      await second.stop();
      second = undefined;
    }

    await server.stop();
    server = undefined;

    // 6. What the database holds, once the servers are gone.
    const check = adminUrl
      ? await openDatabase({ kind: 'postgres', url: benchUrl! })
      : await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
    let stored: number;
    try {
      stored = await check.db.$count(quotes);
      const byStatus = new Map<string, number>();
      for (const row of await check.db.select({ status: outboundMail.status }).from(outboundMail)) {
        byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + 1);
      }
      const mail = [...byStatus].map(([status, n]) => ({ status, n }));
      log(
        `  stored quotes: ${stored}${stored === quoteFigures.ok ? ' (= acknowledged)' : ` — MISMATCH with ${quoteFigures.ok} acknowledged`}; outbound_mail ${mail.map((row) => `${row.status} ${row.n}`).join(', ')}`,
      );
    } finally {
      await check.close();
    }

    const result: ApiLoadResult = {
      database,
      connections: CONNECTIONS,
      quotes: { ...quoteFigures, stored, mailedWithinMs, outbox: outboxCount(dataDir) },
      health,
      session,
      blogPosts: { ...blogPosts, posts: seeded.posts },
      signIns: { ...signInFigures, healthDuring },
      ...(twoProcesses ? { twoProcesses } : {}),
      ok: false,
    };
    result.ok =
      stored === quoteFigures.ok &&
      [
        quoteFigures,
        health,
        session,
        blogPosts,
        signInFigures,
        ...(twoProcesses ? [twoProcesses.session, twoProcesses.blogPosts] : []),
      ].every((f) => f.failed === 0);
    return result;
  } finally {
    await second?.stop();
    await server?.stop();
    if (admin && benchDbName) {
      await admin.pool.query(`drop database if exists ${benchDbName} with (force)`);
      await admin.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
