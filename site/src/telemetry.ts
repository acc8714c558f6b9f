// First-party telemetry (docs/product/decisions.md "Analytics and service worker"): Core Web Vitals, sent
// when the page is hidden, and uncaught errors, sent at once, with navigator.sendBeacon to our
// own API. Loaded lazily when the browser is idle after start-up; nothing here blocks
// rendering. Body shapes are the contract's (packages/contract/src/telemetry.ts); only its
// types and paths are imported, so zod stays out of the browser bundle.
// A browser that says Do Not Track or Global Privacy Control sends nothing at all (docs/decisions/025-vitals-dashboard.md):
// no vitals, no errors, and web-vitals is not even loaded.
import type { Metric } from 'web-vitals';
import { apiPaths } from '@brightlane/contract';
import type { ClientErrorKind, ClientErrorReport, VitalReport } from '@brightlane/contract';

/** The contract's limits (telemetryLimits), mirrored: importing them would bundle zod. */
const limits = { message: 4000, stack: 32000, url: 2048, path: 2048 } as const;

/** A page stuck in an error loop must not flood the API: at most this many reports per page view. */
const MAX_ERROR_REPORTS = 10;

let errorReports = 0;
let started = false;

/** What trackingRefused reads: navigator and window, or a test's stand-ins. */
export interface PrivacySignals {
  navigator: { doNotTrack?: string | null; msDoNotTrack?: string; globalPrivacyControl?: boolean };
  window: { doNotTrack?: string | null };
}

/**
 * True when the visitor asked not to be tracked: Global Privacy Control, or Do Not Track in
 * any of its historic spellings (navigator.doNotTrack; window.doNotTrack in old Safari and
 * IE 11; navigator.msDoNotTrack in IE 9-10). Read on every call: cheap, and a browser can
 * change it without a reload.
 */
export function trackingRefused(
  signals: PrivacySignals = {
    navigator: navigator as PrivacySignals['navigator'],
    window: window as PrivacySignals['window'],
  },
): boolean {
  const { navigator: nav, window: win } = signals;
  if (nav.globalPrivacyControl === true) return true;
  return [nav.doNotTrack, win.doNotTrack, nav.msDoNotTrack].some((value) => value === '1');
}

/** POSTs JSON without delaying navigation or unload; falls back to a keepalive fetch. */
export function sendJson(url: string, body: unknown): void {
  if (trackingRefused()) return;
  const json = JSON.stringify(body);
  try {
    const blob = new Blob([json], { type: 'application/json' });
    if (navigator.sendBeacon?.(url, blob)) return;
  } catch {
    /* fall through to fetch */
  }
  void fetch(url, {
    method: 'POST',
    body: json,
    headers: { 'Content-Type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => {
    /* telemetry is best-effort: losing a report must never surface as an error */
  });
}

export function vitalReport(metric: Metric, path: string): VitalReport {
  return {
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    path: path.slice(0, limits.path),
  };
}

export function clientErrorReport(
  error: unknown,
  kind: ClientErrorKind,
  url: string,
): ClientErrorReport {
  const message =
    error instanceof Error
      ? error.message || error.name
      : typeof error === 'string'
        ? error
        : safeString(error);
  const stack =
    error instanceof Error && error.stack ? error.stack.slice(0, limits.stack) : undefined;
  return {
    message: (message || 'Unknown error').slice(0, limits.message),
    ...(stack ? { stack } : {}),
    url: url.slice(0, limits.url),
    kind,
  };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * Holds web-vitals reports while the page is visible and sends them when it is hidden (a tab
 * switch, navigation away, closing), the moment web-vitals itself finalises CLS and INP.
 * Sending each report as it comes would start a beacon (several milliseconds of main-thread
 * work each) while the page is still loading. A report that arrives while the page is already
 * hidden goes at once. Reports are keyed by metric id: a later value replaces an earlier one.
 */
export function createVitalsQueue(send: (report: VitalReport) => void, doc: Document = document) {
  const pending = new Map<string, VitalReport>();
  const flush = () => {
    for (const report of pending.values()) send(report);
    pending.clear();
  };
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') flush();
  };
  doc.addEventListener('visibilitychange', onVisibilityChange);
  // Some browsers (older Safari) skip visibilitychange when a page is unloaded.
  doc.defaultView?.addEventListener('pagehide', flush);
  return (report: VitalReport) => {
    if (doc.visibilityState === 'hidden') send(report);
    else pending.set(report.id, report);
  };
}

/** Reports one error (also used by the error boundaries, whose errors never reach window.onerror). */
export function reportClientError(error: unknown, kind: ClientErrorKind): void {
  if (trackingRefused()) return;
  if (errorReports >= MAX_ERROR_REPORTS) return;
  errorReports += 1;
  sendJson(apiPaths.clientErrors, clientErrorReport(error, kind, window.location.href));
}

function onWindowError(event: ErrorEvent): void {
  // "Script error." with no details comes from a cross-origin script we cannot see into, and
  // errors in extension code are not ours: neither helps anyone.
  if (!event.error && (!event.message || event.message === 'Script error.')) return;
  if (event.filename && !event.filename.startsWith(window.location.origin)) return;
  reportClientError(event.error ?? event.message, 'error');
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  reportClientError(event.reason, 'unhandledrejection');
}

/**
 * Starts reporting; safe to call more than once. Under DNT or GPC it does nothing: no
 * listeners, and web-vitals (its own chunk) is never fetched.
 */
export function startTelemetry(): Promise<void> {
  if (started || trackingRefused()) return Promise.resolve();
  started = true;
  window.addEventListener('error', onWindowError);
  window.addEventListener('unhandledrejection', onUnhandledRejection);

  // The landing page's address: CLS and INP are final only when the page is hidden, possibly
  // after client-side navigations, and belong to the page view that started them.
  const path = window.location.pathname;
  const queue = createVitalsQueue((report) => sendJson(apiPaths.vitals, report));
  const send = (metric: Metric) => queue(vitalReport(metric, path));
  return import('web-vitals').then(
    async ({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      // Each listener in a task of its own: each reads the entries buffered since the page
      // loaded, and on a phone's CPU all five in one go were a task of 60–100 ms, long enough
      // to hold back a tap (bench/main-thread.ts measured it on `/`).
      for (const listen of [onCLS, onINP, onLCP, onFCP, onTTFB]) {
        await new Promise((resolve) => setTimeout(resolve));
        listen(send);
      }
    },
    () => {
      /* a chunk that failed to load (offline, a new deploy) costs only this page's vitals */
    },
  );
}
