import type { RouteObject } from 'react-router-dom';
import { buildRouteManifest, collectPages, isDynamicPattern } from './routeManifest.ts';

const Page = () => null;

// The shape the full site will have (docs/product/spec.md §2): nested groups, index routes, dynamic pages.
const table: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        children: [
          { index: true, Component: Page, handle: { render: 'prerender', sitemapPriority: 1 } },
          { path: 'about', Component: Page, handle: { render: 'prerender', sitemapPriority: 0.8 } },
          { path: 'private', Component: Page, handle: { render: 'prerender', sitemap: false } },
          {
            path: 'services',
            children: [
              { index: true, Component: Page, handle: { render: 'prerender' } },
              { path: 'cloud', Component: Page, handle: { render: 'prerender' } },
            ],
          },
          { path: 'blog', Component: Page, handle: { render: 'server', sitemapPriority: 0.7 } },
          {
            path: 'blog/:slug',
            Component: Page,
            handle: { render: 'server', sitemapPriority: 0.6 },
          },
          { path: 'news/:id', Component: Page, handle: { render: 'server', sitemap: false } },
          { path: 'dashboard', Component: Page, handle: { render: 'client' } },
          { path: ':username/:page', Component: Page },
          { path: '*', Component: Page },
        ],
      },
    ],
  },
];

describe('buildRouteManifest', () => {
  it('given a nested table, should list pre-rendered paths, client-only and server-rendered patterns and every pattern', () => {
    expect(buildRouteManifest(table)).toEqual({
      prerendered: ['/', '/about', '/private', '/services', '/services/cloud'],
      spa: ['/dashboard', '/:username/:page'],
      server: [
        { pattern: '/blog', sitemapPriority: 0.7 },
        { pattern: '/blog/:slug', sitemapPriority: 0.6 },
        { pattern: '/news/:id', sitemapPriority: null },
      ],
      patterns: [
        '/',
        '/about',
        '/private',
        '/services',
        '/services/cloud',
        '/blog',
        '/blog/:slug',
        '/news/:id',
        '/dashboard',
        '/:username/:page',
      ],
      reserved: ['about', 'blog', 'dashboard', 'news', 'private', 'services'],
      sitemap: [
        { path: '/', priority: 1 },
        { path: '/about', priority: 0.8 },
        // Server-rendered, but one address: listed like a pre-rendered page.
        { path: '/blog', priority: 0.7 },
        { path: '/services', priority: 0.5 },
        { path: '/services/cloud', priority: 0.5 },
      ],
    });
  });

  it('should list only pages with one address in the sitemap, leaving out the ones that opt out', () => {
    const paths = buildRouteManifest(table).sitemap.map((entry) => entry.path);
    expect(paths).not.toContain('/private');
    expect(paths).not.toContain('/dashboard');
    expect(paths).not.toContain('/blog/:slug');
  });

  it('should leave the catch-all out: it is the answer for unknown addresses, not an address', () => {
    expect(collectPages(table).map((page) => page.pattern)).not.toContain('/*');
  });

  it('given a pre-rendered route with params, should refuse to build without its addresses', () => {
    expect(() =>
      buildRouteManifest([
        { path: '/blog/:slug', Component: Page, handle: { render: 'prerender' } },
      ]),
    ).toThrow(/dynamic segments/);
  });
});

describe('isDynamicPattern', () => {
  it('should spot params and splats', () => {
    expect(isDynamicPattern('/blog/:slug')).toBe(true);
    expect(isDynamicPattern('/files/*')).toBe(true);
    expect(isDynamicPattern('/services/cloud')).toBe(false);
  });
});
