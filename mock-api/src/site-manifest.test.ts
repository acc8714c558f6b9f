import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSiteManifest, routePatternToRegExp } from './site-manifest.ts';

describe('React Router patterns as matchers', () => {
  const matches = (pattern: string, path: string) => routePatternToRegExp(pattern).test(path);

  it('given static patterns, should match the path with or without a trailing slash, any case', () => {
    expect(matches('/', '/')).toBe(true);
    expect(matches('/', '/about')).toBe(false);
    expect(matches('/services/web-design', '/services/web-design/')).toBe(true);
    expect(matches('/services/web-design', '/Services/Web-Design')).toBe(true);
    expect(matches('/services/web-design', '/services/web-design/extra')).toBe(false);
  });

  it('given params, should match exactly one segment each', () => {
    expect(matches('/blog/:slug', '/blog/hello-world')).toBe(true);
    expect(matches('/blog/:slug', '/blog')).toBe(false);
    expect(matches('/blog/:slug', '/blog/a/b')).toBe(false);
    expect(matches('/:username/:page', '/sam/workspace')).toBe(true);
  });

  it("given reserved first segments, should keep a leading parameter off the site's own sections", () => {
    const userPage = routePatternToRegExp('/:username/:page', ['blog', 'services']);
    expect(userPage.test('/sam/workspace')).toBe(true);
    expect(userPage.test('/services/unknown')).toBe(false);
    expect(userPage.test('/Services/unknown')).toBe(false);
    expect(userPage.test('/blog/whatever')).toBe(false);
    // Only whole segments are reserved.
    expect(userPage.test('/servicesteam/page')).toBe(true);
    // Patterns that start with a static segment are untouched.
    expect(routePatternToRegExp('/blog/:slug', ['blog']).test('/blog/hello')).toBe(true);
  });

  it('given optional segments and splats, should match with and without them', () => {
    expect(matches('/projects/:id?', '/projects')).toBe(true);
    expect(matches('/projects/:id?', '/projects/7')).toBe(true);
    expect(matches('/docs/*', '/docs')).toBe(true);
    expect(matches('/docs/*', '/docs/a/b/c')).toBe(true);
  });

  it('given regex characters in a segment, should treat them literally', () => {
    expect(matches('/a.b', '/a.b')).toBe(true);
    expect(matches('/a.b', '/axb')).toBe(false);
  });
});

describe('reading dist/routes.json', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'brightlane-manifest-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('given no manifest, should return no options (a plain SPA)', () => {
    expect(loadSiteManifest(dir)).toEqual({});
  });

  it('given the manifest the site build writes, should return the shell, 404 page and matchers', () => {
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        prerendered: ['/'],
        spa: ['/dashboard'],
        patterns: ['/', '/dashboard', '/blog/:slug'],
        notFound: '404.html',
        shell: 'spa.html',
      }),
    );
    const options = loadSiteManifest(dir);
    expect(options.shell).toBe('spa.html');
    expect(options.notFoundPage).toBe('404.html');
    const rules = options.isAppRoute as RegExp[];
    expect(rules.some((rule) => rule.test('/blog/first-post'))).toBe(true);
    expect(rules.some((rule) => rule.test('/nowhere'))).toBe(false);
  });

  it('given server-rendered routes and sitemap entries, should return their matchers and entries', () => {
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({
        prerendered: ['/', '/blog'],
        spa: [],
        server: [{ pattern: '/blog/:slug', sitemapPriority: 0.6 }],
        patterns: ['/', '/blog', '/blog/:slug'],
        reserved: ['blog'],
        sitemap: [{ path: '/', priority: 1 }],
      }),
    );
    const options = loadSiteManifest(dir);
    const server = options.isServerRoute as RegExp[];
    expect(server.some((rule) => rule.test('/blog/first-post'))).toBe(true);
    expect(server.some((rule) => rule.test('/blog'))).toBe(false);
    expect(options.serverRoutes).toEqual([{ pattern: '/blog/:slug', sitemapPriority: 0.6 }]);
    expect(options.sitemap).toEqual([{ path: '/', priority: 1 }]);
    expect(options.builtAt).toBeInstanceOf(Date);
  });

  it('given a broken manifest, should refuse to start rather than serve every path as a page', () => {
    writeFileSync(join(dir, 'routes.json'), JSON.stringify({ patterns: 'all' }));
    expect(() => loadSiteManifest(dir)).toThrow(/not a valid site manifest/);
  });
});
