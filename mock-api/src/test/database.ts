// A fresh, migrated database for one test file: in-memory PGlite by default; with
// DATABASE_URL set, a new schema on that PostgreSQL server, dropped again on close, so test
// files running in parallel never see each other's rows.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, wrapPglite, type Database } from '../db/client.ts';
import { migrateDatabase, migrationsFolder } from '../db/migrate.ts';

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? openPostgresSchema(url) : openPgliteFromTemplate();
}

// initdb dominates PGlite's start (3–6 s on two busy cores); loading a dump of an already
// migrated database takes about 0.6 s. The dump is cached in the temp dir, keyed by the
// migrations and the PGlite version, so a schema change can never load a stale template.
const TEMPLATE_PREFIX = 'brightlane-api-test-db-';

async function openPgliteFromTemplate(): Promise<Database> {
  const template = join(tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}.tar`);
  if (existsSync(template)) {
    const dump = new Blob([await readFile(template)]);
    const database = wrapPglite(new PGlite({ loadDataDir: dump }));
    await database.client.waitReady;
    await migrateDatabase(database); // a no-op; guards against a truncated template
    return database;
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  if (database.kind === 'pglite') {
    const dump = await database.client.dumpDataDir('none');
    // Parallel test files may race to write it: write aside, then rename atomically.
    const partial = `${template}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, template);
    // Templates of older migrations are dead weight in the temp dir.
    for (const name of readdirSync(tmpdir())) {
      const file = join(tmpdir(), name);
      if (name.startsWith(TEMPLATE_PREFIX) && name.endsWith('.tar') && file !== template)
        await rm(file, { force: true });
    }
  }
  return database;
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(pgliteVersion());
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}

// The package does not export its package.json: find it above the resolved entry point.
function pgliteVersion(): string {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (dir !== dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === '@electric-sql/pglite') return manifest.version ?? 'unknown';
    }
    dir = dirname(dir);
  }
  return 'unknown';
}

async function openPostgresSchema(url: string): Promise<Database> {
  const schemaName = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema "${schemaName}"`);
  const database = await openDatabase({ kind: 'postgres', url, searchPath: schemaName });
  await migrateDatabase(database, { migrationsSchema: schemaName });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await adminQuery(url, `drop schema if exists "${schemaName}" cascade`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
