// answerClientError (found by the resilience fuzzer, ADR 026): what Node's HTTP parser
// refuses before the app sees it gets the API's JSON error shape, not a bare status line.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { answerClientError } from './client-error.ts';

/** Writes raw bytes to the server and resolves to everything it answers before closing. */
function exchange(server: Server, request: string): Promise<string> {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

describe("the server's answer to requests Node's HTTP parser refuses", () => {
  let server: Server;
  beforeAll(async () => {
    server = createServer(
      { headersTimeout: 500, requestTimeout: 1000, connectionsCheckingInterval: 100 },
      (_req, res) => res.end('ok'),
    );
    server.on('clientError', answerClientError);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('given a URL over the 16 KB header limit, should answer 431 in JSON and close', async () => {
    const answer = await exchange(
      server,
      `GET /api/blog/posts?page=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/);
    expect(answer).toContain('Content-Type: application/json');
    expect(answer.endsWith('\r\n\r\n{"message":"Request headers too large"}')).toBe(true);
  });

  it('given bytes that are not HTTP, should answer 400 in JSON', async () => {
    const answer = await exchange(server, 'HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(answer).toContain('{"message":"Malformed HTTP request"}');
  });

  it('given headers that never finish, should answer 408 in JSON after headersTimeout', async () => {
    const answer = await exchange(server, 'GET / HTTP/1.1\r\nHost: x\r\nX-Slow: a');
    expect(answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(answer).toContain('{"message":"Request timed out"}');
  });
});
