import type { RouteObject } from 'react-router-dom';
import type { PublicUser } from '@brightlane/contract';
import { HEAD_PLACEHOLDER, ROOT_PLACEHOLDER } from './app/htmlTemplate.ts';
import { NOT_FOUND_PATH, prerenderPaths, renderPage, routeManifest } from './entry-server.tsx';
import { testUser } from './features/auth/testing.tsx';
import { testPost } from './features/blog/testing.ts';
import { routes } from './routes.tsx';
import { PAGE_ID_PREFIX } from './routing/page.ts';
import type { RouteHandle } from './routing/routeHandle.ts';

function pageRoutes(table: readonly RouteObject[]): RouteObject[] {
  return table.flatMap((route) => [
    ...(route.id?.startsWith(PAGE_ID_PREFIX) ? [route] : []),
    ...pageRoutes(route.children ?? []),
  ]);
}

/** Every public page of docs/product/spec.md §2 that the build writes to static HTML. */
const publicPages = [
  '/',
  '/portfolio',
  '/services',
  '/about',
  '/faq',
  '/services/cloud',
  '/services/seo',
  '/services/ecommerce',
  '/services/web-development',
  '/contact',
  '/careers',
  '/support',
  '/terms',
  '/privacy',
  '/sitemap',
];

describe('the route table', () => {
  it('should pre-render every public page, the sign-in pages and the not-found page', () => {
    expect([...prerenderPaths].sort()).toEqual(
      [...publicPages, '/login', '/signup', '/forgot-password', '/404'].sort(),
    );
    expect(NOT_FOUND_PATH).toBe('/404');
  });

  it('should have the server answer every page: none is rendered in the browser only', () => {
    // A page rendered in the browser only shows nothing but 'This Page Needs JavaScript' where
    // its code does not run, and its forms do not exist there
    // (docs/decisions/040-forms-post-to-the-server.md).
    expect(routeManifest.spa).toEqual([]);
  });

  it('should leave the pages of one visitor out of the sitemap', () => {
    const listed = routeManifest.sitemap.map((entry) => entry.path);
    for (const path of [
      '/workspace',
      '/admin/vitals',
      '/notifications',
      '/content/create',
      '/:username/:page',
      '/dashboard',
      '/settings',
      '/profile',
      '/admin',
      '/projects',
      '/projects/new',
      '/projects/:id',
      '/projects/:id/edit',
      '/analytics',
      '/storage',
      '/billing',
      '/blog/create',
      '/blog/edit/:id',
      '/blog/delete/:id',
      '/login',
      '/signup',
      '/forgot-password',
      '/logout',
    ]) {
      expect(listed).not.toContain(path);
    }
  });

  it('should render pages whose addresses are not known at build on the server or in the browser', () => {
    // The blog list and its posts: both come from the database, so the server renders them;
    // the reset and confirmation links' pages, whose forms carry the link's token without
    // JavaScript; a careers role's application page, whose role is in the address; the log-out page, which
    // asks who is signed in and whose form works without JavaScript; the dashboard, where a
    // sign-in answered by the server lands; the profile, open to
    // everyone, whose edit form works without it; the settings, whose forms (sign a session
    // out, change the password) work without it behind the sign-in; and the projects' pages,
    // whose forms (create, edit, delete) do too, and the list they lead to; and blog
    // authoring's pages, whose post form and 'Delete Post' do too; and the staff inbox, whose
    // rows' Handled forms do too; and the rest of the member area (analytics, storage,
    // billing), whose numbers show without it; and the staff vitals, whose figures do too;
    // /content/create, whose redirect (or the guard's, to sign in) the server answers; and a
    // visitor's own page, whose addresses are not known at build.
    expect(routeManifest.server).toEqual([
      { pattern: '/careers/apply', sitemapPriority: null },
      { pattern: '/blog', sitemapPriority: 0.5 },
      { pattern: '/blog/:slug', sitemapPriority: 0.6 },
      { pattern: '/reset-password', sitemapPriority: null },
      { pattern: '/verify-email', sitemapPriority: null },
      { pattern: '/logout', sitemapPriority: null },
      { pattern: '/profile', sitemapPriority: null },
      { pattern: '/dashboard', sitemapPriority: null },
      { pattern: '/settings', sitemapPriority: null },
      { pattern: '/admin', sitemapPriority: null },
      { pattern: '/admin/vitals', sitemapPriority: null },
      // The notifications, whose 'Mark as read' and 'Mark all as read' are forms without it.
      { pattern: '/notifications', sitemapPriority: null },
      // The workspaces, whose figures and projects show without it.
      { pattern: '/workspace', sitemapPriority: null },
      { pattern: '/projects', sitemapPriority: null },
      { pattern: '/projects/new', sitemapPriority: null },
      { pattern: '/projects/:id', sitemapPriority: null },
      { pattern: '/projects/:id/edit', sitemapPriority: null },
      { pattern: '/analytics', sitemapPriority: null },
      { pattern: '/storage', sitemapPriority: null },
      { pattern: '/billing', sitemapPriority: null },
      { pattern: '/content/create', sitemapPriority: null },
      { pattern: '/blog/create', sitemapPriority: null },
      { pattern: '/blog/edit/:id', sitemapPriority: null },
      { pattern: '/blog/delete/:id', sitemapPriority: null },
      { pattern: '/:username/workspace', sitemapPriority: null },
      { pattern: '/:username/:page', sitemapPriority: null },
    ]);
    // The list has one address: the sitemap lists it as it did when it was pre-rendered.
    expect(routeManifest.sitemap).toContainEqual({ path: '/blog', priority: 0.5 });
  });

  it('should answer for every page pattern (dist/routes.json), pre-rendered or not', () => {
    expect(routeManifest.patterns).toEqual(
      expect.arrayContaining([...publicPages, '/blog', '/blog/:slug', '/:username/:page']),
    );
  });

  it('should load every page module, its head declared by the module and its serving by the table', async () => {
    const pages = pageRoutes(routes);
    expect(pages.length).toBeGreaterThan(40);
    for (const route of pages) {
      if (typeof route.lazy !== 'function') throw new Error(`${route.id} is not lazy`);
      const module = (await route.lazy()) as { Component?: unknown; handle?: RouteHandle };
      expect(module.Component, route.id).toBeTypeOf('function');
      // How it is served is in the table (the build reads it): the module must not bring
      // another handle. Its head is the module's `meta`, on the table's handle once loaded.
      expect(route.handle, route.id).toBeDefined();
      expect(module.handle, route.id).toBeUndefined();
      expect(module, route.id).not.toHaveProperty('meta');
      expect((route.handle as RouteHandle).meta, route.id).toBeDefined();
    }
  });

  it('given /settings rendered by the server for a signed-out visitor, should send them to sign in and come back', async () => {
    const api = vi.fn<(path: string) => Promise<Response>>(async () =>
      Response.json({ user: null }),
    );
    const rendered = await renderPage('/settings', '', {}, undefined, {
      requestContext: { api },
    });
    expect(rendered.location).toBe('/login?next=%2Fsettings');
    // The guard asked the API who this visitor is, as them.
    expect(api.mock.calls.map(([path]) => path)).toContain('/api/auth/session');
  });

  it.each([
    ['signed out', null, `/login?next=${encodeURIComponent('/content/create')}`],
    ['signed in', testUser(), '/blog/create'],
  ])(
    'given /content/create rendered by the server for a visitor %s, should answer its redirect, not the SPA shell',
    async (_, user, location) => {
      const api = vi.fn<(path: string) => Promise<Response>>(async () => Response.json({ user }));
      const rendered = await renderPage('/content/create', '', {}, undefined, {
        requestContext: { api },
      });
      expect(rendered).toEqual({ status: 302, document: '', location });
      expect(api.mock.calls.map(([path]) => path)).toContain('/api/auth/session');
    },
  );

  describe('blog authoring rendered by the server', () => {
    const template = `<!doctype html><html><head>${HEAD_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;
    const post = testPost({ id: '7', title: 'Harbour news', content: '<p>Boats &amp; more</p>' });
    const manifest = {
      'src/routes/blog/edit.tsx': { file: 'assets/edit.js' },
      'src/routes/blog/delete.tsx': { file: 'assets/delete.js' },
    };

    /** The in-process API as the server hands it to the page: the session and post 7. */
    function serverApi(user: PublicUser | null) {
      return vi.fn<(path: string) => Promise<Response>>(async (path) => {
        if (path === '/api/auth/session') return Response.json({ user });
        if (path === '/api/blog/posts/7') return Response.json(post);
        return Response.json({ message: 'Post not found' }, { status: 404 });
      });
    }

    it('given a signed-out visitor, should send them to sign in and come back', async () => {
      const rendered = await renderPage('/blog/edit/7', template, manifest, undefined, {
        requestContext: { api: serverApi(null) },
      });
      expect(rendered.location).toBe('/login?next=%2Fblog%2Fedit%2F7');
    });

    it('given the author, should render the post form with its values, the content as HTML in a textarea', async () => {
      const api = serverApi(testUser());
      const rendered = await renderPage('/blog/edit/7', template, manifest, undefined, {
        requestContext: { api },
      });
      expect(rendered.status).toBe(200);
      const page = new DOMParser().parseFromString(rendered.document, 'text/html');
      const form = page.querySelector('form[aria-label="Blog post"]');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.querySelector<HTMLInputElement>('[name="form-name"]')?.value).toBe('post');
      expect(form?.querySelector<HTMLInputElement>('[name="title"]')?.value).toBe('Harbour news');
      expect(form?.querySelector('textarea[name="content"]')?.textContent).toBe(
        '<p>Boats &amp; more</p>',
      );
      expect(api.mock.calls.map(([path]) => path)).toContain('/api/blog/posts/7');
    });

    it('given an unknown id, should be the not-found page', async () => {
      const rendered = await renderPage('/blog/delete/8', template, manifest, undefined, {
        requestContext: { api: serverApi(testUser()) },
      });
      expect(rendered.status).toBe(404);
    });

    it('given the delete confirmation, should render it as a form posting to the page', async () => {
      const rendered = await renderPage('/blog/delete/7', template, manifest, undefined, {
        requestContext: { api: serverApi(testUser()) },
      });
      const page = new DOMParser().parseFromString(rendered.document, 'text/html');
      const form = page.querySelector('form[aria-label="Delete this post?"]');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.querySelector('button[type="submit"]')?.textContent).toBe('Delete Post');
    });
  });

  describe('/profile rendered by the server', () => {
    const template = `<!doctype html><html><head>${HEAD_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;
    const manifest = { 'src/routes/account/profile.tsx': { file: 'assets/profile.js' } };

    /** The in-process API as the server hands it to the page: answers by path. */
    function serverApi(user: PublicUser | null) {
      return vi.fn<(path: string) => Promise<Response>>(async (path) => {
        if (path === '/api/auth/session') return Response.json({ user });
        // 'Your Stats': one-row pages whose total is what counts.
        const total = path.includes('status=active') ? 2 : path.includes('status=archived') ? 1 : 5;
        return Response.json({ projects: [], total, page: 1, pageSize: 1 });
      });
    }

    it('given a guest, should render the invitation to sign in, not send them away', async () => {
      const api = serverApi(null);
      const rendered = await renderPage('/profile', template, manifest, undefined, {
        requestContext: { api },
      });
      expect(rendered.status).toBe(200);
      expect(rendered.location).toBeUndefined();
      expect(rendered.document).toContain('My Profile');
      expect(rendered.document).toContain('Sign in to see your profile');
      expect(rendered.document).toContain('href="/login?next=%2Fprofile"');
      expect(rendered.document).not.toContain('Loading your profile');
      expect(api.mock.calls.map(([path]) => path)).toEqual(['/api/auth/session']);
    });

    it('given a signed-in visitor, should render their profile and counts, with links where scripts do not run', async () => {
      const api = serverApi(testUser());
      const rendered = await renderPage('/profile', template, manifest, undefined, {
        requestContext: { api },
      });
      expect(rendered.status).toBe(200);
      const page = new DOMParser().parseFromString(rendered.document, 'text/html');
      expect(page.querySelector('h1')?.textContent).toBe("Jane Doe's Profile");
      expect(rendered.document).not.toContain('Loading your profile');
      const stats = [...page.querySelectorAll('dt')].map(
        (term) => `${term.textContent} ${term.nextElementSibling?.textContent}`,
      );
      expect(stats).toEqual(expect.arrayContaining(['Projects 5', 'Active 2', 'Completed 1']));
      const links = [...page.querySelectorAll('a')].map((a) => a.getAttribute('href'));
      expect(links).toEqual(expect.arrayContaining(['/profile?edit', '/settings', '/logout']));
      // Not yet open: the form is a link away.
      expect(page.querySelector('form[aria-label="Edit Profile"]')).toBeNull();
    });

    it('given /profile?edit, should render the edit form open, posting to the page', async () => {
      const rendered = await renderPage('/profile?edit', template, manifest, undefined, {
        requestContext: { api: serverApi(testUser()) },
      });
      const page = new DOMParser().parseFromString(rendered.document, 'text/html');
      const form = page.querySelector('form[aria-label="Edit Profile"]');
      expect(form?.getAttribute('method')).toBe('post');
      expect(form?.getAttribute('action')).toBe('/profile');
      expect(form?.querySelector<HTMLInputElement>('[name="name"]')?.value).toBe('Jane Doe');
      // The password field a new e-mail needs is there, as its code cannot show it on typing.
      expect(form?.querySelector('[name="currentPassword"]')).not.toBeNull();
      expect(page.querySelector('a[href="/profile"]')?.textContent).toBe('Cancel');
    });
  });
});
