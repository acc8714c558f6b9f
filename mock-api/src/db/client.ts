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

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close(): Promise<void> };

export type PgliteDatabase = Extract<Database, { kind: 'pglite' }>;

/** Gives an already-constructed PGlite (e.g. loaded from a dump) the common Database shape. */
export function wrapPglite(client: PGlite): PgliteDatabase {
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client, schema }),
    // PGlite keeps the event loop alive until closed (STACK.md trap 10).
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
  return {
    kind: 'postgres',
    pool,
    db: drizzlePostgres({ client: pool, schema }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
