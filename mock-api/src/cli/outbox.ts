// `npm run outbox`: the latest messages of the file outbox (DATA_DIR/outbox), newest first.
//   npm run outbox                     the latest 20: date, to, subject
//   npm run outbox -- --limit 50       more of them
//   npm run outbox -- --show 1         one message (1 = newest): headers, text part, attachments
//   npm run outbox -- --show 1 --raw   the .eml itself, as written
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadServerConfig } from '../config.ts';
import { parseEml } from '../mail/eml.ts';
import { cell, countOption, formatTable, localTime, option, printable } from './table.ts';

export const outboxDir = (dataDir: string) => join(dataDir, 'outbox');

/** The outbox's .eml file names, newest first (names start with the send time). */
export function outboxFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml') && !name.startsWith('.'))
    .sort()
    .reverse();
}

const USAGE = 'Usage: npm run outbox [-- --limit N | --show N [--raw]]';

export function runOutbox(argv: readonly string[], env: NodeJS.ProcessEnv): string {
  if (argv.includes('--help') || argv.includes('-h')) return USAGE;
  const config = loadServerConfig(env);
  const dir = outboxDir(config.dataDir);
  const files = outboxFiles(dir);
  const note = config.smtpUrl
    ? `SMTP_URL is set: new mail goes to the SMTP server, not to this outbox.\n`
    : '';
  if (files.length === 0) return `${note}The outbox ${dir} is empty.`;

  const show = option(argv, 'show');
  if (show !== undefined) {
    const index = countOption(argv, 'show', 1);
    const name = files[index - 1];
    if (!name) throw new Error(`--show ${show}: the outbox holds ${files.length} message(s)`);
    const path = join(dir, name);
    const raw = readFileSync(path);
    if (argv.includes('--raw')) return raw.toString('utf8');
    const mail = parseEml(raw);
    const header = (label: string, key: string) =>
      mail.headers[key] ? [`${label}: ${printable(mail.headers[key])}`] : [];
    return [
      `File: ${path}`,
      ...header('Date', 'date'),
      ...header('From', 'from'),
      ...header('To', 'to'),
      ...header('Reply-To', 'reply-to'),
      ...header('Subject', 'subject'),
      ...mail.attachments.map(
        (a) =>
          `Attachment: ${printable(a.filename ?? '')} (${printable(a.contentType)}, ${Math.ceil(a.size / 1024)} KB)`,
      ),
      '',
      printable(mail.text ?? '(no text part)').trimEnd(),
    ].join('\n');
  }

  const limit = countOption(argv, 'limit', 20);
  const rows = files.slice(0, limit).map((name, i) => {
    const mail = parseEml(readFileSync(join(dir, name)));
    const date = mail.headers.date ? localTime(new Date(mail.headers.date)) : '';
    return [String(i + 1), date, cell(mail.headers.to, 36), cell(mail.headers.subject, 70)];
  });
  return [
    `${note}${dir}: ${files.length} message(s), newest first${files.length > limit ? ` (showing ${limit})` : ''}`,
    '',
    formatTable(['#', 'Date', 'To', 'Subject'], rows),
    '',
    'Show one with: npm run outbox -- --show <#>',
  ].join('\n');
}
