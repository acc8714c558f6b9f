// The messages the e2e server delivered to its file outbox (DATA_DIR/outbox), parsed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEml, type ParsedEml } from '../../mock-api/src/mail/eml.ts';
import { dataDir as workerDataDir } from './worker-server.ts';

/** Every message in the outbox of the server whose data directory is `dataDir`, oldest first. */
export function outbox(dataDir = workerDataDir()): ParsedEml[] {
  const dir = join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .map((name) => parseEml(readFileSync(join(dir, name))));
}

/** The messages to `address`, with `mention` in their text when given (tells leads apart). */
export function mailsTo(address: string, mention = '', dataDir?: string): ParsedEml[] {
  return outbox(dataDir).filter(
    (mail) => (mail.headers.to ?? '').includes(address) && (mail.text ?? '').includes(mention),
  );
}
