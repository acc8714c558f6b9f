import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { STARTUP_MODULE } from './src/app/startup.ts';
import { themeHeadPlugin } from './vite-plugin-theme-head.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Workspace packages resolve to their TypeScript sources (their `brightlane-source` export), in
 * dev, build and the pre-render build alike, so the site never depends on a stale dist/.
 * Aliases rather than a resolve condition, so nothing else about resolution changes between
 * dev, build and the pre-render bundle.
 */
function workspaceSourceAliases() {
  const aliases: { find: RegExp; replacement: string }[] = [];
  for (const dir of ['packages/ui', 'packages/contract']) {
    const pkg = JSON.parse(readFileSync(`${root}${dir}/package.json`, 'utf8')) as {
      name: string;
      exports: Record<string, string | { 'brightlane-source'?: string }>;
    };
    for (const [subpath, target] of Object.entries(pkg.exports)) {
      const source = typeof target === 'string' ? target : target['brightlane-source'];
      if (!source?.endsWith('.ts')) continue;
      const specifier = subpath === '.' ? pkg.name : `${pkg.name}/${subpath.slice(2)}`;
      const escaped = specifier.replace(/[/.]/g, '\\$&');
      aliases.push({
        find: new RegExp(`^${escaped}$`),
        replacement: `${root}${dir}/${source.slice(2)}`,
      });
    }
  }
  return aliases;
}

// Build-time constants shared by the client and the pre-render bundle (see src/vite-env.d.ts).
const siteUrl = process.env.SITE_URL || 'http://localhost:3000';
const now = new Date();
const buildDate = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
  .map((part) => String(part).padStart(2, '0'))
  .join('-');

/**
 * The chunks every page loads before its code runs: the browser entry and the start-up module
 * (src/app/startup.ts STARTUP_MODULE), with everything they import statically. The pre-render
 * and the SPA shell fetch them all up front (src/app/assetTags.ts), so preloading one again on
 * a dynamic import does nothing. Read from the client bundle before Vite writes its preload
 * lists (its import analysis runs after the plugins listed here).
 */
const alwaysLoaded = new Set<string>();

function alwaysLoadedChunks(): Plugin {
  return {
    name: 'brightlane:always-loaded-chunks',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      alwaysLoaded.clear();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (alwaysLoaded.has(fileName) || chunk?.type !== 'chunk') return;
        alwaysLoaded.add(fileName);
        chunk.imports.forEach(add);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry || chunk.facadeModuleId?.endsWith(STARTUP_MODULE)) add(chunk.fileName);
      }
    },
  };
}

/**
 * Two chunks of small modules that would otherwise be a dozen or two files of under 1 KB each
 * (docs/decisions/044-fewer-files-first.md). Over HTTP/1.1 a browser fetches six files at a
 * time, so on a slow phone each further file costs a round trip (150 ms) before the app can
 * start. Rolldown cuts a module shared by chunks that may load apart into a chunk of its own;
 * these modules load together on the pages that use them, so they are grouped by name:
 *
 * - `start`: modules every page loads before its code runs (the start-up module's imports
 *   that lazy chunks share: the session, the error screens, the theme provider, Button);
 * - `kit`: the parts the public pages' forms and content share (headings, cards, fields,
 *   the form and its validation, the lead forms' helpers, structured data). A page using one
 *   of them loads them all: about 8 KB more on a page without a form, for 6–20 fewer files.
 *
 * A module listed here that stops being needed at start only costs bytes, never breaks a page;
 * tests/e2e/smoke.e2e.ts counts the home page's first-load files.
 */
const START_KIT = new RegExp(
  [
    'site/src/features/auth/session\\.ts$',
    'packages/contract/src/paths\\.ts$',
    'site/src/errors/(ErrorScreen|NotFoundPage|errorText|RouteErrorBoundary|AppErrorBoundary)\\.tsx?$',
    'site/src/app/loadOnce\\.ts$',
    'packages/ui/src/components/(Button|Spinner|IconButton)/',
    'packages/ui/src/theme/(ThemeProvider|themeCss|shipped|headScript)\\.tsx?$',
    'packages/ui/src/tokens/names\\.ts$',
    'packages/ui/src/hydration/clientSnapshot\\.ts$',
  ].join('|'),
);
const FORMS_KIT = new RegExp(
  [
    'packages/ui/src/components/(Heading|TextField|Field|Card|Select|Form|RadioCardGroup|TextArea)/',
    'packages/contract/src/(messages/leads|form-constants)\\.ts$',
    'site/src/forms/',
    'site/src/app/(validation|useHydrated)\\.ts$',
    'site/src/features/leads/(Honeypot|api|quoteSubmit|contactSubmit|QuoteAgain|quoteThanks)\\.tsx?$',
    'site/src/seo/(structuredData|JsonLd)\\.tsx?$',
  ].join('|'),
);

export default defineConfig({
  // vanilla-extract's plugin must run in every pipeline that sees a .css.ts (docs/stack.md trap 1).
  plugins: [vanillaExtractPlugin(), react(), themeHeadPlugin(), alwaysLoadedChunks()],
  resolve: {
    alias: workspaceSourceAliases(),
  },
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(siteUrl),
    'import.meta.env.VITE_BUILD_DATE': JSON.stringify(process.env.BUILD_DATE || buildDate),
  },
  server: {
    // In development the API runs separately (mock-api, port 3000 by default).
    proxy: { '/api': process.env.API_URL || 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps are written but not referenced: enough to decode a reported client-error stack
    // without publishing the sources.
    sourcemap: 'hidden',
    // Read by scripts/prerender.mjs to link each pre-rendered page's own CSS and code.
    manifest: true,
    // The popups' code (Quick Tools cards, the phone menu, the support popup) is prefetched when
    // the browser is idle and imported when a visitor first reaches for it
    // (docs/decisions/043-warm-without-running.md). Vite's preload helper would add a
    // <link rel="modulepreload"> for each of their dependencies in one task, at about a
    // millisecond each; without it, the browser reads each module from its cache as it goes.
    // Chunk names come from the files: layouts/QuickToolCard.tsx, SiteMenu.tsx,
    // SupportPopup.tsx (tests/e2e/smoke.e2e.ts checks that this still matches).
    rolldownOptions: {
      output: {
        // React Router in a chunk of its own, as React DOM already is: it changes only when the
        // dependency does (a long cache life), and the benchmark can tell the framework's
        // bytes from our own (bench/run.ts). Then the two groups of small modules (above); a
        // module claimed by a group of higher priority stays there.
        codeSplitting: {
          groups: [
            {
              name: 'react-router',
              test: /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/,
              priority: 3,
            },
            { name: 'start', test: START_KIT, priority: 2 },
            { name: 'kit', test: FORMS_KIT, priority: 1 },
          ],
        },
      },
    },
    modulePreload: {
      // A dynamic import's preload list leaves out what every page has loaded before any of
      // them runs (alwaysLoaded below): listing those in every page's start-up chunk cost about
      // 0.8 KB gzip of the first load, to preload nothing (docs/decisions/032).
      resolveDependencies: (filename, deps) =>
        /^assets\/(QuickToolCard|SiteMenu|SupportPopup)-/.test(filename)
          ? []
          : deps.filter((dep) => !alwaysLoaded.has(dep)),
    },
  },
});
