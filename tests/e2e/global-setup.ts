// One real server for the whole e2e run: built site + API + a fresh data directory.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '../lib/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** The server's DATA_DIR: its outbox (outbox/*.eml) and, through `npm run leads`, its leads. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(repoRoot, 'site/dist/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  }
  // Per-IP sign-in limits off: the accounts suite signs in more often than a person would
  // (per-account limits stay, AUTH_RATE_LIMIT in the README). The beacon limit too: every
  // page of the whole run reports from 127.0.0.1, faster than 120 a minute. And the lead forms'
  // (5 per address in 10 minutes): the suite sends more quotes than that from one address;
  // leads.e2e.ts checks the limit on a server of its own.
  const server = await startServer({
    AUTH_RATE_LIMIT: '0',
    TELEMETRY_RATE_LIMIT: '0',
    FORM_RATE_LIMIT: '0',
  });
  project.provide('baseURL', server.url);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
  };
}
