#!/usr/bin/env node
// `npm test` sees to its own system needs: Debian's Chromium (browser tests, screenshots,
// Lighthouse), fonts for any text outside the self-hosted Inter (monospace, fallbacks), and
// PostgreSQL (the API suite runs against it too). Missing parts are installed with apt-get
// when we are root; otherwise we say exactly what to install and stop.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

// npm 11 no longer knows the `nodedir` setting (it was node-gyp's; this project compiles no
// native code), and warns "Unknown user config" on every command while a user npmrc sets it,
// as this machine image's does. A project .npmrc cannot unset a user setting, so the line
// goes from the user's npmrc, and we say so.
const userNpmrc = process.env.NPM_CONFIG_USERCONFIG ?? join(homedir(), '.npmrc');
if (existsSync(userNpmrc)) {
  const text = readFileSync(userNpmrc, 'utf8');
  const kept = text.split('\n').filter((line) => !/^\s*nodedir\s*=/.test(line));
  if (kept.length !== text.split('\n').length) {
    writeFileSync(userNpmrc, kept.join('\n'));
    console.log(`Removed the obsolete 'nodedir' setting from ${userNpmrc} (npm 11 warns on it).`);
  }
}

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const pgRoot = '/usr/lib/postgresql';
const hasPostgres = () =>
  existsSync(pgRoot) && readdirSync(pgRoot).some((v) => existsSync(`${pgRoot}/${v}/bin/initdb`));
const hasFont = (family) => {
  try {
    return execFileSync('fc-list', [family], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
};

const missing = [];
if (!existsSync(chromium)) missing.push('chromium');
if (!hasFont('DejaVu Sans Mono')) missing.push('fonts-dejavu-core');
if (!hasFont('Liberation Sans')) missing.push('fonts-liberation');
if (!hasPostgres()) missing.push('postgresql');

if (missing.length === 0) process.exit(0);

const command = `apt-get update && apt-get install -y --no-install-recommends ${missing.join(' ')}`;
if (process.getuid?.() !== 0) {
  console.error(
    `Missing system packages: ${missing.join(', ')}.\nInstall them as root:\n  sudo sh -c '${command}'`,
  );
  process.exit(1);
}
console.log(`Installing system packages: ${missing.join(', ')}`);
execSync(command, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
