import { desc, eq, sql } from 'drizzle-orm';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, quotes } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import {
  formOf,
  fromIp,
  multipart,
  validApplication,
  validContact,
  validQuote,
} from '../test/leads.ts';
import { json } from '../test/request.ts';

// Each test uses its own client addresses: the limit counts what is stored per IP and form.
describe('the per-IP rate limit of the lead forms', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  const appWith = (config: Parameters<typeof createApp>[0]['config'] = {}) =>
    createApp({ database, config: { logLevel: 'silent', ...config } });
  const quote = (app: ReturnType<typeof createApp>, ip: string, headers = {}) =>
    app.request('/api/submit-quote', json(validQuote, headers), fromIp(ip));

  it('given the default of 5 per 10 minutes, should answer the 6th quote from one IP with 429 and store nothing', async () => {
    const app = appWith();
    for (let i = 0; i < 5; i += 1) expect((await quote(app, '203.0.113.1')).status).toBe(200);
    const stored = await database.db.$count(quotes);

    const res = await quote(app, '203.0.113.1');

    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      message: 'Too many submissions. Please try again in 10 minutes.',
    });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(540);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await database.db.$count(quotes)).toBe(stored);
  });

  it('given the limit is reached, should still accept other IPs, and the same IP on another form', async () => {
    const app = appWith({ formRateLimit: 2 });
    for (let i = 0; i < 2; i += 1) await quote(app, '203.0.113.2');
    expect((await quote(app, '203.0.113.2')).status).toBe(429);

    expect((await quote(app, '203.0.113.3')).status).toBe(200);
    const contact = await app.request('/api/contact', json(validContact), fromIp('203.0.113.2'));
    expect(contact.status).toBe(200);
    const application = await app.request(
      '/api/careers/applications',
      multipart(formOf(validApplication)),
      fromIp('203.0.113.2'),
    );
    expect(application.status).toBe(200);
  });

  it('given the contact form over its limit, should answer 429 there too', async () => {
    const app = appWith({ formRateLimit: 1 });
    const send = () => app.request('/api/contact', json(validContact), fromIp('203.0.113.4'));
    expect((await send()).status).toBe(200);
    const res = await send();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('given invalid submissions, should not count them', async () => {
    const app = appWith({ formRateLimit: 1 });
    for (let i = 0; i < 3; i += 1) {
      const res = await app.request('/api/submit-quote', json({}), fromIp('203.0.113.5'));
      expect(res.status).toBe(400);
    }
    expect((await quote(app, '203.0.113.5')).status).toBe(200);
  });

  it('given the oldest submission has left the 10-minute window, should accept again with a shorter wait before', async () => {
    const app = appWith({ formRateLimit: 2 });
    await quote(app, '203.0.113.6');
    await quote(app, '203.0.113.6');
    const [oldest] = await database.db
      .select({ id: quotes.id })
      .from(quotes)
      .where(eq(quotes.clientIp, '203.0.113.6'))
      .orderBy(quotes.id)
      .limit(1);
    // 9 minutes old: the limit holds for about one more minute.
    await database.db
      .update(quotes)
      .set({ createdAt: sql`now() - interval '9 minutes'` })
      .where(eq(quotes.id, oldest?.id ?? 0));
    const limited = await quote(app, '203.0.113.6');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      message: 'Too many submissions. Please try again in 1 minute.',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    await database.db
      .update(quotes)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(quotes.id, oldest?.id ?? 0));
    expect((await quote(app, '203.0.113.6')).status).toBe(200);
  });

  it('given concurrent submissions from one IP, should accept exactly the limit', async () => {
    const app = appWith({ formRateLimit: 3 });
    const statuses = await Promise.all(
      Array.from({ length: 6 }, async () => (await quote(app, '203.0.113.7')).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await database.db.$count(quotes, eq(quotes.clientIp, '203.0.113.7'))).toBe(3);
  });

  it('given FORM_RATE_LIMIT=0, should never limit', async () => {
    const app = appWith({ formRateLimit: 0 });
    for (let i = 0; i < 7; i += 1) expect((await quote(app, '203.0.113.8')).status).toBe(200);
  });

  it('V4.1.3: given TRUST_PROXY=N, should key on the N-th X-Forwarded-For entry from the right, never one the client wrote; without it, on the socket', async () => {
    const latestIp = async () =>
      (
        await database.db
          .select({ ip: contactMessages.clientIp })
          .from(contactMessages)
          .orderBy(desc(contactMessages.id))
          .limit(1)
      )[0]?.ip;
    const send = (app: ReturnType<typeof appWith>, forwarded: string, socket = '10.0.0.1') =>
      app.request(
        '/api/contact',
        json(validContact, { 'x-forwarded-for': forwarded }),
        fromIp(socket),
      );

    // One proxy: it appended the address it saw; what is left of it the client wrote.
    const oneProxy = appWith({ trustProxy: 1, formRateLimit: 1 });
    await send(oneProxy, '203.0.113.250, 198.51.100.20');
    expect(await latestIp()).toBe('198.51.100.20');
    // The same client writing another address first is the same client: limited.
    expect((await send(oneProxy, '203.0.113.251, 198.51.100.20')).status).toBe(429);
    // Another client behind the same proxy is not limited by the first one.
    expect((await send(oneProxy, '198.51.100.21')).status).toBe(200);

    // Two proxies (a CDN, then a balancer): the second entry from the right.
    const twoProxies = appWith({ trustProxy: 2, formRateLimit: 0 });
    await send(twoProxies, '203.0.113.252, 198.51.100.22, 172.16.0.5');
    expect(await latestIp()).toBe('198.51.100.22');
    // Fewer entries than proxies: the furthest one, written by a proxy all the same.
    await send(twoProxies, '198.51.100.23');
    expect(await latestIp()).toBe('198.51.100.23');

    const direct = appWith({ formRateLimit: 0 });
    await send(direct, '198.51.100.20', '10.0.0.9');
    expect(await latestIp()).toBe('10.0.0.9');
  });

  it('V6.3.1: given IPv6 clients, should count (and store) their /64 network', async () => {
    const app = appWith({ formRateLimit: 1 });
    const send = (ip: string) => app.request('/api/contact', json(validContact), fromIp(ip));
    expect((await send('2001:db8:5:6::1')).status).toBe(200);
    expect((await send('2001:db8:5:6:aaaa:bbbb:cccc:dddd')).status).toBe(429);
    expect((await send('2001:db8:5:7::1')).status).toBe(200);
    const stored = await database.db
      .select({ ip: contactMessages.clientIp })
      .from(contactMessages)
      .orderBy(desc(contactMessages.id))
      .limit(1);
    expect(stored[0]?.ip).toBe('2001:db8:5:7::/64');
  });
});
