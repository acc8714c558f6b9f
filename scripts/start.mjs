#!/usr/bin/env node
// `npm start`: build the site when there is no build or its sources changed since the last
// one (scripts/build-stamp.mjs), then serve the site and the API on one port (PORT, default
// 3000) with the embedded database under ./data (DATA_DIR). `--rebuild` forces a build.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rebuildReason } from './build-stamp.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const reason = process.argv.includes('--rebuild') ? '--rebuild' : rebuildReason(root);
if (reason) {
  console.log(`Building the site (${reason})…`);
  // `npm run build` writes the stamp as its last step.
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log('The site build is current (no source changed since the last build).');
}

const server = spawn(process.execPath, ['--import', 'tsx', 'mock-api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  // A new database starts with the sample blog posts (mock-api/src/cli/seed.ts).
  env: { NODE_ENV: 'production', SEED_ON_FIRST_RUN: '1', ...process.env },
});
// Pass Ctrl-C and termination on so the server closes its database cleanly.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
