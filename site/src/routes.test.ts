import { NOT_FOUND_PATH, prerenderPaths, routeManifest } from './routes.tsx';

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
  '/blog',
];

describe('the route table', () => {
  it('should pre-render every public page and the not-found page', () => {
    expect([...prerenderPaths].sort()).toEqual([...publicPages, '/404'].sort());
    expect(NOT_FOUND_PATH).toBe('/404');
  });

  it('should render pages whose addresses are not known at build on the server or in the browser', () => {
    expect(routeManifest.spa).toEqual(expect.arrayContaining(['/:username/:page']));
    // Blog posts: their addresses come from the database, so the server renders them.
    expect(routeManifest.server).toEqual([{ pattern: '/blog/:slug', sitemapPriority: 0.6 }]);
  });

  it('should answer for every page pattern (dist/routes.json), pre-rendered or not', () => {
    expect(routeManifest.patterns).toEqual(
      expect.arrayContaining([...publicPages, '/blog/:slug', '/:username/:page']),
    );
  });
});
