// `npm run bench`: measurements, not tests. Builds if needed, starts the real server on a
// fresh data dir, runs Lighthouse (mobile, simulated throttling) on the main pages, reports
// the gzip size of the JS and CSS that `/` loads, and posts 5,000 quotes with 50 concurrent
// connections (bench/quote-load.ts), then opens 5,000 notification streams on a server of
// their own and sends one notification to each (bench/notification-fanout.ts). Results go to
// bench/results/; BENCHMARKS.md keeps the summary.
//   npm run bench -- --pages=/,/services   choose pages
//   npm run bench -- --all-pages           every pre-rendered public page
//   npm run bench -- --no-load             skip the quote load
//   npm run bench -- --no-notifications    skip the notification fan-out
//   npm run bench -- --only=notifications  only the notification fan-out (no build, no
//                                          Lighthouse); on PostgreSQL when DATABASE_URL is set
//                                          (mock-api/scripts/with-postgres.sh npm run bench …)
//   npm run bench -- --only=api            only the API under load (bench/api-load.ts): 5,000
//                                          quotes (stored = acknowledged), GET /api/health,
//                                          /api/auth/session signed in, /api/blog/posts, and
//                                          sign-ins with the health p99 during them; no build;
//                                          on PostgreSQL when DATABASE_URL is set
//   npm run bench -- --connections=N       streams of the fan-out (default 5,000)
//   npm run bench -- --profile             also a heap snapshot of the fan-out's server with
//                                          every stream open and CPU profiles of its burst
//                                          (server and client), into bench/results/
//   npm run bench -- --runs=3              Lighthouse each page 3 times (in rounds over the
//                                          pages) and report the median run; the fan-out runs
//                                          3 times too, each on a fresh server
// For `/` it also splits the JavaScript that hydrates the page into framework (react,
// react-dom, scheduler, react-router) and own code, and loads the page in Chromium as a phone
// until the network is idle, plus a few seconds of idle-time warming, to sum everything the
// first view downloads (scripts and CSS, transfer sizes).
// Each run notes the host's CPU benchmark index. A run that Lighthouse itself flags as made on
// a CPU slower than its 4x slowdown assumes (on a shared machine: a busy minute) is reported
// but left out of the median, as long as one run of the page is not flagged.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { devices } from 'playwright-core';
import { repoRoot, startServer } from '../tests/lib/server.ts';
import { notificationFanout, type FanoutResult } from './notification-fanout.ts';
import { apiLoad } from './api-load.ts';
import { quoteLoad } from './quote-load.ts';
// @ts-expect-error plain ESM script
import { rebuildReason } from '../scripts/build-stamp.mjs';
// @ts-expect-error plain ESM helper
import { chromiumArgs, chromiumPath, launchChromium } from '../tests/lib/chromium.mjs';

const pagesArg = process.argv.find((a) => a.startsWith('--pages='))?.slice(8);
const allPages = process.argv.includes('--all-pages');
const runLoad = !process.argv.includes('--no-load');
const runs = Math.max(1, Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1));
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
if (only !== undefined && only !== 'notifications' && only !== 'api') {
  throw new Error(
    `--only=${only}: the parts that run alone are --only=notifications and --only=api`,
  );
}
const runNotifications =
  only === 'notifications' || (only === undefined && !process.argv.includes('--no-notifications'));
const runApi = only === 'api';
const connections = Number(
  process.argv.find((a) => a.startsWith('--connections='))?.slice(14) ?? 5000,
);

// Measure the current sources: build when there is no build or the sources changed since it.
// The fan-out alone needs no site: the server then serves only the API.
const buildReason = only ? undefined : rebuildReason(repoRoot);
if (buildReason) {
  console.log(`Building the site (${buildReason})…`);
  execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
}
const pages: string[] = pagesArg
  ? pagesArg.split(',')
  : allPages
    ? everyPublicPage()
    : ['/', '/services', '/contact', '/blog'];

/** The pre-rendered pages and the server-rendered ones with a fixed address (/blog). */
function everyPublicPage(): string[] {
  const routes = JSON.parse(readFileSync(join(repoRoot, 'site/dist/routes.json'), 'utf8')) as {
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
  const html = readFileSync(htmlFile, 'utf8');
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

/** The fields read from Chromium's Network.responseReceived and Network.loadingFinished. */
interface ResponseReceived {
  requestId: string;
  type: string;
  response: { url: string; mimeType: string; encodedDataLength: number };
}
interface LoadingFinished {
  requestId: string;
  encodedDataLength: number;
}

interface FirstViewKind {
  count: number;
  /** Bytes on the wire (compressed body and headers), as Chromium counts them. */
  transfer: number;
  /** The response headers' share of `transfer`. */
  headers: number;
}

/**
 * Everything a phone downloads for the first view of `url`: Chromium with Lighthouse's mobile
 * screen (412×823 at 1.75×, touch, a phone user agent) and an empty cache loads the page
 * until the network is idle, then stays `idleMs` longer for the code the page fetches when
 * the browser is idle (docs/decisions/012-quiet-main-thread.md). Transfer sizes come from
 * Chromium's own network events.
 */
async function phoneFirstView(url: string, idleMs = 5000) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      userAgent: devices['Moto G4']!.userAgent,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const kinds = new Map<string, { kind: string; type: string; url: string; headers: number }>();
    const files: { url: string; kind: string; type: string; transfer: number }[] = [];
    const totals: Record<'scripts' | 'css' | 'other', FirstViewKind> = {
      scripts: { count: 0, transfer: 0, headers: 0 },
      css: { count: 0, transfer: 0, headers: 0 },
      other: { count: 0, transfer: 0, headers: 0 },
    };
    cdp.on('Network.responseReceived', (event: ResponseReceived) => {
      const { mimeType, url: responseUrl } = event.response;
      const kind =
        event.type === 'Script' || /javascript/.test(mimeType) || /\.m?js(?:\?|$)/.test(responseUrl)
          ? 'scripts'
          : event.type === 'Stylesheet' ||
              mimeType === 'text/css' ||
              /\.css(?:\?|$)/.test(responseUrl)
            ? 'css'
            : 'other';
      kinds.set(event.requestId, {
        headers: event.response.encodedDataLength,
        kind,
        type: event.type,
        url: new URL(responseUrl).pathname,
      });
    });
    cdp.on('Network.loadingFinished', (event: LoadingFinished) => {
      const seen = kinds.get(event.requestId);
      const kind = (seen?.kind ?? 'other') as keyof typeof totals;
      totals[kind].count++;
      totals[kind].transfer += event.encodedDataLength;
      totals[kind].headers += seen?.headers ?? 0;
      files.push({
        url: seen?.url ?? '?',
        kind,
        type: seen?.type ?? 'Other',
        transfer: event.encodedDataLength,
      });
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(idleMs);
    const otherTypes = [
      ...new Set(files.filter((file) => file.kind === 'other').map((file) => file.type)),
    ];
    return { ...totals, idleMs, files, otherTypes };
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run (mobile preset) into `out`. Lighthouse now and then fails to start or
 * to trace Chromium on a busy machine; one retry, then the page is reported as failed
 * rather than ending the whole run.
 */
function lighthouse(url: string, out: string): boolean {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      execFileSync(
        'npx',
        [
          'lighthouse',
          url,
          `--chrome-flags=--headless=new ${chromiumArgs.join(' ')}`,
          '--output=json',
          `--output-path=${out}`,
          '--quiet',
        ],
        { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, CHROME_PATH: chromiumPath } },
      );
      return true;
    } catch (error) {
      console.error(`Lighthouse on ${url}, attempt ${attempt}: ${(error as Error).message}`);
    }
  }
  return false;
}

interface LighthouseSummary {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's measure of the host CPU (a high-end desktop scores 1500–2000). */
  benchmarkIndex: number;
  /** Lighthouse warned that the host CPU was slower than its CPU slowdown assumes. */
  slowHost: boolean;
}

interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
}

function summarise(report: LighthouseReport): LighthouseSummary {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? Number.NaN),
    slowHost: (report.runWarnings ?? []).some((warning) => warning.includes('slower CPU')),
  };
}

function formatSummary(s: LighthouseSummary): string {
  return `perf ${s.performance}  a11y ${s.accessibility}  bp ${s.bestPractices}  seo ${s.seo}  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms  CLS ${s.cls}  CPU index ${s.benchmarkIndex}${s.slowHost ? ' (slow host)' : ''}`;
}

// Lighthouse writes each report here as it goes; a fresh clone has no such folder yet.
mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
const results: Record<string, unknown> = { date: new Date().toISOString() };
if (!only) await sitePart(results);
if (runNotifications) results.notifications = await fanoutPart();
if (runApi) results.api = await apiPart();
writeFileSync(
  join(repoRoot, only ? `bench/results/${only}.json` : 'bench/results/latest.json'),
  JSON.stringify(results, null, 2),
);

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

/** Lighthouse, first-load sizes, a phone's first view and the quote load, on one server. */
async function sitePart(results: Record<string, unknown>) {
  // No rate limit: the load phase posts thousands of quotes from one address.
  const server = await startServer({ FORM_RATE_LIMIT: '0' });
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
      // The median run by score (the lower middle one of an even count), as Lighthouse's own
      // guidance suggests for noisy machines; the other runs' scores are kept beside it.
      const counted = summaries.some((summary) => !summary.slowHost)
        ? summaries.filter((summary) => !summary.slowHost)
        : summaries;
      const ordered = [...counted].sort((a, b) => a.performance - b.performance);
      const median = ordered[Math.floor((ordered.length - 1) / 2)]!;
      const scores = counted.map((summary) => summary.performance);
      const excluded = summaries.filter((summary) => !counted.includes(summary));
      (results.pages as Record<string, unknown>)[path] = {
        ...median,
        runs: scores,
        slowHostRuns: excluded.map((summary) => summary.performance),
      };
      const spread = counted.length > 1 ? ` (median of ${scores.join(', ')})` : '';
      const left = excluded.length
        ? `; left out, slow host: ${excluded.map((summary) => summary.performance).join(', ')}`
        : '';
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
    const firstView = await phoneFirstView(`${server.url}/`);
    results.firstView = firstView;
    console.log(
      `first view of / on a phone (network idle + ${firstView.idleMs / 1000} s): scripts ${firstView.scripts.count} files, ${kb(firstView.scripts.transfer - firstView.scripts.headers)} compressed (+ ${kb(firstView.scripts.headers)} of headers); CSS ${firstView.css.count} files, ${kb(firstView.css.transfer)}; everything else ${firstView.other.count} files, ${kb(firstView.other.transfer)} (${firstView.otherTypes.join(', ')})`,
    );
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
