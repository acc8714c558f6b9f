// `npm run bench`: measurements, not tests. Builds if needed, starts the real server on a
// fresh data dir, runs Lighthouse (mobile, simulated throttling) on the main pages, reports
// the gzip size of the JS and CSS that `/` loads, measures the slow phone (bench/slow-phone.ts:
// first paint, interactive, what the first view of `/` downloads, and how long after first
// paint a first tap on each page's main control takes effect), and posts 5,000 quotes with 50
// concurrent connections (bench/quote-load.ts), then opens 5,000 notification streams on a
// server of their own and sends one notification to each (bench/notification-fanout.ts).
// Results go to bench/results/; BENCHMARKS.md keeps the summary.
//   npm run bench -- --pages=/,/services   choose pages
//   npm run bench -- --all-pages           every pre-rendered public page
//   npm run bench -- --no-load             skip the quote load
//   npm run bench -- --no-notifications    skip the notification fan-out
//   npm run bench -- --no-phone            skip the slow phone
//   npm run bench -- --only=notifications  only the notification fan-out (no build, no
//                                          Lighthouse); on PostgreSQL when DATABASE_URL is set
//                                          (mock-api/scripts/with-postgres.sh npm run bench …)
//   npm run bench -- --only=api            only the API under load (bench/api-load.ts): 5,000
//                                          quotes (stored = acknowledged), GET /api/health,
//                                          /api/auth/session signed in, /api/blog/posts, and
//                                          sign-ins with the health p99 during them; no build;
//                                          on PostgreSQL when DATABASE_URL is set
//   npm run bench -- --only=main-thread    where a phone's main thread goes on every public
//                                          page (or --pages): a trace under Lighthouse's mobile
//                                          conditions attributed to our modules, React, style
//                                          and layout, idle warming… (bench/main-thread.ts), and
//                                          Lighthouse beside it; bench/results/main-thread-*.md
//   npm run bench -- --only=phone          only the slow phone (bench/slow-phone.ts);
//                                          bench/results/slow-phone-*.md
//   npm run bench -- --only=main-thread,phone   both
//   npm run bench -- --only=main-thread --as-index=1750   Lighthouse as on a host of CPU
//                                          benchmark index 1,750 (its slowdown scaled from the
//                                          host's index: bench/lighthouse.ts slowdownFor)
//   npm run bench -- --only=main-thread --cpu=1   traces without the CPU slowdown (the work
//                                          itself, unscaled; Lighthouse's simulation scales it)
//   npm run bench -- --connections=N       streams of the fan-out (default 5,000)
//   npm run bench -- --profile             also a heap snapshot of the fan-out's server with
//                                          every stream open and CPU profiles of its burst
//                                          (server and client), into bench/results/
//   npm run bench -- --runs=3              Lighthouse each page 3 times (in rounds over the
//                                          pages) and report the median run; the fan-out, the
//                                          traces and the slow phone run 3 times too
// For `/` it also splits the JavaScript that hydrates the page into framework (react,
// react-dom, scheduler, react-router) and own code.
// Each run notes the host's CPU benchmark index and load. A run that Lighthouse itself flags as
// made on a CPU slower than its 4x slowdown assumes (on a shared machine: a busy minute) is
// reported but left out of the median, as long as one run of the page is not flagged.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { repoRoot, startServer } from '../tests/lib/server.ts';
import type { RunningServer } from '../tests/lib/server.ts';
import { publicPages } from '../tests/e2e/publicPages.ts';
import { notificationFanout, type FanoutResult } from './notification-fanout.ts';
import { apiLoad } from './api-load.ts';
import { quoteLoad } from './quote-load.ts';
import { environment, formatEnvironment, formatLoad, hostLoad } from './environment.ts';
import { formatSummary, lighthouse, medianRun, summarise } from './lighthouse.ts';
import type { LighthouseSummary } from './lighthouse.ts';
import { mainThreadMarkdown, mainThreadPart } from './main-thread.ts';
import { lighthouseNetwork, slowPhoneNetwork } from './phone.ts';
import { slowPhone, slowPhoneMarkdown } from './slow-phone.ts';
import type { SlowPhoneResult } from './slow-phone.ts';
import { withoutDeferredChunks } from '../site/src/app/assetTags.ts';
// @ts-expect-error plain ESM script
import { rebuildReason } from '../scripts/build-stamp.mjs';
// @ts-expect-error plain ESM helper
import { launchChromium } from '../tests/lib/chromium.mjs';

const pagesArg = process.argv.find((a) => a.startsWith('--pages='))?.slice(8);
const allPages = process.argv.includes('--all-pages');
const runLoad = !process.argv.includes('--no-load');
const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1));
const onlyArg = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const PARTS_ALONE = ['notifications', 'api', 'main-thread', 'phone'];
const only = onlyArg?.split(',');
for (const part of only ?? []) {
  if (!PARTS_ALONE.includes(part)) {
    throw new Error(`--only=${part}: the parts that run alone are ${PARTS_ALONE.join(', ')}`);
  }
}
const runNotifications =
  only?.includes('notifications') ||
  (only === undefined && !process.argv.includes('--no-notifications'));
const runApi = only?.includes('api') ?? false;
const runMainThread = only?.includes('main-thread') ?? false;
const runPhone =
  only?.includes('phone') || (only === undefined && !process.argv.includes('--no-phone'));
/** The parts that measure the built site, in a browser. */
const needsSite = only === undefined || runMainThread || only.includes('phone');
/** The CPU slowdown of the main-thread traces: Lighthouse's 4, or 1 to see the work unscaled. */
const cpuSlowdown = Number(process.argv.find((a) => a.startsWith('--cpu='))?.slice(6) ?? 4);
/** --as-index=1750: Lighthouse as on a host of that CPU benchmark index (main-thread part). */
const asIndexArg = process.argv.find((a) => a.startsWith('--as-index='))?.slice(11);
const asIndex = asIndexArg ? Number(asIndexArg) : undefined;
const connections = Number(
  process.argv.find((a) => a.startsWith('--connections='))?.slice(14) ?? 5000,
);

// Measure the current sources: build when there is no build or the sources changed since it.
// The fan-out alone needs no site: the server then serves only the API.
const buildReason = needsSite ? rebuildReason(repoRoot) : undefined;
if (buildReason) {
  console.log(`Building the site (${buildReason})…`);
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}
const pages: string[] = pagesArg
  ? pagesArg.split(',')
  : allPages || runMainThread
    ? everyPublicPage()
    : ['/', '/services', '/contact', '/blog'];

/**
 * The pre-rendered pages and the server-rendered ones with a fixed address (/blog), from the
 * build's route list; without one (a build that does not write it), the public pages the
 * end-to-end tests walk and the account pages anyone can open.
 */
function everyPublicPage(): string[] {
  const file = join(repoRoot, 'site/dist/routes.json');
  if (!existsSync(file)) {
    return [...publicPages.map((page) => page.path), '/login', '/signup', '/forgot-password'];
  }
  const routes = JSON.parse(readFileSync(file, 'utf8')) as {
    prerendered: string[];
    sitemap: { path: string }[];
  };
  return [...new Set([...routes.prerendered, ...routes.sitemap.map((entry) => entry.path)])];
}

/** Framework modules: React, its scheduler and React Router. Everything else is own code. */
const FRAMEWORK =
  /(?:^|\/)node_modules\/(?:react|react-dom|scheduler|react-router|react-router-dom)\//;

/** Decodes a source map's `mappings` into, per generated line, [column, source index] pairs. */
function decodeMappings(mappings: string): [number, number][][] {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    const segments: [number, number][] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = chars.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      if (values.length > 1) source += values[1]!;
      segments.push([column, values.length > 1 ? source : -1]);
    }
    return segments;
  });
}

/**
 * The share of a built chunk's bytes that comes from framework modules, from its (hidden)
 * source map. A chunk whose mapped modules are all framework (or all own code) counts whole,
 * the bundler's glue included; a chunk that mixes both is shared out by the bytes each
 * mapped stretch of generated code came from.
 */
function frameworkShare(file: string): number {
  const map = `${file}.map`;
  if (!existsSync(map)) return 0;
  const { sources, mappings } = JSON.parse(readFileSync(map, 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const isFramework = sources.map((source) => FRAMEWORK.test(source));
  if (isFramework.every(Boolean)) return 1;
  if (!isFramework.some(Boolean)) return 0;
  const lines = readFileSync(file, 'utf8').split('\n');
  let framework = 0;
  let mapped = 0;
  decodeMappings(mappings).forEach((segments, index) => {
    const line = lines[index] ?? '';
    segments.forEach(([column, source], i) => {
      if (source < 0) return;
      const length = (segments[i + 1]?.[0] ?? line.length) - column;
      mapped += length;
      if (isFramework[source]) framework += length;
    });
  });
  return mapped ? framework / mapped : 0;
}

interface FirstLoadFile {
  file: string;
  gzip: number;
  /** Share of the file's bytes from framework modules (JS only; 1 = a framework-only chunk). */
  framework?: number;
}

/**
 * gzip size of every script and stylesheet that the pre-rendered page loads: the inlined
 * stylesheets (their disabled links name them) and the modules its loader script adds
 * after the first paint (site/src/app/documentAssets.ts). The JS is split into framework and
 * own code by source map: a chunk's gzip size is shared out by the framework's share of its
 * bytes (exact for chunks that hold only one kind; `mixedChunks` lists the others).
 */
function firstLoadSizes(htmlFile: string) {
  // Not the popups' files the page fetches when idle (their table names them too).
  const html = withoutDeferredChunks(readFileSync(htmlFile, 'utf8'));
  const refs = [...html.matchAll(/"(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const sizes = {
    js: 0,
    jsFramework: 0,
    jsOwn: 0,
    css: 0,
    /** The stylesheets as the page delivers them: inlined together, compressed as one. */
    cssDelivered: 0,
    mixedChunks: [] as string[],
    files: [] as FirstLoadFile[],
  };
  for (const ref of new Set(refs)) {
    const path = join(repoRoot, 'site/dist', ref);
    const gzip = gzipSync(readFileSync(path), { level: 9 }).length;
    if (ref.endsWith('.js')) {
      const share = frameworkShare(path);
      sizes.files.push({ file: ref, gzip, framework: Number(share.toFixed(3)) });
      sizes.js += gzip;
      sizes.jsFramework += Math.round(gzip * share);
      if (share > 0 && share < 1) sizes.mixedChunks.push(ref);
    } else {
      sizes.files.push({ file: ref, gzip });
      sizes.css += gzip;
    }
  }
  sizes.jsOwn = sizes.js - sizes.jsFramework;
  const stylesheets = [...new Set(refs)].filter((ref) => ref.endsWith('.css'));
  sizes.cssDelivered = gzipSync(
    stylesheets.map((ref) => readFileSync(join(repoRoot, 'site/dist', ref), 'utf8')).join('\n'),
    { level: 9 },
  ).length;
  return sizes;
}

// Lighthouse writes each report here as it goes; a fresh clone has no such folder yet.
const resultsDir = join(repoRoot, 'bench/results');
mkdirSync(resultsDir, { recursive: true });
/** For file names: 2026-11-26T1614. */
const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
const results: Record<string, unknown> = { date: new Date().toISOString() };
if (!only) await sitePart(results);
if (runMainThread || (only && runPhone)) await browserParts(results);
if (runNotifications) results.notifications = await fanoutPart();
if (runApi) results.api = await apiPart();
writeFileSync(
  join(resultsDir, only ? `${only.join('+')}.json` : 'latest.json'),
  JSON.stringify(results, null, 2),
);

/** The browser measurements run alone (--only=main-thread, --only=phone), on one server. */
async function browserParts(results: Record<string, unknown>) {
  // Every page load sends its web vitals from 127.0.0.1: no beacon limit.
  const server = await startServer({ TELEMETRY_RATE_LIMIT: '0' });
  const browser = (await launchChromium()) as Browser;
  try {
    if (runMainThread) results.mainThread = await mainThread(browser, server);
    if (runPhone) results.slowPhone = await phonePart(browser, server);
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The header of a readable summary: what was measured, how, and on what. */
function summaryHeader(title: string, command: string, conditions: string[]): string[] {
  return [
    `# ${title}`,
    '',
    `${new Date().toISOString()}; \`${command}\`${runs > 1 ? ` (--runs=${runs})` : ''}; host ${formatLoad(hostLoad())} at the end.`,
    '',
    ...conditions,
    ...formatEnvironment(environment()),
    '',
  ];
}

/** --only=main-thread: traces and Lighthouse, into main-thread-<stamp>.json and .md. */
async function mainThread(browser: Browser, server: RunningServer) {
  const env = environment();
  const started = hostLoad();
  const byPage = await mainThreadPart(browser, server.url, {
    pages,
    runs,
    resultsDir,
    stamp,
    cpuSlowdown,
    asIndex,
    log: (line) => console.log(`main thread: ${line}`),
  });
  const result = { date: new Date().toISOString(), environment: env, started, pages: byPage };
  writeFileSync(join(resultsDir, `main-thread-${stamp}.json`), JSON.stringify(result, null, 2));
  const markdown = [
    ...summaryHeader('Where the main thread goes', 'npm run bench -- --only=main-thread', [
      `- conditions: Lighthouse's phone screen and user agent, the CPU ${cpuSlowdown}× slower, ${lighthouseNetwork.name}; a trace with V8's sampling profiler from navigation until the network and the main thread have been quiet for 5 s; each page ${runs} time(s), the median run by TBT marked (its trace kept, gzip, for DevTools' Performance panel); Lighthouse (its own simulated throttling) run after each trace`,
      '- times in ms since navigation start, main-thread ms as measured on the slowed CPU; "interactive" is the end of the last long task before 5 s without one; TBT sums the part over 50 ms of each task from first paint to interactive',
    ]),
    ...mainThreadMarkdown(byPage),
    '',
  ];
  writeFileSync(join(resultsDir, `main-thread-${stamp}.md`), markdown.join('\n'));
  console.log(`main thread: bench/results/main-thread-${stamp}.md`);
  return result;
}

/** The slow phone: its own files (slow-phone-<stamp>.json and .md) and the run's summary. */
async function phonePart(browser: Browser, server: RunningServer): Promise<SlowPhoneResult> {
  const result = await slowPhone(browser, server.url, {
    runs,
    log: (line) => console.log(`slow phone: ${line}`),
  });
  writeFileSync(
    join(resultsDir, `slow-phone-${stamp}.json`),
    JSON.stringify(
      { date: new Date().toISOString(), environment: environment(), ...result },
      null,
      2,
    ),
  );
  const markdown = [
    ...summaryHeader('The slow phone', 'npm run bench -- --only=phone', [
      `- conditions: ${slowPhoneNetwork.name}, the CPU 4× slower, Lighthouse's phone screen; an empty cache each run; a first view lasts until no request and no long task for 5 s after the load event`,
    ]),
    ...slowPhoneMarkdown(result),
    '',
  ];
  writeFileSync(join(resultsDir, `slow-phone-${stamp}.md`), markdown.join('\n'));
  console.log(`slow phone: bench/results/slow-phone-${stamp}.md`);
  return result;
}

/** The API under load `runs` times, each on a fresh server and database. */
async function apiPart() {
  const all = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`api: run ${run}/${runs} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`);
    const result = await apiLoad({ log: (line) => console.log(`  ${line}`) });
    all.push(result);
    if (!result.ok) process.exitCode = 1;
  }
  return all;
}

/** Lighthouse, first-load sizes, the slow phone and the quote load, on one server. */
async function sitePart(results: Record<string, unknown>) {
  // No rate limit: the load phase posts thousands of quotes from one address.
  const server = await startServer({ FORM_RATE_LIMIT: '0', TELEMETRY_RATE_LIMIT: '0' });
  results.pages = {};
  try {
    // Rounds over the pages rather than each page's runs back to back, so a noisy minute on a
    // shared machine spreads over every page instead of landing on one.
    const runsByPage = new Map<string, LighthouseSummary[]>(pages.map((path) => [path, []]));
    for (let round = 1; round <= runs; round++) {
      for (const path of pages) {
        const name = `lighthouse${path.replaceAll('/', '_') || '_'}${runs > 1 ? `.${round}` : ''}`;
        const out = join(repoRoot, 'bench/results', `${name}.json`);
        if (!lighthouse(`${server.url}${path}`, out)) {
          console.log(`${path}  Lighthouse failed twice; no figures from run ${round}`);
          process.exitCode = 1;
          continue;
        }
        const summary = summarise(JSON.parse(readFileSync(out, 'utf8')));
        runsByPage.get(path)!.push(summary);
        if (runs > 1) console.log(`${path}  run ${round}: ${formatSummary(summary)}`);
      }
    }
    for (const [path, summaries] of runsByPage) {
      if (summaries.length === 0) continue;
      const { median, runs: scores, slowHostRuns } = medianRun(summaries);
      (results.pages as Record<string, unknown>)[path] = {
        ...median,
        runs: scores,
        slowHostRuns,
      };
      const spread = scores.length > 1 ? ` (median of ${scores.join(', ')})` : '';
      const left = slowHostRuns.length ? `; left out, slow host: ${slowHostRuns.join(', ')}` : '';
      console.log(`${path}  ${formatSummary(median)}${spread}${left}`);
    }
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const sizes = firstLoadSizes(join(repoRoot, 'site/dist/index.html'));
    results.firstLoad = sizes;
    console.log(
      `first load of /: JS ${kb(sizes.js)} gzip (framework ${kb(sizes.jsFramework)}, own code ${kb(sizes.jsOwn)}), CSS ${kb(sizes.cssDelivered)} gzip as inlined (${kb(sizes.css)} as separate files)`,
    );
    if (sizes.mixedChunks.length) {
      console.log(
        `  framework and own code share ${sizes.mixedChunks.length} chunk(s), split by source map: ${sizes.mixedChunks.join(', ')}`,
      );
    }
    if (runPhone) {
      const browser = (await launchChromium()) as Browser;
      try {
        const phone = await phonePart(browser, server);
        results.slowPhone = phone;
        const home = phone.pages['/']?.median;
        if (home) {
          console.log(
            `first view of / on the slow phone (until 5 s without a request): scripts ${home.scriptFiles} files, ${kb(home.scriptBytes ?? 0)} compressed; interactive ${home.interactiveAfterPaintMs ?? '–'} ms after first paint`,
          );
        }
        for (const [id, taps] of Object.entries(phone.firstTaps)) {
          console.log(
            `first tap, ${id}: ${taps.outcomes.join(', ')}; took effect ${taps.medianEffectMs ?? '–'} ms after first paint`,
          );
          if (taps.outcomes.some((outcome) => outcome !== 'once')) process.exitCode = 1;
        }
      } finally {
        await browser.close();
      }
    }
    if (runLoad) {
      const load = await quoteLoad(server, 5000, 50);
      results.quoteLoad = load;
      console.log(
        `quotes: ${load.acknowledged}/${load.requests} acknowledged with ${load.concurrency} connections in ${load.seconds} s (${load.perSecond}/s), p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms, max ${load.maxMs} ms; stored ${load.stored}${load.stored === load.acknowledged ? ' (= acknowledged)' : ' — MISMATCH'}`,
      );
      if (load.stored !== load.acknowledged) process.exitCode = 1;
    }
  } finally {
    await server.stop();
  }
}

/**
 * The notification fan-out `runs` times, each on a fresh server and database; every run's
 * figures, and the median of each figure over the runs.
 */
async function fanoutPart() {
  const all: FanoutResult[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(
      `notifications: ${connections} streams, run ${run}/${runs} (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
    );
    const result = await notificationFanout({
      connections,
      log: (line) => console.log(`  ${line}`),
      ...(process.argv.includes('--profile')
        ? { profileDir: join(repoRoot, 'bench/results') }
        : {}),
    });
    all.push(result);
    if (!result.ok) process.exitCode = 1;
  }
  const median = (pick: (r: FanoutResult) => number) => {
    const sorted = all.map(pick).sort((a, b) => a - b);
    return {
      median: sorted[Math.floor((sorted.length - 1) / 2)]!,
      min: sorted[0]!,
      max: sorted.at(-1)!,
    };
  };
  const summary = {
    database: all[0]?.database,
    connections,
    runs: all.length,
    pacedP50Ms: median((r) => r.paced.p50Ms),
    pacedP99Ms: median((r) => r.paced.p99Ms),
    burstP50Ms: median((r) => r.burst.p50Ms),
    burstP99Ms: median((r) => r.burst.p99Ms),
    burstAllDeliveredMs: median((r) => r.burst.allDeliveredMs),
    rssPerConnectionKB: median((r) => r.memory.rssPerConnectionKB),
    heapPerConnectionKB: median((r) => r.memory.heapPerConnectionKB),
  };
  const show = (
    { median: m, min, max }: { median: number; min: number; max: number },
    unit: string,
  ) => (all.length > 1 ? `${m} ${unit} (${min}–${max})` : `${m} ${unit}`);
  console.log(
    `notifications (${summary.database}, ${connections} streams, ${all.length === 1 ? '1 run' : `median of ${all.length} runs, range`}): paced p50 ${show(summary.pacedP50Ms, 'ms')}, p99 ${show(summary.pacedP99Ms, 'ms')}; burst p50 ${show(summary.burstP50Ms, 'ms')}, p99 ${show(summary.burstP99Ms, 'ms')}, all in ${show(summary.burstAllDeliveredMs, 'ms')}; per stream RSS ${show(summary.rssPerConnectionKB, 'KB')}, heap ${show(summary.heapPerConnectionKB, 'KB')}`,
  );
  return { summary, runs: all };
}
