// Where a phone's main thread goes while a page loads (`npm run bench -- --only=main-thread`).
//
// Each page is loaded in Chromium under Lighthouse's mobile conditions, applied for real: its
// screen and user agent, the CPU 4× slower (`Emulation.setCPUThrottlingRate`) and its slow 4G
// as DevTools throttling. A trace records the page's main thread, with V8's sampling profiler,
// from navigation until the network and the main thread have both been quiet for 5 s. Then:
//   - Lighthouse's own trace model (core/lib/tracehouse) turns the trace into tasks and sorts
//     each task's own time into style and layout, paint, HTML parsing, script compilation,
//     garbage collection, script evaluation and "other";
//   - the script part is shared out by the profiler's samples taken inside it, each sample's
//     function mapped through the build's source maps to its module (bench/source-modules.ts):
//     our own modules (site/src, packages/*), React DOM (hydration, rendering, commits), React
//     Router, the libraries. Time in a built-in (JSON.parse, a DOM call) counts for the module
//     that called it;
//   - each top-level task is marked idle warming when it runs an idle callback, or (after the
//     load event) mostly runs scripts first requested after the load event (the page does
//     nothing else then: nobody touches it), and each long task (> 50 ms) is listed with what
//     it was made of;
//   - Total Blocking Time is summed as Lighthouse does (Lantern's TBT rules) from first
//     contentful paint to "interactive": the end of the last long task before 5 s without one.
// The service worker's own thread and the fonts are reported beside the main thread.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { benchmarkIndex, formatLoad, hostLoad } from './environment.ts';
import {
  formatSummary,
  lighthouse,
  slowdownFor,
  lighthouseMainThread,
  medianRun,
  summarise,
} from './lighthouse.ts';
import type { LighthouseReport, LighthouseSummary } from './lighthouse.ts';
import type { HostLoad } from './environment.ts';
import {
  CPU_SLOWDOWN,
  firstOf,
  lighthouseNetwork,
  lighthousePhone,
  NetworkLog,
  quietAfter,
  recordPage,
  throttle,
  waitForQuiet,
} from './phone.ts';
import type { PageEvent } from './phone.ts';
import { SourceModules, startupScripts } from './source-modules.ts';
import type { ModuleKind } from './source-modules.ts';

/** Lighthouse's trace categories for a navigation, with V8's sampling profiler added. */
const TRACE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'toplevel',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
];

const LONG_TASK_MS = 50;
/** How long the network and the main thread must stay quiet before the trace ends. */
const QUIET_MS = 5000;
/** The most a trace waits after the load event for that quiet. */
const MAX_AFTER_LOAD_MS = 60_000;

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args: Record<string, unknown> & { data?: Record<string, unknown>; name?: string };
};
interface Trace {
  traceEvents: TraceEvent[];
}
/** Lighthouse's TaskNode, the fields read here. */
interface TaskNode {
  event: TraceEvent;
  children: TaskNode[];
  parent: TaskNode | undefined;
  startTime: number;
  endTime: number;
  duration: number;
  selfTime: number;
  attributableURLs: string[];
  group: { id: string; label: string };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: {
    functionName: string;
    url: string;
    lineNumber: number;
    columnNumber: number;
  };
}
export type ItemKind = ModuleKind | 'browser' | 'inline' | 'bench';

/** One line of the attribution: a module, the framework, a kind of browser work. */
export interface Item {
  name: string;
  kind: ItemKind;
  /** Main-thread time, ms (with the CPU 4× slower). */
  ms: number;
  /** Of which in long tasks. */
  longTaskMs: number;
  /** Its share of Total Blocking Time (each long task's blocking time, shared by duration). */
  blockingMs: number;
  /** Of `ms`, in idle-warming tasks. */
  idleWarmingMs: number;
  /** Of `ms`, before first contentful paint. */
  beforePaintMs: number;
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  phase: 'before first paint' | 'first paint to interactive' | 'after interactive';
  idleWarming: boolean;
  /** The largest parts of the task. */
  top: { name: string; ms: number }[];
}

export interface MainThreadRun {
  url: string;
  /** The CPU slowdown applied (Lighthouse's 4 unless --cpu says otherwise). */
  cpuSlowdown: number;
  /** The page went quiet (network and long tasks, 5 s) before the trace's time limit. */
  quiet: boolean;
  load: { before: HostLoad; after: HostLoad };
  /** Lighthouse's CPU benchmark of the host, run in the page's browser before throttling. */
  benchmarkIndex: number;
  /** Times in ms since navigation start. */
  timings: {
    firstContentfulPaint: number;
    largestContentfulPaint: number | null;
    domContentLoaded: number | null;
    load: number | null;
    /** `<html data-app="ready">`, when the page sets it. */
    appReady: number | null;
    /** The end of the last long task before 5 s without one, from first contentful paint. */
    interactive: number | null;
    traceEnd: number;
  };
  totalBlockingTimeMs: number;
  mainThreadMs: number;
  idleWarmingMs: number;
  longTasks: LongTask[];
  items: Item[];
  /** The service worker's thread (off the main thread), busy ms; null when it did not run. */
  serviceWorkerThreadMs: number | null;
  fonts: { mainThreadMs: number; files: { path: string; transfer: number }[] };
  scripts: {
    /** Scripts the page starts with (its HTML's, and their static imports) that it requested. */
    startup: string[];
    /** The other scripts it requested: loaded on demand, which here means idle warming. */
    onDemand: string[];
  };
  /** Time in tasks but in no trace event, by where Chromium posted the task from. */
  untracedBySource: { source: string; ms: number }[];
  /** Of the samples' script time, the share mapped to a module by a source map. */
  mappedShare: number;
}

const BROWSER_ITEMS: Record<string, string> = {
  parseHTML: 'parse HTML & CSS',
  styleLayout: 'style & layout',
  paintCompositeRender: 'paint & composite',
  scriptParseCompile: 'script parse & compile',
  garbageCollection: 'garbage collection',
  scriptEvaluation: 'script: native (no JS frame sampled)',
};

/** Traces one page load; returns the trace and what the page's recorder saw. */
async function traceLoad(browser: Browser, url: string, cpuSlowdown: number) {
  const context = await browser.newContext({ ...lighthousePhone, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    const index = await benchmarkIndex(page);
    const events = await recordPage(page);
    const cdp = await throttle(page, lighthouseNetwork, cpuSlowdown);
    const network = new NetworkLog(cdp);
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const response = await page.goto(url, { waitUntil: 'load', timeout: 180_000 });
    const html = (await response?.text()) ?? '';
    // Until no request for 5 s and no long task in the last 5 s.
    const quiet = await waitForQuiet(page, events, network, {
      quietMs: QUIET_MS,
      maxMs: MAX_AFTER_LOAD_MS,
    });
    const buffer = await browser.stopTracing();
    return {
      trace: JSON.parse(buffer.toString('utf8')) as Trace | TraceEvent[],
      raw: buffer,
      events,
      network,
      html,
      quiet,
      benchmarkIndex: index,
    };
  } finally {
    await context.close();
  }
}

/**
 * The main thread's samples from V8's profiler in the trace (its Profile and ProfileChunk
 * events), sorted by time: ms since the time origin, the time each stands for (until the next
 * sample, as DevTools counts it), the leaf node, and where in that function it was (0-based;
 * -1 when V8 gave no position).
 */
function mainThreadSamples(trace: Trace, pid: number, tid: number, timeOriginUs: number) {
  const nodes = new Map<number, ProfileNode>();
  const profileIds = new Set<string>();
  const state = new Map<string, number>(); // profile id → running timestamp (µs)
  const samples: { t: number; node: number; line: number; column: number }[] = [];
  for (const event of trace.traceEvents) {
    const id = (event as { id?: string }).id;
    if (event.name === 'Profile' && event.pid === pid && event.tid === tid && id) {
      profileIds.add(id);
      state.set(id, Number((event.args.data as { startTime?: number })?.startTime ?? event.ts));
    }
    if (event.name !== 'ProfileChunk' || !id || !profileIds.has(id)) continue;
    const data = event.args.data as {
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
      lines?: number[];
      columns?: number[];
    };
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let t = state.get(id)!;
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      t += data.timeDeltas?.[i] ?? 0;
      // The chunk's lines and columns are 1-based; 0 means none.
      const line = (data.lines?.[i] ?? 0) - 1;
      const column = (data.columns?.[i] ?? 0) - 1;
      samples.push({ t: (t - timeOriginUs) / 1000, node, line, column });
    });
    state.set(id, t);
  }
  samples.sort((a, b) => a.t - b.t);
  const weighted = samples.map((sample, i) => ({
    ...sample,
    weight: Math.max(0, (samples[i + 1]?.t ?? sample.t) - sample.t),
  }));
  return { samples: weighted, nodes };
}

/**
 * Attributes one traced load. `pageUrl` tells the page's own inline scripts from the built
 * ones; `events` are the recorder's (bench/phone.ts).
 */
export function attributeTrace(
  trace: Trace,
  {
    events,
    modules,
    startup,
  }: { events: readonly PageEvent[]; modules: SourceModules; startup: ReadonlySet<string> },
): Omit<MainThreadRun, 'url' | 'load' | 'benchmarkIndex' | 'quiet' | 'cpuSlowdown'> {
  const processed = TraceProcessor.processTrace(trace as never);
  const navigation = TraceProcessor.processNavigation(processed);
  const timeOriginUs = processed.timestamps.timeOrigin;
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    timeOriginUs,
  ) as unknown as TaskNode[];
  const topLevel = tasks.filter((task) => !task.parent);
  const mainEvent = processed.mainThreadEvents[0] as TraceEvent | undefined;
  const pid = mainEvent?.pid ?? 0;
  const tid = mainEvent?.tid ?? 0;
  const timings = navigation.timings;
  const fcp = timings.firstContentfulPaint;
  const loadAt = timings.load ?? null;

  // Scripts the page starts with, and those it loads on demand (idle warming here).
  const requested = new Set<string>();
  const fontFiles = new Set<string>();
  for (const event of trace.traceEvents) {
    const data = event.args?.data as { url?: string; resourceType?: string } | undefined;
    if (event.name !== 'ResourceSendRequest' || !data?.url || event.pid !== pid) continue;
    requested.add(data.url);
    if (data.resourceType === 'Font') fontFiles.add(data.url);
  }
  const pathOf = (url: string) => {
    try {
      return new URL(url).pathname;
    } catch {
      return url;
    }
  };
  const scriptUrls = [...requested].filter((url) => /\.m?js(?:\?|$)/.test(pathOf(url)));
  const startupUrls = scriptUrls.filter((url) => startup.has(pathOf(url)));
  const onDemand = new Set(scriptUrls.filter((url) => !startup.has(pathOf(url))));

  // Samples → items. A built-in (no URL: JSON.parse, a DOM call) counts for its nearest
  // caller with one; a script position maps through the build's source maps.
  const { samples, nodes } = mainThreadSamples(trace, pid, tid, timeOriginUs);
  type Found = { item: ItemRef | null; url: string | null };
  const atPosition = (
    url: string,
    line: number,
    column: number,
    fallback?: [number, number],
  ): Found => {
    if (url.endsWith('bench-recorder.js'))
      return { item: { name: "the bench's recorder", kind: 'bench' }, url };
    let pathname = url;
    try {
      pathname = new URL(url).pathname;
    } catch {
      /* keep the URL whole */
    }
    if (modules.hasMap(pathname) || /\.m?js$/.test(pathname)) {
      let module = modules.at(pathname, line, column);
      if (module.kind === 'chunk' && fallback) module = modules.at(pathname, ...fallback);
      return { item: module, url };
    }
    return { item: { name: `inline script, HTML line ${line + 1}`, kind: 'inline' }, url };
  };
  const callerItem = new Map<number, Found>();
  const ofNode = (id: number): Found => {
    const known = callerItem.get(id);
    if (known) return known;
    const node = nodes.get(id);
    let found: Found = { item: null, url: null };
    if (node) {
      const { functionName = '', url = '', lineNumber, columnNumber } = node.callFrame;
      if (functionName === '(garbage collector)') {
        found = { item: { name: 'garbage collection', kind: 'browser' }, url: null };
      } else if (!url && functionName.startsWith('(')) {
        found = { item: null, url: null }; // (program), (idle), (root): no script
      } else if (!url) {
        found = node.parent === undefined ? { item: null, url: null } : ofNode(node.parent);
        if (!found.item)
          found = { item: { name: 'script: built-ins', kind: 'browser' }, url: null };
      } else {
        found = atPosition(url, lineNumber, columnNumber);
      }
    }
    callerItem.set(id, found);
    return found;
  };
  const ofSample = (sample: { node: number; line: number; column: number }): Found => {
    const node = nodes.get(sample.node);
    const url = node?.callFrame.url;
    if (!node || !url || sample.line < 0) return ofNode(sample.node);
    return atPosition(url, sample.line, Math.max(0, sample.column), [
      node.callFrame.lineNumber,
      node.callFrame.columnNumber,
    ]);
  };

  const items = new Map<string, Item>();
  const itemFor = (ref: ItemRef): Item => {
    let item = items.get(ref.name);
    if (!item) {
      item = {
        name: ref.name,
        kind: ref.kind,
        ms: 0,
        longTaskMs: 0,
        blockingMs: 0,
        idleWarmingMs: 0,
        beforePaintMs: 0,
      };
      items.set(ref.name, item);
    }
    return item;
  };

  // Interactive and Total Blocking Time, over the top-level tasks.
  const longTop = topLevel.filter((task) => task.duration > LONG_TASK_MS);
  const traceEnd = processed.timings.traceEnd;
  const interactive = quietAfter(
    longTop.map((task) => ({ t: task.startTime, duration: task.duration })),
    fcp,
    traceEnd,
    QUIET_MS,
  );
  const tbtEnd = interactive ?? traceEnd;
  const blockingOf = (task: TaskNode) =>
    Lantern.Metrics.TBTUtils.calculateTbtImpactForEvent(
      { start: task.startTime, end: task.endTime, duration: task.duration },
      fcp,
      tbtEnd,
    );

  let sampleIndex = 0;
  let mappedMs = 0;
  let sampledScriptMs = 0;
  let idleWarmingMs = 0;
  let fontsMs = 0;
  const longTasks: LongTask[] = [];
  const untraced = new Map<string, number>();
  for (const task of topLevel) {
    // This task's samples, each given to the innermost event that contains it.
    while (sampleIndex < samples.length && samples[sampleIndex]!.t < task.startTime) sampleIndex++;
    const bySelf = new Map<TaskNode, Map<string, { ref: ItemRef; weight: number }>>();
    const nonScript = new Map<TaskNode, number>();
    const chunkWeight = new Map<string, number>();
    let i = sampleIndex;
    for (; i < samples.length && samples[i]!.t < task.endTime; i++) {
      const sample = samples[i]!;
      let node = task;
      for (;;) {
        const child = node.children.find((c) => c.startTime <= sample.t && sample.t < c.endTime);
        if (!child) break;
        node = child;
      }
      const { item, url } = ofSample(sample);
      if (!item) {
        nonScript.set(node, (nonScript.get(node) ?? 0) + sample.weight);
        continue;
      }
      if (url) chunkWeight.set(url, (chunkWeight.get(url) ?? 0) + sample.weight);
      const perNode = bySelf.get(node) ?? new Map();
      bySelf.set(node, perNode);
      const entry = perNode.get(item.name) ?? { ref: item, weight: 0 };
      entry.weight += sample.weight;
      perNode.set(item.name, entry);
    }
    sampleIndex = i;

    const idle =
      containsEvent(task, 'FireIdleCallback') || dominantIsOnDemand(task, chunkWeight, onDemand);
    const parts = new Map<string, number>();
    const add = (ref: ItemRef, ms: number) => {
      if (ms <= 0) return;
      const item = itemFor(ref);
      item.ms += ms;
      if (idle) item.idleWarmingMs += ms;
      if (task.endTime <= fcp) item.beforePaintMs += ms;
      else if (task.startTime < fcp)
        item.beforePaintMs += (ms * (fcp - task.startTime)) / task.duration;
      parts.set(ref.name, (parts.get(ref.name) ?? 0) + ms);
    };
    const addGroup = (node: TaskNode, ms: number) => {
      const ref = groupItem(node);
      add(ref, ms);
      if (ms > 0 && ref.name.startsWith('other: untraced')) {
        const poster = posterOf(node);
        const source = poster
          ? `${poster.src_file?.split('/').pop()} ${poster.src_func}`
          : 'unknown poster';
        untraced.set(source, (untraced.get(source) ?? 0) + ms);
      }
    };
    walk(task, (node) => {
      if (node.selfTime <= 0) return;
      const fonts = /font/i.test(node.event.name);
      const scripts = bySelf.get(node);
      const scriptWeight = scripts
        ? [...scripts.values()].reduce((sum, e) => sum + e.weight, 0)
        : 0;
      const otherWeight = nonScript.get(node) ?? 0;
      if (fonts) {
        fontsMs += node.selfTime;
        add({ name: 'fonts', kind: 'browser' }, node.selfTime);
        return;
      }
      if (scriptWeight > 0) {
        const scriptMs = (node.selfTime * scriptWeight) / (scriptWeight + otherWeight);
        sampledScriptMs += scriptMs;
        for (const { ref, weight } of scripts!.values()) {
          const ms = (scriptMs * weight) / scriptWeight;
          if (
            ref.kind !== 'chunk' &&
            ref.kind !== 'inline' &&
            ref.kind !== 'bench' &&
            ref.name !== 'script: built-ins'
          )
            mappedMs += ms;
          add(ref, ms);
        }
        addGroup(node, node.selfTime - scriptMs);
        return;
      }
      if (node.group.id === 'scriptEvaluation' && otherWeight === 0) {
        // Too short to be sampled: its script, by Lighthouse's attribution, as a chunk.
        const url = node.attributableURLs.filter(Boolean).at(-1);
        const name = url ? `chunk ${url.split('/').pop()} (unsampled)` : 'script (unsampled)';
        add({ name, kind: 'chunk' }, node.selfTime);
        return;
      }
      addGroup(node, node.selfTime);
    });
    if (idle) idleWarmingMs += task.duration;

    const blocking = blockingOf(task);
    if (task.duration > LONG_TASK_MS) {
      for (const [name, ms] of parts) {
        const item = items.get(name)!;
        item.longTaskMs += ms;
        item.blockingMs += (blocking * ms) / task.duration;
      }
      longTasks.push({
        startMs: round(task.startTime),
        durationMs: round(task.duration),
        blockingMs: round(blocking),
        phase:
          task.startTime < fcp
            ? 'before first paint'
            : interactive === null || task.startTime < interactive
              ? 'first paint to interactive'
              : 'after interactive',
        idleWarming: idle,
        top: [...parts]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, ms]) => ({ name, ms: round(ms) })),
      });
    }
  }

  const mainThreadMs = topLevel.reduce((sum, task) => sum + task.duration, 0);
  const totalBlockingTimeMs = topLevel.reduce((sum, task) => sum + blockingOf(task), 0);
  return {
    timings: {
      firstContentfulPaint: round(fcp),
      largestContentfulPaint:
        timings.largestContentfulPaint === undefined ? null : round(timings.largestContentfulPaint),
      domContentLoaded:
        timings.domContentLoaded === undefined ? null : round(timings.domContentLoaded),
      load: loadAt === null ? null : round(loadAt),
      appReady: appReadyMs(events),
      interactive: interactive === null ? null : round(interactive),
      traceEnd: round(traceEnd),
    },
    totalBlockingTimeMs: round(totalBlockingTimeMs),
    mainThreadMs: round(mainThreadMs),
    idleWarmingMs: round(idleWarmingMs),
    longTasks,
    items: [...items.values()]
      .map((item) => ({
        ...item,
        ms: round(item.ms),
        longTaskMs: round(item.longTaskMs),
        blockingMs: round(item.blockingMs),
        idleWarmingMs: round(item.idleWarmingMs),
        beforePaintMs: round(item.beforePaintMs),
      }))
      .sort((a, b) => b.ms - a.ms),
    serviceWorkerThreadMs: serviceWorkerBusy(trace, processed.timestamps.traceEnd, timeOriginUs),
    fonts: {
      mainThreadMs: round(fontsMs),
      files: [...fontFiles].map((url) => ({ path: pathOf(url), transfer: 0 })),
    },
    scripts: { startup: startupUrls.map(pathOf), onDemand: [...onDemand].map(pathOf) },
    untracedBySource: [...untraced]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([source, ms]) => ({ source, ms: round(ms) })),
    mappedShare: sampledScriptMs ? Number((mappedMs / sampledScriptMs).toFixed(3)) : 0,
  };
}

interface ItemRef {
  name: string;
  kind: ItemKind;
}

function groupItem(node: TaskNode): ItemRef {
  const name = BROWSER_ITEMS[node.group.id];
  if (name) return { name, kind: 'browser' };
  const poster = posterOf(node);
  if (/CpuProfiler|Tracing|Profiler/.test(node.event.name)) {
    return { name: 'the profiler starting (measurement overhead)', kind: 'bench' };
  }
  if (/RunTask/.test(node.event.name)) {
    const area = UNTRACED_AREAS.find(([pattern]) => pattern.test(poster?.src_file ?? ''))?.[1];
    return { name: `other: untraced, ${area ?? 'other tasks'}`, kind: 'browser' };
  }
  return { name: `other: ${node.event.name}`, kind: 'browser' };
}

/**
 * Time inside a task but in no trace event is named by who posted the task (Chromium records
 * the source file and function on each task): resource loading, module scripts, IPC…
 */
const UNTRACED_AREAS: [RegExp, string][] = [
  [/script|module/, 'module scripts'],
  [/loader|resource_load|fetch/, 'loading resources'],
  [/timing|performance|page_load_metrics/, 'performance timing'],
  [/cc\/|paint|frame_widget|compositor|viz/, 'frames'],
  [/mojo|ipc/, 'IPC messages'],
];

interface Poster {
  src_file?: string;
  src_func?: string;
}

/** Where the task running `node` was posted from, as Chromium's task events record it. */
function posterOf(node: TaskNode): Poster | null {
  const own = node.event.args as Poster | undefined;
  if (own?.src_func) return own;
  for (const child of node.children) {
    const args = child.event.args as Poster | undefined;
    if (/RunTask/.test(child.event.name) && args?.src_func) return args;
  }
  for (let parent = node.parent; parent; parent = parent.parent) {
    const args = parent.event.args as Poster | undefined;
    if (args?.src_func) return args;
  }
  return null;
}

function walk(node: TaskNode, visit: (node: TaskNode) => void) {
  visit(node);
  for (const child of node.children) walk(child, visit);
}

function containsEvent(node: TaskNode, name: string): boolean {
  return node.event.name === name || node.children.some((child) => containsEvent(child, name));
}

/** Whether most of a task's sampled script time (or, unsampled, its script) is on-demand code. */
function dominantIsOnDemand(
  task: TaskNode,
  chunkWeight: Map<string, number>,
  onDemand: ReadonlySet<string>,
): boolean {
  const total = [...chunkWeight.values()].reduce((sum, weight) => sum + weight, 0);
  if (total > 0) {
    const later = [...chunkWeight].reduce(
      (sum, [url, weight]) => sum + (onDemand.has(url) ? weight : 0),
      0,
    );
    return later / total >= 0.5;
  }
  return task.attributableURLs.some((url) => onDemand.has(url));
}

function appReadyMs(events: readonly PageEvent[]): number | null {
  const doc = firstOf(events, 'document');
  const ready = firstOf(events, 'ready');
  return doc && ready ? round(ready.t - doc.t) : null;
}

/** Busy time of the service worker's thread, wherever Chromium ran it. */
function serviceWorkerBusy(trace: Trace, traceEndUs: number, timeOriginUs: number): number | null {
  const threads = trace.traceEvents.filter(
    (event) => event.name === 'thread_name' && /service ?worker/i.test(String(event.args?.name)),
  );
  if (threads.length === 0) return null;
  let busy = 0;
  for (const thread of threads) {
    const events = TraceProcessor.filteredTraceSort(
      trace.traceEvents as never,
      (event: TraceEvent) => event.pid === thread.pid && event.tid === thread.tid,
    );
    try {
      const tasks = MainThreadTasks.getMainThreadTasks(
        events,
        [],
        traceEndUs,
        timeOriginUs,
      ) as unknown as TaskNode[];
      busy += tasks.filter((task) => !task.parent).reduce((sum, task) => sum + task.duration, 0);
    } catch {
      // A thread whose events Lighthouse's model cannot nest: count its RunTask events.
      busy += events
        .filter((event: TraceEvent) => event.name === 'RunTask' && event.dur)
        .reduce((sum: number, event: TraceEvent) => sum + (event.dur ?? 0) / 1000, 0);
    }
  }
  return round(busy);
}

const round = (value: number) => Math.round(value);

/** Traces `url` once and attributes it; keeps the trace (gzip) at `keepTrace` when given. */
export async function measureMainThread(
  browser: Browser,
  url: string,
  { keepTrace, cpuSlowdown = CPU_SLOWDOWN }: { keepTrace?: string; cpuSlowdown?: number } = {},
): Promise<MainThreadRun> {
  const before = hostLoad();
  const {
    trace,
    raw,
    events,
    benchmarkIndex: index,
    network,
    html,
    quiet,
  } = await traceLoad(browser, url, cpuSlowdown);
  const after = hostLoad();
  if (keepTrace) writeFileSync(keepTrace, gzipSync(raw));
  const normalised: Trace = Array.isArray(trace) ? { traceEvents: trace } : trace;
  const result = attributeTrace(normalised, {
    events,
    modules: new SourceModules(),
    startup: startupScripts(html),
  });
  // Font sizes from the network log (the trace does not carry transfer sizes).
  const fontSizes = new Map(
    network.files.filter((file) => file.kind === 'fonts').map((file) => [file.path, file.transfer]),
  );
  result.fonts.files = result.fonts.files.map((file) => ({
    ...file,
    transfer: fontSizes.get(file.path) ?? 0,
  }));
  return { url, load: { before, after }, benchmarkIndex: index, cpuSlowdown, quiet, ...result };
}

export function formatRun(run: MainThreadRun): string {
  const t = run.timings;
  return `${run.quiet ? '' : '(never quiet for 5 s) '}FCP ${t.firstContentfulPaint} ms, load ${t.load ?? '–'} ms, app ready ${t.appReady ?? '–'} ms, interactive ${t.interactive ?? '–'} ms, TBT ${run.totalBlockingTimeMs} ms, ${run.longTasks.length} long tasks, main thread ${run.mainThreadMs} ms (idle warming ${run.idleWarmingMs} ms); index ${run.benchmarkIndex}, ${formatLoad(run.load.before)}`;
}

export interface PageMainThread {
  runs: (MainThreadRun & { round: number })[];
  /** Index into `runs` of the median run by Total Blocking Time. */
  medianRun: number;
  lighthouse: {
    runs: (LighthouseSummary & {
      round: number;
      mainThread: ReturnType<typeof lighthouseMainThread>;
      /** With --as-index: the CPU slowdown Lighthouse used, and the index it stands for. */
      cpuSlowdownMultiplier?: number;
      asIndex?: number;
    })[];
    median: LighthouseSummary | null;
    scores: number[];
    slowHostScores: number[];
  };
}

/**
 * For each page, `runs` rounds of: a traced load (attributed) and a Lighthouse run. Rounds go
 * over the pages so a busy minute on a shared machine spreads over every page. The median
 * run's trace of each page is kept (gzip) in `resultsDir` for DevTools' Performance panel.
 */
export async function mainThreadPart(
  browser: Browser,
  baseUrl: string,
  {
    pages,
    runs,
    resultsDir,
    stamp,
    log,
    cpuSlowdown = CPU_SLOWDOWN,
    asIndex,
  }: {
    pages: string[];
    runs: number;
    resultsDir: string;
    stamp: string;
    log: (line: string) => void;
    cpuSlowdown?: number;
    /**
     * Lighthouse as on a host of this benchmark index: its CPU slowdown scaled from the index
     * the trace just measured (`slowdownFor`).
     */
    asIndex?: number;
  },
): Promise<Record<string, PageMainThread>> {
  const results = new Map<string, PageMainThread>(
    pages.map((path) => [
      path,
      {
        runs: [],
        medianRun: 0,
        lighthouse: { runs: [], median: null, scores: [], slowHostScores: [] },
      },
    ]),
  );
  const traceFile = (path: string, run: number) =>
    join(
      resultsDir,
      `main-thread-${stamp}${path.replaceAll('/', '_') || '_'}.${run}.trace.json.gz`,
    );
  for (let round = 1; round <= runs; round++) {
    for (const path of pages) {
      const entry = results.get(path)!;
      try {
        const run = await measureMainThread(browser, `${baseUrl}${path}`, {
          cpuSlowdown,
          keepTrace: traceFile(path, round),
        });
        entry.runs.push({ ...run, round });
        log(`${path} run ${round}: ${formatRun(run)}`);
      } catch (error) {
        log(`${path} run ${round}: trace failed: ${(error as Error).message.split('\n')[0]}`);
      }
      const out = join(
        resultsDir,
        `main-thread-${stamp}-lighthouse${path.replaceAll('/', '_') || '_'}.${round}.json`,
      );
      const hostIndex = entry.runs.at(-1)?.benchmarkIndex;
      const cpuSlowdownMultiplier =
        asIndex && hostIndex ? slowdownFor(hostIndex, asIndex) : undefined;
      if (lighthouse(`${baseUrl}${path}`, out, { cpuSlowdownMultiplier })) {
        const report = JSON.parse(readFileSync(out, 'utf8')) as LighthouseReport;
        const summary = {
          ...summarise(report),
          round,
          mainThread: lighthouseMainThread(report),
          ...(cpuSlowdownMultiplier ? { cpuSlowdownMultiplier, asIndex } : {}),
        };
        entry.lighthouse.runs.push(summary);
        const asHost = cpuSlowdownMultiplier
          ? ` (CPU ${cpuSlowdownMultiplier}× as index ${asIndex})`
          : '';
        log(`${path} run ${round}: Lighthouse ${formatSummary(summary)}${asHost}`);
      }
    }
  }
  for (const [path, entry] of results) {
    const order = entry.runs
      .map((run, index) => ({ tbt: run.totalBlockingTimeMs, index }))
      .sort((a, b) => a.tbt - b.tbt);
    entry.medianRun = order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
    // Only the median run's trace is kept.
    entry.runs.forEach((run, index) => {
      if (index !== entry.medianRun) rmSync(traceFile(path, run.round), { force: true });
    });
    if (entry.lighthouse.runs.length) {
      const { median, runs: scores, slowHostRuns } = medianRun(entry.lighthouse.runs);
      entry.lighthouse.median = median;
      entry.lighthouse.scores = scores;
      entry.lighthouse.slowHostScores = slowHostRuns;
    }
  }
  return Object.fromEntries(results);
}

const ms = (value: number | null) => (value === null ? '–' : `${value}`);

/** The readable summary: every page's figures, then each page's top items, then `/`'s long tasks. */
export function mainThreadMarkdown(pages: Record<string, PageMainThread>, top = 10): string[] {
  const lines = [
    '| page | run | FCP | load | app ready | interactive | TBT | long tasks | main thread (idle warming) | index | host load | Lighthouse perf, TBT, index |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const [path, entry] of Object.entries(pages)) {
    entry.runs.forEach((run, i) => {
      const lh = entry.lighthouse.runs.find((candidate) => candidate.round === run.round);
      const t = run.timings;
      const mark = i === entry.medianRun ? ' (median)' : '';
      lines.push(
        `| \`${path}\` | ${run.round}${mark} | ${t.firstContentfulPaint} | ${ms(t.load)} | ${ms(t.appReady)} | ${ms(t.interactive)} | ${run.totalBlockingTimeMs} | ${run.longTasks.length} | ${run.mainThreadMs} (${run.idleWarmingMs}) | ${run.benchmarkIndex} | ${run.load.before.loadavg.join(' ')} | ${lh ? `${lh.performance}, ${lh.tbtMs} ms, ${lh.benchmarkIndex}${lh.slowHost ? ' (slow host)' : ''}${lh.cpuSlowdownMultiplier ? ` (CPU ${lh.cpuSlowdownMultiplier}× as index ${lh.asIndex})` : ''}` : '–'} |`,
      );
    });
  }
  for (const [path, entry] of Object.entries(pages)) {
    const run = entry.runs[entry.medianRun];
    if (!run) continue;
    lines.push(
      '',
      `### \`${path}\`: where the main thread goes (median run, TBT ${run.totalBlockingTimeMs} ms, ${run.mainThreadMs} ms in all)`,
      '',
      '| # | item | kind | ms | in long tasks | share of TBT | idle warming | before first paint |',
      '| --- | --- | --- | --- | --- | --- | --- | --- |',
    );
    run.items.slice(0, top).forEach((item, i) => {
      lines.push(
        `| ${i + 1} | ${item.name} | ${item.kind} | ${item.ms} | ${item.longTaskMs} | ${item.blockingMs} | ${item.idleWarmingMs} | ${item.beforePaintMs} |`,
      );
    });
    const own = run.items.filter((item) => item.kind === 'own').slice(0, 5);
    if (own.length) {
      lines.push(
        '',
        `Our own modules first: ${own.map((item) => `${item.name} ${item.ms} ms`).join(', ')}.`,
      );
    }
    if (run.untracedBySource.length) {
      lines.push(
        '',
        `Time in no trace event, by who posted the task: ${run.untracedBySource
          .slice(0, 5)
          .map((entry) => `${entry.source} ${entry.ms} ms`)
          .join(', ')}.`,
      );
    }
    const lh = entry.lighthouse.median;
    const lhRun = entry.lighthouse.runs.find((candidate) => candidate === lh);
    if (lhRun) {
      lines.push(
        '',
        `Lighthouse (simulated, median of ${entry.lighthouse.scores.join(', ')}): ${formatSummary(lhRun)}; its main-thread breakdown: ${lhRun.mainThread.byKind.map((k) => `${k.kind} ${k.ms} ms`).join(', ')}.`,
      );
    }
    lines.push(
      '',
      `Service worker thread: ${run.serviceWorkerThreadMs === null ? 'did not run during the trace' : `${run.serviceWorkerThreadMs} ms`}. Fonts: ${run.fonts.mainThreadMs} ms of main thread; files ${run.fonts.files.map((f) => `${f.path} (${(f.transfer / 1024).toFixed(1)} KB)`).join(', ') || 'none'}. Scripts: ${run.scripts.startup.length} at start, ${run.scripts.onDemand.length} on demand. Source maps covered ${Math.round(run.mappedShare * 100)}% of sampled script time.`,
    );
  }
  const home = pages['/'];
  const homeRun = home?.runs[home.medianRun];
  if (homeRun) {
    lines.push(
      '',
      '### `/`: long tasks of the median run',
      '',
      '| start | duration | blocking | phase | idle warming | made of |',
      '| --- | --- | --- | --- | --- | --- |',
    );
    for (const task of homeRun.longTasks) {
      lines.push(
        `| ${task.startMs} | ${task.durationMs} | ${task.blockingMs} | ${task.phase} | ${task.idleWarming ? 'yes' : ''} | ${task.top.map((part) => `${part.name} ${part.ms}`).join('; ')} |`,
      );
    }
  }
  return lines;
}
