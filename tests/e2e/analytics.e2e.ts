// The member area's analytics, storage and billing in Chromium on the real built server
// (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"): a new account creates a project with views
// through the API, then /analytics shows it in the chart's table, /storage shows a progress
// bar against the quota and /billing the empty invoices list — at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { existingAccount, signInContext } from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

/** A page of `width` px, signed in as a new account with one project of 1,234 views. */
async function signedInWithProject(width: number): Promise<Page> {
  const account = await existingAccount('Robin Vale');
  const created = await fetch(`${baseURL()}/api/user/projects`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseURL(),
      Authorization: `Bearer ${account.token}`,
    },
    body: JSON.stringify({ name: 'Harbour Cafe', status: 'active', views: 1234 }),
  });
  expect(created.status).toBe(201);
  const page = await openPage('/about', { width });
  await signInContext(page, account.token);
  return page;
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

const heading1 = (page: Page) => page.locator('main h1').first().textContent();

for (const width of [1280, 375]) {
  describe(`analytics, storage and billing at ${width} px`, () => {
    it('should chart the project’s views with the same numbers in a table, by period', async () => {
      const page = await signedInWithProject(width);
      await open(page, '/analytics');
      await expect.poll(() => heading1(page)).toBe('Analytics');
      expect(await page.title()).toBe('Analytics | Brightlane Digital');
      const chart = page.getByRole('figure', { name: 'Views per project' });
      await chart.getByRole('img', { name: /Harbour Cafe 1,234\.$/ }).waitFor();
      // The chart fits its card: measured after loading, never wider than the page.
      const widths = await chart.evaluate((figure) => ({
        figure: figure.getBoundingClientRect().width,
        chart: figure.querySelector('svg[role="img"]')!.getBoundingClientRect().width,
        page: document.documentElement.scrollWidth,
      }));
      expect(widths.chart).toBeLessThanOrEqual(widths.figure);
      expect(widths.chart).toBeGreaterThan(widths.figure * 0.8);
      expect(widths.page).toBeLessThanOrEqual(width);

      await chart.getByRole('button', { name: 'Show as table' }).click();
      const table = chart.getByRole('table', { name: 'Views per project' });
      await table.waitFor();
      await expect
        .poll(() => table.getByRole('columnheader').allTextContents())
        .toEqual(['Day', 'Harbour Cafe']);
      // 30 days by default: the project was made today, so only the last row has its total.
      const rows = table.getByRole('row');
      await expect.poll(() => rows.count()).toBe(31);
      await expect.poll(() => rows.last().textContent()).toMatch(/1,234$/);
      await expect.poll(() => rows.nth(1).textContent()).toMatch(/No data$/);

      await page
        .getByRole('navigation', { name: 'Period' })
        .getByRole('link', { name: '7 days' })
        .click();
      await expect.poll(() => new URL(page.url()).search).toBe('?days=7');
      await page.getByRole('img', { name: /Harbour Cafe 1,234\.$/ }).waitFor();
      // The table the reader opened stays open for the new period.
      await expect.poll(() => table.getByRole('row').count()).toBe(8);
      await expect.poll(() => table.getByRole('row').last().textContent()).toMatch(/1,234$/);
    });

    it('should show storage as a progress bar against the quota', async () => {
      const page = await signedInWithProject(width);
      await open(page, '/storage');
      await expect.poll(() => heading1(page)).toBe('Storage');
      const bar = page.getByRole('progressbar', { name: 'Storage used' });
      await bar.waitFor();
      // 'Harbour Cafe' is 12 bytes of text.
      expect(await bar.getAttribute('aria-valuetext')).toBe('12 bytes of 1 GB');
      await page.getByText('12 bytes of 1 GB', { exact: true }).waitFor();
    });

    it('should show the Free plan and the empty invoices list', async () => {
      const page = await signedInWithProject(width);
      await open(page, '/billing');
      await expect.poll(() => heading1(page)).toBe('Billing');
      await page.getByRole('heading', { name: 'No invoices yet' }).waitFor();
      await expect
        .poll(() => page.getByRole('region', { name: 'Your plan' }).textContent())
        .toContain('Free');
    });
  });
}
