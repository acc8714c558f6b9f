// The real server as a child process: data written before a restart is there after it.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { runLeads } from './cli/leads.ts';
import { runOutbox } from './cli/outbox.ts';
import { repoRoot } from './config.ts';
import { validContact, validQuote } from './test/leads.ts';
import { json, validVital } from './test/request.ts';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

interface RunningServer {
  child: ChildProcessWithoutNullStreams;
  baseUrl: string;
  output: () => string;
}

// Node with tsx's loader, in one process: `npx tsx` would put npm in between, and npm does
// not pass SIGTERM on to its child.
function startServer(env: Record<string, string>): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverFile], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Brightlane Digital running at (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve({ child, baseUrl: match[1], output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${output}`)),
    );
  });
}

function stopServer(server: RunningServer): Promise<number | null> {
  return new Promise((resolve) => {
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

describe('the server process', () => {
  let dataDir: string;
  let running: RunningServer | undefined;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'brightlane-data-'));
  });
  afterAll(() => {
    if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'V13.3.2: given a vital stored before a restart, should still have it after (PGlite on disk), in a data directory only its owner reads',
    // Two starts, the first with initdb: over a minute on a loaded 2-core machine.
    { timeout: 180_000 },
    async () => {
      // A data directory the server makes itself: private to its owner (ASVS 5.0 V13.3.2).
      const serverData = join(dataDir, 'data');
      const env = { DATA_DIR: serverData, PORT: '0', SITE_DIR: join(dataDir, 'no-site') };
      const metricId = `restart-${Date.now()}`;

      running = await startServer(env);
      const posted = await fetch(
        `${running.baseUrl}/api/vitals`,
        json({ ...validVital, id: metricId }),
      );
      expect(posted.status).toBe(204);
      expect(statSync(serverData).mode & 0o777).toBe(0o700);
      expect(await stopServer(running)).toBe(0);

      // Second start: reopens the same data directory; migrations are already applied.
      running = await startServer(env);
      const ready = await fetch(`${running.baseUrl}/api/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(await stopServer(running)).toBe(0);
      expect(running.output()).toContain('SIGTERM received: shutting down.');

      // The server has closed the database cleanly, so it can be opened here and read.
      const db = new PGlite(join(serverData, 'db'));
      try {
        const { rows } = await db.query<{ name: string; value: number }>(
          'select name, value from vitals where metric_id = $1',
          [metricId],
        );
        expect(rows).toEqual([{ name: validVital.name, value: validVital.value }]);
      } finally {
        await db.close();
      }
    },
  );

  it(
    'V13.3.2: given lead forms posted to the real server, should store them, write the outbox (0700, files 0600) and list both while it runs and after',
    { timeout: 180_000 },
    async () => {
      // A server the test above left running (it timed out) would hold the data directory.
      if (running && running.child.exitCode === null) {
        const exited = new Promise((resolve) => running?.child.once('exit', resolve));
        running.child.kill('SIGKILL');
        await exited;
      }
      // The data directory of the test above: its database exists, so no second initdb.
      const leadsDir = join(dataDir, 'data');
      const env = { DATA_DIR: leadsDir, PORT: '0', SITE_DIR: join(dataDir, 'no-site') };
      running = await startServer({ ...env, FORM_RATE_LIMIT: '1' });
      expect(running.output()).toContain(`Mail: file outbox in ${join(leadsDir, 'outbox')}`);

      const quote = await fetch(`${running.baseUrl}/api/submit-quote`, json(validQuote));
      expect(quote.status).toBe(200);
      await fetch(
        `${running.baseUrl}/api/send-confirmation`,
        json({ ...validQuote, projectType: 'website' }),
      );
      expect((await fetch(`${running.baseUrl}/api/contact`, json(validContact))).status).toBe(200);
      // FORM_RATE_LIMIT=1, keyed on the socket's address (127.0.0.1 here).
      const limited = await fetch(`${running.baseUrl}/api/contact`, json(validContact));
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);

      // While it runs: the outbox has the mails (the mail worker sends them just after the
      // answers), and `npm run leads` asks the server.
      await vi.waitFor(
        () => expect(runOutbox([], { DATA_DIR: leadsDir })).toContain('4 message(s)'),
        {
          timeout: 15_000,
          interval: 200,
        },
      );
      expect(runOutbox([], { DATA_DIR: leadsDir })).toContain('We received your quote request');
      // The outbox holds one-time links and visitors' messages: its owner's alone (V13.3.2).
      const outbox = join(leadsDir, 'outbox');
      expect(statSync(outbox).mode & 0o777).toBe(0o700);
      for (const name of readdirSync(outbox)) {
        expect(statSync(join(outbox, name)).mode & 0o777).toBe(0o600);
      }
      await vi.waitFor(
        async () => {
          let live = '';
          await runLeads(['--json'], { DATA_DIR: leadsDir }, (text) => (live += text));
          const leads = live
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line));
          expect(leads).toMatchObject([
            { kind: 'quotes', status: 'mailed', clientIp: '127.0.0.1' },
            { kind: 'contacts', status: 'mailed' },
          ]);
        },
        { timeout: 15_000, interval: 200 },
      );

      // A second server on the same PGlite directory is refused, not allowed to corrupt it.
      const second = spawn(process.execPath, ['--import', 'tsx', serverFile], {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: '', ...env },
      });
      let secondOutput = '';
      second.stderr.on('data', (chunk: Buffer) => (secondOutput += chunk.toString()));
      const secondCode = await new Promise((resolve) => second.once('exit', resolve));
      expect(secondCode).toBe(1);
      expect(secondOutput).toContain('open in another process (server, pid');

      expect(await stopServer(running)).toBe(0);
      // Stopped: the script opens the database itself.
      let after = '';
      await runLeads([], { DATA_DIR: leadsDir }, (text) => (after += text));
      expect(after).toContain('Quotes (latest 1, newest first)');
      expect(after).toContain('Contact messages (latest 1, newest first)');
    },
  );
});
