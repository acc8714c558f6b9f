// Opens the database: embedded PGlite (on disk, or in memory for tests) by default, a real
// PostgreSQL server through node-postgres when DATABASE_URL is set. Both give the same
// drizzle API over the same schema, so services never know which one they talk to.
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

/** The drizzle handle services use; the common type of the PGlite and node-postgres drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  /** `dataDir` undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string }
  /** `searchPath` puts every unqualified table in that schema (per-file test isolation). */
  | { kind: 'postgres'; url: string; searchPath?: string };

/**
 * LISTEN on a channel: `onMessage` gets each NOTIFY payload sent to it, from this process or
 * (PostgreSQL) any other; `onResume` runs when a lost listening connection is back, so the
 * caller can look for what it missed. Resolves to the function that stops listening.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onResume?: () => void,
) => Promise<() => Promise<void>>;

interface DatabaseBase {
  db: Db;
  listen: Listen;
  close(): Promise<void>;
}

export type Database =
  | (DatabaseBase & { kind: 'pglite'; client: PGlite })
  | (DatabaseBase & { kind: 'postgres'; pool: pg.Pool });

export type PgliteDatabase = Extract<Database, { kind: 'pglite' }>;

/** Gives an already-constructed PGlite (e.g. loaded from a dump) the common Database shape. */
export function wrapPglite(client: PGlite): PgliteDatabase {
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client, schema }),
    // One process, one database: NOTIFY reaches the listeners of this instance, never lost.
    listen: (channel, onMessage) => client.listen(channel, onMessage),
    // PGlite keeps the event loop alive until closed (docs/stack.md trap 10).
    close: () => (client.closed ? Promise.resolve() : client.close()),
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') {
    const database = wrapPglite(options.dataDir ? new PGlite(options.dataDir) : new PGlite());
    await database.client.waitReady;
    return database;
  }
  const pool = new pg.Pool({
    connectionString: options.url,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client losing its connection emits 'error' on the pool; unhandled, it would
  // crash the process. The next query reconnects, so logging is enough.
  pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
  let closed = false;
  const listeners = new Set<PostgresListener>();
  return {
    kind: 'postgres',
    pool,
    db: drizzlePostgres({ client: pool, schema }),
    listen: async (channel, onMessage, onResume) => {
      const listener = new PostgresListener(options.url, channel, onMessage, onResume);
      listeners.add(listener);
      await listener.start();
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((listener) => listener.stop()));
      await pool.end();
    },
  };
}

/** Wait before reconnecting a lost LISTEN connection, doubling up to a few seconds. */
const LISTEN_RETRY_MS = [250, 500, 1000, 2000, 4000];

/**
 * A LISTEN needs a connection of its own for as long as it lasts (a pooled one would be handed
 * to queries). When the server restarts or the connection drops, this one reconnects, listens
 * again and calls `onResume`: what was sent in between was not delivered to it.
 */
class PostgresListener {
  private client: pg.Client | undefined;
  private stopped = false;
  private attempt = 0;
  private retry: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly channel: string,
    private readonly onMessage: (payload: string) => void,
    private readonly onResume?: () => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === this.channel && message.payload !== undefined) {
        this.onMessage(message.payload);
      }
    });
    client.on('error', (error) => {
      console.error(`PostgreSQL LISTEN ${this.channel} error:`, error.message);
      this.reconnectLater(client);
    });
    client.on('end', () => this.reconnectLater(client));
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    this.attempt = 0;
  }

  private reconnectLater(lost: pg.Client) {
    if (this.stopped || this.client !== lost || this.retry) return;
    this.client = undefined;
    lost.removeAllListeners('end');
    void lost.end().catch(() => undefined);
    const delay = LISTEN_RETRY_MS[Math.min(this.attempt, LISTEN_RETRY_MS.length - 1)] ?? 4000;
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (this.stopped) return;
      this.start().then(
        () => this.onResume?.(),
        (error: unknown) => {
          console.error(`PostgreSQL LISTEN ${this.channel} reconnect failed:`, error);
          if (this.client) this.reconnectLater(this.client);
        },
      );
    }, delay);
    this.retry.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    client.removeAllListeners('end');
    await client.end().catch(() => undefined);
  }
}
