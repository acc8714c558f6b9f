// The real server as a child process: data written before a restart is there after it.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { repoRoot } from './config.ts';
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
    'given a vital stored before a restart, should still have it after (PGlite on disk)',
    { timeout: 90_000 },
    async () => {
      const env = { DATA_DIR: dataDir, PORT: '0', SITE_DIR: join(dataDir, 'no-site') };
      const metricId = `restart-${Date.now()}`;

      running = await startServer(env);
      const posted = await fetch(
        `${running.baseUrl}/api/vitals`,
        json({ ...validVital, id: metricId }),
      );
      expect(posted.status).toBe(204);
      expect(await stopServer(running)).toBe(0);

      // Second start: reopens the same data directory; migrations are already applied.
      running = await startServer(env);
      const ready = await fetch(`${running.baseUrl}/api/ready`);
      expect(await ready.json()).toEqual({ status: 'ready' });
      expect(await stopServer(running)).toBe(0);
      expect(running.output()).toContain('SIGTERM received: shutting down.');

      // The server has closed the database cleanly, so it can be opened here and read.
      const db = new PGlite(join(dataDir, 'db'));
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
});
