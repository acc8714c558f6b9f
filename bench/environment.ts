// What a browser figure was measured on: the Chromium build and how Debian installed it (with
// or without its recommended packages, which bring fonts and libraries that change what the
// browser does), the host's load, and Lighthouse's CPU benchmark index. A page that is fast
// only on a fast or idle host is not fast on a phone, so every figure keeps these beside it.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
// Lighthouse's own CPU benchmark, the one its reports carry as `benchmarkIndex`.
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Page } from 'playwright-core';
// @ts-expect-error plain ESM helper
import { chromiumPath } from '../tests/lib/chromium.mjs';

function run(command: string, args: string[]): string | null {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  } catch {
    return null;
  }
}

export interface ChromiumInstall {
  path: string;
  /** `chromium --version`. */
  version: string | null;
  /** The Debian package's version (`dpkg -s chromium`), or null when it is not a Debian one. */
  debianVersion: string | null;
  /** Where apt installed it from: the installed version's lines of `apt-cache policy chromium`. */
  aptSource: string[];
  /** The last apt command line that installed chromium (/var/log/apt/history.log), if kept. */
  installedWith: string | null;
  /** chromium's and chromium-common's Recommends, and which of them are installed. */
  recommends: { name: string; installed: boolean }[];
}

export function chromiumInstall(): ChromiumInstall {
  const debianVersion = run('dpkg-query', ['-W', '-f=${Version}', 'chromium'])?.trim() || null;
  const policy = run('apt-cache', ['policy', 'chromium']) ?? '';
  // The "***" line is the installed version; the indented lines after it are its sources.
  const lines = policy.split('\n');
  const installed = lines.findIndex((line) => line.includes('***'));
  const aptSource: string[] = [];
  if (installed >= 0) {
    aptSource.push(lines[installed]!.trim());
    for (const line of lines.slice(installed + 1)) {
      if (!/^ {8}\d/.test(line)) break;
      aptSource.push(line.trim());
    }
  }
  const recommended = new Set<string>();
  for (const pkg of ['chromium', 'chromium-common']) {
    for (const match of (run('apt-cache', ['depends', pkg]) ?? '').matchAll(
      /^\s+Recommends: (\S+)/gm,
    )) {
      recommended.add(match[1]!);
    }
  }
  const recommends = [...recommended].sort().map((name) => ({
    name,
    installed: /^ii/.test(run('dpkg-query', ['-W', '-f=${db:Status-Abbrev}', name]) ?? ''),
  }));
  return {
    path: chromiumPath,
    version: run(chromiumPath, ['--version'])?.trim() ?? null,
    debianVersion,
    aptSource,
    installedWith: aptInstallCommand(),
    recommends,
  };
}

/** The latest `Commandline:` of apt's history that installed chromium (rotated logs included). */
function aptInstallCommand(): string | null {
  const dir = '/var/log/apt';
  if (!existsSync(dir)) return null;
  let found: { when: string; command: string } | null = null;
  for (const file of readdirSync(dir).filter((name) => /^history\.log(\.\d+)?$/.test(name))) {
    let text: string;
    try {
      text = readFileSync(join(dir, file), 'utf8');
    } catch {
      continue;
    }
    for (const entry of text.split(/\n\n+/)) {
      const command = /^Commandline: (.*)$/m.exec(entry)?.[1];
      const when = /^Start-Date: (.*)$/m.exec(entry)?.[1] ?? '';
      const install = /^(?:Install|Upgrade): (.*)$/m.exec(entry)?.[1] ?? '';
      if (!command || !/\bchromium:/.test(install)) continue;
      if (!found || when > found.when) found = { when, command };
    }
  }
  return found ? `${found.command} (${found.when})` : null;
}

export interface HostLoad {
  at: string;
  /** 1, 5 and 15 minute load averages, as `uptime` prints them. */
  loadavg: [number, number, number];
  cores: number;
}

export function hostLoad(): HostLoad {
  const [one, five, fifteen] = loadavg().map((value) => Number(value.toFixed(2)));
  return { at: new Date().toISOString(), loadavg: [one!, five!, fifteen!], cores: cpus().length };
}

export function formatLoad(load: HostLoad): string {
  return `load ${load.loadavg.join(' ')} on ${load.cores} cores`;
}

/**
 * Lighthouse's CPU benchmark index of the host, run in `page` before any throttling (Lighthouse
 * runs the same function in the page it tests). A phone-class host scores far lower; Lighthouse
 * 13's 4× slowdown assumes about 1,500–2,000.
 */
export async function benchmarkIndex(page: Page): Promise<number> {
  const index = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
  return Math.round(Number(index));
}

export interface Environment {
  node: string;
  lighthouse: string;
  playwrightCore: string;
  chromium: ChromiumInstall;
  cpuModel: string;
}

export function environment(): Environment {
  const require = createRequire(import.meta.url);
  const version = (name: string) =>
    (require(`${name}/package.json`) as { version: string }).version;
  return {
    node: process.version,
    lighthouse: version('lighthouse'),
    playwrightCore: version('playwright-core'),
    chromium: chromiumInstall(),
    cpuModel: cpus()[0]?.model ?? 'unknown',
  };
}

export function formatEnvironment(env: Environment): string[] {
  const { chromium } = env;
  const missing = chromium.recommends.filter((r) => !r.installed).map((r) => r.name);
  return [
    `- Chromium: ${chromium.version ?? chromium.path}${chromium.debianVersion ? `, Debian package ${chromium.debianVersion}` : ''}`,
    `- apt: ${chromium.aptSource.join('; ') || 'not an apt package'}`,
    `- installed with: ${chromium.installedWith ?? 'unknown (no apt history)'}`,
    `- recommended packages: ${chromium.recommends.length ? (missing.length ? `missing ${missing.join(', ')}` : `all installed (${chromium.recommends.map((r) => r.name).join(', ')})`) : 'none listed'}`,
    `- Node ${env.node}, Lighthouse ${env.lighthouse}, playwright-core ${env.playwrightCore}; CPU ${env.cpuModel}`,
  ];
}
