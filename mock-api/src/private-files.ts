// The data directory holds what only the server's owner may read: the database, the secrets
// key, the control socket and the mail outbox (whose messages carry one-time links until they
// are sent, and visitors' messages after). Whatever the server creates there is made private
// from the start: directories 0700, files 0600 (whatever the umask lets through less).
import { mkdirSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Makes the directory (and any missing parent) private to its owner; one that exists is kept. */
export function makePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}

export async function makePrivateDirAsync(path: string): Promise<void> {
  await mkdir(path, { recursive: true, mode: PRIVATE_DIR_MODE });
}
