import { desc, lt } from 'drizzle-orm';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { clientErrors, vitals } from '../db/schema.ts';
import { createTelemetryService } from '../services/telemetry.ts';
import { openTestDatabase } from '../test/database.ts';
import { fromIp } from '../test/leads.ts';
import { json, validClientError, validVital } from '../test/request.ts';
import { createBeaconLimiter, refusesTracking } from './telemetry.ts';

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
    expect(await res.json()).toEqual({ message: 'Report too large: at most 64 KB' });
  });

  it('given a beacon over 64 KB but under the 100 KB of other endpoints, should answer 413 and store nothing', async () => {
    const before = await database.db.$count(clientErrors);
    const report = { ...validClientError, message: 'x'.repeat(70 * 1024) };
    const res = await app.request('/api/client-errors', json(report));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Report too large: at most 64 KB' });
    const vital = await app.request(
      '/api/vitals',
      json({ ...validVital, padding: 'x'.repeat(65 * 1024) }),
    );
    expect(vital.status).toBe(413);
    expect(await database.db.$count(clientErrors)).toBe(before);
  });

  it('given a full-length stack (the contract maximum), should still fit under the limit', async () => {
    const report = { ...validClientError, message: 'm'.repeat(4000), stack: 's'.repeat(32000) };
    const res = await app.request('/api/client-errors', json(report));
    expect(res.status).toBe(204);
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
    expect(await res.json()).toEqual({ message: 'Report too large: at most 64 KB' });
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

describe('telemetry beacons under privacy signals and limits', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const appWith = (config: Parameters<typeof createApp>[0]['config'] = {}) =>
    createApp({ database, config: { logLevel: 'silent', ...config } });
  const counts = async () => ({
    vitals: await database.db.$count(vitals),
    errors: await database.db.$count(clientErrors),
  });

  it('given Sec-GPC: 1 or DNT: 1, should answer 204 and store nothing, on both endpoints', async () => {
    const app = appWith();
    const before = await counts();
    const signals: Record<string, string>[] = [{ 'sec-gpc': '1' }, { dnt: '1' }];
    for (const headers of signals) {
      const vital = await app.request('/api/vitals', json(validVital, headers));
      expect(vital.status).toBe(204);
      const error = await app.request('/api/client-errors', json(validClientError, headers));
      expect(error.status).toBe(204);
    }
    expect(await counts()).toEqual(before);
  });

  it('given a privacy signal, should not even validate the body', async () => {
    const res = await appWith().request('/api/vitals', json({ junk: true }, { dnt: '1' }));
    expect(res.status).toBe(204);
  });

  it('given DNT: 0 or no signal, should store as usual', async () => {
    const app = appWith();
    const before = await counts();
    expect((await app.request('/api/vitals', json(validVital, { dnt: '0' }))).status).toBe(204);
    expect((await app.request('/api/vitals', json(validVital))).status).toBe(204);
    expect((await counts()).vitals).toBe(before.vitals + 2);
  });

  it('given the header reader, refusesTracking should accept only the value 1', () => {
    const headers = (values: Record<string, string>) => (name: string) => values[name];
    expect(refusesTracking(headers({ 'sec-gpc': '1' }))).toBe(true);
    expect(refusesTracking(headers({ dnt: ' 1 ' }))).toBe(true);
    expect(refusesTracking(headers({ dnt: '0', 'sec-gpc': '0' }))).toBe(false);
    expect(refusesTracking(headers({}))).toBe(false);
  });

  it('given the default of 120 a minute, should answer the 121st report from one IP with 429 and store nothing', async () => {
    const app = appWith();
    const ip = '198.51.100.1';
    for (let i = 0; i < 120; i += 1) {
      const path = i % 2 ? '/api/vitals' : '/api/client-errors';
      const body = i % 2 ? validVital : validClientError;
      expect((await app.request(path, json(body), fromIp(ip))).status).toBe(204);
    }
    const before = await counts();

    const res = await app.request('/api/vitals', json(validVital), fromIp(ip));

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({ message: 'Too many reports. Try again in a minute.' });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const error = await app.request('/api/client-errors', json(validClientError), fromIp(ip));
    expect(error.status).toBe(429);
    expect(await counts()).toEqual(before);
    // Another address is not affected.
    const other = await app.request('/api/vitals', json(validVital), fromIp('198.51.100.2'));
    expect(other.status).toBe(204);
  });

  it('given TELEMETRY_RATE_LIMIT=0, should not limit', async () => {
    const app = appWith({ telemetryRateLimit: 0 });
    for (let i = 0; i < 130; i += 1) {
      const res = await app.request('/api/vitals', json(validVital), fromIp('198.51.100.3'));
      expect(res.status).toBe(204);
    }
  });

  it('given a small limit, should count per IP and free the address when the minute is over', () => {
    let time = 1_000_000;
    const limit = createBeaconLimiter(2, () => time);
    expect(limit('a')).toEqual({ ok: true });
    expect(limit('a')).toEqual({ ok: true });
    expect(limit('b')).toEqual({ ok: true });
    time += 15_000;
    expect(limit('a')).toEqual({ ok: false, retryAfterSeconds: 45 });
    time += 45_000;
    expect(limit('a')).toEqual({ ok: true });
  });
});

describe('telemetry retention', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

  it('given rows older than 90 days, prune should delete them and keep the rest', async () => {
    const service = createTelemetryService(database.db);
    await database.db.insert(vitals).values([
      { ...row('old'), createdAt: daysAgo(91) },
      { ...row('kept'), createdAt: daysAgo(89) },
    ]);
    await database.db.insert(clientErrors).values([
      { ...errorRow('old error'), createdAt: daysAgo(120) },
      { ...errorRow('kept error'), createdAt: daysAgo(1) },
    ]);

    expect(await service.prune()).toEqual({ vitals: 1, clientErrors: 1 });

    const ids = (await database.db.select({ id: vitals.metricId }).from(vitals)).map((r) => r.id);
    expect(ids).toContain('kept');
    expect(ids).not.toContain('old');
    const messages = (
      await database.db.select({ message: clientErrors.message }).from(clientErrors)
    ).map((r) => r.message);
    expect(messages).toEqual(['kept error']);
  });

  it('given inserts, should prune on every n-th one by itself', async () => {
    const service = createTelemetryService(database.db, { pruneEvery: 2 });
    await database.db.insert(vitals).values({ ...row('stale'), createdAt: daysAgo(100) });
    const stale = () => database.db.$count(vitals, lt(vitals.createdAt, daysAgo(90)));

    await service.recordVital({ ...validVital, name: 'LCP', rating: 'good' });
    expect(await stale()).toBe(1);
    await service.recordClientError({ ...validClientError, kind: 'error' }, {});
    expect(await stale()).toBe(0);
  });
});

function row(metricId: string) {
  return { name: 'LCP', value: 1000, rating: 'good', metricId, path: '/' };
}

function errorRow(message: string) {
  return { kind: 'error', message, url: 'http://localhost/' };
}
