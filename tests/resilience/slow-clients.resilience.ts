// Slow clients (docs/decisions/026-resilience.md; ADR 026): 200 connections trickling one byte a second, half
// never finishing their headers, half sending valid headers and then a body byte by byte.
// Meanwhile /api/health answers a normal client quickly, the server closes every slow
// connection once its headersTimeout / requestTimeout has passed (408, JSON), and an open
// notification stream is not cut by requestTimeout (it applies to receiving the request only).
import { apiPaths, withQuery } from '@brightlane/contract';
import { connect, type Socket } from 'node:net';
import type { RunningServer } from '../lib/server.ts';
import { signUp, startApi, uniqueEmail } from './lib.ts';

const HEADERS_TIMEOUT_MS = 3000;
const REQUEST_TIMEOUT_MS = 6000;
const SLOW_SOCKETS = 200;
/** How late past its timeout a slow connection may be closed (the check interval, a busy box). */
const CLOSE_SLACK_MS = 3000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Slow {
  kind: 'headers' | 'body';
  socket: Socket;
  openedAt: number;
  closedAt?: number;
  received: string;
}

function openSlow(server: RunningServer, kind: Slow['kind']): Slow {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  const slow: Slow = { kind, socket, openedAt: Date.now(), received: '' };
  // The first line at once, then one byte a second: headers that never end, or a body of a
  // declared 10 kB that never completes.
  const start =
    kind === 'headers'
      ? `GET ${apiPaths.health} HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: `
      : `POST ${apiPaths.contact} HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 10000\r\n\r\n{"name":"';
  socket.write(start);
  const timer = setInterval(() => {
    if (!socket.destroyed && socket.writable) socket.write('a');
  }, 1000);
  socket.on('data', (chunk) => (slow.received += chunk.toString()));
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(timer);
    slow.closedAt = Date.now();
  });
  return slow;
}

describe('200 slow clients trickling a byte a second', () => {
  let server: RunningServer | undefined;
  const slow: Slow[] = [];
  afterAll(async () => {
    for (const { socket } of slow) socket.destroy();
    await server?.stop();
  });

  it('should keep answering others, close each slow connection after its timeout, and leave a notification stream open', async () => {
    server = await startApi({
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    });
    const target = server;
    const token = await signUp(target, uniqueEmail('slow'), 'correct horse battery');
    // The stream, opened before the slow clients; it must outlive REQUEST_TIMEOUT_MS.
    const streamOpenedAt = Date.now();
    const stream = await fetch(
      `${target.url}${withQuery(apiPaths.notifications.stream, { token })}`,
    );
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    await reader.read(); // the retry: line
    let streamEnded = false;
    void reader.read().then(
      ({ done }) => (streamEnded = done),
      () => (streamEnded = true),
    );

    for (let i = 0; i < SLOW_SOCKETS; i += 1) {
      slow.push(openSlow(target, i % 2 ? 'body' : 'headers'));
    }

    // A normal client, every 250 ms, until every slow connection is closed (or it is too late).
    const latencies: number[] = [];
    const deadline = Date.now() + REQUEST_TIMEOUT_MS + CLOSE_SLACK_MS + 2000;
    while (Date.now() < deadline && slow.some((s) => s.closedAt === undefined)) {
      const started = Date.now();
      const res = await fetch(`${target.url}${apiPaths.health}`, {
        signal: AbortSignal.timeout(5000),
      });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      latencies.push(Date.now() - started);
      await sleep(250);
    }
    // Past requestTimeout and one more check of the connections: still open.
    await sleep(Math.max(0, streamOpenedAt + REQUEST_TIMEOUT_MS + 1500 - Date.now()));
    const streamOpenFor = Date.now() - streamOpenedAt;

    latencies.sort((a, b) => a - b);
    const median = latencies[Math.floor(latencies.length / 2)] ?? NaN;
    const worst = latencies.at(-1) ?? NaN;
    const lifetimes = (kind: Slow['kind']) =>
      slow.filter((s) => s.kind === kind).map((s) => (s.closedAt ?? Infinity) - s.openedAt);
    const headersClosed = lifetimes('headers');
    const bodyClosed = lifetimes('body');
    console.log(
      `slow clients: ${SLOW_SOCKETS} sockets; /api/health ${latencies.length} requests, median ${median} ms, ` +
        `worst ${worst} ms; headers-slow closed after ${Math.min(...headersClosed)}-${Math.max(...headersClosed)} ms ` +
        `(headersTimeout ${HEADERS_TIMEOUT_MS}), body-slow after ${Math.min(...bodyClosed)}-${Math.max(...bodyClosed)} ms ` +
        `(requestTimeout ${REQUEST_TIMEOUT_MS}); notification stream open ${streamOpenFor} ms`,
    );

    expect(worst).toBeLessThan(2000);
    expect(Math.max(...headersClosed)).toBeLessThan(HEADERS_TIMEOUT_MS + CLOSE_SLACK_MS);
    expect(Math.min(...headersClosed)).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(Math.max(...bodyClosed)).toBeLessThan(REQUEST_TIMEOUT_MS + CLOSE_SLACK_MS);
    expect(Math.min(...bodyClosed)).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    // Told why, in the API's JSON error shape.
    for (const { received } of slow) {
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(received).toContain('{"message":"Request timed out"}');
    }
    expect(streamOpenFor).toBeGreaterThan(REQUEST_TIMEOUT_MS);
    expect(streamEnded).toBe(false);
    await reader.cancel();
  });
});
