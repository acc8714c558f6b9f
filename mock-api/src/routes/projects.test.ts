// The member area's API (docs/decisions/022-member-area-analytics-storage-billing.md): projects owned by their user (ASVS 5.0 V8.2: another
// user's id is a 404), validated with the contract, paged, filtered and sorted; the dashboard's
// sums; the workspace for its owner and staff only; a status change told as a notification.
import { notificationTexts, projectMessages, type Project } from '@brightlane/contract';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { apiClient } from '../test/api-client.ts';

describe('member area: projects, dashboard, workspace', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app } = buildApp({ database, config: { logLevel: 'silent', authRateLimit: false } }));
  });
  afterAll(async () => {
    await database?.close();
  });

  const { request, signup } = apiClient(() => app, '192.0.2.10');
  const create = (token: string, body: Record<string, unknown>) =>
    request<{ project: Project; message: string }>('POST', '/api/user/projects', { token, body });

  it('given no session, should answer 401 everywhere', async () => {
    for (const [method, path] of [
      ['GET', '/api/user/projects'],
      ['POST', '/api/user/projects'],
      ['GET', '/api/user/projects/1'],
      ['PUT', '/api/user/projects/1'],
      ['DELETE', '/api/user/projects/1'],
      ['GET', '/api/user/dashboard'],
      ['GET', '/api/user/someone/workspace'],
    ]) {
      const res = await request(method as string, path as string, {
        body: method === 'POST' || method === 'PUT' ? { name: 'X', status: 'draft' } : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('given invalid projects, should answer 400 with the contract’s messages and store nothing', async () => {
    const { token } = await signup();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: ' ', status: 'draft' }, 'name', projectMessages.nameRequired],
      [{ name: 'x'.repeat(101), status: 'draft' }, 'name', projectMessages.nameTooLong],
      [
        { name: 'Site', description: 'x'.repeat(2001), status: 'draft' },
        'description',
        projectMessages.descriptionTooLong,
      ],
      [{ name: 'Site', status: 'done' }, 'status', projectMessages.statusInvalid],
      [{ name: 'Site', status: 'draft', views: -1 }, 'views', projectMessages.countInvalid],
      [{ name: 'Site', status: 'draft', pages: 1.5 }, 'pages', projectMessages.countInvalid],
      [
        { name: 'Site', status: 'draft', revenue: 10.005 },
        'revenue',
        projectMessages.revenueInvalid,
      ],
      [
        { name: 'Site', status: 'draft', revenue: 'lots' },
        'revenue',
        projectMessages.revenueInvalid,
      ],
    ];
    for (const [body, path, message] of cases) {
      const res = await create(token, body);
      expect(res.status, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(
        (res.body as unknown as { issues: { path: string; message: string }[] }).issues,
      ).toContainEqual({
        path,
        message,
      });
    }
    expect((await create(token, { name: 'Site', status: 'draft', owner: 'x' })).status).toBe(400);
    const list = await request<{ total: number }>('GET', '/api/user/projects', { token });
    expect(list.body.total).toBe(0);
  });

  it('given a project, should create, read, replace and delete it, with trimmed text and cents kept', async () => {
    const { token } = await signup();
    const created = await create(token, {
      name: '  Harbour Cafe site ',
      description: 'Menu and bookings',
      status: 'draft',
      views: '120',
      revenue: 1999.99,
      pages: 6,
    });
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(projectMessages.created);
    const project = created.body.project;
    expect(project).toMatchObject({
      name: 'Harbour Cafe site',
      description: 'Menu and bookings',
      status: 'draft',
      views: 120,
      revenue: 1999.99,
      pages: 6,
    });
    expect((await request('GET', `/api/user/projects/${project.id}`, { token })).body).toEqual(
      project,
    );

    const saved = await request<{ project: Project }>('PUT', `/api/user/projects/${project.id}`, {
      token,
      body: { name: 'Harbour Cafe', status: 'draft' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.project).toMatchObject({ name: 'Harbour Cafe', description: '', views: 0 });
    expect(Date.parse(saved.body.project.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(project.updatedAt),
    );

    const deleted = await request('DELETE', `/api/user/projects/${project.id}`, { token });
    expect(deleted.body).toEqual({ success: true, message: projectMessages.deleted });
    expect((await request('GET', `/api/user/projects/${project.id}`, { token })).status).toBe(404);
    expect((await request('DELETE', `/api/user/projects/${project.id}`, { token })).status).toBe(
      404,
    );
  });

  it('V8.2: given another user’s project id, should answer 404 to read, replace and delete, and change nothing', async () => {
    const ann = await signup();
    const ben = await signup();
    const { project } = (await create(ann.token, { name: 'Ann’s shop', status: 'active' })).body;
    const path = `/api/user/projects/${project.id}`;
    expect((await request('GET', path, { token: ben.token })).status).toBe(404);
    expect(
      (
        await request('PUT', path, {
          token: ben.token,
          body: { name: 'Taken', status: 'archived' },
        })
      ).status,
    ).toBe(404);
    expect((await request('DELETE', path, { token: ben.token })).status).toBe(404);
    expect(
      (await request('GET', '/api/user/projects/not-a-number', { token: ben.token })).status,
    ).toBe(404);
    expect((await request('GET', path, { token: ann.token })).body).toEqual(project);
    expect(
      (await request<{ total: number }>('GET', '/api/user/projects', { token: ben.token })).body
        .total,
    ).toBe(0);
  });

  it('given many projects, should filter by status, sort and page', async () => {
    const { token } = await signup();
    for (const [name, status, views] of [
      ['Bravo', 'active', 30],
      ['alpha', 'draft', 10],
      ['Charlie', 'active', 20],
      ['Delta', 'archived', 40],
    ] as const) {
      expect((await create(token, { name, status, views })).status).toBe(201);
    }
    type List = { projects: Project[]; total: number; page: number; pageSize: number };
    const names = async (query: string) =>
      (await request<List>('GET', `/api/user/projects${query}`, { token })).body;
    expect((await names('')).projects.map((p) => p.name)).toEqual([
      'Delta',
      'Charlie',
      'alpha',
      'Bravo',
    ]);
    expect((await names('?sort=name')).projects.map((p) => p.name)).toEqual([
      'alpha',
      'Bravo',
      'Charlie',
      'Delta',
    ]);
    expect((await names('?sort=views')).projects.map((p) => p.views)).toEqual([40, 30, 20, 10]);
    const active = await names('?status=active&sort=name');
    expect(active.projects.map((p) => p.name)).toEqual(['Bravo', 'Charlie']);
    expect(active.total).toBe(2);
    const second = await names('?sort=name&pageSize=3&page=2');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.projects.map((p) => p.name)).toEqual(['Delta']);
    for (const bad of ['?status=done', '?sort=price', '?page=0', '?pageSize=51']) {
      expect((await request('GET', `/api/user/projects${bad}`, { token })).status, bad).toBe(400);
    }
  });

  it('given a new status, should tell the owner as a notification; the same status, not', async () => {
    const { token } = await signup();
    const { project } = (await create(token, { name: 'Orchard site', status: 'draft' })).body;
    const path = `/api/user/projects/${project.id}`;
    await request('PUT', path, {
      token,
      body: { name: 'Orchard site', status: 'draft', pages: 3 },
    });
    await request('PUT', path, { token, body: { name: 'Orchard site', status: 'active' } });
    const { body } = await request<{ notifications: { kind: string; text: string }[] }>(
      'GET',
      '/api/notifications',
      { token },
    );
    expect(body.notifications.filter((n) => n.kind === 'project-status')).toEqual([
      expect.objectContaining({ text: notificationTexts.projectStatus('Orchard site', 'active') }),
    ]);
  });

  it('given projects, should sum them on the dashboard, with storage as a percent of the quota', async () => {
    const { token } = await signup();
    expect((await request('GET', '/api/user/dashboard', { token })).body).toEqual({
      projects: 0,
      visitors: 0,
      storage: 0,
      revenue: 0,
    });
    await create(token, { name: 'One', status: 'active', views: 100, revenue: 10.5 });
    await create(token, { name: 'Two', status: 'draft', views: 23, revenue: 0.25 });
    const summary = await request<Record<string, number>>('GET', '/api/user/dashboard', { token });
    expect(summary.body).toMatchObject({ projects: 2, visitors: 123, revenue: 10.75 });
    expect(summary.body.storage).toBeGreaterThanOrEqual(0);
    expect(summary.body.storage).toBeLessThan(1);
  });

  it('given a workspace, should show it to its owner and staff, and 404 to anyone else', async () => {
    const ann = await signup();
    const ben = await signup();
    const staff = await signup();
    await database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
    await create(ann.token, { name: 'Gallery', status: 'active', views: 7, pages: 4 });
    const path = `/api/user/${ann.username}/workspace`;
    const own = await request<{
      username: string;
      stats: Record<string, unknown>;
      projects: unknown[];
    }>('GET', path, { token: ann.token });
    expect(own.status).toBe(200);
    expect(own.body.username).toBe(ann.username);
    expect(own.body.stats).toMatchObject({ totalProjects: 1, totalVisitors: 7 });
    expect(own.body.stats.lastActive).toEqual(expect.any(String));
    expect(own.body.projects).toEqual([
      expect.objectContaining({ name: 'Gallery', status: 'active', visitors: 7, pages: 4 }),
    ]);
    expect((await request('GET', path, { token: staff.token })).status).toBe(200);
    const other = await request('GET', path, { token: ben.token });
    expect(other.status).toBe(404);
    expect(
      (await request('GET', '/api/user/nobody-here/workspace', { token: ann.token })).status,
    ).toBe(404);
  });
});
