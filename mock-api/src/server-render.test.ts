// Request-time pages (the blog list and posts) and the request-time sitemap, through the app and serveSite
// with a small fake renderer: the real one (site/dist-ssr/entry-server.js) is proven in
// tests/e2e/blog.e2e.ts against the built site.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishedPostListSchema, type SiteApiFetch } from '@brightlane/contract';
import { createApp, type AppConfig } from './app.ts';
import type { Database } from './db/client.ts';
import { createBlogService } from './services/blog.ts';
import { routePatternToRegExp } from './site-manifest.ts';
import { siteRequestContext, type SiteRenderer } from './site-render.ts';
import { openTestDatabase } from './test/database.ts';

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const LOADER_SCRIPT = "(function(){var s=document.createElement('script');s.src='/assets/a.js'})()";
const PRERENDERED_HYDRATION = 'window.__staticRouterHydrationData = {"page":"about"}';
const NOT_FOUND = '<h1>404 - Page Not Found</h1>';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const hydrationScript = (data: unknown) =>
  `window.__staticRouterHydrationData = JSON.parse(${JSON.stringify(JSON.stringify(data))});`;

/** The list as the site renders it: a link per post, and the page it is on. */
const renderList: SiteRenderer = async (path, context) => {
  const page = Number(new URL(path, 'http://x').searchParams.get('page') ?? 1);
  const list = await context.blog.publishedPosts({ page, pageSize: 10 });
  const links = list.posts.map((post) => `<a href="/blog/${post.slug}">${post.title}</a>`);
  return {
    status: 200,
    document:
      `<!doctype html><html><head><title>Blog | Brightlane Digital</title>` +
      `<script>${THEME_SCRIPT}</script></head><body><div id="root"><h1>Blog</h1>` +
      `${links.join('')}<p>Page ${list.page}</p></div>` +
      `<script>${hydrationScript({ list })}</script><script>${LOADER_SCRIPT}</script></body></html>`,
  };
};

/** Renders like the site does: head, body, hydration data, JSON-LD and the loader script. */
const fakeRenderer: SiteRenderer = async (path, context) => {
  if (/^\/blog\/?(\?|$)/.test(path)) return renderList(path, context);
  const slug = decodeURIComponent(path.split('/').pop() ?? '');
  // A loader's redirect, as the site's renderPage returns it.
  if (slug === 'renamed-post')
    return { status: 301, document: '', location: '/blog/fast-websites' };
  const post = await context.blog.publishedPostBySlug(slug);
  if (!post) return { status: 404, document: '<h1>rendered 404</h1>' };
  return {
    status: 200,
    document:
      `<!doctype html><html><head><title>${post.title} | Brightlane Digital</title>` +
      `<script>${THEME_SCRIPT}</script></head><body><div id="root"><h1>${post.title}</h1>` +
      `${post.contentHtml}<script type="application/ld+json">{"@type":"Article"}</script></div>` +
      `<script>${hydrationScript({ post })}</script><script>${LOADER_SCRIPT}</script></body></html>`,
  };
};

describe('pages rendered at request time (blog posts)', () => {
  let database: Database;
  let siteDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    siteDir = mkdtempSync(join(tmpdir(), 'brightlane-site-ssr-'));
    mkdirSync(join(siteDir, 'about'), { recursive: true });
    writeFileSync(join(siteDir, 'index.html'), `<script>${THEME_SCRIPT}</script>`);
    writeFileSync(
      join(siteDir, 'spa.html'),
      `<script>${THEME_SCRIPT}</script><div id="root"></div>`,
    );
    writeFileSync(
      join(siteDir, 'about', 'index.html'),
      `<h1>About</h1><script>${PRERENDERED_HYDRATION}</script>`,
    );
    writeFileSync(join(siteDir, '404.html'), NOT_FOUND);
    writeFileSync(join(siteDir, 'sitemap.xml'), '<urlset>built</urlset>');
    const blog = createBlogService(database.db);
    await blog.createIfSlugFree({
      title: 'Fast websites',
      slug: 'fast-websites',
      content: '<p>Speed matters.</p><script>alert(1)</script>',
      status: 'published',
      authorName: 'Brightlane Digital',
      publishedAt: new Date('2026-09-15T00:00:00Z'),
    });
    await blog.createIfSlugFree({
      title: 'Image sizes',
      slug: 'image-sizes',
      content: '<p>Smaller is faster.</p>',
      status: 'published',
      authorName: 'Brightlane Digital',
      publishedAt: new Date('2026-08-01T00:00:00Z'),
    });
    await blog.createIfSlugFree({
      title: 'Secret plans',
      slug: 'secret-plans',
      content: '<p>Not yet.</p>',
      status: 'draft',
      authorName: 'Brightlane Digital',
    });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const blogPost = routePatternToRegExp('/blog/:slug', ['about', 'blog']);
  const blogList = routePatternToRegExp('/blog', ['about', 'blog']);
  const appWith = (config: AppConfig = {}) =>
    createApp({
      database,
      config: {
        logLevel: 'silent',
        siteDir,
        shell: 'spa.html',
        isAppRoute: ['/', '/about', blogList, blogPost],
        isServerRoute: [blogList, blogPost],
        siteRenderer: fakeRenderer,
        sitemap: [
          { path: '/', priority: 1 },
          { path: '/about', priority: 0.8 },
          { path: '/blog', priority: 0.5 },
        ],
        serverRoutes: [
          { pattern: '/blog', sitemapPriority: 0.5 },
          { pattern: '/blog/:slug', sitemapPriority: 0.6 },
        ],
        builtAt: new Date('2026-11-22T10:00:00Z'),
        siteOrigin: 'https://brightlane.example',
        ...config,
      },
    });

  it('given a published post, should answer 200 with its HTML rendered from the database', async () => {
    const res = await appWith().request('/blog/fast-websites');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title>Fast websites | Brightlane Digital</title>');
    expect(html).toContain('<h1>Fast websites</h1>');
    // The post as the API serves it: sanitised.
    expect(html).toContain('<p>Speed matters.</p>');
    expect(html).not.toContain('alert(1)');
  });

  it("given a published post, should allow exactly that page's inline scripts by hash", async () => {
    const res = await appWith().request('/blog/fast-websites');
    const html = await res.text();
    const hydration = /<script>(window\.__staticRouterHydrationData[\s\S]*?)<\/script>/.exec(
      html,
    )?.[1];
    expect(hydration).toBeDefined();
    const csp = res.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
    expect(scriptSrc?.sort()).toEqual(
      ["'self'", sha(THEME_SCRIPT), sha(hydration!), sha(LOADER_SCRIPT)].sort(),
    );
    // Not the other pages' scripts, no 'unsafe-inline', and the rest of the policy unchanged.
    expect(csp).not.toContain(sha(PRERENDERED_HYDRATION));
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");

    // A pre-rendered page keeps the policy of the built files.
    const about = await appWith().request('/about');
    expect(about.headers.get('content-security-policy')).toContain(sha(PRERENDERED_HYDRATION));
  });

  it("given a page whose loader asks the API as the visitor, should keep it out of shared caches and pass on the API's cookies", async () => {
    const asking: SiteRenderer = async (path, context) => {
      if (!path.startsWith('/logout')) return fakeRenderer(path, context);
      const { api } = context as typeof context & { api: SiteApiFetch };
      const health = await api('/api/health', { method: 'GET' });
      // The log-out page's form, answered by code: the API clears the session's cookies.
      await api('/api/auth/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return { status: 200, document: `<h1>Ready to Leave?</h1><p>${health.status}</p>` };
    };
    const logout = routePatternToRegExp('/logout', ['about', 'blog']);
    const app = appWith({
      siteRenderer: asking,
      isAppRoute: ['/', '/about', blogList, blogPost, logout],
      isServerRoute: [blogList, blogPost, logout],
    });
    const res = await app.request('http://localhost/logout');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<p>200</p>');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session=;|Max-Age=0/);
    // A page that never asked stays shareable.
    const post = await app.request('/blog/fast-websites');
    expect(post.headers.get('cache-control')).toBe('no-cache');
  });

  it("given a loader's redirect, should answer it with its status and Location", async () => {
    const res = await appWith().request('/blog/renamed-post');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/blog/fast-websites');
  });

  it('given an unknown slug or a draft, should answer the not-found page with 404', async () => {
    for (const path of ['/blog/no-such-post', '/blog/secret-plans']) {
      const res = await appWith().request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe(NOT_FOUND);
    }
  });

  it('given no renderer (no SSR build), should serve the SPA shell for the browser to render', async () => {
    const res = await appWith({ siteRenderer: undefined }).request('/blog/fast-websites');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root"></div>');
  });

  it('should list the build pages and the published posts, not drafts, in /sitemap.xml', async () => {
    const res = await appWith().request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(
      '<url>\n    <loc>https://brightlane.example/</loc>\n    <lastmod>2026-11-22</lastmod>\n    <priority>1.0</priority>\n  </url>',
    );
    expect(xml).toContain('<loc>https://brightlane.example/about</loc>');
    expect(xml).toContain(
      '<url>\n    <loc>https://brightlane.example/blog/fast-websites</loc>\n    <lastmod>2026-09-15</lastmod>\n    <priority>0.6</priority>\n  </url>',
    );
    expect(xml).not.toContain('secret-plans');
  });

  it('given /blog, should answer the list rendered from the database: published posts only', async () => {
    for (const path of ['/blog', '/blog/']) {
      const res = await appWith().request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(
        '<h1>Blog</h1><a href="/blog/fast-websites">Fast websites</a><a href="/blog/image-sizes">Image sizes</a><p>Page 1</p>',
      );
      expect(html).not.toContain('Secret plans');
      // This response's own hydration data is allowed by its CSP.
      const hydration = /<script>(window\.__staticRouterHydrationData[\s\S]*?)<\/script>/.exec(
        html,
      )?.[1];
      expect(res.headers.get('content-security-policy')).toContain(sha(hydration!));
    }
  });

  it('given /blog?page=2, should give the renderer the query', async () => {
    const res = await appWith().request('/blog?page=2');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<p>Page 2</p>');
    expect(html).not.toContain('Fast websites');
  });

  it("should read the list for a page's loader: published posts only, newest first, paginated", async () => {
    const { blog } = siteRequestContext(createBlogService(database.db));
    const first = await blog.publishedPosts({ page: 1, pageSize: 1 });
    expect(publishedPostListSchema.parse(first)).toEqual(first);
    expect(first).toMatchObject({ page: 1, pageSize: 1, total: 2 });
    expect(first.posts.map((post) => post.slug)).toEqual(['fast-websites']);
    const second = await blog.publishedPosts({ page: 2, pageSize: 1 });
    expect(second.posts.map((post) => post.slug)).toEqual(['image-sizes']);
    const past = await blog.publishedPosts({ page: 3, pageSize: 1 });
    expect(past).toMatchObject({ posts: [], page: 3, total: 2 });
  });

  it("given a query outside the API's bounds or a failing database, should log and refuse the read", async () => {
    const logger = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const { blog } = siteRequestContext(createBlogService(database.db), logger);
    await expect(blog.publishedPosts({ page: 1, pageSize: 51 })).rejects.toThrow();
    const failing = {
      ...createBlogService(database.db),
      listPublished: async () => {
        throw new Error('database down');
      },
    };
    await expect(
      siteRequestContext(failing, logger).blog.publishedPosts({ page: 1, pageSize: 10 }),
    ).rejects.toThrow('database down');
    expect(logger.error).toHaveBeenCalledTimes(2);
    expect(logger.error).toHaveBeenLastCalledWith(
      'Reading the blog posts for a server-rendered page failed:',
      expect.any(Error),
    );
  });

  it('should list /blog in /sitemap.xml, last changed with the build or its newest post', async () => {
    const built = await (await appWith().request('/sitemap.xml')).text();
    expect(built).toContain(
      '<url>\n    <loc>https://brightlane.example/blog</loc>\n    <lastmod>2026-11-22</lastmod>\n    <priority>0.5</priority>\n  </url>',
    );
    const before = await (
      await appWith({ builtAt: new Date('2026-01-01T00:00:00Z') }).request('/sitemap.xml')
    ).text();
    expect(before).toContain(
      '<url>\n    <loc>https://brightlane.example/blog</loc>\n    <lastmod>2026-09-15</lastmod>\n    <priority>0.5</priority>\n  </url>',
    );
  });

  it('given no origin (no SSR build), should serve the sitemap the build wrote', async () => {
    const res = await appWith({ siteOrigin: undefined }).request('/sitemap.xml');
    expect(await res.text()).toBe('<urlset>built</urlset>');
  });
});
