#!/usr/bin/env node
// Optional: publish Storybook to Chromatic for a team with a project token. Never part of
// `npm test` — without a token it stops at once, and without network it would never return,
// so it is also bounded in time.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set; skipping Chromatic. Visual tests run offline with `npm run test:visual`.',
  );
  process.exit(0);
}
const result = spawnSync(
  'npx',
  ['--yes', 'chromatic', '--exit-zero-on-changes', '--build-script-name=build-storybook'],
  {
    stdio: 'inherit',
    timeout: 15 * 60 * 1000,
  },
);
process.exit(result.status ?? 1);
