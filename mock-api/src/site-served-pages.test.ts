// The account pages the server answers per request rather than with the SPA shell (the staff
// vitals, /content/create) and a visitor's own page (/{username}/{page}), read from a
// dist/routes.json shaped as the site's build writes it (site/src/routing/routeManifest.ts),
// through the app with a small fake renderer that answers as the site's renderPage does
// (site/src/entry-server.tsx) with the visitor's in-process API: the session decides. The real
// render is proven in the site's own tests (site/src/routes.test.ts, the pages' tests).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormRequestContext } from '@brightlane/contract';
import { buildApp } from './app.ts';
import { grantStaff } from './cli/staff.ts';
import type { Database } from './db/client.ts';
import { loadSiteManifest } from './site-manifest.ts';
import type { SiteRenderer } from './site-render.ts';
import { confirmEmail } from './test/accounts.ts';
import { openTestDatabase } from './test/database.ts';
import { json } from './test/request.ts';

const SHELL = '<div id="root"></div><noscript>This Page Needs JavaScript</noscript>';
const NOT_FOUND = '<h1>404 - Page Not Found</h1>';
const PASSWORD = 'correct horse battery';

/** The part of routes.json these pages need, as the build writes it. */
const routesJson = {
  prerendered: ['/', '/about', '/services', '/services/cloud', '/login'],
  spa: [],
  server: [
    { pattern: '/admin', sitemapPriority: null },
    { pattern: '/admin/vitals', sitemapPriority: null },
    { pattern: '/notifications', sitemapPriority: null },
    { pattern: '/content/create', sitemapPriority: null },
    { pattern: '/blog/create', sitemapPriority: null },
    { pattern: '/:username/workspace', sitemapPriority: null },
    { pattern: '/:username/:page', sitemapPriority: null },
  ],
  patterns: [
    '/',
    '/about',
    '/services',
    '/services/cloud',
    '/login',
    '/admin',
    '/admin/vitals',
    '/notifications',
    '/content/create',
    '/blog/create',
    '/:username/workspace',
    '/:username/:page',
  ],
  reserved: ['about', 'admin', 'blog', 'content', 'login', 'notifications', 'services'],
  sitemap: [{ path: '/', priority: 1 }],
  shell: 'spa.html',
  notFound: '404.html',
};

type SessionUser = { role: 'user' | 'staff' } | null;

/** The site's answers for these addresses, from the session its in-process API gives. */
const renderer = vi.fn<SiteRenderer>(async (path, context) => {
  const { api } = context as typeof context & FormRequestContext;
  const { pathname, search } = new URL(path, 'http://localhost');
  // What renderPage answers for a page rendered in the browser only under a server pattern
  // (site/src/routing/page.ts `rendersInBrowserOnly`; none is in the table today).
  if (pathname === '/maria/browser-only') return { status: 200, document: '', clientOnly: true };
  if (pathname === '/content/create' || pathname === '/admin/vitals') {
    const session = await api('/api/auth/session', { method: 'GET' });
    const { user } = (await session.json()) as { user: SessionUser };
    if (!user) {
      return { status: 302, document: '', location: `/login?next=${encodeURIComponent(path)}` };
    }
    if (pathname === '/content/create') {
      return { status: 302, document: '', location: '/blog/create' };
    }
    if (user.role !== 'staff') return { status: 404, document: '<h1>rendered 404</h1>' };
    const vitals = await api(`/api/admin/vitals${search}`, { method: 'GET' });
    return { status: 200, document: `<h1>Web vitals</h1><p>${vitals.status}</p>` };
  }
  return { status: 200, document: `<h1>${pathname.split('/').pop()}</h1>` };
});

describe('account pages and user pages answered by the server', () => {
  let database: Database;
  let siteDir: string;
  let app: ReturnType<typeof buildApp>['app'];
  let memberCookie = '';
  let staffCookie = '';

  /** The cookies a sign-up sets, as the browser sends them back. */
  const signup = async (email: string) => {
    const res = await app.request(
      '/api/auth/signup',
      json({ name: 'Sam Lee', email, password: PASSWORD }),
    );
    expect(res.status).toBe(201);
    return res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  };
  const visit = (path: string, cookie?: string) =>
    app.request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    database = await openTestDatabase();
    siteDir = mkdtempSync(join(tmpdir(), 'brightlane-site-pages-'));
    writeFileSync(join(siteDir, 'routes.json'), JSON.stringify(routesJson));
    writeFileSync(join(siteDir, 'spa.html'), SHELL);
    writeFileSync(join(siteDir, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(siteDir, '404.html'), NOT_FOUND);
    ({ app } = buildApp({
      database,
      config: {
        logLevel: 'silent',
        authRateLimit: false,
        siteDir,
        ...loadSiteManifest(siteDir),
        siteRenderer: renderer,
      },
    }));
    const stamp = Date.now();
    memberCookie = await signup(`member-${stamp}@example.com`);
    staffCookie = await signup(`staff-${stamp}@brightlane.example`);
    await confirmEmail(database.db, `staff-${stamp}@brightlane.example`);
    expect(await grantStaff(database.db, `staff-${stamp}@brightlane.example`)).toBe('granted');
  });
  afterAll(async () => {
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });
  // A block: a function returned from beforeEach runs as its cleanup, and mockClear returns the mock.
  beforeEach(() => {
    renderer.mockClear();
  });

  it('given /content/create signed out, should send the visitor to sign in and come back', async () => {
    const res = await visit('/content/create');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/content/create')}`,
    );
  });

  it('given /content/create signed in, should send the visitor to the blog editor', async () => {
    const res = await visit('/content/create', memberCookie);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/blog/create');
  });

  it('given /admin/vitals as staff, should answer the page rendered now with the period asked, kept out of shared caches', async () => {
    const res = await visit('/admin/vitals?days=30', staffCookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>Web vitals</h1><p>200</p>');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(renderer.mock.calls[0]?.[0]).toBe('/admin/vitals?days=30');
  });

  it('given /admin/vitals as anyone signed in but staff, should answer the not-found page with 404', async () => {
    const res = await visit('/admin/vitals', memberCookie);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(NOT_FOUND);
  });

  it('given /admin/vitals signed out, should send the visitor to sign in and come back to the period', async () => {
    const res = await visit('/admin/vitals?days=90');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(
      `/login?next=${encodeURIComponent('/admin/vitals?days=90')}`,
    );
  });

  it("given a user's page, should answer it rendered now, shareable as it asked nothing of the visitor", async () => {
    const res = await visit('/maria/portfolio');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('<h1>portfolio</h1>');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it.each(['/services/unknown', '/Services/unknown', '/admin/unknown', '/content/other'])(
    'given %s (a section of the site, no username), should answer the not-found page with 404 without rendering',
    async (path) => {
      const res = await visit(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND);
      expect(renderer).not.toHaveBeenCalled();
    },
  );

  it('given an address the site renders in the browser only, should answer the SPA shell', async () => {
    const res = await visit('/maria/browser-only', memberCookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
  });
});
