// How an operator's script reaches the server's database (`npm run leads`, `npm run
// staff:create`): PostgreSQL directly (DATABASE_URL; the server may keep running), else the
// PGlite files in DATA_DIR/db — directly when no process holds them, or through the running
// server's control socket (control-socket.ts), since PGlite is one process's database.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerConfig } from '../config.ts';
import { controlSocketPath } from '../control-socket.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { acquireDataDirLock, dataDirLockOwner } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';

export interface ServerDataAccess<T> {
  /** The database itself; `release` must run after the database closes. */
  database(database: Database, release?: () => void): T;
  /** The running server's control socket at `socket`. */
  socket(socket: string): T;
}

/** One of `access`'s two ways in; a string says why there is no database yet. */
export async function openServerData<T>(
  env: NodeJS.ProcessEnv,
  access: ServerDataAccess<T>,
): Promise<T | string> {
  const config = loadServerConfig(env);
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    await migrateDatabase(database);
    return access.database(database);
  }
  const dir = join(config.dataDir, 'db');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    return `No database in ${dir} yet: the server creates it when it first starts.`;
  }
  const owner = dataDirLockOwner(config.dataDir);
  if (owner) {
    const socket = controlSocketPath(config.dataDir);
    if (owner.role === 'server' && existsSync(socket)) return access.socket(socket);
    throw new Error(
      `The database in ${dir} is open in another process (${owner.role}, pid ${owner.pid}); try again when it has finished.`,
    );
  }
  const lock = acquireDataDirLock(config.dataDir, 'script');
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: dir });
    await migrateDatabase(database);
    return access.database(database, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}
