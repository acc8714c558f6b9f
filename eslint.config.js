// One flat config for every workspace. typescript-eslint for TS, react-hooks for hook rules,
// jsx-a11y so accessibility mistakes fail `npm run lint` before they reach axe, and
// import-x/no-extraneous-dependencies so every import is declared by the package.json of the
// workspace it lives in (the other half, declared but never imported, is
// scripts/dependencies.test.ts).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

const root = fileURLToPath(new URL('.', import.meta.url));
const at = (dir) => `${root}${dir}`;

/** Code that ships or runs in production: only the workspace's own dependencies and peers. */
const runtime = (dir) => ({
  packageDir: [at(dir)],
  devDependencies: false,
  peerDependencies: true,
  optionalDependencies: false,
  includeInternal: true,
  includeTypes: true,
});
/**
 * Tests, stories, configs and build scripts of a workspace: its own package.json and the root
 * one, which holds the shared tooling (Vitest, Testing Library, Storybook, Vite and plugins).
 */
const tooling = (dir) => ({
  packageDir: dir ? [at(dir), root] : [root],
  devDependencies: true,
  peerDependencies: true,
  optionalDependencies: false,
  includeInternal: true,
  includeTypes: true,
});
const testsAndStories = (dir) => [
  `${dir}/**/*.test.{ts,tsx}`,
  // Helpers only tests import (e.g. site/src/features/leads/testing.ts).
  `${dir}/**/testing.{ts,tsx}`,
  `${dir}/**/*.stories.{ts,tsx}`,
];
const configs = (dir) => [`${dir}/*.{ts,js,mjs}`, `${dir}/scripts/**/*.{ts,js,mjs}`];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'storybook-static/**',
      'data/**',
      'bench/results/**',
      'mock-api/drizzle/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // Undeclared imports fail lint. One block per workspace: runtime code first, then its
  // tests, stories and tooling (later blocks override earlier ones for the same file).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          conditionNames: ['brightlane-source', 'types', 'import', 'node', 'default'],
        }),
      ],
    },
    rules: { 'import-x/no-extraneous-dependencies': ['error', tooling('')] },
  },
  ...['packages/ui', 'packages/contract', 'site', 'mock-api'].flatMap((dir) => [
    {
      files: [`${dir}/**/*.{ts,tsx,js,mjs}`],
      rules: { 'import-x/no-extraneous-dependencies': ['error', runtime(dir)] },
    },
    {
      files: [...testsAndStories(dir), ...configs(dir)],
      rules: { 'import-x/no-extraneous-dependencies': ['error', tooling(dir)] },
    },
  ]),
);
