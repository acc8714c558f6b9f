// Web vitals from a real page view reach staff at /admin/vitals (docs/decisions/025-vitals-dashboard.md).
// A page is loaded in Chromium and left once its web-vitals has reported, so the site's queued
// beacons go; staff then see that page's p75 with its rating, and a member who is not staff
// gets the not-found page.
import type { Page } from 'playwright-core';
import { startServer, type RunningServer } from '../lib/server.ts';
import { existingAccount, signInContext, staffAccount } from './accounts.ts';
import { openPage, waitForApp } from './browser.ts';

type Summary = {
  pages: { path: string; views: number; metrics: Record<string, { count: number; p75: number }> }[];
};

/**
 * A server of its own: the shared one collects every page view of the whole e2e run (the axe
 * walk alone reports every route four times), and the staff summary lists the 50 pages with the
 * most views, so a page viewed once would not be among them.
 */
let server: RunningServer;
let staff: { email: string; token: string };
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT: '0', TELEMETRY_RATE_LIMIT: '0' });
  // Staff need a confirmed address: staffAccount confirms it from this server's outbox.
  staff = await staffAccount('Vera Vitals', server.url, server.dataDir);
});
afterAll(async () => {
  await server?.stop();
});
const at = (path: string) => `${server.url}${path}`;

/** GET /api/admin/vitals as `token`. */
async function vitalsAs(token: string): Promise<Summary> {
  const res = await fetch(at('/api/admin/vitals'), {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Summary;
}

/** What the page shows for a millisecond p75 (admin-vitals.tsx formatVital). */
const shown = (ms: number) => (ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`);

/**
 * Resolves once the page's own web-vitals has handed TTFB and FCP to the site's telemetry,
 * which holds them until the page is hidden (site/src/telemetry.ts). Leaving earlier loses
 * them: TTFB comes from a task web-vitals queues after the load event and FCP from a
 * performance observer's callback, and a page left before those run has nothing to send.
 *
 * The test imports the chunk the page loaded (the same module instance) and subscribes to
 * TTFB and FCP itself, one task later, so after the site's own subscription. web-vitals calls
 * subscribers back in the order they subscribed (one timer queue, one observer list), so when
 * the test's callbacks run, the site's have run.
 */
async function vitalsQueued(page: Page): Promise<void> {
  // Telemetry starts when the browser is idle and loads web-vitals as a chunk of its own.
  const found = await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .find((entry) => /\/web-vitals-[\w-]+\.js$/.test(entry.name))?.name,
  );
  const chunk = JSON.stringify(await found.jsonValue());
  // A string, not a function: Vitest would rewrite a function's `import()` for Node.
  await page.evaluate(`(async () => {
    const { onFCP, onTTFB } = await import(${chunk});
    await new Promise((resolve) => setTimeout(resolve));
    await Promise.all([
      new Promise((resolve) => onTTFB(resolve)),
      new Promise((resolve) => onFCP(resolve)),
    ]);
  })()`);
}

describe('web vitals for staff', () => {
  /** The page view the first test makes and the next two show to staff. */
  let view: { path: string; ttfb: number } | undefined;

  it('given a visitor who leaves a page, should store that page view’s TTFB and FCP once each', async () => {
    // A user page (`/{username}/{page}`) of its own, so this view is the only one reported.
    const path = `/vitals-e2e/${Date.now().toString(36)}`;
    // Without the service worker: its precache (200-odd files) is work this test does not
    // need; tests/e2e/offline.e2e.ts covers the worker.
    const visitor = await openPage(at(path), { serviceWorkers: 'block' });
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await vitalsQueued(visitor);
    // Leaving the page hides it: the site sends what it queued, one beacon per metric.
    await visitor.goto(at('/about'));
    await waitForApp(visitor);

    let reported: Summary['pages'][number] | undefined;
    await expect
      .poll(
        async () => {
          reported = (await vitalsAs(staff.token)).pages.find((page) => page.path === path);
          return [reported?.metrics.TTFB?.count ?? 0, reported?.metrics.FCP?.count ?? 0];
        },
        {
          timeout: 15_000,
          message: `the TTFB and FCP beacons sent when ${path} was left, stored once each`,
        },
      )
      .toEqual([1, 1]);
    view = { path, ttfb: reported!.metrics.TTFB!.p75 };
  });

  /** A page signed in as `token` at /admin/vitals (cookies set on a blank page first). */
  async function adminVitals(token: string, options: { width?: number; theme?: 'light' | 'dark' }) {
    const page = await openPage('about:blank', options);
    await signInContext(page, token, server.url);
    await page.goto(at('/admin/vitals'));
    await waitForApp(page);
    return page;
  }

  for (const [width, theme] of [
    [1280, 'light'],
    [375, 'dark'],
  ] as const) {
    it(`given that page view, should show staff its p75 at /admin/vitals (${width} px, ${theme}); on a phone only the Core Web Vitals`, async () => {
      expect(view, 'the page view stored by the first test').toBeDefined();
      const { path, ttfb } = view!;
      const page = await adminVitals(staff.token, { width, theme });
      await page.getByRole('heading', { level: 1, name: 'Web vitals' }).waitFor();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: path }) });
      await row.waitFor();
      // TTFB is the last column; on a phone, views, FCP and TTFB drop out and the Core Web
      // Vitals stay (hidden cells leave the accessibility tree).
      const headers = await page.getByRole('columnheader').allTextContents();
      if (width === 1280) {
        expect(headers).toEqual(['Page', 'Views', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
        await expect
          .poll(() => row.getByRole('cell').last().textContent())
          .toMatch(new RegExp(`^${shown(ttfb)}(Good|Needs improvement|Poor)$`));
      } else {
        expect(headers).toEqual(['Page', 'LCP', 'INP', 'CLS']);
        expect(await row.getByRole('cell').count()).toBe(3);
      }
    });
  }

  it('given a member who is not staff, should show the not-found page and answer the API as for no such path', async () => {
    const member = await existingAccount('Milo Member', server.url);
    const page = await adminVitals(member.token, {});
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/not found/i);
    const res = await fetch(at('/api/admin/vitals'), {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(404);
  });
});
