import { NOT_FOUND_PATH, prerenderPaths, routeManifest } from './entry-server.tsx';

/** Every public page of SPEC.md §2 that the build writes to static HTML. */
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

  it('should render the pages behind a sign-in in the browser only, out of the sitemap', () => {
    const guarded = [
      '/dashboard',
      '/projects',
      '/projects/new',
      '/projects/:id',
      '/projects/:id/edit',
      '/workspace',
      '/settings',
      '/notifications',
      '/admin',
      '/blog/create',
      '/blog/edit/:id',
      '/blog/delete/:id',
    ];
    expect(routeManifest.spa).toEqual(expect.arrayContaining(guarded));
    const listed = routeManifest.sitemap.map((entry) => entry.path);
    for (const path of [...guarded, '/login', '/signup', '/forgot-password', '/logout']) {
      expect(listed).not.toContain(path);
    }
  });

  it('should render pages whose addresses are not known at build on the server or in the browser', () => {
    expect(routeManifest.spa).toEqual(expect.arrayContaining(['/:username/:page']));
    // The blog list and its posts: both come from the database, so the server renders them.
    expect(routeManifest.server).toEqual([
      { pattern: '/blog', sitemapPriority: 0.5 },
      { pattern: '/blog/:slug', sitemapPriority: 0.6 },
    ]);
    // The list has one address: the sitemap lists it as it did when it was pre-rendered.
    expect(routeManifest.sitemap).toContainEqual({ path: '/blog', priority: 0.5 });
  });

  it('should answer for every page pattern (dist/routes.json), pre-rendered or not', () => {
    expect(routeManifest.patterns).toEqual(
      expect.arrayContaining([...publicPages, '/blog', '/blog/:slug', '/:username/:page']),
    );
  });
});
