#!/usr/bin/env node
// The build stamp: a hash over everything `npm run build` reads (the sources of packages/ui,
// packages/contract and site, their configs, package.json files and the lockfile). The build
// writes it into site/dist; `npm start` compares it with the sources as they are now and
// rebuilds when they differ (e.g. after a `git pull`), so it never serves a stale build.
//   node scripts/build-stamp.mjs --write   (the last step of `npm run build`)
//   node scripts/build-stamp.mjs           prints whether the build is current
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Files and folders (relative to the repository) that the build reads. */
export const buildInputs = [
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'packages/contract/package.json',
  'packages/contract/src',
  'packages/ui/package.json',
  'packages/ui/tsconfig.build.json',
  'packages/ui/vite.config.ts',
  'packages/ui/src',
  'site/package.json',
  'site/index.html',
  'site/vite.config.ts',
  'site/vite-plugin-theme-head.ts',
  'site/scripts',
  'site/public',
  'site/src',
];

/** Tests, stories and docs pages sit beside the sources but never reach the build. */
const notBuilt = /\.(test|stories)\.[cm]?[jt]sx?$|\.mdx$|(^|\/)__screenshots__\//;
/** Environment variables that change the build output (site/vite.config.ts). */
const buildEnv = ['SITE_URL'];

export const stampFile = (root = repoRoot) => join(root, 'site/dist/.build-stamp');

function listFiles(root, entry) {
  const full = join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((dirent) => dirent.isFile())
    .map((dirent) => relative(root, join(dirent.parentPath, dirent.name)).split(sep).join('/'));
}

/** sha256 over the path and content of every build input, in a stable order. */
export function buildInputsHash(root = repoRoot, env = process.env) {
  const files = buildInputs
    .flatMap((entry) => listFiles(root, entry))
    .filter((file) => !notBuilt.test(file) && !file.includes('/node_modules/'))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(join(root, file)));
    hash.update('\0');
  }
  for (const name of buildEnv) hash.update(`${name}=${env[name] ?? ''}\0`);
  return hash.digest('hex');
}

export function writeStamp(root = repoRoot, env = process.env) {
  const hash = buildInputsHash(root, env);
  writeFileSync(stampFile(root), `${hash}\n`);
  return hash;
}

/**
 * Why the site must be (re)built before serving it, or null when the last build is current:
 * no build, a build without a stamp (made before stamps existed, or interrupted), or sources
 * that differ from the ones the stamp was made from.
 */
export function rebuildReason(root = repoRoot, env = process.env) {
  if (!existsSync(join(root, 'site/dist/index.html'))) return 'no build yet';
  if (!existsSync(stampFile(root))) return 'the build has no stamp';
  const stamped = readFileSync(stampFile(root), 'utf8').trim();
  return stamped === buildInputsHash(root, env) ? null : 'the sources changed since the last build';
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--write')) {
    console.log(`Build stamp ${writeStamp().slice(0, 12)} written to site/dist/.build-stamp`);
  } else {
    console.log(rebuildReason() ?? 'The build is current.');
  }
}
