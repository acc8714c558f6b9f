// The signed-in half of accounts in Chromium on the real built server (docs/decisions/017-account-security.md): profile edit
// kept after a reload, settings kept and applied in a second browser, a password change that
// signs the other browser out, two-factor from set-up to sign-in (code, recovery code, a
// replayed code refused) to disable, Active sessions, and the staff inbox — at 1280 and 375 px.
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import {
  existingAccount,
  labelled,
  newEmail,
  PASSWORD,
  sessionOf,
  signInContext,
  staffAccount,
} from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

/** What the authenticator app shows for `secret` now, or `steps` steps of 30 s later. */
const totp = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** A page of `width` px, signed in as a new account (made through the API). */
async function signedInPage(
  path: string,
  width: number,
  theme?: 'light' | 'dark',
  allowStatus?: number[],
) {
  const account = await existingAccount('Robin Vale');
  const page = await openPage('/about', { width, theme, allowStatus });
  await signInContext(page, account.token);
  await page.goto(path);
  await waitForApp(page);
  return { page, account };
}

async function signInOnLoginPage(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(labelled('Password')).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const toastWith = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

for (const width of [1280, 375]) {
  describe(`account security at ${width} px`, () => {
    it('should save a profile edit and keep it after a reload', async () => {
      const { page } = await signedInPage('/profile', width);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe("Robin Vale's Profile");
      await page.getByRole('button', { name: width <= 768 ? 'Edit' : 'Edit Profile' }).click();
      await page.getByRole('textbox', { name: 'Full Name' }).fill('Robin Vale-Hart');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe("Robin Vale-Hart's Profile");
      await page.reload();
      await waitForApp(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe("Robin Vale-Hart's Profile");
      expect((await sessionOf(page))?.name).toBe('Robin Vale-Hart');
    });

    it('should keep theme and notification settings and apply them in a second browser', async () => {
      const { page, account } = await signedInPage('/settings', width, 'dark');
      await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
      const darkMode = page
        .getByRole('region', { name: 'Theme Preferences' })
        .getByRole('switch', { name: 'Dark Mode' });
      await expect.poll(() => darkMode.isChecked()).toBe(true);
      await darkMode.click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
        .toBe('light');
      const email = page.getByRole('checkbox', { name: 'Email Notifications' });
      await email.click();
      await toastWith(page, 'Notification preferences updated');

      // Another browser (its system prefers dark) signs in: the account's light theme wins.
      const other = await openPage('/login', { width, theme: 'dark' });
      await signInOnLoginPage(other, account.email, PASSWORD);
      await other.waitForURL('**/dashboard');
      await expect
        .poll(() => other.evaluate(() => document.documentElement.dataset.theme))
        .toBe('light');
      await other.goto('/settings');
      await waitForApp(other);
      await expect
        .poll(() => other.getByRole('checkbox', { name: 'Email Notifications' }).isChecked())
        .toBe(false);
    });

    it('should change the password, sign the other browser out, and sign in with the new one', async () => {
      const { page, account } = await signedInPage('/settings', width);
      const other = await openPage('/about', { width });
      const second = await fetch(`${baseURL()}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: baseURL() },
        body: JSON.stringify({ email: account.email, password: PASSWORD }),
      });
      await signInContext(other, ((await second.json()) as { token: string }).token);
      expect(await sessionOf(other)).not.toBeNull();

      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(labelled('Current Password')).fill(PASSWORD);
      await dialog.getByLabel(labelled('New Password')).fill('Quiet-Harbour-77');
      await dialog.getByLabel(labelled('Confirm New Password')).fill('Quiet-Harbour-71');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await toastWith(page, 'New passwords do not match');
      await dialog.getByLabel(labelled('Confirm New Password')).fill('Quiet-Harbour-77');
      await dialog.getByRole('button', { name: 'Change Password' }).click();
      await toastWith(page, 'Password changed successfully');
      expect(await sessionOf(page)).not.toBeNull();
      expect(await sessionOf(other)).toBeNull();

      const fresh = await openPage('/login', { width });
      await signInOnLoginPage(fresh, account.email, 'Quiet-Harbour-77');
      await fresh.waitForURL('**/dashboard');
    });
  });
}

describe('two-factor authentication', () => {
  it('should enable with a code from the shown secret, sign in with a code and a recovery code, refuse a replay, and disable', async () => {
    const { page, account } = await signedInPage('/settings', 1280);
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).click();
    const setup = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    await setup.waitFor();
    // The key shown for typing by hand, grouped in fours for reading.
    const secretField = setup.getByRole('textbox', { name: 'Secret key' });
    await expect.poll(() => secretField.inputValue()).toMatch(/^[A-Z2-7 ]{16,}$/);
    const secret = (await secretField.inputValue()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{16}$/);
    const codeField = setup.getByRole('textbox', { name: '6-digit code' });
    await codeField.fill('12345');
    await setup.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText('Invalid verification code').count()).toBeGreaterThan(0);
    // Turning two-factor on asks for the password, as turning it off does.
    await setup.getByLabel(labelled('Current password')).fill(PASSWORD);
    const enablingCode = totp(secret);
    await codeField.fill(enablingCode);
    await setup.getByRole('button', { name: 'Verify' }).click();
    await toastWith(page, 'Two-factor authentication enabled');
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await saved.waitFor();
    const codes = (await saved.getByRole('listitem').allTextContents()).map((c) => c.trim());
    expect(codes).toHaveLength(10);
    await saved.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Disable Two-Factor Authentication' }).waitFor();

    // Sign in elsewhere: the password, then the code; the enabling code is a replay.
    // The replayed code is refused with a 400, on purpose.
    const login = await openPage('/login', { width: 1280, allowStatus: [400] });
    await signInOnLoginPage(login, account.email, PASSWORD);
    const step = login.getByRole('textbox', { name: 'Authentication code' });
    await step.waitFor();
    await step.fill(enablingCode);
    await login.getByRole('button', { name: 'Verify' }).click();
    await expect
      .poll(() => login.getByText('Invalid verification code').count())
      .toBeGreaterThan(0);
    await step.fill(totp(secret, 1));
    await login.getByRole('button', { name: 'Verify' }).click();
    await login.waitForURL('**/dashboard');

    // And with a recovery code, once.
    const recovery = await openPage('/login', { width: 375 });
    await signInOnLoginPage(recovery, account.email, PASSWORD);
    await recovery.getByRole('textbox', { name: 'Authentication code' }).fill(codes[0] as string);
    await recovery.getByRole('button', { name: 'Verify' }).click();
    await recovery.waitForURL('**/dashboard');
    const again = await fetch(`${baseURL()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL() },
      body: JSON.stringify({ email: account.email, password: PASSWORD }),
    });
    const { challenge } = (await again.json()) as { challenge: string };
    const reused = await fetch(`${baseURL()}/api/auth/2fa/verify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL() },
      body: JSON.stringify({ challenge, code: codes[0] }),
    });
    expect(reused.status).toBe(400);

    // Disable with the password.
    await page.getByRole('button', { name: 'Disable Two-Factor Authentication' }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByLabel(labelled('Password')).fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await toastWith(page, 'Two-factor authentication disabled');
    await page.getByRole('button', { name: 'Enable Two-Factor Authentication' }).waitFor();
  });
});

describe('active sessions', () => {
  for (const width of [1280, 375]) {
    it(`should sign another browser out from the list at ${width} px`, async () => {
      const { page, account } = await signedInPage('/settings', width);
      const other = await openPage('/login', { width: 1280 });
      await signInOnLoginPage(other, account.email, PASSWORD);
      await other.waitForURL('**/dashboard');
      await page.reload();
      await waitForApp(page);
      const signOut = page.getByRole('button', { name: /^Sign out (?!of all)/ });
      await expect.poll(() => signOut.count()).toBe(1);
      expect(await page.getByText('This device').count()).toBe(1);
      await signOut.click();
      await toastWith(page, 'Session signed out');
      expect(await sessionOf(other)).toBeNull();
      expect(await sessionOf(page)).not.toBeNull();
    });
  }
});

describe('the staff inbox', () => {
  it('should show staff a quote sent from the site and mark it handled; others get the not-found page', async () => {
    // A visitor sends a quote from the home page's free-quote form.
    const visitor = await openPage('/');
    const submit = visitor.getByRole('button', { name: 'Get My Free Quote' });
    const form = visitor.locator('form').filter({ has: submit });
    const client = `Quinn ${Date.now().toString(36)}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(client);
    await form.getByRole('textbox', { name: 'Email' }).fill(newEmail('quinn'));
    await form.getByRole('combobox', { name: 'Project type' }).selectOption('ecommerce');
    await form.getByRole('combobox', { name: 'Industry' }).selectOption('retail');
    await form.getByRole('combobox', { name: 'Project scope' }).selectOption('medium');
    await submit.click();
    await visitor.getByRole('heading', { name: 'Thank You!' }).waitFor();

    // A member is not staff: /admin is the not-found page (a 404, rendered by the server).
    const member = await signedInPage('/admin', 1280, undefined, [404]);
    await expect
      .poll(() => member.page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/not found/i);

    // Staff, granted with `npm run staff:create` while the server runs (address confirmed).
    const staff = await staffAccount('Sasha Staff');
    for (const width of [1280, 375]) {
      const page = await openPage('/about', { width });
      await signInContext(page, staff.token);
      await page.goto('/admin');
      await waitForApp(page);
      await page.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
      await page.getByRole('searchbox').fill(client);
      const row = page.getByRole('row').filter({ hasText: client });
      await expect.poll(() => row.count()).toBe(1);
      const handled = row.getByRole('switch');
      if (width === 1280) {
        expect(await handled.isChecked()).toBe(false);
        await handled.click();
        await toastWith(page, 'Marked as handled');
      } else {
        // The other browser sees what the first one marked.
        await expect.poll(() => handled.isChecked()).toBe(true);
      }
    }
    // Four pages, a sign-up confirmed by e-mail and `staff:create` run as its own process: about
    // 20 s on a quiet machine, past 30 on a loaded CI runner.
  }, 60_000);
});
