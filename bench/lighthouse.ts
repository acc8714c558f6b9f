// One Lighthouse run of a page (mobile preset, simulated throttling) and what the bench reads
// from its report: the scores, LCP, TBT, CLS, the host's CPU benchmark index, and Lighthouse's
// own breakdown of the main thread (by kind of work, and by script).
import { execFileSync } from 'node:child_process';
import { repoRoot } from '../tests/lib/server.ts';
// @ts-expect-error plain ESM helper
import { chromiumArgs, chromiumPath } from '../tests/lib/chromium.mjs';

/**
 * The CPU slowdown that makes Lighthouse's simulation stand for a host whose benchmark index is
 * `asIndex`, on a host measured at `hostIndex`. The mobile preset's 4× assumes a host of about
 * 1,500–2,000; a faster host hides work a phone would feel, so its slowdown grows by the ratio
 * (Lighthouse's own advice for calibrating `cpuSlowdownMultiplier` to a machine).
 */
export function slowdownFor(hostIndex: number, asIndex: number, preset = 4): number {
  return Math.round(((preset * hostIndex) / asIndex) * 100) / 100;
}

/**
 * One Lighthouse run (mobile preset) into `out`. Lighthouse now and then fails to start or
 * to trace Chromium on a busy machine; one retry, then the page is reported as failed
 * rather than ending the whole run. `cpuSlowdownMultiplier` replaces the preset's 4 (see
 * `slowdownFor`).
 */
export function lighthouse(
  url: string,
  out: string,
  { cpuSlowdownMultiplier }: { cpuSlowdownMultiplier?: number } = {},
): boolean {
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
          ...(cpuSlowdownMultiplier
            ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdownMultiplier}`]
            : []),
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

export interface LighthouseSummary {
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

export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
  runWarnings?: string[];
}

export function summarise(report: LighthouseReport): LighthouseSummary {
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

export function formatSummary(s: LighthouseSummary): string {
  return `perf ${s.performance}  a11y ${s.accessibility}  bp ${s.bestPractices}  seo ${s.seo}  LCP ${s.lcpMs} ms  TBT ${s.tbtMs} ms  CLS ${s.cls}  CPU index ${s.benchmarkIndex}${s.slowHost ? ' (slow host)' : ''}`;
}

/**
 * The median run by score (the lower middle one of an even count), as Lighthouse's own
 * guidance suggests for noisy machines, leaving out runs Lighthouse flags as made on a host
 * slower than its CPU slowdown assumes (on a shared machine: a busy minute) as long as one run
 * is not flagged.
 */
export function medianRun(summaries: readonly LighthouseSummary[]) {
  const counted = summaries.some((summary) => !summary.slowHost)
    ? summaries.filter((summary) => !summary.slowHost)
    : [...summaries];
  const ordered = [...counted].sort((a, b) => a.performance - b.performance);
  const median = ordered[Math.floor((ordered.length - 1) / 2)]!;
  const excluded = summaries.filter((summary) => !counted.includes(summary));
  return {
    median,
    runs: counted.map((summary) => summary.performance),
    slowHostRuns: excluded.map((summary) => summary.performance),
  };
}

interface DetailsItem {
  group?: string;
  groupLabel?: string;
  url?: string;
  duration?: number;
  total?: number;
  scripting?: number;
  scriptParseCompile?: number;
}

/**
 * Lighthouse's own view of the main thread: its work by kind ('mainthread-work-breakdown') and
 * by script ('bootup-time'), in ms of its simulated 4× slower CPU.
 */
export function lighthouseMainThread(report: LighthouseReport) {
  const items = (id: string) =>
    ((report.audits[id] as { details?: { items?: DetailsItem[] } } | undefined)?.details?.items ??
      []) as DetailsItem[];
  return {
    byKind: items('mainthread-work-breakdown').map((item) => ({
      kind: item.groupLabel ?? item.group ?? '?',
      ms: Math.round(item.duration ?? 0),
    })),
    byScript: items('bootup-time').map((item) => ({
      url: item.url ?? '?',
      ms: Math.round(item.total ?? 0),
      scriptingMs: Math.round(item.scripting ?? 0),
      parseCompileMs: Math.round(item.scriptParseCompile ?? 0),
    })),
  };
}
