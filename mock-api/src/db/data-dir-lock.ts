// PGlite is one process's database: a second process opening the same directory is not
// refused, and both then write the same files. So whoever opens DATA_DIR/db (the server, or a
// script such as `npm run leads`) first takes DATA_DIR/db.lock, holding its pid. A lock whose
// process is gone (a crash, a SIGKILL) is stale and taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export interface LockOwner {
  pid: number;
  /** 'server' or 'script': who holds it, for the message. */
  role: string;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly owner: LockOwner,
    readonly lockPath: string,
  ) {
    super(
      `The database in this data directory is open in another process (${owner.role}, pid ${owner.pid}). ` +
        `Stop that process first (or delete ${lockPath} if no such process exists).`,
    );
    this.name = 'DataDirBusyError';
  }
}

export const dataDirLockPath = (dataDir: string) => join(dataDir, 'db.lock');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(path: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number'
      ? { pid: owner.pid, role: String(owner.role ?? 'unknown') }
      : undefined;
  } catch {
    return undefined; // missing, or half-written by a process that died
  }
}

/** The live process holding the lock, if any. */
export function dataDirLockOwner(dataDir: string): LockOwner | undefined {
  const owner = readOwner(dataDirLockPath(dataDir));
  return owner && owner.pid !== process.pid && isAlive(owner.pid) ? owner : undefined;
}

/** Takes the lock or throws DataDirBusyError. `release()` removes it (only if still ours). */
export function acquireDataDirLock(dataDir: string, role: string): { release(): void } {
  const path = dataDirLockPath(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      try {
        writeSync(fd, JSON.stringify({ pid: process.pid, role }));
      } finally {
        closeSync(fd);
      }
      return {
        release() {
          if (readOwner(path)?.pid === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(path);
      if (owner && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new DataDirBusyError(owner, path);
      }
      unlinkSync(path); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${path}`);
}
