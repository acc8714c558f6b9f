// The member area's analytics, storage and billing (docs/decisions/022-member-area-analytics-storage-billing.md): only the caller's data, views
// over time from the daily snapshots the project writes take (carried forward, null before a
// project existed), the bounded period, storage as the dashboard counts it, and invoices.
import {
  accountPlans,
  memberAreaMessages,
  STORAGE_QUOTA_BYTES,
  type Analytics,
  type Billing,
  type Project,
  type Storage,
} from '@brightlane/contract';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { blogPosts, invoices, projectDailyViews } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { apiClient } from '../test/api-client.ts';

const DAY_MS = 86_400_000;
/** The UTC day `offset` days from the real today ('2026-11-25'). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

describe('member area: analytics, storage, billing', () => {
  let database: Database;
  let app: App;
  // Noon UTC of a day relative to today: the services' clock, moved by each test.
  let offset = 0;
  const at = (days: number) => {
    offset = days;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app } = buildApp({
      database,
      config: {
        logLevel: 'silent',
        authRateLimit: false,
        now: () => new Date(`${day(offset)}T12:00:00Z`),
      },
    }));
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => at(0));

  const { request, signup } = apiClient(() => app, '192.0.2.21');
  const create = async (token: string, body: Record<string, unknown>) => {
    const res = await request<{ project: Project }>('POST', '/api/user/projects', { token, body });
    expect(res.status).toBe(201);
    return res.body.project;
  };
  const save = async (token: string, id: string, body: Record<string, unknown>) => {
    const res = await request('PUT', `/api/user/projects/${id}`, { token, body });
    expect(res.status).toBe(200);
  };
  const analytics = (token: string, days?: number | string) =>
    request<Analytics>(
      'GET',
      days === undefined ? '/api/user/analytics' : `/api/user/analytics?days=${days}`,
      { token },
    );

  it('given no session, should answer 401 on every endpoint', async () => {
    for (const path of [
      '/api/user/analytics',
      '/api/user/analytics?days=7',
      '/api/user/storage',
      '/api/user/billing',
    ]) {
      expect((await request('GET', path)).status, path).toBe(401);
    }
  });

  it('given creates and updates on different days, should carry each day’s last total forward, null before a project existed', async () => {
    const { token } = await signup();
    at(-5);
    const harbour = await create(token, { name: 'Harbour', status: 'active', views: 100 });
    at(-3);
    await save(token, harbour.id, { name: 'Harbour', status: 'active', views: 150 });
    // The last write of a day is that day's total.
    await save(token, harbour.id, { name: 'Harbour', status: 'active', views: 170 });
    at(-1);
    const bakery = await create(token, { name: 'Bakery', status: 'draft', views: 10 });
    at(0);
    // No change of views: no new total, the last one carries.
    await save(token, harbour.id, { name: 'Harbour', status: 'archived', views: 170 });

    const res = await analytics(token, 7);
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(7);
    expect(res.body.from).toBe(day(-6));
    expect(res.body.to).toBe(day(0));
    // By name: Bakery first.
    expect(res.body.series.map((one) => one.name)).toEqual(['Bakery', 'Harbour']);
    const [bakerySeries, harbourSeries] = res.body.series;
    expect(harbourSeries?.projectId).toBe(harbour.id);
    expect(bakerySeries?.projectId).toBe(bakery.id);
    expect(harbourSeries?.points).toEqual([
      { day: day(-6), views: null },
      { day: day(-5), views: 100 },
      { day: day(-4), views: 100 },
      { day: day(-3), views: 170 },
      { day: day(-2), views: 170 },
      { day: day(-1), views: 170 },
      { day: day(0), views: 170 },
    ]);
    expect(bakerySeries?.points.map((point) => point.views)).toEqual([
      null,
      null,
      null,
      null,
      null,
      10,
      10,
    ]);
    expect(res.body.totals).toEqual({
      views: 180,
      change: 180,
      points: [0, 100, 100, 170, 170, 180, 180].map((views, index) => ({
        day: day(index - 6),
        views,
      })),
    });
  });

  it('given a total from before the window, should carry it into the window’s first days', async () => {
    const { token } = await signup();
    at(-40);
    const old = await create(token, { name: 'Old site', status: 'active', views: 5 });
    at(-2);
    await save(token, old.id, { name: 'Old site', status: 'active', views: 9 });
    at(0);
    const res = await analytics(token);
    expect(res.body.days).toBe(30);
    const points = res.body.series[0]?.points ?? [];
    expect(points).toHaveLength(30);
    expect(points[0]).toEqual({ day: day(-29), views: 5 });
    expect(points.at(-3)).toEqual({ day: day(-2), views: 9 });
    expect(points.at(-1)).toEqual({ day: day(0), views: 9 });
    expect(res.body.totals.change).toBe(4);

    const ninety = await analytics(token, 90);
    expect(ninety.body.series[0]?.points).toHaveLength(90);
    // 40 days ago it was created: the days before are null.
    expect(ninety.body.series[0]?.points[49]).toEqual({ day: day(-40), views: 5 });
    expect(ninety.body.series[0]?.points[48]).toEqual({ day: day(-41), views: null });
  });

  it('given a project without any snapshot (written outside the API), should count its current total since its creation', async () => {
    const { token } = await signup();
    const project = await create(token, { name: 'Imported', status: 'active', views: 42 });
    await database.db.delete(projectDailyViews);
    const res = await analytics(token, 7);
    expect(res.body.series[0]?.points.at(-1)).toEqual({ day: day(0), views: 42 });
    expect(res.body.series[0]?.projectId).toBe(project.id);
  });

  it('given a deleted project, should drop its series and its daily totals with it', async () => {
    const { token } = await signup();
    const gone = await create(token, { name: 'Gone', status: 'draft', views: 3 });
    expect((await request('DELETE', `/api/user/projects/${gone.id}`, { token })).status).toBe(200);
    const res = await analytics(token, 7);
    expect(res.body.series).toEqual([]);
    expect(res.body.totals.views).toBe(0);
  });

  it('given another user’s projects, should never show them', async () => {
    const me = await signup();
    const other = await signup('Sam Other');
    await create(other.token, { name: 'Not mine', status: 'active', views: 999 });
    await create(me.token, { name: 'Mine', status: 'active', views: 1 });
    const res = await analytics(me.token, 7);
    expect(res.body.series.map((one) => one.name)).toEqual(['Mine']);
    expect(res.body.totals.views).toBe(1);
    const storage = await request<Storage>('GET', '/api/user/storage', { token: me.token });
    expect(storage.body.breakdown.projects).toBe('Mine'.length);
  });

  it('given a period other than 7, 30 or 90 days, should answer 400 with the contract’s message', async () => {
    const { token } = await signup();
    for (const days of ['14', '0', '-7', 'abc', '7.5', '', '3000']) {
      const res = await analytics(token, days);
      expect(res.status, `days=${days}`).toBe(400);
      expect(res.body).toEqual({
        message: memberAreaMessages.periodInvalid,
        issues: [{ path: 'days', message: memberAreaMessages.periodInvalid }],
      });
    }
    for (const days of [7, 30, 90]) expect((await analytics(token, days)).body.days).toBe(days);
  });

  it('given projects and posts, should count their bytes as the dashboard does, against the quota', async () => {
    const { token, id } = await signup();
    const empty = await request<Storage>('GET', '/api/user/storage', { token });
    expect(empty.body).toEqual({
      usedBytes: 0,
      quotaBytes: STORAGE_QUOTA_BYTES,
      breakdown: { projects: 0, posts: 0 },
    });
    // 'Café' is 5 bytes in UTF-8: bytes, not characters.
    await create(token, { name: 'Café', description: 'Menu', status: 'active' });
    await database.db.insert(blogPosts).values({
      slug: `post-${id}`,
      title: 'Title',
      content: '<p>Hi</p>',
      excerpt: 'Ex',
      authorId: id,
      authorName: 'Pat Lee',
    });
    const res = await request<Storage>('GET', '/api/user/storage', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      usedBytes: 9 + 16,
      quotaBytes: STORAGE_QUOTA_BYTES,
      breakdown: { projects: 9, posts: 5 + 9 + 2 },
    });
    const dashboard = await request<{ storage: number }>('GET', '/api/user/dashboard', { token });
    expect(dashboard.body.storage).toBe(
      Math.round(((9 + 16) / STORAGE_QUOTA_BYTES) * 10_000) / 100,
    );
  });

  it('given no invoices, should answer the Free plan and an empty list', async () => {
    const { token } = await signup();
    const res = await request<Billing>('GET', '/api/user/billing', { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ plan: accountPlans.free, invoices: [] });
    expect(res.body.plan).toMatchObject({ name: 'Free', storageQuotaBytes: STORAGE_QUOTA_BYTES });
  });

  it('given invoices in the table, should list only the caller’s, newest first', async () => {
    const me = await signup();
    const other = await signup('Sam Other');
    const suffix = me.id.slice(0, 8);
    await database.db.insert(invoices).values([
      {
        userId: me.id,
        number: `BL-${suffix}-1`,
        issuedAt: new Date('2026-09-01T00:00:00Z'),
        dueAt: new Date('2026-09-15T00:00:00Z'),
        amountCents: 12_345,
        status: 'paid',
      },
      {
        userId: me.id,
        number: `BL-${suffix}-2`,
        issuedAt: new Date('2026-10-01T00:00:00Z'),
        dueAt: new Date('2026-10-15T00:00:00Z'),
        amountCents: 9_900,
        status: 'open',
      },
      {
        userId: other.id,
        number: `BL-${suffix}-3`,
        issuedAt: new Date('2026-11-01T00:00:00Z'),
        dueAt: new Date('2026-11-15T00:00:00Z'),
        amountCents: 1,
        status: 'void',
      },
    ]);
    const res = await request<Billing>('GET', '/api/user/billing', { token: me.token });
    expect(res.body.invoices).toEqual([
      {
        id: expect.any(String),
        number: `BL-${suffix}-2`,
        issuedAt: '2026-10-01T00:00:00.000Z',
        dueAt: '2026-10-15T00:00:00.000Z',
        amountCents: 9_900,
        currency: 'AUD',
        status: 'open',
      },
      {
        id: expect.any(String),
        number: `BL-${suffix}-1`,
        issuedAt: '2026-09-01T00:00:00.000Z',
        dueAt: '2026-09-15T00:00:00.000Z',
        amountCents: 12_345,
        currency: 'AUD',
        status: 'paid',
      },
    ]);
    // A number is unique across accounts.
    await expect(
      database.db.insert(invoices).values({
        userId: other.id,
        number: `BL-${suffix}-1`,
        issuedAt: new Date(),
        dueAt: new Date(),
        amountCents: 0,
        status: 'open',
      }),
    ).rejects.toThrow();
  });
});
