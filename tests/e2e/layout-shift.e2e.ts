// Nothing on a public page moves once it is painted (issue: public website, "CLS 0"): not while
// the rest of its HTML is still arriving, and not when Inter replaces the fallback face.
// docs/decisions/014-no-layout-shift.md.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { baseURL, openPage } from './browser.ts';
import { publicPages } from './publicPages.ts';

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift and paint from the start of the document. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log = { shifts: [] as { value: number; sources: string[] }[], firstPaint: -1 };
    Object.assign(window, { __layoutLog: log });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = entry.sources.map((source) => {
          const node = source.node;
          if (!node) return '(removed)';
          if (node.nodeType === Node.TEXT_NODE) return `text "${node.textContent?.slice(0, 40)}"`;
          const element = node as Element;
          return `${element.localName} "${element.textContent?.trim().slice(0, 40)}"`;
        });
        log.shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-paint') log.firstPaint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  });
}

async function readLog(page: Page): Promise<{ shifts: Shift[]; firstPaint: number }> {
  // Two frames after the last change, so its shift has been reported.
  return page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __layoutLog: never }).__layoutLog),
          ),
        ),
      ),
  );
}

const total = (shifts: Shift[]) => shifts.reduce((sum, shift) => sum + shift.value, 0);

/**
 * A proxy to the site that sends `path`'s HTML in two parts: up to `cut`, then, `pauseMs`
 * later, the rest, as a slow network would. Everything else passes straight through.
 */
async function slowHtmlProxy(path: string, cut: string, pauseMs: number) {
  const server = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(baseURL() + request.url, {
        headers: { accept: request.headers.accept ?? '*/*' },
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-encoding', 'content-length', 'transfer-encoding'].includes(name),
        ),
      );
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(upstream.status, headers);
      if (request.url !== path) return response.end(body);
      const html = body.toString('utf8');
      const at = html.indexOf(cut);
      if (at < 0) throw new Error(`${path} has no "${cut}"`);
      response.write(html.slice(0, at));
      setTimeout(() => response.end(html.slice(at)), pauseMs);
    })().catch((error: unknown) => {
      response.destroy(error as Error);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('layout shift', () => {
  // Without `<link rel="expect" blocking="render">` Chromium painted what it had read: the
  // navigation bar without its account buttons (its links then moved 215 px), or a short page
  // without its footer (the Quick Tools then moved up 140 px).
  it.each([
    // The account buttons read 'Loading...' until the session is known (docs/product/spec.md §4).
    { path: '/services', width: 1280, cut: 'Loading...' },
    { path: '/nope', width: 412, cut: '<footer' },
    { path: '/contact', width: 1280, cut: '<aside aria-labelledby="quick-tools-title"' },
  ])(
    'given $path arriving in two parts at $width px, should paint nothing until the whole layout is read',
    async ({ path, width, cut }) => {
      const pauseMs = 700;
      const proxy = await slowHtmlProxy(path, cut, pauseMs);
      try {
        const page = await openPage(proxy.url, {
          width,
          allowStatus: [404],
          setup: recordShifts,
        });
        const { shifts, firstPaint } = await readLog(page);
        expect(firstPaint).toBeGreaterThanOrEqual(pauseMs);
        // What remains is Inter swapping in (below), far under a shift of the layout.
        expect(total(shifts)).toBeLessThan(0.0005);
      } finally {
        await proxy.close();
      }
    },
  );

  // Lighthouse measures at 412 px and shows a page's CLS to three decimals. The fallback face
  // has Inter's line boxes (smoke.e2e.ts), but glyph widths differ by a few per cent: a text
  // node that starts mid-line after a long run of capitals and digits moved 7 px (/privacy,
  // 0.001), so such paragraphs are one text node.
  it.each(publicPages.map(({ path }) => path))(
    'given %s at 412 px and Inter arriving after the first paint, should shift less than Lighthouse shows as 0',
    async (path) => {
      const page = await openPage(path, {
        width: 412,
        setup: async (page) => {
          await recordShifts(page);
          await page.route(/\.woff2$/, async (route) => {
            await new Promise((resolve) => setTimeout(resolve, 600));
            await route.continue();
          });
        },
      });
      await page.evaluate(() => document.fonts.ready);
      const { shifts, firstPaint } = await readLog(page);
      await expect(
        page.evaluate(() => document.fonts.check('16px "Inter Variable"')),
      ).resolves.toBe(true);
      expect(firstPaint).toBeGreaterThan(0);
      expect(total(shifts), JSON.stringify(shifts)).toBeLessThan(0.0005);
    },
  );

  // A jump to the end of a page (to the phone's Quick Actions, or the End key) reaches the
  // page's last band and its footer at once. Laid out only then, from a guessed height, they
  // moved what had just been scrolled to: Support by up to 360 px as a visitor tapped it, the
  // end of the page by 84 px (site/src/features/marketing/page.css.ts, layouts/SiteFooter.css.ts).
  const jumps = [
    { width: 375, target: 'Support' },
    { width: 375, target: 'the end' },
    { width: 1280, target: 'the end' },
  ] as const;
  it.each(publicPages.flatMap(({ path }) => jumps.map((jump) => ({ path, ...jump }))))(
    'given $path at $width px scrolled straight to $target, should not move it',
    async ({ path, width, target }) => {
      const page = await openPage(path, { width });
      // Found and measured by the DOM, not Playwright's role engine and scrolling: measuring
      // every candidate on the way, those lay out what a visitor has not reached yet.
      const moves = await page.evaluate(
        (target) =>
          new Promise<number[]>((resolve) => {
            const root = document.documentElement;
            let where: () => number;
            if (target === 'Support') {
              const support = [...document.querySelectorAll('aside button')].find(
                (button) => button.textContent?.trim() === 'Support',
              )!;
              support.scrollIntoView({ block: 'center', behavior: 'instant' });
              where = () => support.getBoundingClientRect().top;
            } else {
              window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
              // How far the end of the page is below the bottom of the screen.
              where = () => root.scrollHeight - window.scrollY - window.innerHeight;
            }
            const start = where();
            const moves: number[] = [];
            // What comes into view is laid out a frame or two later.
            const frame = () => {
              moves.push(where() - start);
              if (moves.length < 6) requestAnimationFrame(frame);
              else resolve(moves);
            };
            requestAnimationFrame(frame);
          }),
        target,
      );
      expect(moves).toEqual([0, 0, 0, 0, 0, 0]);
    },
  );
});
