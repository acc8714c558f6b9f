// The member area in Chromium on the real built server (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in
// area"): a new account creates a project, sees it on the dashboard's tiles, in /projects, in
// its workspace and in the profile's stats, edits it (leaving with unsaved changes asks first)
// and deletes it after a confirmation — at 1280 and 375 px.
import type { Page } from 'playwright-core';
import { existingAccount, labelled, signInContext } from './accounts.ts';
import { openPage, waitForApp } from './browser.ts';

/** A page of `width` px, signed in as a new account (made through the API). */
async function signedInPage(path: string, width: number, allowStatus?: number[]) {
  const account = await existingAccount('Robin Vale');
  const page = await openPage('/about', { width, allowStatus });
  await signInContext(page, account.token);
  await page.goto(path);
  await waitForApp(page);
  return page;
}

const heading1 = (page: Page) => page.locator('main h1').first().textContent();

/** A StatGroup's figures in `region`, by label. */
async function figures(page: Page, region: string): Promise<Record<string, string>> {
  return page.getByRole('region', { name: region }).evaluate((section) => {
    const terms = [...section.querySelectorAll('dt')];
    return Object.fromEntries(
      terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']),
    );
  });
}

const toastWith = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

for (const width of [1280, 375]) {
  describe(`the member area at ${width} px`, () => {
    it('should create a project, show it everywhere, edit it (asking before leaving) and delete it', async () => {
      const page = await signedInPage('/projects', width);
      await expect.poll(() => heading1(page)).toBe('My Projects');
      await page.getByRole('heading', { name: 'No projects yet' }).waitFor();

      // Create.
      await page.getByRole('link', { name: 'New Project' }).first().click();
      await expect.poll(() => heading1(page)).toBe('New Project');
      await page.getByRole('button', { name: 'Create Project' }).click();
      await page.getByText('Project name is required').first().waitFor();
      await page.getByRole('textbox', { name: labelled('Project name') }).fill('Harbour Cafe');
      await page.getByRole('textbox', { name: labelled('Description') }).fill('Menu and bookings');
      await page.getByRole('textbox', { name: labelled('Views') }).fill('1,200');
      await page.getByRole('textbox', { name: labelled('Pages') }).fill('6');
      await page.getByRole('textbox', { name: labelled('Revenue \\(AUD\\)') }).fill('950.25');
      await page.getByRole('button', { name: 'Create Project' }).click();
      await expect.poll(() => heading1(page)).toBe('Harbour Cafe');
      await toastWith(page, 'Project created');
      const projectPath = new URL(page.url()).pathname;
      expect(projectPath).toMatch(/^\/projects\/\d+$/);

      // On the dashboard's tiles and its recent projects.
      await page.goto('/dashboard');
      await waitForApp(page);
      await expect
        .poll(() => figures(page, 'Your numbers'))
        .toMatchObject({ Projects: '1', Visitors: '1,200', Revenue: '$950.25' });
      await page
        .getByRole('region', { name: 'Recent projects' })
        .getByRole('link', { name: 'Harbour Cafe' })
        .waitFor();

      // In the list.
      await page.goto('/projects');
      await waitForApp(page);
      const row = page.getByRole('row').filter({ hasText: 'Harbour Cafe' });
      await row.waitFor();
      await expect.poll(() => row.textContent()).toContain('Active');
      await expect.poll(() => row.textContent()).toContain('$950.25');

      // In the workspace.
      await page.goto('/workspace');
      await waitForApp(page);
      await page.getByRole('heading', { name: /^Workspace for / }).waitFor();
      const workspaceRow = page.getByRole('row').filter({ hasText: 'Harbour Cafe' });
      await workspaceRow.waitFor();
      await expect.poll(() => workspaceRow.textContent()).toContain('1,200');

      // In the profile's stats.
      await page.goto('/profile');
      await waitForApp(page);
      await expect
        .poll(() => figures(page, 'Your Stats'))
        .toEqual({ Projects: '1', Active: '1', Completed: '0' });

      // Edit: leaving with changes asks; Stay keeps them, Leave drops them.
      await page.goto('/projects');
      await waitForApp(page);
      await page.getByRole('link', { name: 'Harbour Cafe' }).click();
      await expect.poll(() => heading1(page)).toBe('Harbour Cafe');
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect.poll(() => heading1(page)).toBe('Edit Harbour Cafe');
      const name = page.getByRole('textbox', { name: labelled('Project name') });
      await name.fill('Harbour Cafe & Bar');
      await page.getByRole('link', { name: 'Cancel' }).click();
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Stay' }).click();
      await leave.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe(`${projectPath}/edit`);
      expect(await name.inputValue()).toBe('Harbour Cafe & Bar');

      // A reload asks the browser's own question.
      const asked = new Promise<string>((resolve) => {
        page.once('dialog', (dialog) => {
          resolve(dialog.type());
          void dialog.dismiss();
        });
      });
      void page.reload().catch(() => {});
      expect(await asked).toBe('beforeunload');
      expect(await name.inputValue()).toBe('Harbour Cafe & Bar');

      await page.getByRole('link', { name: 'Cancel' }).click();
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Leave' }).click();
      await expect.poll(() => heading1(page)).toBe('Harbour Cafe');
      expect(new URL(page.url()).pathname).toBe(projectPath);

      // Edit and save.
      await page.getByRole('link', { name: 'Edit' }).click();
      await expect.poll(() => heading1(page)).toBe('Edit Harbour Cafe');
      await name.fill('Harbour Cafe & Bar');
      await page.getByRole('combobox', { name: labelled('Status') }).selectOption('archived');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect.poll(() => heading1(page)).toBe('Harbour Cafe & Bar');
      await toastWith(page, 'Project saved');
      expect(new URL(page.url()).pathname).toBe(projectPath);

      // Delete, after the confirmation.
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this project?' });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirm.getByRole('button', { name: 'Delete project' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/projects');
      await toastWith(page, 'Project deleted');
      await page.getByRole('heading', { name: 'No projects yet' }).waitFor();

      // Nothing wider than the screen on the way.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });

    it('should show the not-found page for a project that is not the user’s', async () => {
      // The API's 404 for the project is expected here.
      const page = await signedInPage('/projects/999999', width, [404]);
      await expect.poll(() => heading1(page)).toBe('404 - Page Not Found');
    });
  });
}
