// Loaded into the server process by the notification benchmark (bench/notification-fanout.ts)
// through NODE_OPTIONS="--expose-gc --import=…/server-probe.mjs". A Unix socket at
// BENCH_PROBE_SOCKET answers:
//   GET  /memory                 process.memoryUsage() after two full garbage collections, so
//                                the heap figure is what is still referenced
//   POST /profile/start          starts the V8 CPU profiler (100 µs sampling)
//   POST /profile/stop?file=…&from=…&to=…
//                                stops it and writes the profile (.cpuprofile) to `file`,
//                                with `window`: from and to (wall clock, ms) on the profile's
//                                clock, for bench/profile-summary.ts
//   POST /heap-snapshot?file=…   writes a heap snapshot to `file`
// Its pid is written beside it (BENCH_PROBE_SOCKET.pid), so a server that never became ready
// can still be stopped by its pid. Nothing of the product changes; the socket does not keep
// the process alive. Plain JavaScript: it loads before tsx. NODE_OPTIONS' --import also runs
// in tsx's module-loader thread, which must not take the socket (nor fail on it: the main
// thread would then wait for the loader forever).
import { chmodSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { Session } from 'node:inspector/promises';
import { writeHeapSnapshot } from 'node:v8';
import { isMainThread } from 'node:worker_threads';

const path = process.env.BENCH_PROBE_SOCKET;
if (path && isMainThread) {
  writeFileSync(`${path}.pid`, String(process.pid));
  let session;
  const collect = () => {
    if (typeof globalThis.gc !== 'function') return false;
    globalThis.gc();
    globalThis.gc();
    return true;
  };
  const routes = {
    'GET /memory': async () => {
      const gc = collect();
      return { ...process.memoryUsage(), gc };
    },
    'POST /profile/start': async () => {
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
      await session.post('Profiler.start');
      return { started: true };
    },
    'POST /profile/stop': async (url) => {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      // V8 times a profile on the monotonic clock, as process.hrtime does.
      const offsetUs = Date.now() * 1000 - Number(process.hrtime.bigint() / 1000n);
      const onProfileClock = (ms) => Number(ms) * 1000 - offsetUs;
      const window = {
        startUs: onProfileClock(url.searchParams.get('from')),
        endUs: onProfileClock(url.searchParams.get('to')),
      };
      writeFileSync(url.searchParams.get('file'), JSON.stringify({ ...profile, window }));
      return { written: true };
    },
    'POST /heap-snapshot': async (url) => {
      collect();
      writeHeapSnapshot(url.searchParams.get('file'));
      return { written: true };
    },
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://probe');
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) {
      res.writeHead(404).end();
      return;
    }
    route(url).then(
      (answer) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer));
      },
      (error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      },
    );
  });
  server.on('error', (error) => console.error(`bench probe: ${error.message}`));
  server.listen(path, () => chmodSync(path, 0o600));
  server.unref();
}
