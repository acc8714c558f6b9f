import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { createApp, type AppConfig } from './app.ts';
import { DOCUMENT_ONLY_HEADERS } from './http/security-headers.ts';
import type { Database } from './db/client.ts';
import { openTestDatabase } from './test/database.ts';

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const SHELL = `<!doctype html><html><head><script>${THEME_SCRIPT}</script>
<script type="application/ld+json">{"@type":"LocalBusiness"}</script>
<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>`;
const HYDRATION = 'window.__hydrationData = {"page":"pricing"}';
const BIG_JS = `console.log(${JSON.stringify('brightlane '.repeat(400))});`;
const CSS = 'body { color: red; }';

function writeSite(dir: string, { with404 = true } = {}) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'about'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'about', 'index.html'), '<h1>About (pre-rendered)</h1>');
  writeFileSync(
    join(dir, 'pricing.html'),
    `<h1>Pricing (pre-rendered)</h1><script>${HYDRATION}</script>`,
  );
  if (with404) writeFileSync(join(dir, '404.html'), '<h1>Page not found</h1>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), BIG_JS);
  writeFileSync(join(dir, 'assets', 'style-def456.css'), CSS);
  writeFileSync(join(dir, 'assets', 'style-def456.css.br'), brotliCompressSync(CSS));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Brightlane Digital"}');
}

describe('serving the built site', () => {
  let database: Database;
  let siteDir: string;
  let bareSiteDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    siteDir = mkdtempSync(join(tmpdir(), 'brightlane-site-'));
    bareSiteDir = mkdtempSync(join(tmpdir(), 'brightlane-site-no404-'));
    writeSite(siteDir);
    writeSite(bareSiteDir, { with404: false });
  });
  afterAll(async () => {
    await database?.close();
    rmSync(siteDir, { recursive: true, force: true });
    rmSync(bareSiteDir, { recursive: true, force: true });
  });

  const appWith = (config: AppConfig = {}) =>
    createApp({ database, config: { logLevel: 'silent', siteDir, ...config } });

  it('given /, should serve the shell, revalidated, with the inline scripts allowed by hash', async () => {
    const res = await appWith().request('/');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const csp = res.headers.get('content-security-policy') ?? '';
    // Inline scripts of every page, found at start; not JSON-LD (data) nor scripts with src.
    expect(csp).toMatch(/script-src 'self' 'sha256-[^;]*;/);
    expect(csp).toContain(sha(THEME_SCRIPT));
    expect(csp).toContain(sha(HYDRATION));
    expect(csp.match(/'sha256-/g)).toHaveLength(2);
    // A blog post's images by URL (https only, as the sanitiser keeps them); nothing else remote.
    expect(csp).toContain("img-src 'self' data: blob: https:;");
    expect(csp).toContain("connect-src 'self';");
  });

  describe('the "has signed in" hint for a session from before it (docs/decisions/032)', () => {
    const hintOf = (res: Response) =>
      res.headers.getSetCookie().find((cookie) => cookie.startsWith('signed-in=')) ?? '';

    it('given a page asked for with a session cookie and no hint, should set the hint for the browser session, privately', async () => {
      const res = await appWith().request('/about', { headers: { cookie: 'session=abc' } });
      expect(res.status).toBe(200);
      expect(hintOf(res)).toMatch(/^signed-in=1; Path=\/; SameSite=Lax$/);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
    });

    it('given a hint already there, no session cookie, or a file, should add nothing', async () => {
      const app = appWith();
      for (const [path, cookie] of [
        ['/about', 'session=abc; signed-in=1'],
        ['/about', 'theme=dark'],
        ['/assets/index-abc123.js', 'session=abc'],
      ] as const) {
        const res = await app.request(path, { headers: { cookie } });
        expect(hintOf(res), `${path} with ${cookie}`).toBe('');
        expect(res.headers.get('cache-control')).not.toContain('private');
      }
    });
  });

  it('given a hashed asset, should cache it for a year as immutable and compress it', async () => {
    const res = await appWith().request('/assets/index-abc123.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    // Response.text() does not undo Content-Encoding; decompress as the browser would.
    const plain = await new Response(res.body!.pipeThrough(new DecompressionStream('gzip'))).text();
    expect(plain).toBe(BIG_JS);
  });

  it('given a precompressed sibling and a client that takes brotli, should send the .br file', async () => {
    const res = await appWith().request('/assets/style-def456.css', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^text\/css/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('given a built script or style sheet, should send the headers a subresource heeds and none of a document', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/style-def456.css']) {
      const res = await appWith().request(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.status).toBe(200);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.get(name), name).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
    // A document, and the service worker's script (its worker runs under this policy), keep all.
    for (const path of ['/', '/about', '/sw.js']) {
      const res = await appWith().request(path);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(res.headers.get(name), name).not.toBeNull();
    }
  });

  it('given other static files, should cache them briefly', async () => {
    const robots = await appWith().request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600');
    const manifest = await appWith().request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('given /sw.js, should revalidate it on every update check, for the whole site from the root', async () => {
    const sw = await appWith().request('/sw.js');
    expect(sw.status).toBe(200);
    expect(sw.headers.get('content-type')).toMatch(/^text\/javascript/);
    // Else a browser may keep an old worker for up to its cache lifetime (at most 24 hours).
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // At the root its default scope is already '/': no Service-Worker-Allowed header needed.
    expect(sw.headers.get('service-worker-allowed')).toBeNull();
    // The pages' policy lets them register it and read the manifest.
    const csp = (await appWith().request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('given a pre-rendered page, should serve its HTML with 200 (folder/index.html or name.html)', async () => {
    for (const path of ['/about', '/about/']) {
      const res = await appWith().request(path);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('About (pre-rendered)');
    }
    const pricing = await appWith().request('/pricing');
    expect(pricing.status).toBe(200);
    expect(await pricing.text()).toContain('Pricing (pre-rendered)');
  });

  it('given no route matcher, should serve the shell with 200 for any page path (plain SPA)', async () => {
    const res = await appWith().request('/dashboard/projects/42');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SHELL);
  });

  it('given a route matcher, should serve the shell for client routes and 404.html for the rest', async () => {
    const app = appWith({ isAppRoute: ['/dashboard', /^\/projects\/[^/]+$/] });
    expect((await app.request('/dashboard')).status).toBe(200);
    expect((await app.request('/projects/42')).status).toBe(200);
    const missing = await app.request('/no-such-page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>Page not found</h1>');
    expect(missing.headers.get('content-type')).toMatch(/^text\/html/);

    const fnApp = appWith({ isAppRoute: (path) => path.startsWith('/account') });
    expect((await fnApp.request('/account/settings')).status).toBe(200);
    expect((await fnApp.request('/elsewhere')).status).toBe(404);
  });

  it('given no 404.html, should answer an unknown page with the shell and status 404', async () => {
    const app = createApp({
      database,
      config: { logLevel: 'silent', siteDir: bareSiteDir, isAppRoute: () => false },
    });
    const res = await app.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(SHELL);
  });

  it('given a missing file, should answer 404: plain for a hashed asset, the 404 page otherwise', async () => {
    const asset = await appWith().request('/assets/index-old999.js');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toMatch(/^text\/plain/);
    const image = await appWith().request('/missing.png');
    expect(image.status).toBe(404);
    expect(await image.text()).toBe('<h1>Page not found</h1>');
  });

  it('given a path that tries to leave the site folder, should not serve the file', async () => {
    for (const path of [
      '/..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/about/..%5c..%5cpackage.json',
    ]) {
      // The URL parser already resolves %2e%2e; what is left must stay inside the folder.
      const res = await appWith({ isAppRoute: () => false }).request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toBe('<h1>Page not found</h1>');
    }
  });

  it('given HEAD for a page, should answer the headers without a body', async () => {
    const res = await appWith().request('/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('given a site, /api paths should still be the API', async () => {
    const res = await appWith().request('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not found' });
    expect((await appWith().request('/api/health')).status).toBe(200);
  });

  it('given no built site, should answer page paths with 404 and keep the API working', async () => {
    const app = createApp({
      database,
      config: { logLevel: 'silent', siteDir: join(siteDir, 'missing') },
    });
    expect((await app.request('/')).status).toBe(404);
    expect((await app.request('/api/health')).status).toBe(200);
  });
});
