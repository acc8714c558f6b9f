// The slow phone (`npm run bench -- --only=phone`, and part of the full run): the CPU 4× slower
// (Lighthouse's mobile slowdown), 150 ms round trips and 1.6 Mbit/s down, Lighthouse's phone
// screen. For `/`, `/contact` and `/login`: when the page first paints, when it is interactive
// (`<html data-app="ready">` where the page sets it, and, whatever the framework, the end of the
// last long task before 5 s without one), and what its first view downloads, idle warming
// included (until no request and no long task for 5 s after the load event). Then a visitor's first tap on each
// page's main control, made as soon as it paints (bench/first-tap.ts): how long after the first
// paint it took effect, and whether exactly once.
import type { Browser } from 'playwright-core';
import { formatLoad, hostLoad } from './environment.ts';
import type { HostLoad } from './environment.ts';
import {
  firstTapCases,
  firstTapContext,
  formatFirstTap,
  prepareFirstTap,
  tapAtFirstPaint,
} from './first-tap.ts';
import type { FirstTapResult } from './first-tap.ts';
import {
  firstOf,
  lighthousePhone,
  NetworkLog,
  quietAfter,
  recordPage,
  slowPhoneNetwork,
  throttle,
  waitForQuiet,
} from './phone.ts';
import type { DownloadedFile, FileKind } from './phone.ts';

export const SLOW_PHONE_PAGES = ['/', '/contact', '/login'];

/** Network quiet after the load event before the first view counts as done. */
const QUIET_MS = 5000;

export interface PhoneLoad {
  path: string;
  load: HostLoad;
  /** ms since navigation start. */
  firstContentfulPaintMs: number | null;
  appReadyMs: number | null;
  /** The end of the last long task before 5 s without one, from first paint. */
  interactiveMs: number | null;
  /** App ready minus first paint: the wait for a page that looks ready to work. */
  readyAfterPaintMs: number | null;
  interactiveAfterPaintMs: number | null;
  longTasks: number;
  /** What the view downloaded, by kind: files, and bytes on the wire (headers apart). */
  downloads: Record<FileKind, { count: number; bodyBytes: number; headerBytes: number }>;
  scripts: { path: string; bytes: number }[];
  /** The network and the main thread were quiet for 5 s before the time limit. */
  quiet: boolean;
}

/** One first view of `path` on the slow phone, in a fresh context (empty cache). */
export async function phoneLoad(
  browser: Browser,
  baseUrl: string,
  path: string,
): Promise<PhoneLoad> {
  const load = hostLoad();
  const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const events = await recordPage(page);
    const cdp = await throttle(page, slowPhoneNetwork);
    const network = new NetworkLog(cdp);
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'load', timeout: 180_000 });
    const quiet = await waitForQuiet(page, events, network, { quietMs: QUIET_MS, maxMs: 120_000 });
    const start = firstOf(events, 'document')!.t;
    const fcp = firstOf(events, 'fcp')?.t ?? null;
    const ready = firstOf(events, 'ready')?.t ?? null;
    const longTasks = events.filter(
      (event): event is Extract<typeof event, { type: 'longtask' }> => event.type === 'longtask',
    );
    const pageNow = (await page.evaluate(
      () => performance.timeOrigin + performance.now(),
    )) as number;
    const interactive = fcp === null ? null : quietAfter(longTasks, fcp, pageNow, QUIET_MS);
    const since = (t: number | null) => (t === null ? null : Math.round(t - start));
    const totals = network.totals();
    const downloads = Object.fromEntries(
      Object.entries(totals).map(([kind, total]) => [
        kind,
        {
          count: total.count,
          bodyBytes: total.transfer - total.headers,
          headerBytes: total.headers,
        },
      ]),
    ) as PhoneLoad['downloads'];
    return {
      path,
      load,
      firstContentfulPaintMs: since(fcp),
      appReadyMs: since(ready),
      interactiveMs: since(interactive),
      readyAfterPaintMs: fcp !== null && ready !== null ? Math.round(ready - fcp) : null,
      interactiveAfterPaintMs:
        fcp !== null && interactive !== null ? Math.round(interactive - fcp) : null,
      longTasks: longTasks.length,
      downloads,
      scripts: network.files
        .filter((file: DownloadedFile) => file.kind === 'scripts')
        .map((file) => ({ path: file.path, bytes: file.transfer - file.headers })),
      quiet,
    };
  } finally {
    await context.close();
  }
}

export interface FirstTapRun extends FirstTapResult {
  load: HostLoad;
}

/** One first tap of a case, in a fresh context. */
export async function phoneFirstTap(
  browser: Browser,
  baseUrl: string,
  caseId: string,
): Promise<FirstTapRun> {
  const tapCase = firstTapCases.find((candidate) => candidate.id === caseId)!;
  const load = hostLoad();
  const context = await browser.newContext({
    ...firstTapContext(tapCase),
    baseURL: baseUrl,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    const recording = await prepareFirstTap(page, tapCase);
    await page.goto(tapCase.path, { waitUntil: 'commit' });
    // The bench reads `data-app` where the page sets it, but does not wait for it.
    const result = await tapAtFirstPaint(page, tapCase, recording, {
      timeoutMs: 150_000,
      waitForReady: false,
    });
    return { ...result, load };
  } finally {
    await context.close();
  }
}

/** The median of the numbers that are there (the lower middle one of an even count). */
export function median(values: readonly (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return present.length ? present[Math.floor((present.length - 1) / 2)]! : null;
}

export interface PhoneMedians {
  firstContentfulPaintMs: number | null;
  appReadyMs: number | null;
  interactiveMs: number | null;
  readyAfterPaintMs: number | null;
  interactiveAfterPaintMs: number | null;
  scriptFiles: number | null;
  scriptBytes: number | null;
}

export interface SlowPhoneResult {
  conditions: string;
  pages: Record<string, { runs: PhoneLoad[]; median: PhoneMedians }>;
  firstTaps: Record<
    string,
    {
      runs: FirstTapRun[];
      outcomes: string[];
      medianEffectMs: number | null;
      medianTapMs: number | null;
    }
  >;
}

/** The pages' loads and the first taps, `runs` times each, in rounds. */
export async function slowPhone(
  browser: Browser,
  baseUrl: string,
  {
    runs,
    pages = SLOW_PHONE_PAGES,
    log,
  }: { runs: number; pages?: string[]; log: (line: string) => void },
): Promise<SlowPhoneResult> {
  const loads = new Map<string, PhoneLoad[]>(pages.map((path) => [path, []]));
  const taps = new Map<string, FirstTapRun[]>(firstTapCases.map((c) => [c.id, []]));
  for (let round = 1; round <= runs; round++) {
    for (const path of pages) {
      const result = await phoneLoad(browser, baseUrl, path);
      loads.get(path)!.push(result);
      log(`${path} run ${round}: ${formatPhoneLoad(result)}`);
    }
    for (const tapCase of firstTapCases) {
      try {
        const result = await phoneFirstTap(browser, baseUrl, tapCase.id);
        taps.get(tapCase.id)!.push(result);
        log(`first tap, run ${round}: ${formatFirstTap(result)} (${formatLoad(result.load)})`);
      } catch (error) {
        log(
          `first tap ${tapCase.id}, run ${round}: failed: ${(error as Error).message.split('\n')[0]}`,
        );
      }
    }
  }
  const pick = <T>(list: T[], get: (item: T) => number | null) => median(list.map(get));
  return {
    conditions: `${slowPhoneNetwork.name}, CPU 4× slower, ${lighthousePhone.viewport!.width}×${lighthousePhone.viewport!.height} phone`,
    pages: Object.fromEntries(
      [...loads].map(([path, list]) => [
        path,
        {
          runs: list,
          median: {
            firstContentfulPaintMs: pick(list, (r) => r.firstContentfulPaintMs),
            appReadyMs: pick(list, (r) => r.appReadyMs),
            interactiveMs: pick(list, (r) => r.interactiveMs),
            readyAfterPaintMs: pick(list, (r) => r.readyAfterPaintMs),
            interactiveAfterPaintMs: pick(list, (r) => r.interactiveAfterPaintMs),
            scriptFiles: pick(list, (r) => r.downloads.scripts.count),
            scriptBytes: pick(list, (r) => r.downloads.scripts.bodyBytes),
          },
        },
      ]),
    ),
    firstTaps: Object.fromEntries(
      [...taps].map(([id, list]) => [
        id,
        {
          runs: list,
          outcomes: list.map((r) => r.outcome),
          medianEffectMs: pick(list, (r) => r.effectMs),
          medianTapMs: pick(list, (r) => r.tapMs),
        },
      ]),
    ),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatPhoneLoad(r: PhoneLoad): string {
  const s = r.downloads.scripts;
  return `first paint ${r.firstContentfulPaintMs ?? '–'} ms, app ready ${r.appReadyMs ?? '–'} ms (+${r.readyAfterPaintMs ?? '–'} after paint), interactive ${r.interactiveMs ?? '–'} ms (+${r.interactiveAfterPaintMs ?? '–'}), ${r.longTasks} long tasks; scripts ${s.count} files, ${kb(s.bodyBytes)} compressed (+ ${kb(s.headerBytes)} headers)${r.quiet ? '' : ', never quiet for 5 s'}; ${formatLoad(r.load)}`;
}

/** The readable summary: a table per page and per first tap. */
export function slowPhoneMarkdown(result: SlowPhoneResult): string[] {
  const lines = [
    `Times in ms since navigation start; "after paint" is since first contentful paint. Median of ${Object.values(result.pages)[0]?.runs.length ?? 0} run(s); each run's host load beside it.`,
    '',
    '| page | run | first paint | app ready (after paint) | interactive (after paint) | long tasks | scripts: files, KB compressed | host load |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [path, { runs, median: m }] of Object.entries(result.pages)) {
    runs.forEach((r, i) => {
      lines.push(
        `| \`${path}\` | ${i + 1} | ${r.firstContentfulPaintMs ?? '–'} | ${r.appReadyMs ?? '–'} (+${r.readyAfterPaintMs ?? '–'}) | ${r.interactiveMs ?? '–'} (+${r.interactiveAfterPaintMs ?? '–'}) | ${r.longTasks} | ${r.downloads.scripts.count}, ${(r.downloads.scripts.bodyBytes / 1024).toFixed(1)} | ${r.load.loadavg.join(' ')} |`,
      );
    });
    lines.push(
      `| \`${path}\` | **median** | **${m.firstContentfulPaintMs ?? '–'}** | **${m.appReadyMs ?? '–'} (+${m.readyAfterPaintMs ?? '–'})** | **${m.interactiveMs ?? '–'} (+${m.interactiveAfterPaintMs ?? '–'})** | | **${m.scriptFiles ?? '–'}, ${m.scriptBytes === null ? '–' : (m.scriptBytes / 1024).toFixed(1)}** | |`,
    );
  }
  lines.push(
    '',
    'First tap at first paint (tests/e2e/first-tap.e2e.ts asserts the outcome; here, the times):',
    '',
    '| control | outcomes | tapped at (ms after paint) | took effect at (ms after paint), median | each run: effect / app ready |',
    '| --- | --- | --- | --- | --- |',
  );
  for (const [id, taps] of Object.entries(result.firstTaps)) {
    const tapCase = firstTapCases.find((c) => c.id === id)!;
    lines.push(
      `| ${tapCase.control} on \`${tapCase.path}\` (${tapCase.screen.width} px) | ${taps.outcomes.join(', ') || 'no run'} | ${taps.medianTapMs ?? '–'} | ${taps.medianEffectMs ?? '–'} | ${taps.runs.map((r) => `${r.effectMs ?? 'never'} / ${r.readyMs ?? '–'}`).join('; ')} |`,
    );
  }
  return lines;
}
