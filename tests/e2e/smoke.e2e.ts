// The foundation's promises, checked on the real built server in Chromium.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutDeferredChunks } from '../../site/src/app/assetTags.ts';
import { repoRoot } from '../lib/server.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

describe('smoke: the site and its API', () => {
  it('given a visitor with a dark system preference, should render the home page dark', async () => {
    const page = await openPage('/', { theme: 'dark' });
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('dark');
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    await expect(page.getAttribute('meta[name="theme-color"]', 'content')).resolves.toBe('#1a1a1a');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(26, 26, 26)');
  });

  it('given a visitor with a light system preference, should render the home page light', async () => {
    const page = await openPage('/', { theme: 'light' });
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('light');
    await expect(page.getAttribute('meta[name="theme-color"]', 'content')).resolves.toBe('#f5f5f5');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(245, 245, 245)');
  });

  it('given the theme toggle is used, should keep the choice across a reload', async () => {
    const page = await openPage('/', { theme: 'dark' });
    const toggle = page.getByRole('switch', { name: 'Dark mode' }).first();
    await toggle.click();
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('light');
    await page.reload();
    await waitForApp(page);
    await expect(page.getAttribute('html', 'data-theme')).resolves.toBe('light');
    await expect(page.evaluate(() => localStorage.getItem('brightlane-theme'))).resolves.toBe(
      'light',
    );
    // The server's HTML has the default (dark); the stored choice arrives after hydration.
    await expect
      .poll(() =>
        page.getByRole('switch', { name: 'Dark mode' }).first().getAttribute('aria-checked'),
      )
      .toBe('false');
  });

  it('given an unknown page, should show the not-found text with HTTP 404', async () => {
    const response = await fetch(`${baseURL()}/no-such-page/at-all/here`);
    expect(response.status).toBe(404);
    const page = await openPage('/no-such-page/at-all/here', { allowStatus: [404] });
    await expect(
      page.getByRole('heading', { name: '404 - Page Not Found' }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByText("The page you're looking for doesn't exist.").isVisible(),
    ).resolves.toBe(true);
  });

  it('given no JavaScript, should serve the home page title, description and main heading in the HTML', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    expect(html).toContain('<title>Custom Website Design &amp; Development in Melbourne');
    expect(html).toMatch(
      /<meta name="description" content="[^"]*custom website design and development agency/i,
    );
    expect(html).toMatch(/<h1[^>]*>/);
  });

  it('should answer /api/health and /api/ready', async () => {
    const health = await fetch(`${baseURL()}/api/health`);
    expect(health.status).toBe(200);
    const ready = await fetch(`${baseURL()}/api/ready`);
    expect(ready.status).toBe(200);
    await expect(ready.json()).resolves.toEqual({ status: 'ready' });
  });

  it('given bad requests to the API, should answer clear JSON errors without stack traces', async () => {
    const malformed = await fetch(`${baseURL()}/api/client-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"message": ',
    });
    expect(malformed.status).toBe(400);
    const malformedBody = await malformed.json();
    expect(malformedBody.message).toBeTypeOf('string');
    expect(JSON.stringify(malformedBody)).not.toMatch(/at .*\.ts:\d+/);

    const huge = await fetch(`${baseURL()}/api/client-errors`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      // Just over the 100 KB JSON limit: a far larger body is cut off mid-upload, which a client
      // sees as a reset rather than as the 413 (the in-process API tests cover that case).
      body: JSON.stringify({ message: 'x'.repeat(150_000), url: '/', kind: 'error' }),
    });
    expect(huge.status).toBe(413);
    expect((await huge.json()).message).toBeTypeOf('string');

    const unknown = await fetch(`${baseURL()}/api/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toContain('application/json');
  });

  it('should serve hashed assets with long-lived cache headers and compression', async () => {
    const html = await (await fetch(`${baseURL()}/`)).text();
    // The entry module (the page's loader script names it), big enough to be compressed.
    const asset = html.match(/\/assets\/index-[^"]+\.js/)?.[0];
    expect(asset).toBeDefined();
    const response = await fetch(`${baseURL()}${asset}`, {
      headers: { 'Accept-Encoding': 'gzip, br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-encoding')).toMatch(/gzip|br/);
  });

  /** Every script the page's loader script preloads. */
  async function firstLoadScripts(path: string): Promise<string[]> {
    // What the page loads, not the popups' files it names for later (their table).
    const html = withoutDeferredChunks(await (await fetch(`${baseURL()}${path}`)).text());
    return [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!))];
  }

  /** The sources of every module the page's loader script preloads, by the build's maps. */
  async function firstLoadSources(path: string): Promise<string[]> {
    const scripts = await firstLoadScripts(path);
    return scripts.flatMap((script) => {
      const map = join(repoRoot, 'site/dist', `${script}.map`);
      return existsSync(map) ? (JSON.parse(readFileSync(map, 'utf8')).sources as string[]) : [];
    });
  }

  it("should keep the popups' code (dialogs, hover cards) out of the home page's first load", async () => {
    const sources = await firstLoadSources('/');
    expect(sources.some((source) => source.includes('node_modules/react-dom/'))).toBe(true);
    expect(sources.some((source) => source.includes('layouts/SiteHeader.tsx'))).toBe(true);
    const popupCode = sources.filter((source) =>
      /@radix-ui\/react-(dialog|hover-card|popper)\/|@floating-ui\//.test(source),
    );
    expect(popupCode).toEqual([]);
  });

  it('should start the home page from a dozen scripts, not three dozen', async () => {
    // Each file is a round trip on a slow phone: the small shared modules come in two chunks
    // (`start` and `kit` in site/vite.config.ts; docs/decisions/044-fewer-files-first.md).
    // Without them this page started from 36.
    expect((await firstLoadScripts('/')).length).toBeLessThanOrEqual(14);
  });

  it("should keep the pages behind a sign-in out of the home page's first load", async () => {
    const sources = await firstLoadSources('/');
    expect(sources.some((source) => source.includes('src/routes.tsx'))).toBe(true);
    const accountPageCode = sources.filter((source) =>
      /routing\/deferredPages\.ts|src\/routes\/account\/|features\/workspace\/copy\.ts/.test(
        source,
      ),
    );
    expect(accountPageCode).toEqual([]);
    // Not even their imports: no first-load script names their modules (nor lists, for Vite's
    // preloading, what each of them imports).
    for (const script of await firstLoadScripts('/')) {
      const code = readFileSync(join(repoRoot, 'site/dist', script), 'utf8');
      expect(code, script).not.toMatch(/routes\/account\/|routes\/blog\/(create|edit|delete)/);
    }
  });

  it('given a visitor who never signed in, should show the sign-in buttons without asking for the session', async () => {
    const asked: string[] = [];
    const page = await openPage('/', {
      setup: async (page) => {
        page.on('request', (request) => {
          if (request.url().includes('/api/auth/session')) asked.push(request.url());
        });
      },
    });
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);
  });

  it('given a "has signed in" hint without a session, should ask once, show the visitor signed out and lose the hint', async () => {
    const asked: string[] = [];
    const page = await openPage('about:blank', {
      setup: async (page) => {
        await page.context().addCookies([{ name: 'signed-in', value: '1', url: baseURL() }]);
        page.on('request', (request) => {
          if (request.url().includes('/api/auth/session')) asked.push(request.url());
        });
      },
    });
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toHaveLength(1);
    const names = (await page.context().cookies()).map((cookie) => cookie.name);
    expect(names).not.toContain('signed-in');
  });

  it("given a phone, should fetch the popups' code once the visitor engages, without running it, and run it at the first tap", async () => {
    // A visitor who only reads never downloads the popups' code (app/engaged.ts); one who
    // touches the page gets it when the browser is next idle. Evaluating the menu's dialog
    // machinery is a long task on a phone's CPU: the page only prefetches it
    // (app/deferredChunks.ts). Chromium reports each script it compiles to run to the
    // debugger; a prefetched file is not one of them.
    const compiled: string[] = [];
    const fetched: string[] = [];
    const page = await openPage('/', {
      width: 375,
      setup: async (p) => {
        const cdp = await p.context().newCDPSession(p);
        cdp.on('Debugger.scriptParsed', (event: { url: string }) => compiled.push(event.url));
        await cdp.send('Debugger.enable');
        p.on('requestfinished', (request) => fetched.push(request.url()));
      },
    });
    const isMenu = (url: string) => /\/assets\/SiteMenu-[\w-]+\.js$/.test(url);
    const isPopup = (url: string) => /\/assets\/SupportPopup-[\w-]+\.js$/.test(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(fetched.filter((url) => isMenu(url) || isPopup(url))).toEqual([]);
    await page.mouse.move(10, 400);
    await expect
      .poll(() => fetched.some(isMenu) && fetched.some(isPopup), { timeout: 20_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    expect(compiled.filter((url) => isMenu(url) || isPopup(url))).toEqual([]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').waitFor();
    expect(compiled.filter(isMenu)).toHaveLength(1);
    // Run from the browser's cache: the import transferred nothing.
    const imported = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => /\/SiteMenu-[\w-]+\.js$/.test(entry.name))
        .map((entry) => [
          (entry as PerformanceResourceTiming).initiatorType,
          (entry as PerformanceResourceTiming).transferSize,
        ]),
    );
    expect(imported).toEqual([
      ['link', expect.any(Number)],
      ['script', 0],
    ]);
  });

  it("should import the popups' code without preloading its dependencies in one task", () => {
    const assets = join(repoRoot, 'site/dist/assets');
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    for (const popup of ['QuickToolCard', 'SiteMenu', 'SupportPopup']) {
      const importer = chunks
        .map((file) => readFileSync(join(assets, file), 'utf8'))
        .find((code) => code.includes(`import(\`./${popup}-`));
      expect(importer, popup).toBeDefined();
      const files = JSON.parse(/m\.f=(\[[^\]]*\])/.exec(importer!)![1]!) as string[];
      const deps = new RegExp(
        `import\\(\`\\./${popup}-[^\`]+\`\\),__vite__mapDeps\\(\\[([\\d,]*)\\]\\)`,
      ).exec(importer!);
      expect(deps, popup).not.toBeNull();
      const preloaded = deps![1]!.split(',').map((index) => files[Number(index)]!);
      // Stylesheets stay (Vite adds them to keep the cascade); no script is preloaded.
      expect(
        preloaded.filter((file) => file.endsWith('.js')),
        popup,
      ).toEqual([]);
    }
  });

  it("given Inter still loading, should set text in a fallback face with Inter's line boxes, so nothing moves when Inter swaps in", async () => {
    const page = await openPage('/privacy', { width: 412 });
    const boxes = await page.evaluate(async () => {
      await document.fonts.load('400 16px "Inter Variable"');
      const sizes = [...Array.from({ length: 55 }, (_, i) => i + 10), 13.6, 14.4, 17.6, 27.2];
      const sample = document.querySelector('main')!.textContent!.slice(0, 2000);
      const measure = (family: string) => {
        const probe = document.createElement('div');
        probe.style.cssText = 'position:absolute;top:0;left:0;white-space:nowrap';
        document.body.append(probe);
        const range = document.createRange();
        const text = (size: number, lineHeight: number, content: string) => {
          probe.style.font = `400 ${size}px/${lineHeight} ${family}`;
          probe.textContent = content;
          range.selectNodeContents(probe);
          return range.getBoundingClientRect();
        };
        const lines = sizes.flatMap((size) =>
          [1.2, 1.5, 1.7].map((lineHeight) => {
            const box = text(size, lineHeight, 'Hxg');
            return `${size}px/${lineHeight}: top ${box.top} height ${box.height}`;
          }),
        );
        const width = text(16, 1.5, sample).width;
        probe.remove();
        return { lines, width };
      };
      return { inter: measure('"Inter Variable"'), fallback: measure('"Inter Fallback"') };
    });
    expect(boxes.fallback.lines).toEqual(boxes.inter.lines);
    // Widths cannot match glyph for glyph; over the page's text they agree within 1%.
    expect(Math.abs(boxes.fallback.width / boxes.inter.width - 1)).toBeLessThan(0.01);
  });

  it.each(['/', '/contact', '/blog'])(
    "given %s, should keep zod and the contract's schemas out of its first load",
    async (path) => {
      const sources = await firstLoadSources(path);
      expect(sources.some((source) => source.includes('src/routes/'))).toBe(true);
      const schemaCode = sources.filter((source) =>
        /node_modules\/zod\/|contract\/src\/(zod|forms|blog)\.ts$/.test(source),
      );
      expect(schemaCode).toEqual([]);
    },
  );
});
