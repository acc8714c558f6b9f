import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { controlSocketPath, startControlSocket } from '../control-socket.ts';
import type { Database } from '../db/client.ts';
import {
  acquireDataDirLock,
  DataDirBusyError,
  dataDirLockOwner,
  dataDirLockPath,
} from '../db/data-dir-lock.ts';
import { allLeads, latestLeads } from '../services/lead-report.ts';
import { openTestDatabase } from '../test/database.ts';
import {
  formOf,
  multipart,
  PDF,
  pdfBytes,
  validApplication,
  validContact,
  validQuote,
} from '../test/leads.ts';
import { json } from '../test/request.ts';
import { settledApp } from '../test/settled-app.ts';
import { formatLatest, runLeads } from './leads.ts';

describe('npm run leads', () => {
  let database: Database;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'bl-leads-'));
    // Settled: the statuses below ('mailed') are the mail worker's, written after the answer.
    const app = settledApp(
      buildApp({ database, config: { logLevel: 'silent', formRateLimit: 0 } }),
    );
    await app.request('/api/submit-quote', json({ ...validQuote, name: 'Quinn' }));
    await app.request('/api/submit-quote', json({ ...validQuote, name: 'Spam Bot', website: 'x' }));
    await app.request('/api/contact', json({ ...validContact, message: 'Line one\nline two' }));
    const cv = new File([pdfBytes(4096)], 'quinn.pdf', { type: PDF });
    await app.request('/api/careers/applications', multipart(formOf(validApplication, ['cv', cv])));
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('given stored leads, should print the latest of each kind as tables, newest first', async () => {
    const text = formatLatest(await latestLeads(database.db, 10));
    expect(text).toContain('Quotes (latest 2, newest first)');
    const quoteLines = text.split('\n').filter((line) => /^\d+ /.test(line));
    expect(quoteLines[0]).toMatch(/^2 .*new, spam\s+Spam Bot/);
    expect(quoteLines[1]).toMatch(
      /^1 .*mailed\s+Quinn\s+ann@example\.com .*Website · Retail · Small/,
    );
    expect(text).toContain('Contact messages (latest 1, newest first)');
    expect(text).toContain('Line one line two');
    expect(text).toContain('Applications (latest 1, newest first)');
    expect(text).toMatch(/Full-Time Developer\s+Bob Smith .* quinn\.pdf \(4 KB\)/);

    const one = formatLatest(await latestLeads(database.db, 1));
    expect(one).toContain('Quotes (latest 1, newest first)');
  });

  it('V16.4.1: given lead text with terminal escapes, should print it inert: no ESC, OSC, C0/C1 or bidi controls', async () => {
    const leads = await latestLeads(database.db, 10);
    const [contact] = leads.contacts;
    const hostile = {
      ...leads,
      contacts: [
        {
          ...contact!,
          name: 'Eve\u001b]0;owned\u0007\u202eevil',
          message:
            'Hi \u001b[2J\u001b[31mred\u001b[0m \u009b31m \u001b]8;;https://evil.example\u0007link\u001b]8;;\u0007 \u0000end',
        },
      ],
    };
    const text = formatLatest(hostile);
    // eslint-disable-next-line no-control-regex -- the characters a terminal would obey
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain('Eveevil');
    expect(text).toContain('Hi red link end');
  });

  it('given --json, should stream every lead as one JSON object a line with its kind', async () => {
    const leads = [];
    for await (const lead of allLeads(database.db)) leads.push(lead);
    expect(leads.map((lead) => [lead.kind, lead.id])).toEqual([
      ['quotes', 1],
      ['quotes', 2],
      ['contacts', 1],
      ['applications', 1],
    ]);
    expect(leads[3]).toMatchObject({
      kind: 'applications',
      status: 'mailed',
      cv: { filename: 'quinn.pdf', type: PDF, size: 4096 },
    });
    expect(JSON.stringify(leads)).not.toContain('content');
  });

  it('given the server holds the PGlite directory, should read through its control socket', async () => {
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '17\n');
    // The lock of a live process that is not this one: the test runner's parent.
    writeFileSync(dataDirLockPath(dataDir), JSON.stringify({ pid: process.ppid, role: 'server' }));
    const socket = await startControlSocket(controlSocketPath(dataDir), database.db);
    try {
      let out = '';
      await runLeads(['--json'], { DATA_DIR: dataDir }, (text) => (out += text));
      const lines = out
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line));
      expect(lines.map((lead) => lead.kind)).toEqual([
        'quotes',
        'quotes',
        'contacts',
        'applications',
      ]);

      out = '';
      await runLeads(['--limit', '5'], { DATA_DIR: dataDir }, (text) => (out += text));
      expect(out).toContain('Quotes (latest 2, newest first)');
    } finally {
      await socket?.close();
      rmSync(dataDirLockPath(dataDir), { force: true });
    }
  });

  it('given no database yet, or one held by another script, should say so', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'bl-leads-empty-'));
    try {
      let out = '';
      await runLeads([], { DATA_DIR: empty }, (text) => (out += text));
      expect(out).toBe(
        `No database in ${join(empty, 'db')} yet: the server creates it when it first starts.\n`,
      );
      await expect(runLeads(['--limit', 'ten'], { DATA_DIR: empty }, () => {})).rejects.toThrow(
        '--limit takes a whole number from 1, got "ten"',
      );

      mkdirSync(join(empty, 'db'));
      writeFileSync(join(empty, 'db', 'PG_VERSION'), '17\n');
      writeFileSync(dataDirLockPath(empty), JSON.stringify({ pid: process.ppid, role: 'script' }));
      await expect(runLeads([], { DATA_DIR: empty }, () => {})).rejects.toThrow(
        `is open in another process (script, pid ${process.ppid})`,
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the data directory lock', () => {
  it('given a live holder, should refuse; given a dead one, should take over; release should remove it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bl-lock-'));
    try {
      const lock = acquireDataDirLock(dir, 'server');
      expect(existsSync(dataDirLockPath(dir))).toBe(true);
      expect(dataDirLockOwner(dir)).toBeUndefined(); // it is ours
      lock.release();
      expect(existsSync(dataDirLockPath(dir))).toBe(false);

      writeFileSync(dataDirLockPath(dir), JSON.stringify({ pid: process.ppid, role: 'server' }));
      expect(dataDirLockOwner(dir)).toEqual({ pid: process.ppid, role: 'server' });
      expect(() => acquireDataDirLock(dir, 'script')).toThrow(DataDirBusyError);

      const exited = spawnSync(process.execPath, ['-e', '']).pid ?? 0;
      writeFileSync(dataDirLockPath(dir), JSON.stringify({ pid: exited, role: 'server' }));
      expect(dataDirLockOwner(dir)).toBeUndefined();
      acquireDataDirLock(dir, 'script').release();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
