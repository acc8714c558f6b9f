// Warming a popup's code without running it (docs/decisions/043-warm-without-running.md).
//
// A popup's code (the phone menu, the support popup, a Quick Tool's card) stays out of the
// first load. Importing it when the browser is idle downloads it and also evaluates it: on a
// phone's CPU the dialog machinery evaluates in one task of 85–100 ms, which Lighthouse counts
// as blocking time whether or not anyone opens the popup. So when idle the browser is only
// asked to fetch the files (`<link rel="prefetch">`, lowest priority, into its cache); the
// import that evaluates them runs when a visitor reaches for the popup, and finds them there.
//
// Which files a module needs is known only after the build: each page carries the table as a
// JSON data block (`deferredChunksScript`, written by the server render), keyed by the
// modules' paths as Vite's manifest names them.

/** The modules warmed this way, as the build manifest names them. */
export const DEFERRED_MODULES = {
  siteMenu: 'src/layouts/SiteMenu.tsx',
  supportPopup: 'src/layouts/SupportPopup.tsx',
  quickToolCard: 'src/layouts/QuickToolCard.tsx',
} as const;

export type DeferredModule = (typeof DEFERRED_MODULES)[keyof typeof DEFERRED_MODULES];

/** The id of the page's JSON data block: module → the files to fetch ('/assets/…js'). */
export const DEFERRED_CHUNKS_ID = 'deferred-chunks';

let table: Record<string, string[]> | null | undefined;

/** `module`'s files as this page's table names them; undefined without a table. */
function filesOf(module: DeferredModule): string[] | undefined {
  table ??= readTable();
  return table?.[module];
}

function readTable(): Record<string, string[]> | null {
  const text = document.getElementById(DEFERRED_CHUNKS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Record<string, string[]>;
  } catch {
    return null;
  }
}

/** The hrefs of the page's `<link>`s (of one `rel`, or all). */
function linkedHrefs(rel?: string): Set<string | null> {
  const selector = rel ? `link[rel="${rel}"][href]` : 'link[href]';
  return new Set(
    [...document.head.querySelectorAll(selector)].map((link) => link.getAttribute('href')),
  );
}

/**
 * Adds `<link rel={rel}>`s for `hrefs` in one go. As a module script is fetched (CORS,
 * same-origin credentials), so the cached response is the one its import finds.
 */
function appendLinks(rel: 'prefetch' | 'modulepreload', hrefs: Iterable<string>) {
  const fragment = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = rel;
    link.crossOrigin = '';
    link.href = href;
    fragment.appendChild(link);
  }
  document.head.appendChild(fragment);
}

/** Prefetch links added per task: starting each request costs the renderer about 1 ms. */
export const PREFETCHES_PER_TASK = 4;

const queued = new Set<string>();
let draining = false;

function drain() {
  const batch = [...queued].slice(0, PREFETCHES_PER_TASK);
  batch.forEach((href) => queued.delete(href));
  appendLinks('prefetch', batch);
  draining = queued.size > 0;
  if (draining) setTimeout(drain);
}

/**
 * Asks the browser to fetch `module`'s files without running them, a few per task, unless a
 * service worker already holds them. False when this page has no table for it (the dev
 * server, a unit test): the caller then imports it.
 */
export function prefetchModule(module: DeferredModule): boolean {
  const files = filesOf(module);
  if (!files) return false;
  // A page the service worker controls has these files already: the worker precached every
  // script but the signed-in pages' two largest before it took over
  // (site/scripts/service-worker.mjs), and the import is answered from there. A prefetch would
  // only copy them again, and Chromium holds a waiting worker's activation while the old one
  // has prefetches in flight: pressing the update toast's Refresh as they started left the new
  // version waiting and the page never reloaded (offline.e2e.ts).
  if (navigator.serviceWorker?.controller) return true;
  // A file the page already preloads or has prefetched needs no second request.
  const linked = linkedHrefs();
  for (const href of files) if (!linked.has(href)) queued.add(href);
  if (!draining && queued.size > 0) {
    draining = true;
    drain();
  }
  return true;
}

/**
 * For a visitor waiting on it (a tap before the module is in): fetches all of `module`'s files
 * at once, at the priority of a script the page needs, rather than each as the one before it
 * is read (three or four round trips on a slow phone). False without a table.
 */
export function preloadModule(module: DeferredModule): boolean {
  const files = filesOf(module);
  if (!files) return false;
  const preloaded = linkedHrefs('modulepreload');
  const missing = files.filter((href) => !preloaded.has(href));
  missing.forEach((href) => queued.delete(href));
  appendLinks('modulepreload', missing);
  return true;
}

/** For tests: forget the table read from the page. */
export function forgetDeferredChunks(): void {
  table = undefined;
  queued.clear();
  draining = false;
}
