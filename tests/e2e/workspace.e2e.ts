// The workspace in Chromium on the real built server (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"):
// a signed-in user sees their stats and projects at /workspace and at /{username}/workspace;
// another user gets the not-found page for it, without the workspace being asked for; a
// signed-out visitor is sent to sign in. At 1280 px and 375 px.
import type { Page } from 'playwright-core';
import { existingAccount, signInContext } from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

/** The account's username, as the API made it from the e-mail. */
async function usernameOf(token: string): Promise<string> {
  const response = await fetch(`${baseURL()}/api/auth/session`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { user } = (await response.json()) as { user: { username: string } };
  return user.username;
}

/** Makes a project through the API; answers its id. */
async function makeProject(
  token: string,
  project: { name: string; status: string; views?: number; pages?: number },
): Promise<string> {
  const response = await fetch(`${baseURL()}/api/user/projects`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Origin: baseURL(),
    },
    body: JSON.stringify(project),
  });
  expect(response.status).toBe(201);
  const { project: made } = (await response.json()) as { project: { id: string } };
  return made.id;
}

/** The figure shown for one of the workspace's stats. */
async function statValue(page: Page, label: string): Promise<string> {
  const term = page.getByLabel('Workspace stats').locator('dt', { hasText: label });
  return ((await term.locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
}

async function goTo(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

/** Nothing is wider than the screen (the table scrolls inside its own region). */
function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

for (const width of [1280, 375]) {
  const theme = width > 768 ? 'dark' : 'light';

  describe(`the workspace at ${width} px`, () => {
    it('given a signed-in user, should show their workspace at /workspace and at /{username}/workspace', async () => {
      const owner = await existingAccount('Wren Holloway');
      const username = await usernameOf(owner.token);
      const id = await makeProject(owner.token, {
        name: 'Harbour Café',
        status: 'active',
        views: 1500,
        pages: 4,
      });
      await makeProject(owner.token, { name: 'Spring Sale', status: 'draft' });
      const page = await openPage('/about', { width, theme });
      await signInContext(page, owner.token);

      for (const path of ['/workspace', `/${username}/workspace`]) {
        await goTo(page, path);
        await page.getByRole('heading', { level: 1, name: `Workspace for ${username}` }).waitFor();
        const harbour = page.getByRole('row', { name: /Harbour Café/ });
        await harbour.waitFor();
        await expect(
          harbour.getByRole('link', { name: 'Harbour Café' }).getAttribute('href'),
        ).resolves.toBe(`/projects/${id}`);
        await expect(harbour.getByText('Active').isVisible()).resolves.toBe(true);
        await expect(harbour.getByText('1,500').isVisible()).resolves.toBe(true);
        const spring = page.getByRole('row', { name: /Spring Sale/ });
        await expect(spring.getByText('Draft').isVisible()).resolves.toBe(true);

        await expect(statValue(page, 'Total Projects')).resolves.toBe('2');
        await expect(statValue(page, 'Total Visitors')).resolves.toBe('1,500');
        await expect(statValue(page, 'Storage Used')).resolves.toMatch(/^\d+(\.\d)?%$/);
        // Signed in and a project made a moment ago.
        await expect(statValue(page, 'Last Active')).resolves.toMatch(
          /^(Just now|\d+ minutes? ago)$/,
        );
        await expect(page.getByText('Loading workspace...').count()).resolves.toBe(0);
        await expect(fitsTheScreen(page)).resolves.toBe(true);
      }
      await expect(page.title()).resolves.toMatch(new RegExp(`^Workspace for ${username} \\|`));
    });

    it("given a second user, should show the not-found page for the first user's workspace", async () => {
      const first = await existingAccount('Ada Quill');
      const firstName = await usernameOf(first.token);
      const second = await existingAccount('Bo Tran');
      // The server answers the other's address with the not-found page and its 404.
      const page = await openPage('/about', { width, theme, allowStatus: [404] });
      await signInContext(page, second.token);
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/workspace') && request.url().includes('/api/')) {
          asked.push(request.url());
        }
      });

      await goTo(page, `/${firstName}/workspace`);
      await page.getByRole('heading', { level: 1, name: '404 - Page Not Found' }).waitFor();
      await expect(page.getByRole('heading', { name: /^Workspace for/ }).count()).resolves.toBe(0);
      await expect(page.title()).resolves.toMatch(/^404 - Page Not Found/);
      expect(asked).toEqual([]);
      await expect(fitsTheScreen(page)).resolves.toBe(true);

      // Their own is theirs to see, with an empty project list.
      await goTo(page, '/workspace');
      await page.getByRole('heading', { level: 1, name: /^Workspace for / }).waitFor();
      await page.getByRole('heading', { level: 3, name: 'No projects yet' }).waitFor();
      await expect(statValue(page, 'Total Projects')).resolves.toBe('0');
    });
  });
}

describe('the workspace signed out', () => {
  it('should send the visitor to sign in first, from either address', async () => {
    const owner = await existingAccount('Kit Marsh');
    const username = await usernameOf(owner.token);
    const page = await openPage('/workspace', { width: 1280 });
    await page.waitForURL('**/login?next=%2Fworkspace');
    await goTo(page, `/${username}/workspace`);
    await page.waitForURL(`**/login?next=%2F${username}%2Fworkspace`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
  });
});
