#!/usr/bin/env node
// Declared but never used: the other half of "dependencies say the truth" (the first half,
// used but not declared, is import-x/no-extraneous-dependencies in eslint.config.js). For each
// workspace, every entry of `dependencies` and `devDependencies` must be
//   - imported by the workspace's files (import/export from, import(), require(),
//     require.resolve(), CSS @import), or
//   - a binary its package.json scripts run (for the root: any workspace's scripts, since the
//     shared tooling lives there; or named as a string to a tool in the root's scripts, tests
//     and configs: `npx lighthouse`, Storybook addons, `--import tsx`, `environment: 'jsdom'`), or
//   - the @types package of something used, or a peer dependency of something used (a peer
//     must be installed by whoever installs the package that wants it), or
//   - listed in `exceptions` below with its reason.
// Peer dependencies of a workspace itself are a promise to its consumers and are not checked.
//   node scripts/dependencies.mjs    prints what is unused (scripts/dependencies.test.ts fails on it)
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Declared on purpose without an import, each with its reason. */
export const exceptions = {
  site: {},
  'packages/ui': {},
};

export const workspaces = ['packages/ui', 'packages/contract', 'site', 'mock-api'];
const sourceFile = /\.(?:[cm]?[jt]sx?|mdx|css)$/;
const skipDirs = new Set([
  'node_modules',
  'dist',
  'dist-ssr',
  'storybook-static',
  'data',
  'results',
  '.git',
]);
/** Files of a workspace that run with the root's tooling (tests, stories, configs, scripts). */
const toolingFile =
  /\.(?:test|stories)\.[cm]?[jt]sx?$|\.mdx$|(?:^|\/)testing\.tsx?$|^[^/]+\.[cm]?[jt]s$|^scripts\//;

function walk(root, dir) {
  const out = [];
  for (const dirent of readdirSync(join(root, dir), { withFileTypes: true })) {
    const rel = dir ? `${dir}/${dirent.name}` : dirent.name;
    if (dirent.isDirectory()) {
      if (!skipDirs.has(dirent.name)) out.push(...walk(root, rel));
    } else if (sourceFile.test(dirent.name)) out.push(rel);
  }
  return out;
}

/** The package a bare specifier names ('@scope/pkg/sub' → '@scope/pkg'), or null. */
export function packageOf(specifier) {
  if (/^(?:\.|\/|node:|virtual:|#|~|https?:|data:)/.test(specifier) || !specifier) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  return /^(?:@[\w.-]+\/)?[\w.-]+$/.test(name) ? name : null;
}

/** Every module specifier a source text loads. */
export function importedSpecifiers(text) {
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[\w*{}\s,$]*?\s*from\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\brequire(?:\.resolve)?\(\s*['"]([^'"]+)['"]\s*\)/g,
    /@import\s+(?:url\()?['"]([^'"]+)['"]/g,
  ];
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]));
}

/** Every quoted string in a text (for tools that take package names as strings). */
const quotedStrings = (text) => [...text.matchAll(/['"`]([@\w./-]+)['"`]/g)].map((m) => m[1]);

/** The first word of each command in a package.json script ("a && b | c" → a, b, c). */
export function scriptBinaries(scripts = {}) {
  return Object.values(scripts).flatMap((command) =>
    command
      .split(/&&|\|\||[;|]/)
      .map((part) =>
        part
          .trim()
          .split(/\s+/)
          .find((word) => !/^\w+=/.test(word)),
      )
      .filter(Boolean),
  );
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** The bin names a dependency installs, read from its package.json in node_modules. */
function binariesOf(root, name, from) {
  for (const dir of [from, '.']) {
    const file = join(root, dir, 'node_modules', name, 'package.json');
    if (!existsSync(file)) continue;
    const { bin } = readJson(file);
    if (!bin) return [];
    return typeof bin === 'string' ? [name.split('/').pop()] : Object.keys(bin);
  }
  return [];
}

function peersOf(root, name, from) {
  for (const dir of [from, '.']) {
    const file = join(root, dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return Object.keys(readJson(file).peerDependencies ?? {});
  }
  return [];
}

/**
 * For each workspace ('.' is the root), the declared dependencies nothing uses, with what
 * each workspace was found to use.
 */
export function unusedDependencies(root = repoRoot) {
  const rootPkg = readJson(join(root, 'package.json'));
  const allFiles = walk(root, '');
  const owner = (file) => workspaces.find((w) => file.startsWith(`${w}/`)) ?? '.';
  const report = {};
  for (const workspace of ['.', ...workspaces]) {
    const pkg = workspace === '.' ? rootPkg : readJson(join(root, workspace, 'package.json'));
    const declared = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies });
    const files = allFiles.filter((file) =>
      workspace === '.'
        ? owner(file) === '.' || toolingFile.test(relative(owner(file), file).split(sep).join('/'))
        : owner(file) === workspace,
    );
    const used = new Set();
    for (const file of files) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const specifier of importedSpecifiers(text)) {
        const name = packageOf(specifier);
        if (name) used.add(name);
      }
      if (
        workspace === '.' &&
        (owner(file) === '.' || /(?:^|\/)[^/]+\.config\.[cm]?[jt]s$/.test(file))
      ) {
        for (const string of quotedStrings(text)) {
          const name = packageOf(string);
          if (name && declared.includes(name)) used.add(name);
        }
      }
    }
    if (workspace === '.') {
      // tsconfig "types" load @types and type entry points without an import.
      const tsconfig = readFileSync(join(root, 'tsconfig.json'), 'utf8');
      const types = tsconfig.match(/"types"\s*:\s*\[([^\]]*)\]/)?.[1] ?? '';
      for (const string of quotedStrings(types)) used.add(packageOf(string) ?? string);
    }
    // Binaries run by package.json scripts: the workspace's own, and for the root every
    // workspace's (their scripts find the shared tooling in the root's node_modules/.bin).
    const scripts =
      workspace === '.'
        ? [rootPkg, ...workspaces.map((w) => readJson(join(root, w, 'package.json')))].flatMap(
            (p) => scriptBinaries(p.scripts),
          )
        : scriptBinaries(pkg.scripts);
    const dir = workspace === '.' ? '.' : workspace;
    for (const name of declared) {
      if (binariesOf(root, name, dir).some((bin) => scripts.includes(bin))) used.add(name);
    }
    // Node builtins make @types/node used.
    if (files.some((file) => /['"]node:/.test(readFileSync(join(root, file), 'utf8'))))
      used.add('node:');
    // Peers of used packages, repeated until nothing new is added.
    for (let grew = true; grew;) {
      grew = false;
      for (const name of [...used]) {
        for (const peer of peersOf(root, name, dir)) {
          if (declared.includes(peer) && !used.has(peer)) {
            used.add(peer);
            grew = true;
          }
        }
      }
    }
    const isUsed = (name) => {
      if (used.has(name)) return true;
      if (name.startsWith('@types/')) {
        const inner = name.slice(7);
        const runtime = inner.includes('__') ? `@${inner.replace('__', '/')}` : inner;
        return used.has(runtime) || (runtime === 'node' && used.has('node:'));
      }
      return false;
    };
    const unused = declared.filter((name) => !isUsed(name) && !exceptions[workspace]?.[name]);
    report[workspace] = {
      unused,
      staleExceptions: Object.keys(exceptions[workspace] ?? {}).filter(
        (name) => used.has(name) || !declared.includes(name),
      ),
    };
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = unusedDependencies();
  let bad = 0;
  for (const [workspace, { unused, staleExceptions }] of Object.entries(report)) {
    for (const name of unused) console.log(`${workspace}: ${name} is declared but nothing uses it`);
    for (const name of staleExceptions)
      console.log(
        `${workspace}: the exception for ${name} is no longer needed (${exceptions[workspace][name]})`,
      );
    bad += unused.length + staleExceptions.length;
  }
  if (!bad) console.log('Every declared dependency is used.');
  process.exit(bad ? 1 : 0);
}
