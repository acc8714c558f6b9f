// The messages the e2e server delivered to its file outbox (DATA_DIR/outbox), parsed, and the
// file an applicant sends that comes back as an attachment.
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

/** A small but real PDF: what an applicant would attach (a CV). */
export const SMALL_PDF = Buffer.from(
  [
    '%PDF-1.4',
    '1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj',
    '2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj',
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
    '',
  ].join('\n'),
);
