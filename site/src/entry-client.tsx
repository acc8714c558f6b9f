// The browser entry: start the app, then — off the critical path — the telemetry.
import { createRoot } from 'react-dom/client';
import { whenIdle } from './app/idle.ts';
import { startClient } from './app/startClient.tsx';
import { StartupFailure } from './errors/AppErrorBoundary.tsx';

const container = document.getElementById('root');
if (container) {
  startClient(container)
    .then(() => {
      // Web vitals and error reports, once the page is interactive and the browser idle.
      whenIdle(() => void import('./telemetry.ts').then((telemetry) => telemetry.startTelemetry()));
    })
    .catch((error: unknown) => {
      console.error(error);
      // Pre-rendered content still reads fine without JavaScript; only an empty shell needs
      // the failure screen ('Application Failed to Load', SPEC.md §2).
      if (!container.firstElementChild) createRoot(container).render(<StartupFailure />);
    });
}
