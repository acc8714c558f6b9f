import { defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';

// One Vitest run covers every package. vanilla-extract's plugin must be present wherever
// .css.ts files are imported (docs/stack.md trap 1); projects inherit it through `extends: true`.
export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // Workspace packages resolve to their TypeScript sources through a project-only condition.
  resolve: { conditions: ['brightlane-source', ...defaultClientConditions] },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['packages/ui/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          // A file's first test pays for transforming what it imports (for the site, every
          // page module) while other files do the same on 2 cores: 5 s is too tight there.
          // A timeout only bounds a hung test; the assertions do not depend on it.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'site',
          environment: 'jsdom',
          include: ['site/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/dom.ts'],
          // A file's first test pays for transforming what it imports (for the site, every
          // page module) while other files do the same on 2 cores: 5 s is too tight there.
          // A timeout only bounds a hung test; the assertions do not depend on it.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // The repository's own tooling: build stamp, dependency declarations, the bench's
          // trace attribution and first-tap judging.
          name: 'tooling',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['mock-api/src/**/*.test.ts'],
          setupFiles: ['tests/setup/node.ts'],
          // PGlite start-up dominates; files run in parallel on 2 cores, each with its own DB.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
