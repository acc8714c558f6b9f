// Issue 22: web vitals from a real page view reach staff at /admin/vitals. A page is loaded
// in Chromium, then left (so web-vitals reports and the beacons go), and a staff member sees
// that page's p75 with its rating; a member who is not staff gets the not-found page.
import { runStaffCreate } from '../../mock-api/src/cli/staff.ts';
import { startServer, type RunningServer } from '../lib/server.ts';
import { existingAccount, signInContext } from './accounts.ts';
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
beforeAll(async () => {
  server = await startServer({ AUTH_RATE_LIMIT: '0', TELEMETRY_RATE_LIMIT: '0' });
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

describe('web vitals for staff', () => {
  it('given a real page view, should show staff its p75 at /admin/vitals; a member gets the not-found page', async () => {
    const staff = await existingAccount('Vera Vitals', server.url);
    const code = await runStaffCreate(
      [staff.email],
      { ...process.env, DATABASE_URL: '', DATA_DIR: server.dataDir },
      () => {},
    );
    expect(code).toBe(0);

    // A user page (`/{username}/{page}`) of its own, so this view is the only one reported.
    const path = `/vitals-e2e/${Date.now().toString(36)}`;
    // Without the service worker: its registration and precaching (204 files) start in the
    // same idle moment as telemetry, and the navigation below could come before web-vitals had
    // called back, so nothing was queued to send. With the worker the beacons do go (checked by
    // hand in the server's log); tests/e2e/offline.e2e.ts covers the worker.
    const visitor = await openPage(at(path), { serviceWorkers: 'block' });
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    // Telemetry starts when the browser is idle and loads web-vitals as its own chunk.
    await visitor.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => /web-vitals/.test(entry.name)),
    );
    // Leaving the page hides it: web-vitals finalises and the queued beacons go.
    await visitor.goto(at('/about'));
    await waitForApp(visitor);

    let reported: Summary['pages'][number] | undefined;
    await expect
      .poll(
        async () => {
          reported = (await vitalsAs(staff.token)).pages.find((page) => page.path === path);
          return reported?.metrics.TTFB?.count ?? 0;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    expect(reported?.metrics.FCP?.count).toBe(1);
    const ttfb = reported!.metrics.TTFB!.p75;

    for (const [width, theme] of [
      [1280, 'light'],
      [375, 'dark'],
    ] as const) {
      const page = await openPage(at('/about'), { width, theme });
      await signInContext(page, staff.token, server.url);
      await page.goto(at('/admin/vitals'));
      await waitForApp(page);
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
    }

    // A member who is not staff: the not-found page, and the API answers as for no such path.
    const member = await existingAccount('Milo Member', server.url);
    const page = await openPage(at('/about'));
    await signInContext(page, member.token, server.url);
    await page.goto(at('/admin/vitals'));
    await waitForApp(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/not found/i);
    const res = await fetch(at('/api/admin/vitals'), {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(res.status).toBe(404);
  });
});
