#!/usr/bin/env node
// `npm run chromatic`: publish Storybook to Chromatic, for a team with a project token. The
// stories are captured in the brand × scheme modes set in .storybook/preview.tsx
// (`parameters.chromatic.modes`). Never part of `npm test`: the offline visual suite
// (`npm run test:visual`) is the gate. Without a token it stops at once; it runs the chromatic
// CLI installed as a devDependency (nothing is downloaded at run time) against a fresh
// Storybook build, and is bounded in time because without network the CLI never returns.
//   CHROMATIC_PROJECT_TOKEN=… npm run chromatic [-- <extra chromatic flags>]
//   CHROMATIC_TIMEOUT_MINUTES=15 (default)
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token from ' +
      'chromatic.com to publish Storybook (Brightlane and Data Pro, light and dark). The visual gate is offline: ' +
      '`npm run test:visual` (part of `npm test`).',
  );
  process.exit(0);
}

const minutes = Number(process.env.CHROMATIC_TIMEOUT_MINUTES ?? 15);
const deadline = Date.now() + minutes * 60_000;
const remaining = () => Math.max(1000, deadline - Date.now());

function run(label, command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', timeout: remaining() });
  if (result.error?.code === 'ETIMEDOUT' || result.signal === 'SIGTERM') {
    console.error(
      `${label} did not finish within ${minutes} min (CHROMATIC_TIMEOUT_MINUTES); stopped.`,
    );
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

// Build the Storybook that is published, so Chromatic never builds (or installs) anything itself.
run('Storybook build', 'npm', ['run', 'build-storybook']);
// The installed CLI, run with this process's Node (the project's Node through npm scripts).
const cli = join(
  dirname(createRequire(import.meta.url).resolve('chromatic/package.json')),
  'dist/bin.cjs',
);
run('Chromatic', process.execPath, [
  cli,
  '--storybook-build-dir=storybook-static',
  '--exit-zero-on-changes',
  ...process.argv.slice(2),
]);
