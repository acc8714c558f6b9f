// The browser entry: start the app, then — off the critical path — the telemetry and the
// service worker.
//
// The app's code is evaluated in two steps, each a task of its own: React and React DOM, then
// the router, layout and page. Evaluated together they make one long task that holds the main
// thread on a slow phone (docs/decisions/006-paint-first.md). The pre-rendered page is already
// painted, and its loader script has fetched both steps' chunks in parallel beforehand
// (STARTUP_MODULE in app/startup.ts), so the steps wait on no network.
import { appFailed, replayWhenReady, takeEarlyPresses } from './app/earlyInput.ts';
import { whenIdle } from './app/idle.ts';

const container = document.getElementById('root');
if (container) void start(container);

async function start(root: HTMLElement) {
  try {
    await import('react-dom/client');
    const { startClient } = await import('./app/startClient.tsx');
    await startClient(root);
    // hydrateRoot has just been called, and this runs in the same task: from now on React
    // handles presses itself; the buttons pressed before are pressed again once it is ready.
    replayWhenReady(takeEarlyPresses());
  } catch (error: unknown) {
    // The page stays static: it behaves as without scripting (forms post, noscript shows).
    appFailed();
    console.error(error);
    // Pre-rendered content still reads fine without JavaScript; only an empty shell needs
    // the failure screen ('Application Failed to Load', docs/product/spec.md §2).
    if (!root.firstElementChild) await showStartupFailure(root);
    return;
  }
  // Web vitals and error reports, once the page is interactive and the browser idle.
  whenIdle(() => void import('./telemetry.ts').then((telemetry) => telemetry.startTelemetry()));
  // The service worker (offline pages, the update toast): after the load event, when idle, so
  // its precaching never competes with the page's own requests. Only built for production.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    afterLoad(() =>
      whenIdle(() => void import('./app/serviceWorker.ts').then((sw) => sw.startServiceWorker())),
    );
  }
}

function afterLoad(task: () => void) {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}

async function showStartupFailure(root: HTMLElement) {
  const [{ createRoot }, { StartupFailure }] = await Promise.all([
    import('react-dom/client'),
    import('./errors/AppErrorBoundary.tsx'),
  ]);
  createRoot(root).render(<StartupFailure />);
}
