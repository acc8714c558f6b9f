// What the resilience files share: a real API server process (tests/lib/server.ts) without the
// built site, plain HTTP helpers, and a direct view of its database for the checks.
import { apiPaths } from '@brightlane/contract';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type Database } from '../../mock-api/src/db/client.ts';
import { startServer, type RunningServer } from '../lib/server.ts';

export const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;

/** The two databases the crash test runs on; PostgreSQL only when DATABASE_URL is set. */
export const backends = [
  // Blank, not absent: the server process inherits this one's environment.
  { name: 'PGlite', env: { DATABASE_URL: '' } as Record<string, string> },
  ...(databaseUrl ? [{ name: 'PostgreSQL', env: { DATABASE_URL: databaseUrl } }] : []),
];

// RESILIENCE_PORT_BASE keeps the servers on known ports (a shared machine); else free ones.
const NO_SITE = join(tmpdir(), 'brightlane-resilience-no-site');

let nextPort = Number(process.env.RESILIENCE_PORT_BASE) || 0;
const portEnv = (): Record<string, string> => (nextPort ? { PORT: String(nextPort++) } : {});

/**
 * The API alone (SITE_DIR names no build): these suites are about the API, and need no
 * `npm run build`. Rate limits off unless `env` sets them.
 */
export function startApi(env: Record<string, string> = {}, dataDir?: string) {
  return startServer(
    {
      SITE_DIR: NO_SITE,
      FORM_RATE_LIMIT: '0',
      AUTH_RATE_LIMIT: '0',
      ...portEnv(),
      ...env,
    },
    dataDir,
  );
}

/** A server on the same port and data as one that died (the crash test's restart). */
export function restartApi(server: RunningServer, env: Record<string, string>) {
  return startServer(
    {
      SITE_DIR: NO_SITE,
      FORM_RATE_LIMIT: '0',
      AUTH_RATE_LIMIT: '0',
      PORT: new URL(server.url).port,
      ...env,
    },
    server.dataDir,
  );
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

/** A JSON request as the site sends it (Origin: the server's own, as the CSRF check wants). */
export function call(server: RunningServer, path: string, options: CallOptions = {}) {
  const { method = options.body === undefined ? 'GET' : 'POST', body, token, headers } = options;
  return fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(method === 'GET' ? {} : { Origin: server.url }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export const uniqueEmail = (name: string) =>
  `${name}-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Signs up a new account and resolves to its bearer token. */
export async function signUp(server: RunningServer, email: string, password: string) {
  const res = await call(server, apiPaths.auth.signup, {
    body: { name: 'Resilience Tester', email, password },
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

export const validQuote = (name: string, email: string) => ({
  projectGoal: 'website',
  businessType: 'retail',
  projectScope: 'small',
  name,
  email,
  phone: '123-456-7890',
  message: `Quote from ${name}`,
  timestamp: new Date().toISOString(),
});

/**
 * The server's database, opened directly. PGlite: only once the server has stopped (one
 * process per data directory).
 */
export function openServerDatabase(
  dataDir: string,
  env: Record<string, string>,
): Promise<Database> {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });
}

/** Plain SQL on either database (both drivers answer { rows }). */
export async function query<Row>(database: Database, text: string, params: unknown[] = []) {
  const result =
    database.kind === 'pglite'
      ? await database.client.query<Row>(text, params)
      : await database.pool.query(text, params);
  return result.rows as Row[];
}
