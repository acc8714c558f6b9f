// Applies the SQL migrations drizzle-kit generated into mock-api/drizzle/, at every start.
// Already-applied migrations are skipped (drizzle keeps a journal table).
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// Any constant works; it only has to be the same in every process of this app.
const MIGRATION_LOCK_KEY = 7_294_011;

export interface MigrateOptions {
  /** Where drizzle keeps its journal table; default 'drizzle'. Tests use their own schema. */
  migrationsSchema?: string;
}

export async function migrateDatabase(
  database: Database,
  options: MigrateOptions = {},
): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: options.migrationsSchema };
  if (database.kind === 'pglite') {
    await migratePglite(drizzlePglite({ client: database.client }), config);
    return;
  }
  // Several API processes may start at once against one PostgreSQL (docs/architecture.md,
  // "Scaling out"): a session-level advisory lock lets exactly one apply the migrations,
  // on the same connection that holds the lock.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePostgres(drizzlePostgres({ client }), config);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
