import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Faults and bad input (docs/decisions/026-resilience.md; ADR 026): real server processes killed mid-load,
// fuzzed, and held open by slow clients. Files run one after another: two cores, and each
// file starts its own servers. DATABASE_URL set (mock-api/scripts/with-postgres.sh) adds the
// PostgreSQL variants and the two-process file.
export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'resilience',
    include: ['tests/resilience/**/*.resilience.ts'],
    setupFiles: ['tests/setup/node.ts'],
    fileParallelism: false,
    testTimeout: 240_000,
    hookTimeout: 240_000,
    globals: true,
  },
});
