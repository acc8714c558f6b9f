// The blog on the real built server: empty on a fresh data directory, then filled by
// `npm run seed` (the operator's way to add sample posts) and read in Chromium.
// It runs its own server, since it needs that server's data directory and must stop it
// to seed: PGlite is one process's database (mock-api/src/db/data-dir-lock.ts).
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { repoRoot, startServer, type RunningServer } from '../lib/server.ts';
import { openPage, waitForApp, type OpenOptions } from './browser.ts';

const run = promisify(execFile);

// Stopping, seeding and starting again takes a while on two busy cores.
const SLOW = 240_000;

let dataDir: string;
let server: RunningServer;
let problems: string[] = [];

/** openPage on this file's server, failing on its 4xx/5xx answers as browser.ts does for its own. */
async function open(path: string, options: OpenOptions = {}): Promise<Page> {
  const page = await openPage(`${server.url}${path}`, options);
  return page;
}

function watch(page: Page, allowStatus: number[] = []) {
  page.on('response', (response) => {
    if (
      response.status() >= 400 &&
      response.url().startsWith(server.url) &&
      !allowStatus.includes(response.status())
    ) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
}

/**
 * A blank page on this file's server that records, from its first request on, the requests to
 * the blog API and any CSP or hydration message in the console.
 */
async function openRecording() {
  const page = await openPage('about:blank');
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/blog/')) apiCalls.push(request.url());
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|hydrat/i.test(message.text())) violations.push(message.text());
  });
  watch(page);
  return { page, apiCalls, violations };
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'brightlane-e2e-blog-'));
  server = await startServer({}, dataDir);
});

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

afterEach(() => {
  const found = problems;
  problems = [];
  expect(found, 'failed requests to the blog server').toEqual([]);
});

/** The page's own content: the navigation's account buttons say 'Loading...' until the session is known. */
function mainOf(html: string): string {
  return html.slice(html.indexOf('<main'), html.indexOf('</main>'));
}

describe('the blog', () => {
  it('given no JavaScript and no posts, should serve the list page with its empty state in the HTML', async () => {
    const response = await fetch(`${server.url}/blog`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Blog | Brightlane Digital</title>');
    expect(html).toMatch(/<meta name="description" content="Articles from Brightlane Digital/);
    expect(html).toMatch(/<h1[^>]*>Blog<\/h1>/);
    // Rendered by the server with the (empty) list: no loading state waiting for JavaScript.
    expect(html).toMatch(/<h2[^>]*>No posts yet<\/h2>/);
    expect(mainOf(html)).not.toContain('Loading...');
  });

  it('given a fresh data directory, should show the empty state', async () => {
    const page = await open('/blog');
    watch(page);
    await page.getByRole('heading', { level: 2, name: 'No posts yet' }).waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' }).isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByRole('main').getByText('Loading...').count()).resolves.toBe(0);
  });

  it(
    'given posts added with npm run seed, should list them newest first and open one',
    async () => {
      // The server holds the PGlite directory: stop it, seed, start it again on the same data.
      await server.stop();
      const seeded = await run('npm', ['run', '--silent', 'seed'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir },
      });
      expect(seeded.stdout).toContain('Sample blog posts: 5 added, 0 already there.');
      server = await startServer({}, dataDir);

      const api = await (await fetch(`${server.url}/api/blog/posts`)).json();
      expect(api.total).toBe(5);

      const page = await open('/blog');
      watch(page);
      const titles = page.getByRole('region', { name: 'Posts' }).getByRole('heading', { level: 2 });
      await titles.first().waitFor();
      await expect(titles.allTextContents()).resolves.toEqual([
        'Local SEO for Melbourne businesses: a checklist',
        'What a website care plan actually covers',
        'Shopify, WooCommerce or custom: choosing an e-commerce platform',
        'How fast should a small-business website be?',
        'Moving a small business to the cloud without the downtime',
      ]);
      await expect(page.getByText('3 November 2026').isVisible()).resolves.toBe(true);

      // Client-side navigation: the post's loader fetches it, then the page shows it.
      await page
        .getByRole('link', { name: 'Local SEO for Melbourne businesses: a checklist' })
        .click();
      await page.waitForURL('**/blog/local-seo-checklist-melbourne');
      await page
        .getByRole('heading', { level: 1, name: 'Local SEO for Melbourne businesses: a checklist' })
        .waitFor();
      await expect(
        page.getByRole('heading', { level: 2, name: 'The checklist' }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.title()).resolves.toBe(
        'Local SEO for Melbourne businesses: a checklist | Brightlane Digital',
      );
    },
    SLOW,
  );

  it('given no JavaScript, should serve the seeded posts in the list HTML, linked to their pages', async () => {
    const response = await fetch(`${server.url}/blog`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    for (const [slug, title] of [
      ['local-seo-checklist-melbourne', 'Local SEO for Melbourne businesses: a checklist'],
      [
        'shopify-woocommerce-or-custom',
        'Shopify, WooCommerce or custom: choosing an e-commerce platform',
      ],
      [
        'how-fast-should-a-small-business-website-be',
        'How fast should a small-business website be?',
      ],
    ]) {
      expect(html).toMatch(new RegExp(`<a[^>]*href="/blog/${slug}"[^>]*>${escape(title!)}</a>`));
    }
    expect(html).toContain('3 November 2026');
    expect(mainOf(html)).not.toContain('Loading...');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog">/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);

    // Past the last page (five posts fill one page of ten): the server renders that state.
    const past = await (await fetch(`${server.url}/blog?page=2`)).text();
    expect(past).toMatch(/<h2[^>]*>No posts on this page<\/h2>/);
    expect(past).toMatch(/<link rel="canonical" href="[^"]*\/blog">/);
  });

  it('given the server-rendered list, should hydrate it in Chromium without errors or a request to the API', async () => {
    const { page, apiCalls, violations } = await openRecording();
    await page.goto(`${server.url}/blog`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    // The posts came with the page: hydrating needed no request to the API.
    expect(apiCalls).toEqual([]);
    const titles = page.getByRole('region', { name: 'Posts' }).getByRole('heading', { level: 2 });
    await expect(titles.count()).resolves.toBe(5);
    await expect(
      page.getByRole('region', { name: 'Posts' }).getAttribute('aria-busy'),
    ).resolves.toBe('false');
    // The seed holds five posts, one page of ten: no pager, so paging to page 2 by a click
    // is covered by the unit tests (site/src/routes/blog/index.test.tsx) instead.
    await expect(page.getByRole('navigation', { name: 'Blog pages' }).count()).resolves.toBe(0);
  });

  it('given a post opened directly, should render it with its head and Article JSON-LD', async () => {
    const page = await open('/blog/how-fast-should-a-small-business-website-be');
    watch(page);
    await page
      .getByRole('heading', { level: 1, name: 'How fast should a small-business website be?' })
      .waitFor();
    await expect(page.title()).resolves.toBe(
      'How fast should a small-business website be? | Brightlane Digital',
    );
    await expect(page.getAttribute('meta[name="description"]', 'content')).resolves.toBe(
      'Visitors leave slow pages. What the Core Web Vitals measure, the numbers to aim for and the fixes that matter most.',
    );
    await expect(page.locator('meta[name="robots"][content*="noindex"]').count()).resolves.toBe(0);
    await expect(
      page.getByRole('link', { name: 'Ask us for a free review' }).getAttribute('href'),
    ).resolves.toBe('/contact');

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const article = blocks
      .map((text) => JSON.parse(text))
      .find((data) => data['@type'] === 'Article');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: 'How fast should a small-business website be?',
      datePublished: '2026-09-15T00:00:00.000Z',
      author: { '@type': 'Organization', name: 'Brightlane Digital' },
    });
    expect(article.url).toMatch(/\/blog\/how-fast-should-a-small-business-website-be$/);
  });

  it('given no JavaScript, should serve a post rendered by the server: head, body and Article JSON-LD', async () => {
    const response = await fetch(`${server.url}/blog/how-fast-should-a-small-business-website-be`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      '<title>How fast should a small-business website be? | Brightlane Digital</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Visitors leave slow pages. What the Core Web Vitals measure, the numbers to aim for and the fixes that matter most.">',
    );
    expect(html).toMatch(
      /<link rel="canonical" href="[^"]*\/blog\/how-fast-should-a-small-business-website-be">/,
    );
    expect(html).not.toMatch(/<meta name="robots"[^>]*noindex/);
    expect(html).toMatch(/<h1[^>]*>How fast should a small-business website be\?<\/h1>/);
    // The sanitised body, not the 'Loading...' of a page that waits for JavaScript.
    expect(html).toMatch(/<a href="\/contact">Ask us for a free review<\/a>/);
    expect(mainOf(html)).not.toContain('Loading...');
    expect(html).toContain('"@type":"Article"');
    // The loader data for hydration, allowed by the response's own CSP (no 'unsafe-inline').
    expect(html).toContain('window.__staticRouterHydrationData');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^' ]+')+;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('given a server-rendered post, should hydrate it in Chromium without errors or a refetch', async () => {
    const slug = 'how-fast-should-a-small-business-website-be';
    const { page, apiCalls, violations } = await openRecording();
    await page.goto(`${server.url}/blog/${slug}`);
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    // The loader data came with the page: hydrating needed no request to the API.
    expect(apiCalls).toEqual([]);
    await expect(
      page
        .getByRole('heading', { level: 1, name: 'How fast should a small-business website be?' })
        .isVisible(),
    ).resolves.toBe(true);
    // Hydrated: the router handles the back link without reloading the document.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: '← All posts' }).click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
    await expect(
      page.evaluate(() => (window as unknown as { marker?: number }).marker),
    ).resolves.toBe(1);
  });

  it('given the API is down on a client navigation to the list, should show the error banner and retry', async () => {
    const page = await open('/blog/local-seo-checklist-melbourne');
    watch(page);
    await page.route('**/api/blog/posts?**', (route) => route.abort());
    await page.getByRole('link', { name: '← All posts' }).click();
    await page.waitForURL('**/blog');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("We couldn't load the posts.");

    await page.unroute('**/api/blog/posts?**');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('link', { name: 'Local SEO for Melbourne businesses: a checklist' })
      .waitFor();
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
  });

  it('given an unknown slug, should answer 404 over plain HTTP', async () => {
    const response = await fetch(`${server.url}/blog/unknown-slug`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404 - Page Not Found');
  });

  it('should list the published posts in /sitemap.xml beside the pages', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    expect(xml).toMatch(
      /<loc>[^<]*\/blog\/how-fast-should-a-small-business-website-be<\/loc>\n {4}<lastmod>2026-09-15<\/lastmod>\n {4}<priority>0\.6<\/priority>/,
    );
    expect(xml).toMatch(/<loc>[^<]*\/blog\/local-seo-checklist-melbourne<\/loc>/);
    expect(xml).toMatch(
      /<loc>[^<]*\/<\/loc>\n {4}<lastmod>[^<]+<\/lastmod>\n {4}<priority>1\.0<\/priority>/,
    );
    expect(xml).toMatch(/<loc>[^<]*\/services<\/loc>/);
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
  });

  it('given an unknown slug, should show the not-found page', async () => {
    const page = await open('/blog/no-such-post', { allowStatus: [404] });
    watch(page, [404]);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await expect(
      page.getByText("The page you're looking for doesn't exist.").isVisible(),
    ).resolves.toBe(true);
  });
});
