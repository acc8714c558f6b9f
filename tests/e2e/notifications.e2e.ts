// Notifications in Chromium on the real built server (docs/decisions/020-notifications.md): the welcome notification of a
// sign-up on the bell, read by opening it; a password changed in a second browser arriving live
// without a reload; 'Clear'; the /notifications page; and a server restart mid-session, after
// which the page reconnects by itself about 5 s later and receives what was made meanwhile.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { notificationTexts, NOTIFICATION_RECONNECT_MS } from '@brightlane/contract';
import type { Page } from 'playwright-core';
import { freePort, startServer, type RunningServer } from '../lib/server.ts';
import { existingAccount, labelled, newEmail, PASSWORD, signInContext } from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
const bellName = (page: Page) => bell(page).getAttribute('aria-label');
const panel = (page: Page) => page.getByRole('dialog', { name: /^Notifications \(\d+\)$/ });

/** Changes the password through the API, as another browser of the same account would. */
async function changePassword(origin: string, token: string, from: string, to: string) {
  const response = await fetch(`${origin}/api/auth/change-password`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Origin: origin,
    },
    body: JSON.stringify({ currentPassword: from, newPassword: to }),
  });
  expect(response.status).toBe(200);
}

for (const width of [1280, 375]) {
  describe(`notifications at ${width} px`, () => {
    it('should show the welcome of a sign-up on the bell, and read it by opening the bell', async () => {
      const page = await openPage('/signup', { width, theme: width > 768 ? 'dark' : 'light' });
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Nell Warden');
      await page.getByRole('textbox', { name: 'Email' }).fill(newEmail('nell'));
      await page.getByLabel(labelled('Password')).fill(PASSWORD);
      await page.getByLabel(labelled('Confirm Password')).fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.waitForURL('**/dashboard');
      await expect.poll(() => bellName(page)).toBe('Notifications (1 unread)');

      await bell(page).click();
      const popup = panel(page);
      await expect.poll(() => popup.count()).toBe(1);
      expect(await popup.getByText(notificationTexts.welcome('Nell Warden')).count()).toBe(1);
      // Opening it with unread notifications marks them read: the badge goes.
      await expect.poll(() => bellName(page)).toBe('Notifications');
      const unread = await page.evaluate(() =>
        fetch('/api/notifications').then((r) => r.json() as Promise<{ unreadCount: number }>),
      );
      expect(unread.unreadCount).toBe(0);
      // An outside click closes it.
      await page.mouse.click(5, 400);
      await expect.poll(() => panel(page).count()).toBe(0);
    });

    it('should receive a notification made in a second browser live, without a reload, then Clear', async () => {
      const account = await existingAccount('Omar Lind');
      const page = await openPage('/about', { width });
      await signInContext(page, account.token);
      await page.goto('/dashboard');
      await waitForApp(page);
      await expect.poll(() => bellName(page)).toBe('Notifications (1 unread)');
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });

      await changePassword(baseURL(), account.token, PASSWORD, 'Quartz-Meadow-77');
      await expect.poll(() => bellName(page), { timeout: 10_000 }).toBe('Notifications (2 unread)');
      expect(navigations).toEqual([]);

      await bell(page).click();
      const popup = panel(page);
      await expect.poll(() => popup.getByText(notificationTexts.passwordChanged).count()).toBe(1);
      await popup.getByRole('button', { name: 'Clear' }).click();
      // Clear empties the list, zeroes the count and closes the popup.
      await expect.poll(() => panel(page).count()).toBe(0);
      expect(await bellName(page)).toBe('Notifications');
      await bell(page).click();
      await expect.poll(() => panel(page).getByText('No notifications yet').count()).toBe(1);
    });
  });
}

describe('the /notifications page', () => {
  it('should list every notification with read and unread styling and mark one read', async () => {
    const account = await existingAccount('Pia Holt');
    await changePassword(baseURL(), account.token, PASSWORD, 'Cobalt-Harbor-31');
    const page = await openPage('/about', { width: 1280, theme: 'light' });
    await signInContext(page, account.token);
    await page.goto('/notifications');
    await waitForApp(page);
    expect(await page.title()).toMatch(/^Notifications/);
    const main = page.getByRole('main');
    await expect.poll(() => main.getByText(notificationTexts.passwordChanged).count()).toBe(1);
    expect(await main.getByText(notificationTexts.welcome('Pia Holt')).count()).toBe(1);
    const markButtons = main.getByRole('button', { name: 'Mark as read' });
    expect(await markButtons.count()).toBe(2);
    await markButtons.first().click();
    await expect.poll(() => markButtons.count()).toBe(1);
    await expect.poll(() => bellName(page)).toBe('Notifications (1 unread)');
  });
});

describe('a server restart mid-session', () => {
  let server: RunningServer | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'brightlane-e2e-restart-'));
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should reconnect about 5 s later and receive what was made meanwhile (Last-Event-ID)', async () => {
    const port = String(await freePort());
    const env = { AUTH_RATE_LIMIT: '0', PORT: port };
    server = await startServer(env, dataDir);
    const origin = server.url;
    const signup = await fetch(`${origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin },
      body: JSON.stringify({ name: 'Ravi Stone', email: newEmail('ravi'), password: PASSWORD }),
    });
    const { token } = (await signup.json()) as { token: string };
    const page = await openPage('about:blank', {
      width: 1280,
      // While the server is down the stream's reconnects are refused: expected here.
      allowConsole: /ERR_CONNECTION_REFUSED|EventSource|Failed to fetch/,
      // The worker's precaching right after load holds the server's stop for seconds, which
      // this test times.
      serviceWorkers: 'block',
    });
    await page.context().addCookies([{ name: 'session', value: token, url: origin }]);
    const streamOpens: number[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/notifications/stream')) streamOpens.push(Date.now());
    });
    await page.goto(`${origin}/dashboard`);
    await waitForApp(page);
    await expect.poll(() => bellName(page)).toBe('Notifications (1 unread)');
    await expect.poll(() => streamOpens.length).toBe(1);

    // Same data directory, same port: the browser's page stays open throughout. Stopping
    // ends the stream at once (the server closes its streams first).
    const lostAt = Date.now();
    await server.stop();
    server = await startServer(env, dataDir);
    // Made while the page is not connected: only the catch-up can bring it.
    await changePassword(origin, token, PASSWORD, 'Ember-Glacier-58');
    await expect.poll(() => bellName(page), { timeout: 20_000 }).toBe('Notifications (2 unread)');
    // Every reopening waited the reconnect delay: after the loss, and after each refusal.
    const reopenings = streamOpens.slice(1);
    expect(reopenings.length).toBeGreaterThan(0);
    let previous = lostAt;
    for (const at of reopenings) {
      expect(at - previous).toBeGreaterThanOrEqual(NOTIFICATION_RECONNECT_MS - 500);
      previous = at;
    }
    // Two server starts and a 5 s reconnect delay: past 30 s on a loaded CI runner.
  }, 60_000);
});
