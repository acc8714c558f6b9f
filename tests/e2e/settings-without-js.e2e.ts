// Cleaning up an account before and without the page's code (docs/decisions/040-forms-post-to-the-server.md):
// /settings is rendered per request with the visitor's session, and its security forms post to
// it — sign another device out, sign out of all other sessions, change the password, turn
// two-factor off — answered by the server as the page's code would answer them, with the same
// messages (the toast's, on the page) and never a password sent back.
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import {
  accountMessages,
  changePasswordMessages,
  sessionMessages,
  settingsMessages,
  twoFactorMessages,
} from '@brightlane/contract';
import {
  existingAccount,
  labelled,
  openSignedInBeforeHydration,
  PASSWORD,
  signInContext,
} from './accounts.ts';
import { baseURL, openPage, submitNatively as submit } from './browser.ts';
import { mailsTo } from './outbox.ts';

/** Signs in through the API as another device: its session token. */
async function otherDevice(email: string, password = PASSWORD): Promise<string | null> {
  const response = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Origin: baseURL(),
      'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0',
    },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) return null;
  return ((await response.json()) as { token?: string }).token ?? null;
}

/** Whether `token` is still a live session. */
async function alive(token: string) {
  const response = await fetch(`${baseURL()}/api/auth/session`, {
    headers: { Cookie: `session=${token}` },
  });
  return ((await response.json()) as { user: unknown }).user !== null;
}

/** The account's settings, as the API has them. */
async function settingsOf(token: string) {
  const response = await fetch(`${baseURL()}/api/auth/session`, {
    headers: { Cookie: `session=${token}` },
  });
  return ((await response.json()) as { user: { settings: Record<string, unknown> } }).user.settings;
}

/** /settings without JavaScript, signed in as a new account with a second device signed in. */
async function settingsWithoutJs(width = 1280) {
  const account = await existingAccount('Casey Without Script');
  const other = await otherDevice(account.email);
  expect(other).not.toBeNull();
  const page = await openPage('/about', { javaScriptEnabled: false, width, allowStatus: [400] });
  await signInContext(page, account.token);
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
  return { page, account, other: other! };
}

const twoFactorSetupTitle = 'Set Up Two-Factor Authentication';

const signOutButtons = (page: Page) => page.getByRole('button', { name: /^Sign out (?!of all)/ });

describe('without JavaScript: account settings', () => {
  it('given a signed-in visitor at 375 px, should render the settings with the sessions on the server', async () => {
    const { page } = await settingsWithoutJs(375);
    const sessions = page.getByRole('region', { name: 'Active sessions' });
    expect(await sessions.getByRole('listitem').count()).toBe(2);
    await sessions.getByText('This device').waitFor();
    await sessions.getByText('Firefox on Linux').waitFor();
    // The modals cannot open: Change Password is a form on the page.
    await page.getByRole('form', { name: 'Change Password' }).waitFor();
  });

  it("given a signed-in visitor at 1280 px, should offer 'Log Out' in the bar, not 'Sign In'", async () => {
    const { page } = await settingsWithoutJs();
    const bar = page.getByRole('banner');
    await bar.getByRole('link', { name: 'Log Out' }).click();
    await page.waitForURL('**/logout');
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    await page.goto('/settings');
    expect(await bar.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
  });

  it("given an address not confirmed yet, should send the link again from the banner's 'Resend'", async () => {
    const { page, account } = await settingsWithoutJs(375);
    const banner = page.getByRole('form', { name: 'Confirm your e-mail' });
    const links = () =>
      mailsTo(account.email).filter((mail) => (mail.text ?? '').includes('/verify-email?token='));
    const before = links().length;
    expect(before).toBeGreaterThan(0);
    const response = await submit(page, 'Resend');
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/verify-email');
    expect(await page.getByRole('main').getByRole('status').textContent()).toBe(
      accountMessages.verificationSent,
    );
    await expect.poll(() => links().length).toBe(before + 1);
    expect(await banner.count()).toBe(0);
  });

  it('given a signed-out visitor, should send them to sign in and back to the settings', async () => {
    const page = await openPage('/settings', { javaScriptEnabled: false });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(
      '/login?next=%2Fsettings',
    );
  });

  it("given 'Sign out' on another device, should end that session only and say so", async () => {
    const { page, account, other } = await settingsWithoutJs();
    const response = await submit(page, 'Sign out Firefox on Linux');
    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(200);
    await page.getByRole('status').getByText(sessionMessages.signedOut).waitFor();
    expect(await signOutButtons(page).count()).toBe(0);
    expect(await alive(other)).toBe(false);
    expect(await alive(account.token)).toBe(true);
  });

  it("given 'Sign out of all other sessions', should end every other session", async () => {
    const { page, account, other } = await settingsWithoutJs(375);
    const third = await otherDevice(account.email);
    await page.reload();
    expect(await signOutButtons(page).count()).toBe(2);
    expect((await submit(page, 'Sign out of all other sessions')).status()).toBe(200);
    await page.getByText(sessionMessages.othersSignedOut).waitFor();
    expect(await alive(other)).toBe(false);
    expect(await alive(third!)).toBe(false);
    expect(await alive(account.token)).toBe(true);
  });

  it('given notification preferences changed, should save them with their button', async () => {
    const { page, account } = await settingsWithoutJs(375);
    const form = page.getByRole('form', { name: 'Notification Preferences' });
    const email = form.getByRole('checkbox', { name: 'Email Notifications' });
    expect(await email.isChecked()).toBe(true);
    await email.click();
    expect((await submit(page, 'Save Preferences')).status()).toBe(200);
    await page.getByRole('status').getByText(settingsMessages.notificationsUpdated).waitFor();
    expect(await email.isChecked()).toBe(false);
    expect(await form.getByRole('checkbox', { name: 'Push Notifications' }).isChecked()).toBe(true);
    expect(await settingsOf(account.token)).toMatchObject({
      emailNotifications: false,
      pushNotifications: true,
    });
  });

  it('given a new password, should refuse a mismatch and a wrong current password, then change it and sign the other device out', async () => {
    const { page, account, other } = await settingsWithoutJs();
    const form = page.getByRole('form', { name: 'Change Password' });
    await form.getByLabel(labelled('Current Password')).fill(PASSWORD);
    await form.getByLabel(labelled('New Password')).fill('A-new-password-1');
    await form.getByLabel(labelled('Confirm New Password')).fill('A-new-password-2');
    expect((await submit(page, 'Change Password')).status()).toBe(400);
    await form.getByText(settingsMessages.newPasswordsMismatch).waitFor();
    // Never a password sent back.
    for (const field of await form.locator('input[type=password]').all())
      expect(await field.inputValue()).toBe('');

    await form.getByLabel(labelled('Current Password')).fill('not-my-password');
    await form.getByLabel(labelled('New Password')).fill('A-new-password-1');
    await form.getByLabel(labelled('Confirm New Password')).fill('A-new-password-1');
    expect((await submit(page, 'Change Password')).status()).toBe(400);
    await form.getByText(changePasswordMessages.currentPasswordIncorrect).first().waitFor();

    await form.getByLabel(labelled('Current Password')).fill(PASSWORD);
    await form.getByLabel(labelled('New Password')).fill('A-new-password-1');
    await form.getByLabel(labelled('Confirm New Password')).fill('A-new-password-1');
    expect((await submit(page, 'Change Password')).status()).toBe(200);
    await page.getByText(settingsMessages.passwordChanged).waitFor();
    expect(await alive(other)).toBe(false);
    expect(await otherDevice(account.email)).toBeNull();
    expect(await otherDevice(account.email, 'A-new-password-1')).not.toBeNull();
    // This browser stays signed in, on the settings.
    expect(new URL(page.url()).pathname).toBe('/settings');
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
  });

  it('given two-factor off, should set it up on the page: its QR code and key, a wrong code refused with the same key, then the recovery codes', async () => {
    const { page, account } = await settingsWithoutJs(375);
    const form = page.getByRole('form', { name: twoFactorSetupTitle });
    expect((await submit(page, 'Enable Two-Factor Authentication')).status()).toBe(200);
    await form.getByRole('img', { name: /QR code/ }).waitFor();
    const secret = await form.locator('input[name=secret]').inputValue();
    // The key to type by hand, in groups of four.
    expect((await form.getByLabel('Secret key').inputValue()).replace(/\s/g, '')).toBe(secret);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

    const wrong = totp.generate().replace(/^./, (digit) => String((Number(digit) + 5) % 10));
    await form.getByLabel(labelled('6-digit code')).fill(wrong);
    await form.getByLabel(labelled('Current password')).fill(PASSWORD);
    expect((await submit(page, 'Verify')).status()).toBe(400);
    await form.getByText(twoFactorMessages.invalidCode).first().waitFor();
    // The same key to try again, what was typed kept, never the password.
    expect(await form.locator('input[name=secret]').inputValue()).toBe(secret);
    expect(await form.getByLabel(labelled('6-digit code')).inputValue()).toBe(wrong);
    expect(await form.getByLabel(labelled('Current password')).inputValue()).toBe('');

    await form.getByLabel(labelled('6-digit code')).fill(totp.generate());
    await form.getByLabel(labelled('Current password')).fill(PASSWORD);
    expect((await submit(page, 'Verify')).status()).toBe(200);
    await page.getByRole('status').getByText(settingsMessages.twoFactorEnabled).waitFor();
    const codes = page.getByRole('list', { name: 'Recovery codes' });
    expect(await codes.getByRole('listitem').count()).toBe(10);
    await page.getByRole('form', { name: 'Disable Two-Factor Authentication' }).waitFor();
    // Signing in now asks for a code: the password alone gives no session.
    expect(await otherDevice(account.email)).toBeNull();
  });

  it('given two-factor on, should turn it off with the password, not without it', async () => {
    const { page, account } = await settingsWithoutJs();
    const api = (path: string, body: unknown) =>
      fetch(`${baseURL()}${path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: baseURL(),
          Cookie: `session=${account.token}`,
        },
        body: JSON.stringify(body),
      });
    const { secret } = (await (await api('/api/auth/2fa/setup', {})).json()) as { secret: string };
    const code = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();
    expect((await api('/api/auth/2fa/enable', { code, password: PASSWORD })).status).toBe(200);
    await page.reload();

    const form = page.getByRole('form', { name: 'Disable Two-Factor Authentication' });
    expect((await submit(page, 'Disable')).status()).toBe(400);
    await form.getByText(twoFactorMessages.passwordRequired).waitFor();
    await form.getByLabel(labelled('Password')).fill(PASSWORD);
    expect((await submit(page, 'Disable')).status()).toBe(200);
    await page.getByText(settingsMessages.twoFactorDisabled).waitFor();
    expect(
      await page.getByRole('form', { name: 'Disable Two-Factor Authentication' }).count(),
    ).toBe(0);
    // Signing in asks for the password only again.
    expect(await otherDevice(account.email)).not.toBeNull();
  });
});

describe('before hydration on a slow phone: account settings', () => {
  it("given 'Sign out' pressed before the page's code runs, should post it, and the server end that session", async () => {
    const account = await existingAccount('Casey Early');
    const other = await otherDevice(account.email);
    // The page's entry script is held until the press.
    const { page, release } = await openSignedInBeforeHydration('/settings', account.token);
    const button = page.getByRole('button', { name: 'Sign out Firefox on Linux' });
    await button.waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await button.click();
    release();
    expect((await answer).status()).toBe(200);
    await page.getByText(sessionMessages.signedOut).waitFor();
    expect(await alive(other!)).toBe(false);
    expect(await alive(account.token)).toBe(true);
  });
});
