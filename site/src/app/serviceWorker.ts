// The service worker's page side: registers /sw.js (written by the build with Workbox,
// site/scripts/service-worker.mjs), checks for a new version every hour, and when one is
// installed and waiting, offers it with a toast. 'Refresh' tells the waiting worker to take
// over; the page reloads once it has (docs/decisions/024-service-worker.md).

export const SERVICE_WORKER_URL = '/sw.js';
/** How often an open page asks the server whether /sw.js has changed: every hour. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
/** The message Workbox's generated worker answers with skipWaiting(). */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

export interface ServiceWorkerOptions {
  /** navigator.serviceWorker (a fake one in tests). */
  container: ServiceWorkerContainer;
  /** Shows that a new version is waiting; `activate` switches to it, and the page reloads. */
  onUpdateReady: (activate: () => void) => void;
  /** Reloads the page once the new version controls it. Default: location.reload(). */
  reload?: () => void;
}

/**
 * Registers the service worker and watches for updates. Resolves to a function that stops the
 * hourly checks.
 */
export async function registerServiceWorker({
  container,
  onUpdateReady,
  reload = () => window.location.reload(),
}: ServiceWorkerOptions): Promise<() => void> {
  // 'none': the browser always asks the server for /sw.js, never its HTTP cache.
  const registration = await container.register(SERVICE_WORKER_URL, {
    scope: '/',
    updateViaCache: 'none',
  });

  let refreshRequested = false;
  let reloaded = false;
  // The first install also changes the controller (the worker claims the page): only a
  // change the visitor asked for reloads, and only once.
  container.addEventListener('controllerchange', () => {
    if (!refreshRequested || reloaded) return;
    reloaded = true;
    reload();
  });

  let offered: ServiceWorker | null = null;
  const offer = (worker: ServiceWorker) => {
    // Without a controller this is the first install: there is no older version to replace.
    if (!container.controller || offered === worker) return;
    offered = worker;
    onUpdateReady(() => {
      refreshRequested = true;
      worker.postMessage(SKIP_WAITING_MESSAGE);
    });
  };

  // Installed on an earlier visit and still waiting (another tab kept the old one alive).
  if (registration.waiting) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });

  const timer = window.setInterval(() => {
    // Offline, or the server is down: the next check tries again.
    registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
  return () => window.clearInterval(timer);
}

/** Registers the service worker with the update toast (entry-client.tsx, when idle after load). */
export function startServiceWorker(): void {
  registerServiceWorker({
    container: navigator.serviceWorker,
    onUpdateReady: (activate) =>
      void import('./serviceWorkerToast.tsx').then((toast) => toast.showUpdateToast(activate)),
  }).catch((error: unknown) => {
    // The site works without it (a private window may refuse it): nothing to report.
    console.warn('Service worker not registered:', error);
  });
}
