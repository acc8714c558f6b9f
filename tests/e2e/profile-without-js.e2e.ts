// The profile before and without the page's code (docs/decisions/040-forms-post-to-the-server.md):
// /profile is rendered per request with the visitor's session — a guest's invitation to sign in,
// a signed-in user's details and counts — and its edit form posts to it, answered by the server
// as the page's code answers it: the same rule and messages beside the same fields, what was
// typed kept (never the password), and after a save the banner the code shows.
import type { Locator, Page } from 'playwright-core';
import { profileMessages } from '@brightlane/contract';
import {
  existingAccount,
  labelled,
  newEmail,
  PASSWORD,
  sessionOf,
  signInContext,
} from './accounts.ts';
import { holdEntryScript, openPage, submitNatively as submit } from './browser.ts';

/** /profile without JavaScript, signed in as a new account. */
async function profileWithoutJs(path = '/profile', width = 1280) {
  const account = await existingAccount('Robin Without Script');
  const page = await openPage('/about', { javaScriptEnabled: false, width, allowStatus: [400] });
  await signInContext(page, account.token);
  await page.goto(path);
  await page.getByRole('heading', { name: "Robin Without Script's Profile", level: 1 }).waitFor();
  return { page, account };
}

const editForm = (page: Page) => page.getByRole('form', { name: 'Edit Profile' });

/** The message a field is described by, as the ui's Field renders it ('' when none). */
const messageOf = (field: Locator) =>
  field.evaluate((input) =>
    input.getAttribute('aria-invalid') === 'true'
      ? (input.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id))
          .filter((element) => element?.id.endsWith('-error'))
          .map((element) => element!.textContent?.trim())
          .join(' ')
      : '',
  );

/** Each term of the details list with its detail. */
const details = (page: Page) =>
  page.$$eval('dl dt', (terms) =>
    Object.fromEntries(
      terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    ),
  );

describe('without JavaScript: the profile', () => {
  it("given a guest, should show 'My Profile' and the invitation to sign in, whose links work, never stored", async () => {
    const page = await openPage('/about', { javaScriptEnabled: false });
    const response = await page.goto('/profile');
    expect(response!.status()).toBe(200);
    // Rendered with the visitor's session: private to them.
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'My Profile', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Sign in to see your profile' }).waitFor();
    expect(await page.getByText('Loading your profile').count()).toBe(0);

    await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
    await page.waitForURL('**/signup?next=%2Fprofile');
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    await page.goBack();
    // Both Login links (the header's and the invitation's) lead to sign in and back here.
    for (const login of await page.getByRole('main').getByRole('link', { name: 'Login' }).all())
      expect(await login.getAttribute('href')).toBe('/login?next=%2Fprofile');
    await page.getByRole('main').getByRole('link', { name: 'Login' }).last().click();
    await page.waitForURL('**/login?next=%2Fprofile');
  });

  it('given a signed-in visitor, should show their details and counts, with links for what needs the code', async () => {
    const { page, account } = await profileWithoutJs('/profile', 375);
    expect(await details(page)).toMatchObject({
      'Full Name': 'Robin Without Script',
      Email: account.email,
      'Account Type': 'Member',
    });
    const stats = page.getByRole('region', { name: 'Your Stats' });
    expect(await stats.locator('dt').allTextContents()).toEqual([
      'Projects',
      'Active',
      'Completed',
    ]);
    expect(await stats.locator('dd').allTextContents()).toEqual(['0', '0', '0']);
    // The Settings tab cannot open without the code: 'Account Settings' goes to /settings.
    expect(await page.getByRole('tab', { name: 'Settings' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Account Settings' }).click();
    await page.waitForURL('**/settings');
    await page.getByRole('heading', { name: 'Account Settings', level: 1 }).waitFor();
  });

  it("given a signed-in visitor at 1280 px, should offer 'Log Out' in the bar and 'Resend' for an address not confirmed, as behind the sign-in", async () => {
    const { page } = await profileWithoutJs('/profile', 1280);
    const bar = page.getByRole('banner');
    await bar.getByRole('link', { name: 'Log Out' }).waitFor();
    expect(await bar.getByRole('link', { name: 'Sign In' }).count()).toBe(0);
    await page.getByRole('form', { name: 'Confirm your e-mail' }).waitFor();
  });

  it("given 'Edit Profile' and a new name, should save it and show it with the code's banner", async () => {
    const { page, account } = await profileWithoutJs();
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await page.waitForURL('**/profile?edit');
    const form = editForm(page);
    expect(await form.getAttribute('method')).toBe('post');
    await form.getByLabel(labelled('Full Name')).fill('Robin Q. Renamed');
    const response = await submit(page, 'Save Changes');
    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(200);
    await page.getByRole('status').getByText(profileMessages.updated).waitFor();
    await page.getByRole('heading', { name: "Robin Q. Renamed's Profile", level: 1 }).waitFor();
    expect((await details(page))['Full Name']).toBe('Robin Q. Renamed');
    expect(await editForm(page).count()).toBe(0);
    expect((await sessionOf(page))?.name).toBe('Robin Q. Renamed');
    expect(new URL(page.url()).pathname).toBe('/profile');
    expect((await sessionOf(page))?.email).toBe(account.email);
  });

  it('given a blank name, then a new e-mail without the password, then a wrong one, should answer 400 with the messages beside their fields and keep what was typed, never the password', async () => {
    const { page, account } = await profileWithoutJs('/profile?edit');
    const form = editForm(page);
    const name = form.getByLabel(labelled('Full Name'));
    const email = form.getByLabel(labelled('Email'));
    const password = form.getByLabel(labelled('Current Password'));
    // Without the code it cannot appear as a new e-mail is typed: it is there, and says when.
    await form.getByText('Needed only if you change your email').waitFor();

    await name.fill('');
    expect((await submit(page, 'Save Changes')).status()).toBe(400);
    expect(await messageOf(name)).toBe(profileMessages.nameRequired);
    expect(await email.inputValue()).toBe(account.email);

    const next = newEmail('robin.new');
    await name.fill('Robin Kept');
    await email.fill(next);
    expect((await submit(page, 'Save Changes')).status()).toBe(400);
    expect(await messageOf(password)).toBe(profileMessages.passwordRequiredForEmail);
    expect(await messageOf(name)).toBe('');
    expect(await name.inputValue()).toBe('Robin Kept');
    expect(await email.inputValue()).toBe(next);

    await password.fill('not-my-password');
    expect((await submit(page, 'Save Changes')).status()).toBe(400);
    expect(await messageOf(password)).toBe(profileMessages.currentPasswordIncorrect);
    expect(await password.inputValue()).toBe('');
    expect(await email.inputValue()).toBe(next);
    // Nothing saved.
    expect(await sessionOf(page)).toMatchObject({
      name: 'Robin Without Script',
      email: account.email,
    });
  });

  it('given a new e-mail with the password, should show it pending, as the code does', async () => {
    const { page, account } = await profileWithoutJs('/profile?edit');
    const form = editForm(page);
    const next = newEmail('robin.moved');
    await form.getByLabel(labelled('Email')).fill(next);
    await form.getByLabel(labelled('Current Password')).fill(PASSWORD);
    expect((await submit(page, 'Save Changes')).status()).toBe(200);
    await page.getByRole('status').getByText(profileMessages.emailChangePending(next)).waitFor();
    expect((await details(page)).Email).toBe(`${account.email}Pending confirmation: ${next}`);
    // The address changes once the link sent to it is followed.
    expect((await sessionOf(page))?.email).toBe(account.email);
  });
});

describe('with JavaScript: the profile rendered by the server', () => {
  it("should arrive with the visitor's profile and hydrate it as served, and 'Edit Profile' be the page's own toggle again", async () => {
    const account = await existingAccount('Robin Served');
    const page = await openPage('/about');
    await signInContext(page, account.token);
    const response = await page.goto('/profile?edit');
    // In the HTML itself: no skeleton waiting for the session check.
    const html = await response!.text();
    expect(html).toContain('Robin Served&#x27;s Profile');
    expect(html).not.toContain('Loading your profile');
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
    // Hydrated without a mismatch (a console error would fail the test), the form still open.
    await editForm(page).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await editForm(page).count()).toBe(0);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await editForm(page).waitFor();
    expect(new URL(page.url()).search).toBe('');
  });
});

describe('before hydration on a slow phone: the profile', () => {
  it("given an edit typed and sent before the page's code runs, should post it, and the server save it", async () => {
    const account = await existingAccount('Robin Early');
    // The page's entry script is held until the press.
    const { setup, release } = holdEntryScript();
    const page = await openPage('/about', {
      width: 375,
      setup,
      waitForApp: false,
      waitUntil: 'commit',
    });
    await signInContext(page, account.token);
    await page.goto('/profile?edit', { waitUntil: 'commit' });
    const name = editForm(page).getByLabel(labelled('Full Name'));
    await name.waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );
    await name.fill('Robin Typed Early');
    const answer = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    release();
    expect((await answer).status()).toBe(200);
    await page.getByRole('status').getByText(profileMessages.updated).waitFor();
    await page.getByRole('heading', { name: "Robin Typed Early's Profile", level: 1 }).waitFor();
    expect((await sessionOf(page))?.name).toBe('Robin Typed Early');
  });
});
