// The server of the worker this file runs in: global setup starts one per worker, and Vitest
// numbers a run's workers 1…maxWorkers (VITEST_POOL_ID).
import { inject } from 'vitest';

export function workerServer(): { url: string; dataDir: string } {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const server = servers[(worker - 1) % servers.length];
  if (!server) throw new Error('no e2e server: run with tests/e2e/vitest.config.ts');
  return server;
}

export const baseURL = () => workerServer().url;
/** The server's DATA_DIR: its outbox (outbox/*.eml) and, through `npm run leads`, its leads. */
export const dataDir = () => workerServer().dataDir;
