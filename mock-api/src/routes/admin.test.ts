// The staff inbox (docs/decisions/017-account-security.md; docs/product/decisions.md "Lead forms"): staff see the leads of the public
// forms newest first, page and search them, mark them handled and download a CV; for everyone
// else every /api/admin path is the same 404 as a path that does not exist (ASVS 5.0 V8.2.1).
// `npm run staff:create` is the only way to the role: directly or through the control socket.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import { grantStaff, runStaffCreate } from '../cli/staff.ts';
import { controlSocketPath, startControlSocket } from '../control-socket.ts';
import type { Database } from '../db/client.ts';
import { dataDirLockPath } from '../db/data-dir-lock.ts';
import { clientErrors, vitals } from '../db/schema.ts';
import { confirmEmail } from '../test/accounts.ts';
import { openTestDatabase } from '../test/database.ts';
import {
  formOf,
  multipart,
  PDF,
  pdfBytes,
  validApplication,
  validContact,
  validQuote,
} from '../test/leads.ts';
import { json } from '../test/request.ts';

const PASSWORD = 'correct horse battery';

describe('staff inbox', () => {
  let database: Database;
  let app: ReturnType<typeof buildApp>['app'];
  let staffToken: string;
  let memberToken: string;
  let dataDir: string;

  const signup = async (email: string) => {
    const res = await app.request(
      '/api/auth/signup',
      json({ name: 'Sam Staff', email, password: PASSWORD }),
    );
    return ((await res.json()) as { token: string }).token;
  };
  const get = (path: string, token?: string) =>
    app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const patch = (path: string, body: unknown, token: string) =>
    app.request(path, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'bl-staff-'));
    ({ app } = buildApp({
      database,
      config: { logLevel: 'silent', formRateLimit: 0, authRateLimit: false },
    }));
    for (let i = 1; i <= 23; i += 1) {
      await app.request('/api/submit-quote', json({ ...validQuote, name: `Client ${i}` }));
    }
    await app.request('/api/submit-quote', json({ ...validQuote, name: '50% Off Bakery' }));
    await app.request('/api/contact', json(validContact));
    const cv = new File([pdfBytes(2048)], 'Bob Smith – CV.pdf', { type: PDF });
    await app.request('/api/careers/applications', multipart(formOf(validApplication, ['cv', cv])));
    staffToken = await signup('sam@brightlane.example');
    memberToken = await signup('mia@example.com');
    await confirmEmail(database.db, 'sam@brightlane.example');
    expect(await grantStaff(database.db, 'SAM@brightlane.example')).toBe('granted');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('given staff, should list the quotes newest first, 20 a page, with labels', async () => {
    const res = await get('/api/admin/leads/quotes', staffToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      leads: { name: string; details: Record<string, string> }[];
      total: number;
      open: number;
      pageSize: number;
    };
    expect(body).toMatchObject({ total: 24, open: 24, page: 1, pageSize: 20 });
    expect(body.leads).toHaveLength(20);
    expect(body.leads[0]?.name).toBe('50% Off Bakery');
    expect(body.leads[1]?.name).toBe('Client 23');
    expect(body.leads[0]?.details).toEqual({
      'Project type': 'Website',
      Industry: 'Retail',
      Scope: expect.stringMatching(/^Small/),
    });
    const page2 = (await (await get('/api/admin/leads/quotes?page=2', staffToken)).json()) as {
      leads: { name: string }[];
    };
    expect(page2.leads.map((lead) => lead.name)).toEqual([
      'Client 4',
      'Client 3',
      'Client 2',
      'Client 1',
    ]);
  });

  it('given a search, should match literally, case-insensitively, in name, e-mail and message', async () => {
    const percent = (await (
      await get(`/api/admin/leads/quotes?q=${encodeURIComponent('50%')}`, staffToken)
    ).json()) as { leads: { name: string }[]; total: number };
    expect(percent.leads.map((lead) => lead.name)).toEqual(['50% Off Bakery']);
    const byMessage = (await (
      await get('/api/admin/leads/contacts?q=HELP%20WITH', staffToken)
    ).json()) as { total: number };
    expect(byMessage.total).toBe(1);
    const none = (await (await get('/api/admin/leads/contacts?q=zzz', staffToken)).json()) as {
      total: number;
    };
    expect(none.total).toBe(0);
  });

  it('given "Handled", should mark a lead, filter by it and keep the first handled time', async () => {
    const list = (await (await get('/api/admin/leads/contacts', staffToken)).json()) as {
      leads: { id: string }[];
    };
    const id = list.leads[0]?.id as string;
    const marked = await patch(`/api/admin/leads/contacts/${id}`, { handled: true }, staffToken);
    const body = (await marked.json()) as { lead: { handledAt: string }; message: string };
    expect(body.message).toBe('Marked as handled');
    expect(body.lead.handledAt).toEqual(expect.any(String));
    const again = (await (
      await patch(`/api/admin/leads/contacts/${id}`, { handled: true }, staffToken)
    ).json()) as { lead: { handledAt: string } };
    expect(again.lead.handledAt).toBe(body.lead.handledAt);
    const handled = (await (
      await get('/api/admin/leads/contacts?handled=handled', staffToken)
    ).json()) as { total: number; open: number };
    expect(handled).toMatchObject({ total: 1, open: 0 });
    const reopened = (await (
      await patch(`/api/admin/leads/contacts/${id}`, { handled: false }, staffToken)
    ).json()) as { lead: { handledAt: null }; message: string };
    expect(reopened).toMatchObject({ lead: { handledAt: null }, message: 'Marked as open' });
    expect(
      (await patch('/api/admin/leads/contacts/999999', { handled: true }, staffToken)).status,
    ).toBe(404);
  });

  it("given an application's CV, should download it as an attachment with a safe name", async () => {
    const list = (await (await get('/api/admin/leads/applications', staffToken)).json()) as {
      leads: { id: string; cv: { filename: string; size: number }; details: object }[];
    };
    const lead = list.leads[0];
    expect(lead?.cv).toEqual({ filename: 'Bob Smith – CV.pdf', size: 2048 });
    expect(lead?.details).toMatchObject({ Position: 'Full-Time Developer' });
    const res = await get(`/api/admin/leads/applications/${lead?.id}/cv`, staffToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(PDF);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Bob Smith _ CV.pdf"; filename*=UTF-8''${encodeURIComponent('Bob Smith – CV.pdf')}`,
    );
    expect((await res.arrayBuffer()).byteLength).toBe(2048);
  });

  it('given a member, a signed-out visitor or a bad query, should answer exactly as an unknown path', async () => {
    const unknown = await get('/api/no-such-thing', memberToken);
    const expected = { status: unknown.status, body: await unknown.json() };
    expect(expected.status).toBe(404);
    for (const [path, token] of [
      ['/api/admin/leads/quotes', memberToken],
      ['/api/admin/leads/quotes', undefined],
      ['/api/admin/leads/quotes?page=-1', memberToken],
      ['/api/admin/leads/applications/1/cv', memberToken],
    ] as const) {
      const res = await get(path, token);
      expect({ status: res.status, body: await res.json() }).toEqual(expected);
    }
    const res = await patch('/api/admin/leads/quotes/1', { handled: true }, memberToken);
    expect(res.status).toBe(404);
  });

  it('given staff and a bad query, should say what is wrong', async () => {
    expect((await get('/api/admin/leads/quotes?page=0', staffToken)).status).toBe(400);
    expect((await get('/api/admin/leads/nonsense', staffToken)).status).toBe(400);
  });

  describe('npm run staff:create', () => {
    it('given no e-mail, should print the usage and exit 2', async () => {
      let out = '';
      expect(await runStaffCreate([], { DATA_DIR: dataDir }, (t) => (out += t))).toBe(2);
      expect(out).toBe('Usage: npm run staff:create -- <email of an existing account>\n');
    });

    it('V8.2.1: given an account whose address is not confirmed, should refuse it the staff role', async () => {
      // Whoever signed up first with the new hire's address holds this account.
      await signup('newhire@brightlane.example');
      const token = await signup('newhire@brightlane.example');
      expect(await grantStaff(database.db, 'newhire@brightlane.example')).toBe('unverified');
      expect((await get('/api/admin/leads/quotes', token)).status).toBe(404);
      // Once the address is confirmed (by its real owner, who holds the mailbox), it may be.
      await confirmEmail(database.db, 'newhire@brightlane.example');
      expect(await grantStaff(database.db, 'newhire@brightlane.example')).toBe('granted');
    });

    it('given the server holds the PGlite directory, should grant through its control socket', async () => {
      await signup('lee@brightlane.example');
      await confirmEmail(database.db, 'lee@brightlane.example');
      mkdirSync(join(dataDir, 'db'), { recursive: true });
      writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '17\n');
      writeFileSync(
        dataDirLockPath(dataDir),
        JSON.stringify({ pid: process.ppid, role: 'server' }),
      );
      const socket = await startControlSocket(controlSocketPath(dataDir), database.db);
      try {
        const run = async (email: string) => {
          let out = '';
          const code = await runStaffCreate([email], { DATA_DIR: dataDir }, (t) => (out += t));
          return { code, out };
        };
        expect(await run('lee@brightlane.example')).toEqual({
          code: 0,
          out: 'lee@brightlane.example is now staff: /admin shows the leads when they sign in.\n',
        });
        expect((await run('lee@brightlane.example')).out).toBe(
          'lee@brightlane.example is already staff.\n',
        );
        expect(await run('nobody@example.com')).toEqual({
          code: 1,
          out: 'No account uses nobody@example.com. Sign up on the site first, then run this again.\n',
        });
        await signup('kim@brightlane.example');
        expect(await run('kim@brightlane.example')).toEqual({
          code: 1,
          out: 'kim@brightlane.example has not confirmed its address yet. Follow the link in the sign-up e-mail (or resend it from the site), then run this again.\n',
        });
      } finally {
        await socket?.close();
        rmSync(dataDirLockPath(dataDir), { force: true });
      }
    });
  });
});

// The staff view of the site's web vitals and client errors (/admin/vitals; docs/decisions/025-vitals-dashboard.md).
describe('staff web vitals (GET /api/admin/vitals)', () => {
  let database: Database;
  let app: ReturnType<typeof buildApp>['app'];
  let staffToken: string;
  let memberToken: string;

  const signup = async (email: string) => {
    const res = await app.request(
      '/api/auth/signup',
      json({ name: 'Val Vitals', email, password: PASSWORD }),
    );
    return ((await res.json()) as { token: string }).token;
  };
  const get = (path: string, token?: string) =>
    app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const beacon = (name: string, value: number, path: string, id = `${name}-${value}-${path}`) =>
    app.request('/api/vitals', json({ name, value, rating: 'good', id, path }));
  const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000);

  type Summary = {
    days: number;
    pages: {
      path: string;
      views: number;
      metrics: Record<string, { count: number; p75: number }>;
    }[];
    errors: {
      id: string;
      kind: string;
      message: string;
      stack: string | null;
      url: string;
      userAgent: string | null;
      createdAt: string;
    }[];
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app } = buildApp({
      database,
      config: { logLevel: 'silent', authRateLimit: false, telemetryRateLimit: 0 },
    }));
    // '/': four page views (LCP 1000..4000 ms, TTFB on each); '/services': two, one with CLS.
    for (const [i, lcp] of [1000, 2000, 3000, 4000].entries()) {
      expect((await beacon('LCP', lcp, '/')).status).toBe(204);
      expect((await beacon('TTFB', 100 * (i + 1), '/')).status).toBe(204);
    }
    await beacon('TTFB', 900, '/services');
    await beacon('TTFB', 700, '/services');
    await beacon('CLS', 0.3, '/services');
    // Older than a week: only in the 30-day view.
    await database.db.insert(vitals).values({
      name: 'LCP',
      value: 9000,
      rating: 'poor',
      metricId: 'old',
      path: '/about',
      createdAt: daysAgo(10),
    });
    for (let i = 1; i <= 52; i += 1) {
      await app.request(
        '/api/client-errors',
        json(
          {
            message: `Error ${i}`,
            stack: i === 52 ? 's'.repeat(5000) : undefined,
            url: 'http://localhost:3000/quote',
            kind: i % 2 ? 'error' : 'unhandledrejection',
          },
          { 'user-agent': 'TestBrowser/2.0' },
        ),
      );
    }
    await database.db.insert(clientErrors).values({
      kind: 'error',
      message: 'Old error',
      url: 'http://localhost:3000/',
      createdAt: daysAgo(10),
    });
    staffToken = await signup('val@brightlane.example');
    memberToken = await signup('max@example.com');
    await confirmEmail(database.db, 'val@brightlane.example');
    expect(await grantStaff(database.db, 'val@brightlane.example')).toBe('granted');
  });
  afterAll(async () => {
    await database?.close();
  });

  it('given staff, should give per page and metric the count and p75 of the last 7 days, most viewed first', async () => {
    const res = await get('/api/admin/vitals', staffToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Summary;
    expect(body.days).toBe(7);
    expect(body.pages).toEqual([
      {
        path: '/',
        views: 4,
        metrics: {
          // percentile_cont interpolates: 3000 + 0.25 × (4000 − 3000).
          LCP: { count: 4, p75: 3250 },
          TTFB: { count: 4, p75: 325 },
        },
      },
      {
        path: '/services',
        views: 2,
        metrics: { CLS: { count: 1, p75: 0.3 }, TTFB: { count: 2, p75: 850 } },
      },
    ]);
  });

  it('given days=30, should include older reports; days is 1 to 90', async () => {
    const body = (await (await get('/api/admin/vitals?days=30', staffToken)).json()) as Summary;
    expect(body.days).toBe(30);
    expect(body.pages.map((page) => page.path)).toEqual(['/', '/services', '/about']);
    expect(body.pages[2]?.metrics).toEqual({ LCP: { count: 1, p75: 9000 } });
    expect(body.errors.map((error) => error.message)).not.toContain('Old error');
    for (const days of ['0', '91', '7.5', 'week']) {
      const res = await get(`/api/admin/vitals?days=${days}`, staffToken);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        issues: [{ path: 'days', message: 'Days must be a whole number from 1 to 90' }],
      });
    }
  });

  it('given more than 50 errors, should list the latest 50, newest first, stacks cut to 4,000 characters', async () => {
    const body = (await (await get('/api/admin/vitals', staffToken)).json()) as Summary;
    expect(body.errors).toHaveLength(50);
    expect(body.errors[0]).toMatchObject({
      kind: 'unhandledrejection',
      message: 'Error 52',
      url: 'http://localhost:3000/quote',
      userAgent: 'TestBrowser/2.0',
    });
    expect(body.errors[0]?.stack).toHaveLength(4000);
    expect(body.errors[1]).toMatchObject({ message: 'Error 51', kind: 'error', stack: null });
    expect(body.errors[49]?.message).toBe('Error 3');
    expect(Date.parse(body.errors[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('given no reports in the period, should answer empty lists', async () => {
    const empty = await openTestDatabase();
    try {
      const { app: emptyApp } = buildApp({
        database: empty,
        config: { logLevel: 'silent', authRateLimit: false },
      });
      const res = await emptyApp.request(
        '/api/auth/signup',
        json({
          name: 'New Staff',
          email: 'new@brightlane.example',
          password: PASSWORD,
        }),
      );
      const { token } = (await res.json()) as { token: string };
      await confirmEmail(empty.db, 'new@brightlane.example');
      expect(await grantStaff(empty.db, 'new@brightlane.example')).toBe('granted');
      const summary = await emptyApp.request('/api/admin/vitals?days=90', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(await summary.json()).toEqual({ days: 90, pages: [], errors: [] });
    } finally {
      await empty.close();
    }
  });

  it('should be in the OpenAPI document with its query and answer', async () => {
    const doc = (await (await app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get?: { parameters?: { name: string }[]; tags?: string[] } }>;
      components: { schemas: Record<string, unknown> };
    };
    const operation = doc.paths['/api/admin/vitals']?.get;
    expect(operation?.tags).toEqual(['Staff']);
    expect(operation?.parameters?.map((parameter) => parameter.name)).toEqual(['days']);
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining(['AdminVitals', 'VitalsPage', 'AdminClientError']),
    );
  });

  it('given a member or a signed-out visitor, should answer exactly as an unknown path', async () => {
    const unknown = await get('/api/no-such-thing', memberToken);
    const expected = { status: unknown.status, body: await unknown.json() };
    expect(expected.status).toBe(404);
    for (const [path, token] of [
      ['/api/admin/vitals', memberToken],
      ['/api/admin/vitals', undefined],
      ['/api/admin/vitals?days=0', memberToken],
    ] as const) {
      const res = await get(path, token);
      expect({ status: res.status, body: await res.json() }).toEqual(expected);
    }
  });
});
