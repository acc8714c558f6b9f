// /notifications before and without the page's code (docs/decisions/040-forms-post-to-the-server.md,
// docs/decisions/020-notifications.md): rendered per request with the account's notifications,
// 'Mark as read' and 'Mark all as read' post to the page and the server answers with the list
// again, as the page's code would leave it.
import { notificationTexts } from '@brightlane/contract';
import type { Page } from 'playwright-core';
import { api, existingAccount, PASSWORD, signInContext } from './accounts.ts';
import { openPage } from './browser.ts';

/** A new account with two unread notifications: its welcome and a password change. */
async function accountWithTwoUnread() {
  const account = await existingAccount('Noor Without Script');
  const changed = await api('/api/auth/change-password', account.token, 'POST', {
    currentPassword: PASSWORD,
    newPassword: `${PASSWORD}-2`,
  });
  expect(changed.status).toBe(200);
  return account;
}

const unreadCount = async (token: string) =>
  ((await (await api('/api/notifications', token)).json()) as { unreadCount: number }).unreadCount;

const list = (page: Page) => page.getByRole('list', { name: 'All notifications' });
const markRead = (page: Page) => page.getByRole('button', { name: 'Mark as read' });

describe('without JavaScript: notifications', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px, should mark one read, then all, each answered by the server`, async () => {
      const account = await accountWithTwoUnread();
      const page = await openPage('/about', { javaScriptEnabled: false, width });
      await signInContext(page, account.token);
      await page.goto('/notifications');
      await list(page).getByText(notificationTexts.welcome('Noor Without Script')).waitFor();
      await list(page).getByText(notificationTexts.passwordChanged).waitFor();
      expect(await markRead(page).count()).toBe(2);

      await markRead(page).first().click();
      await page.waitForURL('**/notifications');
      await expect.poll(() => markRead(page).count()).toBe(1);
      expect(await unreadCount(account.token)).toBe(1);

      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await page.waitForURL('**/notifications');
      await expect.poll(() => markRead(page).count()).toBe(0);
      expect(await unreadCount(account.token)).toBe(0);
      // Both still listed, now read.
      expect(await list(page).getByRole('listitem').count()).toBe(2);
    });
  }
});
