import { createApp } from './app.ts';
import type { Database } from './db/client.ts';
import { openTestDatabase } from './test/database.ts';
import { json, validVital } from './test/request.ts';

describe('the API application', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = createApp({ database, config: { logLevel: 'silent' } });
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('unknown routes', () => {
    it('given an unknown /api path, should answer 404 JSON', async () => {
      const res = await app.request('/api/nope');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: 'Not found' });
    });

    it('given a known /api path with the wrong method, should answer 405 with Allow', async () => {
      const res = await app.request('/api/vitals');
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toEqual({ message: 'Method not allowed' });

      const del = await app.request('/api/health', { method: 'DELETE' });
      expect(del.status).toBe(405);
      expect(del.headers.get('allow')).toBe('GET, HEAD');
    });
  });

  describe('server faults', () => {
    it('given a route that throws, should answer 500 without leaking the error and log it', async () => {
      const faulty = createApp({ database, config: { logLevel: 'error' } });
      faulty.get('/api/test/throw', () => {
        throw new Error('secret connection string postgres://user:pw@db');
      });
      // The setup file fails tests on console.error; this one expects exactly one.
      const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

      const res = await faulty.request('/api/test/throw');

      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal server error' });
      expect(text).not.toMatch(/secret|postgres:|at /);
      expect(consoleError).toHaveBeenCalledTimes(1);
      expect(consoleError.mock.calls[0]?.[0]).toContain('GET /api/test/throw');
      expect(consoleError.mock.calls[0]?.[1]).toBeInstanceOf(Error);
    });
  });

  describe('cross-origin protection', () => {
    it('given a POST whose Origin is another site, should answer 403 and store nothing', async () => {
      const res = await app.request(
        'http://localhost:3000/api/vitals',
        json(validVital, { origin: 'https://evil.example' }),
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: 'Cross-origin request blocked' });
    });

    it("given an Origin of 'null', should answer 403", async () => {
      const res = await app.request(
        'http://localhost:3000/api/vitals',
        json(validVital, { origin: 'null' }),
      );
      expect(res.status).toBe(403);
    });

    it('given a POST from the same origin, should pass', async () => {
      const res = await app.request(
        'http://localhost:3000/api/vitals',
        json(validVital, { origin: 'http://localhost:3000' }),
      );
      expect(res.status).toBe(204);
    });

    it('given the same host on another port, should answer 403 (ports are origins too)', async () => {
      const res = await app.request(
        'http://localhost:3000/api/vitals',
        json(validVital, { origin: 'http://localhost:5173' }),
      );
      expect(res.status).toBe(403);
    });

    it('given no Origin header (curl, server-to-server), should pass', async () => {
      const res = await app.request('http://localhost:3000/api/vitals', json(validVital));
      expect(res.status).toBe(204);
    });

    it('given a configured trusted origin, should pass', async () => {
      const devApp = createApp({
        database,
        config: { logLevel: 'silent', trustedOrigins: ['http://localhost:5173'] },
      });
      const res = await devApp.request(
        'http://localhost:3000/api/vitals',
        json(validVital, { origin: 'http://localhost:5173' }),
      );
      expect(res.status).toBe(204);
    });

    it('given a cross-origin GET, should pass (safe methods change nothing)', async () => {
      const res = await app.request('/api/health', { headers: { origin: 'https://evil.example' } });
      expect(res.status).toBe(200);
    });
  });

  describe('security headers', () => {
    it('should send a strict CSP and the usual hardening headers, and no X-Powered-By', async () => {
      const withHash = createApp({
        database,
        config: { logLevel: 'silent', scriptHashes: ['sha256-abc='] },
      });
      const res = await withHash.request('/api/health');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'sha256-abc='");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-powered-by')).toBeNull();
    });
  });

  describe('request log', () => {
    it('given logLevel info, should log one line per request: method path status ms', async () => {
      const logged = createApp({ database, config: { logLevel: 'info' } });
      const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
      await logged.request('/api/health');
      await logged.request('/api/nope');
      expect(consoleLog.mock.calls.map((call) => call[0])).toEqual([
        expect.stringMatching(/^GET \/api\/health 200 \d+(\.\d+)?ms$/),
        expect.stringMatching(/^GET \/api\/nope 404 \d+(\.\d+)?ms$/),
      ]);
    });

    it('given logLevel silent, should log nothing', async () => {
      const consoleLog = vi.spyOn(console, 'log').mockImplementation(() => {});
      await app.request('/api/health');
      expect(consoleLog).not.toHaveBeenCalled();
    });
  });

  describe('OpenAPI', () => {
    it('should describe every API route in an OpenAPI 3.1 document', async () => {
      const res = await app.request('/api/openapi.json');
      expect(res.status).toBe(200);
      const doc = await res.json();
      expect(doc.openapi).toBe('3.1.0');
      expect(doc.info.title).toBe('Brightlane Digital API');
      expect(Object.keys(doc.paths)).toEqual(
        expect.arrayContaining([
          '/api/health',
          '/api/ready',
          '/api/vitals',
          '/api/client-errors',
          '/api/notifications',
          '/api/notifications/mark-read',
          '/api/notifications/clear',
          '/api/notifications/stream',
          '/api/user/projects',
          '/api/user/projects/{id}',
          '/api/user/dashboard',
          '/api/user/{username}/workspace',
        ]),
      );
      expect(doc.paths['/api/notifications/stream'].get.responses['200'].content).toHaveProperty(
        'text/event-stream',
      );
      expect(doc.components.schemas.ProjectInput.properties).toHaveProperty('revenue');
      expect(
        doc.paths['/api/vitals'].post.requestBody.content['application/json'].schema.properties,
      ).toHaveProperty('name');
      expect(doc.paths['/api/vitals'].post.responses).toHaveProperty('204');
      expect(doc.components.schemas).toHaveProperty('ApiError');
    });

    it('should serve the API reference page under its own nonce-based CSP', async () => {
      const res = await app.request('/api/docs');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('/api/openapi.json');
      const nonce = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    });

    it('should load the reference from this server, never from a CDN', async () => {
      const html = await (await app.request('/api/docs')).text();
      expect(html).toContain('src="/api/docs/scalar.js"');
      expect(html).not.toMatch(/https?:\/\//);
      const bundle = await app.request('/api/docs/scalar.js');
      expect(bundle.status).toBe(200);
      expect(bundle.headers.get('content-type')).toContain('javascript');
      expect((await bundle.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
    });
  });
});
