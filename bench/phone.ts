// A phone, as the browser measurements of the bench and the first-tap check see it: the screen,
// user agent and throttling of Lighthouse's mobile preset (read from Lighthouse itself, so they
// follow its version), and a small recorder in the page that reports what happened when, by the
// page's own clock: first paint, `<html data-app="ready">` when the app sets it, long tasks,
// the visitor's input, and whether a watched effect (a dialog open, a theme) is on.
import type { BrowserContextOptions, CDPSession, Page } from 'playwright-core';
import {
  screenEmulationMetrics,
  throttling,
  userAgents,
} from 'lighthouse/core/config/constants.js';

const phoneScreen = screenEmulationMetrics.mobile!;

/** Lighthouse's mobile screen (a Moto G Power: 412×823 at 1.75×) with touch and its user agent. */
export const lighthousePhone: BrowserContextOptions = {
  viewport: { width: phoneScreen.width, height: phoneScreen.height },
  deviceScaleFactor: phoneScreen.deviceScaleFactor,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

export interface NetworkProfile {
  name: string;
  /** Added to every request, ms. */
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
}

const slow4G = throttling.mobileSlow4G;

/**
 * Lighthouse's "slow 4G" as Lighthouse applies it to a real browser (its `devtools` throttling
 * method): the 150 ms round trip and 1.6 Mbit/s of its simulation, adjusted for the browser
 * applying them per request.
 */
export const lighthouseNetwork: NetworkProfile = {
  name: 'Lighthouse mobile (slow 4G, DevTools throttling)',
  latencyMs: slow4G.requestLatencyMs,
  downloadKbps: slow4G.downloadThroughputKbps,
  uploadKbps: slow4G.uploadThroughputKbps,
};

/** The slow phone of the interactivity figures: 150 ms round trip, 1.6 Mbit/s down. */
export const slowPhoneNetwork: NetworkProfile = {
  name: 'slow phone (150 ms, 1.6 Mbit/s down, 750 kbit/s up)',
  latencyMs: slow4G.rttMs,
  downloadKbps: slow4G.throughputKbps,
  uploadKbps: 750,
};

/** Lighthouse's CPU slowdown for mobile: 4×. */
export const CPU_SLOWDOWN = slow4G.cpuSlowdownMultiplier;

/** Throttles `page`'s network and CPU through the DevTools protocol; returns its session. */
export async function throttle(
  page: Page,
  network: NetworkProfile,
  cpuRate = CPU_SLOWDOWN,
): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: network.latencyMs,
    downloadThroughput: (network.downloadKbps * 1024) / 8,
    uploadThroughput: (network.uploadKbps * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return cdp;
}

/** The fields read from Chromium's Network.requestWillBeSent, responseReceived, loadingFinished. */
interface RequestWillBeSent {
  requestId: string;
  type?: string;
  request: { url: string };
}
interface ResponseReceived {
  requestId: string;
  type: string;
  response: { url: string; mimeType: string; encodedDataLength: number };
}
interface LoadingDone {
  requestId: string;
  encodedDataLength?: number;
}

export type FileKind = 'scripts' | 'css' | 'fonts' | 'other';

export interface DownloadedFile {
  path: string;
  kind: FileKind;
  type: string;
  /** Bytes on the wire (compressed body and headers), as Chromium counts them. */
  transfer: number;
  /** The response headers' share of `transfer`. */
  headers: number;
  /** When it finished, ms since `NetworkLog` started. */
  finishedMs: number;
}

/**
 * The page's requests as Chromium's network events report them (on `cdp`, with Network
 * enabled): what is in flight, and every finished file with its transfer size. A service
 * worker's own requests (its precache) are not the page's and do not appear here.
 */
export class NetworkLog {
  readonly files: DownloadedFile[] = [];
  private readonly inFlight = new Map<string, RequestWillBeSent>();
  private readonly responses = new Map<string, ResponseReceived>();
  private readonly started = Date.now();
  private lastActivity = Date.now();

  constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event: RequestWillBeSent) => {
      this.inFlight.set(event.requestId, event);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event: ResponseReceived) => {
      this.responses.set(event.requestId, event);
    });
    cdp.on('Network.loadingFinished', (event: LoadingDone) => this.finish(event, true));
    cdp.on('Network.loadingFailed', (event: LoadingDone) => this.finish(event, false));
  }

  private finish(event: LoadingDone, ok: boolean) {
    const request = this.inFlight.get(event.requestId);
    this.inFlight.delete(event.requestId);
    this.lastActivity = Date.now();
    if (!ok) return;
    const response = this.responses.get(event.requestId);
    const url = response?.response.url ?? request?.request.url ?? '';
    const mimeType = response?.response.mimeType ?? '';
    const type = response?.type ?? request?.type ?? 'Other';
    const kind: FileKind =
      type === 'Script' || /javascript/.test(mimeType) || /\.m?js(?:\?|$)/.test(url)
        ? 'scripts'
        : type === 'Stylesheet' || mimeType === 'text/css' || /\.css(?:\?|$)/.test(url)
          ? 'css'
          : type === 'Font' || /^font\//.test(mimeType) || /\.woff2?(?:\?|$)/.test(url)
            ? 'fonts'
            : 'other';
    let path = url;
    try {
      path = new URL(url).pathname;
    } catch {
      /* a data: or blob: address stays whole */
    }
    this.files.push({
      path,
      kind,
      type,
      transfer: event.encodedDataLength ?? 0,
      headers: response?.response.encodedDataLength ?? 0,
      finishedMs: Date.now() - this.started,
    });
  }

  /** Resolves once no request has been in flight for `quietMs` (or after `maxMs`). */
  async quiet(quietMs: number, maxMs = 120_000): Promise<{ quiet: boolean }> {
    const deadline = Date.now() + maxMs;
    for (;;) {
      const idleFor = Date.now() - this.lastActivity;
      if (this.inFlight.size === 0 && idleFor >= quietMs) return { quiet: true };
      if (Date.now() > deadline) return { quiet: false };
      await new Promise((resolve) => setTimeout(resolve, Math.max(50, quietMs - idleFor)));
    }
  }

  /** Files and bytes by kind. */
  totals() {
    const totals = {} as Record<FileKind, { count: number; transfer: number; headers: number }>;
    for (const kind of ['scripts', 'css', 'fonts', 'other'] as const) {
      const files = this.files.filter((file) => file.kind === kind);
      totals[kind] = {
        count: files.length,
        transfer: files.reduce((sum, file) => sum + file.transfer, 0),
        headers: files.reduce((sum, file) => sum + file.headers, 0),
      };
    }
    return totals;
  }
}

/**
 * A condition the recorder watches in the page; `on` when it holds. Elements are found by role
 * and accessible name (a small subset of the rules, enough for this site's controls), visible.
 *   { role: 'dialog', name: 'Menu' }                          the Menu dialog is shown
 *   { role: 'button', name: '…', attribute: 'aria-expanded', equals: 'true' }
 *   { rootAttribute: 'data-theme', equals: 'light' }          on <html>
 *   { path: '/login' }                                        the address
 */
export type Probe =
  | {
      role: ProbeRole;
      name: string;
      within?: { role: ProbeRole; name?: string };
      attribute?: string;
      equals?: string;
    }
  | { rootAttribute: string; equals: string }
  | { path: string };

export type ProbeRole =
  'button' | 'dialog' | 'radio' | 'region' | 'switch' | 'main' | 'link' | 'banner';

/**
 * A control the recorder finds for a tap, by role and accessible name (the first of a list
 * that is there): reported with its centre, in the viewport, as soon as it has painted.
 */
export interface Target {
  role: ProbeRole;
  name: string;
  within?: { role: ProbeRole; name?: string };
}

/** What the recorder reports, each with `t`: ms since the epoch, by the page's clock. */
export type PageEvent =
  | { type: 'document'; t: number; path: string }
  | { type: 'fcp'; t: number }
  /** Where the watched control is, once painted: its centre in CSS pixels of the viewport. */
  | { type: 'target'; t: number; x: number; y: number }
  | { type: 'ready'; t: number }
  | { type: 'longtask'; t: number; duration: number }
  | { type: 'input'; t: number; event: string; trusted: boolean }
  | { type: 'state'; t: number; on: boolean };

/**
 * The recorder, as the source of an init script (plain JavaScript: a bundler's helpers must
 * not leak into what runs in the page). It runs in every document of the page before the
 * page's own scripts, and hands each event to the `__benchEvent` binding.
 */
function recorderSource(probes: readonly Probe[], targets: readonly Target[]): string {
  return `(() => {
  if (window.top !== window) return;
  const probes = ${JSON.stringify(probes)};
  const targets = ${JSON.stringify(targets)};
  const origin = performance.timeOrigin;
  const now = () => origin + performance.now();
  // Each call of the binding costs the page a little: long tasks go in batches, once a second.
  const queue = [];
  let timer = 0;
  const flush = () => {
    timer = 0;
    if (typeof window.__benchEvent !== 'function') return;
    if (queue.length) window.__benchEvent(queue.splice(0));
  };
  const send = (event) => {
    queue.push(event);
    if (event.type !== 'longtask') flush();
    else if (!timer) timer = setTimeout(flush, 1000);
  };
  addEventListener('pagehide', flush);
  send({ type: 'document', t: origin, path: location.pathname });
  const observe = (type, each) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {}
  };
  let painted = false;
  observe('paint', (entry) => {
    if (entry.name !== 'first-contentful-paint') return;
    painted = true;
    send({ type: 'fcp', t: origin + entry.startTime });
    lookForTarget();
  });
  observe('longtask', (entry) => send({ type: 'longtask', t: origin + entry.startTime, duration: entry.duration }));
  for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click']) {
    addEventListener(type, (event) => {
      send({ type: 'input', t: origin + event.timeStamp, event: type, trusted: event.isTrusted });
      setTimeout(check, 0);
    }, { capture: true, passive: true });
  }
  const SELECTORS = {
    button: 'button:not([role]),[role="button"]',
    dialog: 'dialog:not([role]),[role="dialog"],[role="alertdialog"]',
    radio: 'input[type="radio"]:not([role]),[role="radio"]',
    region: 'section[aria-label]:not([role]),section[aria-labelledby]:not([role]),[role="region"]',
    switch: '[role="switch"]',
    main: 'main:not([role]),[role="main"]',
    link: 'a[href]:not([role]),[role="link"]',
    banner: 'header:not([role]),[role="banner"]',
  };
  const text = (el) => (el ? el.textContent || '' : '').replace(/\\s+/g, ' ').trim();
  const nameOf = (el) => {
    const label = el.getAttribute('aria-label');
    if (label) return label.trim();
    const by = el.getAttribute('aria-labelledby');
    if (by) return by.split(/\\s+/).map((id) => text(document.getElementById(id))).join(' ').trim();
    if (el.labels && el.labels.length) return text(el.labels[0]);
    return text(el);
  };
  const visible = (el) => (el.checkVisibility ? el.checkVisibility() : el.getClientRects().length > 0);
  const find = (role, name, root) =>
    Array.from(root.querySelectorAll(SELECTORS[role])).find(
      (el) => (name === undefined || nameOf(el) === name) && (role === 'radio' || visible(el)),
    );
  const holds = (probe) => {
    if ('path' in probe) return location.pathname === probe.path;
    if ('rootAttribute' in probe) {
      return document.documentElement && document.documentElement.getAttribute(probe.rootAttribute) === probe.equals;
    }
    const root = probe.within ? find(probe.within.role, probe.within.name, document) : document;
    const el = root && find(probe.role, probe.name, root);
    if (!el) return false;
    return probe.attribute ? el.getAttribute(probe.attribute) === probe.equals : true;
  };
  // The control to tap, once the page has painted: scrolled into view if it is below the fold
  // (a visitor scrolls to it), reported by its centre.
  let targetFound = !targets.length;
  const lookForTarget = () => {
    if (targetFound || !painted) return;
    for (const target of targets) {
      const root = target.within ? find(target.within.role, target.within.name, document) : document;
      const el = root && find(target.role, target.name, root);
      if (!el) continue;
      let box = el.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        el.scrollIntoView({ block: 'center', behavior: 'instant' });
        box = el.getBoundingClientRect();
      }
      if (box.width < 1 || box.height < 1) continue;
      targetFound = true;
      send({ type: 'target', t: now(), x: box.left + box.width / 2, y: box.top + box.height / 2 });
      return;
    }
  };
  let state;
  let ready = false;
  const check = () => {
    lookForTarget();
    if (!ready && document.documentElement && document.documentElement.getAttribute('data-app') === 'ready') {
      ready = true;
      send({ type: 'ready', t: now() });
    }
    if (!probes.length) return state;
    const on = probes.some(holds);
    if (on !== state) {
      state = on;
      send({ type: 'state', t: now(), on });
    }
    return state;
  };
  // Watching the whole document costs the page time; without probes only <html>'s attribute.
  if (probes.length || targets.length) {
    new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  } else {
    const watchRoot = () => {
      if (!document.documentElement) return false;
      new MutationObserver(check).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
      return true;
    };
    if (!watchRoot()) {
      const waiting = new MutationObserver(() => {
        if (watchRoot()) waiting.disconnect();
      });
      waiting.observe(document, { childList: true });
    }
  }
  addEventListener('change', () => setTimeout(check, 0), true);
  addEventListener('popstate', check);
  window.__benchCheck = () => {
    const on = check();
    flush();
    return on;
  };
  check();
})();
//# sourceURL=bench-recorder.js`;
}

/**
 * Installs the recorder in `page` (before it navigates) and collects its events, across the
 * page's documents. `probes` is the effect to watch, `targets` the control to find, if any.
 */
export async function recordPage(
  page: Page,
  { probes = [], targets = [] }: { probes?: readonly Probe[]; targets?: readonly Target[] } = {},
): Promise<PageEvent[]> {
  const events: PageEvent[] = [];
  await page.exposeBinding('__benchEvent', (_source, batch: PageEvent[]) => {
    events.push(...batch);
  });
  await page.addInitScript({ content: recorderSource(probes, targets) });
  return events;
}

/** Asks the page's recorder to look again now and hand over what it holds. */
export async function checkNow(page: Page): Promise<void> {
  await page.evaluate(
    () => (window as unknown as { __benchCheck?: () => unknown }).__benchCheck?.() ?? null,
  );
}

/** The first first-contentful-paint, ready, … of the page's first document. */
export function firstOf<T extends PageEvent['type']>(
  events: readonly PageEvent[],
  type: T,
): Extract<PageEvent, { type: T }> | undefined {
  return events.find((event): event is Extract<PageEvent, { type: T }> => event.type === type);
}

/**
 * "Interactive" from the long tasks alone, so it means the same whatever the framework: the end
 * of the last long task (over 50 ms) before the first `quietMs` without one, counted from
 * first paint, as Lighthouse's Time to Interactive does (without its network condition). Null
 * when the recording ended before such a quiet window.
 */
export function quietAfter(
  longTasks: readonly { t: number; duration: number }[],
  from: number,
  until: number,
  quietMs = 5000,
): number | null {
  let candidate = from;
  for (const task of [...longTasks].sort((a, b) => a.t - b.t)) {
    const end = task.t + task.duration;
    if (end <= candidate) continue;
    if (task.t - candidate >= quietMs) return candidate;
    candidate = end;
  }
  return until - candidate >= quietMs ? candidate : null;
}

/**
 * Waits until the page has gone quiet: no request for `quietMs` and no long task in the last
 * `quietMs` (from the recorder's events), or `maxMs` have passed. Returns whether it did.
 */
export async function waitForQuiet(
  page: Page,
  events: readonly PageEvent[],
  network: NetworkLog,
  { quietMs, maxMs }: { quietMs: number; maxMs: number },
): Promise<boolean> {
  const deadline = Date.now() + maxMs;
  for (;;) {
    const { quiet } = await network.quiet(quietMs, Math.max(0, deadline - Date.now()));
    await checkNow(page);
    const lastLongTaskEnd = events.reduce(
      (latest, event) =>
        event.type === 'longtask' ? Math.max(latest, event.t + event.duration) : latest,
      0,
    );
    const pageNow = (await page.evaluate(
      () => performance.timeOrigin + performance.now(),
    )) as number;
    const calm = pageNow - lastLongTaskEnd;
    if (quiet && calm >= quietMs) return true;
    if (!quiet || Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, quietMs - calm));
  }
}
