import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// End-to-end: the real built server (site + API + a fresh PGlite data dir) driven by Debian's
// Chromium. Files run one after another: two cores, one server, one browser.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    setupFiles: ['tests/setup/node.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 240_000,
    globals: true,
  },
});
