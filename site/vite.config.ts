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
    // millisecond each; without it, the browser reads each module from its cache as it goes. Chunk names come from the files: layouts/QuickToolCard.tsx,
    // SiteMenu.tsx, SupportPopup.tsx (tests/e2e/smoke.e2e.ts checks that this still matches).
    rolldownOptions: {
      output: {
        // React Router in a chunk of its own, as React DOM already is: it changes only when the
        // dependency does (a long cache life), and the benchmark can tell the framework's
        // bytes from our own (bench/run.ts).
        codeSplitting: {
          groups: [
            { name: 'react-router', test: /[\\/]node_modules[\\/]react-router(-dom)?[\\/]/ },
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
