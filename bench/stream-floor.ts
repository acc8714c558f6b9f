// What an open event stream costs below our code (docs/decisions/020-notifications.md, the fan-out's causes): N held
// streams on a bare server, with the same client as bench/notification-fanout.ts, measuring
// the server's heap and RSS per stream (after GC) and a burst of one event to every stream
// (latency from the start of the server's write loop to each arrival; the CPU time each side
// spent on it). No database, no
// session check, no hub. Three servers:
//   node    node:http alone: writeHead, then res.write per event (the platform's floor)
//   hono    Hono on @hono/node-server, the body a web ReadableStream fed by enqueue, as
//           routes/notifications.ts does
//   direct  Hono on @hono/node-server, writing to the Node response itself
//           (RESPONSE_ALREADY_SENT), no web stream
//   hono+headers, direct+headers   the same, reading one request header as every route that
//           checks a session does (@hono/node-server then builds the whole web Request, which
//           lives as long as the response)
//   node --import tsx bench/stream-floor.ts [node|hono|direct …] [--connections=N]
// 127.0.0.1 only. Not part of `npm run bench`: a tool for reading the fan-out's figures.
import { fork } from 'node:child_process';
import { Agent, createServer, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
// The API workspace's dependencies, resolved from the hoisted node_modules.
// eslint-disable-next-line import-x/no-extraneous-dependencies
import { serve, type HttpBindings } from '@hono/node-server';
// eslint-disable-next-line import-x/no-extraneous-dependencies
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
// eslint-disable-next-line import-x/no-extraneous-dependencies
import { Hono } from 'hono';

type Variant = 'node' | 'hono' | 'direct' | 'hono+headers' | 'direct+headers';
const VARIANTS: Variant[] = ['node', 'hono', 'direct', 'hono+headers', 'direct+headers'];

const FIRST = 'retry: 5000\n: heartbeat\n\n';
const HEADERS = {
  'Content-Type': 'text/event-stream; charset=utf-8',
  'Cache-Control': 'no-store, no-transform',
  'X-Accel-Buffering': 'no',
};
/** About the size of a real notification event. */
const event = (i: number) =>
  `id: ${i}\ndata: ${JSON.stringify({ id: String(i), kind: 'project-status', text: `Benchmark notification ${i} (burst)`, read: false, time: new Date().toISOString() })}\n\n`;

type Message =
  { port: number } | { memory: NodeJS.MemoryUsage } | { burstAt: number } | { cpuMs: number };

/** The server half, in a child process started with --expose-gc. */
function runServer(variant: Variant) {
  const writers: ((chunk: string) => void)[] = [];
  let burstCpu: NodeJS.CpuUsage | undefined;
  const encoder = new TextEncoder();
  const listening = (port: number) => process.send!({ port } satisfies Message);
  if (variant === 'node') {
    const server = createServer((_req, res) => {
      res.writeHead(200, HEADERS);
      res.write(FIRST);
      writers.push((chunk) => res.write(chunk));
    });
    server.listen(0, '127.0.0.1', () => listening((server.address() as AddressInfo).port));
  } else {
    const app = new Hono<{ Bindings: HttpBindings }>();
    app.get('/', (c) => {
      if (variant.endsWith('+headers') && c.req.header('authorization')) return c.text('', 401);
      if (variant.startsWith('direct')) {
        const res: ServerResponse = c.env.outgoing;
        res.writeHead(200, HEADERS);
        res.write(FIRST);
        writers.push((chunk) => res.write(chunk));
        return RESPONSE_ALREADY_SENT;
      }
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(FIRST));
          writers.push((chunk) => controller.enqueue(encoder.encode(chunk)));
        },
      });
      return new Response(body, { headers: HEADERS });
    });
    serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => listening(info.port));
  }
  process.on('message', (message: string) => {
    if (message === 'memory') {
      globalThis.gc?.();
      globalThis.gc?.();
      process.send!({ memory: process.memoryUsage() } satisfies Message);
    } else if (message === 'cpu') {
      const { user, system } = process.cpuUsage(burstCpu);
      process.send!({ cpuMs: Math.round((user + system) / 1000) } satisfies Message);
    } else if (message === 'burst') {
      burstCpu = process.cpuUsage();
      const burstAt = Date.now();
      writers.forEach((write, i) => write(event(i)));
      process.send!({ burstAt } satisfies Message);
    }
  });
}

async function measure(variant: Variant, connections: number) {
  const child = fork(fileURLToPath(import.meta.url), ['--server', variant], {
    execArgv: ['--expose-gc', '--import', 'tsx'],
  });
  const next = <T>() => new Promise<T>((resolve) => child.once('message', resolve));
  try {
    const { port } = await next<{ port: number }>();
    const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
    child.send('memory');
    const before = (await next<{ memory: NodeJS.MemoryUsage }>()).memory;
    const arrivals: number[] = [];
    let opened = 0;
    let allOpen!: () => void;
    let allArrived!: () => void;
    const open = new Promise<void>((resolve) => (allOpen = resolve));
    const arrived = new Promise<void>((resolve) => (allArrived = resolve));
    for (let i = 0; i < connections; i++) {
      const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let first = true;
        res.setEncoding('utf8');
        res.on('data', () => {
          if (first) {
            first = false;
            if (++opened === connections) allOpen();
            return;
          }
          arrivals.push(Date.now());
          if (arrivals.length === connections) allArrived();
        });
      });
      req.end();
      if (i % 200 === 199) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await open;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    child.send('memory');
    const after = (await next<{ memory: NodeJS.MemoryUsage }>()).memory;
    const clientCpu = process.cpuUsage();
    child.send('burst');
    const { burstAt } = await next<{ burstAt: number }>();
    await arrived;
    const { user, system } = process.cpuUsage(clientCpu);
    child.send('cpu');
    const { cpuMs } = await next<{ cpuMs: number }>();
    const latencies = arrivals.map((at) => at - burstAt).sort((a, b) => a - b);
    const at = (q: number) => latencies[Math.ceil(q * latencies.length) - 1];
    const kb = (field: 'heapUsed' | 'heapTotal' | 'rss') =>
      Number(((after[field] - before[field]) / connections / 1024).toFixed(1));
    agent.destroy();
    return {
      variant,
      connections,
      heapPerStreamKB: kb('heapUsed'),
      heapTotalPerStreamKB: kb('heapTotal'),
      rssPerStreamKB: kb('rss'),
      burstP50Ms: at(0.5),
      burstP99Ms: at(0.99),
      burstMaxMs: latencies.at(-1),
      // CPU time each side spent on the burst (the server's until the last arrival, or a
      // little after: it is asked then).
      burstServerCpuMs: cpuMs,
      burstClientCpuMs: Math.round((user + system) / 1000),
    };
  } finally {
    child.kill();
  }
}

if (process.argv[2] === '--server') {
  runServer(process.argv[3] as Variant);
} else {
  const connections = Number(
    process.argv.find((a) => a.startsWith('--connections='))?.slice(14) ?? 5000,
  );
  const chosen = process.argv.slice(2).filter((a): a is Variant => VARIANTS.includes(a as Variant));
  for (const variant of chosen.length ? chosen : VARIANTS) {
    console.log(JSON.stringify(await measure(variant, connections)));
  }
}
