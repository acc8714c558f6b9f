import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: the real built server (site + API + a fresh PGlite data dir) driven by Debian's
// Chromium. E2E_WORKERS files run side by side (default 1), each worker with a server and a
// browser of its own (tests/e2e/global-setup.ts); `npm test` sets it from the machine's cores
// (scripts/test.mjs).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1) || 1);

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/setup/node.ts'],
    fileParallelism: workers > 1,
    maxWorkers: workers,
    testTimeout: 30_000,
    // In CI a test that fails gets one more try: a run that fails does not land, and a browser
    // test on a shared runner can lose a race once. A test that passes only on its retry is
    // named at the end of `npm test` ('Passed on a retry'), to be fixed, not forgotten
    // (docs/decisions/039-ci-on-any-machine.md); locally every failure shows at once.
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 240_000,
    // expect.poll waits for the app to get somewhere, never for a figure: Vitest's 1 s default
    // failed a cold server's first bell count on a loaded CI machine. A failing poll now takes
    // longer to report; a passing one is as fast as before.
    expect: { poll: { timeout: 10_000 } },
    globals: true,
  },
});
