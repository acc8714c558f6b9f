import type { RouteObject } from 'react-router-dom';
import { buildRouteManifest, collectPages, isDynamicPattern } from './routeManifest.ts';

const Page = () => null;

// The shape the full site will have (SPEC.md §2): nested groups, index routes, dynamic pages.
const table: RouteObject[] = [
  {
    id: 'root',
    children: [
      {
        children: [
          { index: true, Component: Page, handle: { render: 'prerender' } },
          { path: 'about', Component: Page, handle: { render: 'prerender' } },
          {
            path: 'services',
            children: [
              { index: true, Component: Page, handle: { render: 'prerender' } },
              { path: 'cloud', Component: Page, handle: { render: 'prerender' } },
            ],
          },
          { path: 'blog/:slug', Component: Page, handle: { render: 'client' } },
          { path: 'dashboard', Component: Page, handle: { render: 'client' } },
          { path: ':username/:page', Component: Page },
          { path: '*', Component: Page },
        ],
      },
    ],
  },
];

describe('buildRouteManifest', () => {
  it('given a nested table, should list pre-rendered paths, client-only patterns and every pattern', () => {
    expect(buildRouteManifest(table)).toEqual({
      prerendered: ['/', '/about', '/services', '/services/cloud'],
      spa: ['/blog/:slug', '/dashboard', '/:username/:page'],
      patterns: [
        '/',
        '/about',
        '/services',
        '/services/cloud',
        '/blog/:slug',
        '/dashboard',
        '/:username/:page',
      ],
    });
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
