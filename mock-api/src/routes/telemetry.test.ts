import { desc } from 'drizzle-orm';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { clientErrors, vitals } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { json, validClientError, validVital } from '../test/request.ts';

describe('telemetry beacons', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = createApp({ database, config: { logLevel: 'silent' } });
  });
  afterAll(async () => {
    await database?.close();
  });

  const latestVital = async () =>
    (await database.db.select().from(vitals).orderBy(desc(vitals.id)).limit(1))[0];

  it('given a valid metric, POST /api/vitals should store it and answer 204', async () => {
    const res = await app.request('/api/vitals', json(validVital));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe('');
    expect(await latestVital()).toMatchObject({
      name: 'LCP',
      value: 1234.5,
      rating: 'good',
      metricId: validVital.id,
      path: '/services',
    });
  });

  it('given a whole web-vitals Metric object, should keep the known fields and drop the rest', async () => {
    const metric = {
      ...validVital,
      name: 'CLS',
      value: 0.02,
      delta: 0.02,
      entries: [],
      navigationType: 'navigate',
    };
    const res = await app.request('/api/vitals', json(metric));
    expect(res.status).toBe(204);
    expect(await latestVital()).toMatchObject({ name: 'CLS', value: 0.02 });
  });

  it('given a sendBeacon string body (text/plain), should parse it as JSON and store it', async () => {
    const res = await app.request('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ ...validVital, name: 'TTFB', id: 'beacon-1' }),
    });
    expect(res.status).toBe(204);
    expect(await latestVital()).toMatchObject({ name: 'TTFB', metricId: 'beacon-1' });
  });

  it('given a valid error report, POST /api/client-errors should store it with the user agent', async () => {
    const res = await app.request(
      '/api/client-errors',
      json(validClientError, { 'user-agent': 'TestBrowser/1.0' }),
    );
    expect(res.status).toBe(204);
    const [row] = await database.db
      .select()
      .from(clientErrors)
      .orderBy(desc(clientErrors.id))
      .limit(1);
    expect(row).toMatchObject({ ...validClientError, userAgent: 'TestBrowser/1.0' });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('given an unhandled rejection without a stack, should store it with a null stack', async () => {
    const report = {
      message: 'Load failed',
      url: 'http://localhost:3000/',
      kind: 'unhandledrejection',
    };
    const res = await app.request('/api/client-errors', json(report));
    expect(res.status).toBe(204);
    const [row] = await database.db
      .select()
      .from(clientErrors)
      .orderBy(desc(clientErrors.id))
      .limit(1);
    expect(row).toMatchObject({ ...report, stack: null });
  });

  it('given invalid fields, should answer 400 with the contract messages per field and store nothing', async () => {
    const before = await database.db.$count(vitals);
    const res = await app.request(
      '/api/vitals',
      json({ name: 'FID', value: -1, rating: 'great', id: '', path: 'services' }),
    );
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.message).toBe('Invalid input');
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Metric name must be one of CLS, INP, LCP, FCP, TTFB' },
        { path: 'value', message: 'Metric value must be a non-negative number' },
        { path: 'rating', message: 'Rating must be one of good, needs-improvement, poor' },
        { path: 'id', message: 'Metric id is required' },
        { path: 'path', message: 'Page path must start with /' },
      ]),
    );
    expect(await database.db.$count(vitals)).toBe(before);
  });

  it('given missing fields on a client error, should name each missing field', async () => {
    const res = await app.request('/api/client-errors', json({ stack: 'x' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual(
      expect.arrayContaining([
        { path: 'message', message: 'Error message is required' },
        { path: 'url', message: 'Page URL is required' },
        { path: 'kind', message: 'Kind must be one of error, unhandledrejection' },
      ]),
    );
  });

  it('given a body that is not JSON, should answer 400 Malformed JSON body', async () => {
    const res = await app.request('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name": "LCP",',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Malformed JSON body' });
  });

  it('given a JSON array instead of an object, should answer 400 with an issue for the whole body', async () => {
    const res = await app.request('/api/vitals', json([validVital]));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.issues).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it('given a body over the limit, should answer 413 without reading it', async () => {
    const huge = { ...validClientError, stack: 'x'.repeat(150 * 1024) };
    const res = await app.request('/api/client-errors', json(huge));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body too large' });
  });

  it('given a streamed body over the limit (no Content-Length), should still answer 413', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const res = await app.request('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body too large' });
  });

  it('given a form body, should answer 415 Unsupported media type', async () => {
    const res = await app.request('/api/vitals', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=LCP',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'Unsupported media type' });
  });
});
