// The real servers for the e2e run: built site + API + a fresh data directory each, one per
// worker (tests/e2e/vitest.config.ts), so files running side by side never share a database,
// an outbox or a rate limit; tests/e2e/worker-server.ts gives each file its worker's server.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer, type RunningServer } from '../lib/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One per worker: its URL, and its DATA_DIR (its outbox, outbox/*.eml, and, through
     * `npm run leads`, its leads).
     */
    servers: { url: string; dataDir: string }[];
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'site/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  const workers = Math.max(1, project.config.maxWorkers);
  const servers: RunningServer[] = [];
  // One after another: each takes its free port before the next looks for one.
  for (let i = 0; i < workers; i++) {
    // Per-IP sign-in limits off: the accounts suite signs in more often than a person would
    // (per-account limits stay, AUTH_RATE_LIMIT in the README). The beacon limit too: every
    // page of the whole run reports from 127.0.0.1, faster than 120 a minute. And the lead
    // forms' (5 per address in 10 minutes): the suite sends more quotes than that from one
    // address; leads.e2e.ts checks the limit on a server of its own.
    servers.push(
      await startServer({ AUTH_RATE_LIMIT: '0', TELEMETRY_RATE_LIMIT: '0', FORM_RATE_LIMIT: '0' }),
    );
  }
  project.provide(
    'servers',
    servers.map(({ url, dataDir }) => ({ url, dataDir })),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
