// The bar's popups switch in one press, in Chromium on the real built server
// (docs/product/spec.md §2 "Navigation": opening one closes the others). With one open, a
// press on another's button closes it and opens that one, focus inside, for the signed-out
// pair (Sign In, Create Account) and the signed-in pair (the bell, the account menu), both
// ways. Both with and without reduced motion: without the closing popup's exit animation its
// content goes at once, which is when it used to hand focus back to its own button and so
// close the popup just opened (docs/decisions/038-small-screens-and-popups.md).
import type { Page } from 'playwright-core';
import { existingAccount, signInContext } from './accounts.ts';
import { openPage, waitForApp } from './browser.ts';

interface BarPopup {
  button: string | RegExp;
  dialog: string | RegExp;
}

const signIn: BarPopup = { button: 'Sign In', dialog: 'Sign In' };
const signUp: BarPopup = { button: 'Create Account', dialog: 'Create Account' };
const bell: BarPopup = { button: /^Notifications/, dialog: /^Notifications \(\d+\)$/ };
const account: BarPopup = { button: 'Account menu', dialog: 'Account menu' };

const buttonOf = (page: Page, popup: BarPopup) =>
  page.getByRole('banner').getByRole('button', { name: popup.button, exact: true });
const dialogOf = (page: Page, popup: BarPopup) =>
  page.getByRole('dialog', { name: popup.dialog, exact: true });

/** Whether the focused element is inside the dialog named `name`. */
const focusInside = (page: Page, popup: BarPopup) =>
  dialogOf(page, popup).evaluate((dialog) => dialog.contains(document.activeElement));

async function switchOnce(page: Page, first: BarPopup, second: BarPopup) {
  await buttonOf(page, first).click();
  await dialogOf(page, first).waitFor();
  await expect.poll(() => focusInside(page, first)).toBe(true);

  await buttonOf(page, second).click();
  await dialogOf(page, second).waitFor();
  await dialogOf(page, first).waitFor({ state: 'detached' });
  // The closed popup hands focus on a task after it has gone: the opened one must keep it,
  // and stay open, after that.
  await expect.poll(() => focusInside(page, second)).toBe(true);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  expect(await dialogOf(page, second).count()).toBe(1);
  expect(await focusInside(page, second)).toBe(true);
  expect(await dialogOf(page, first).count()).toBe(0);
}

const motions = ['reduce', 'no-preference'] as const;

describe.each(motions)('the bar popups, reduced motion: %s', (reducedMotion) => {
  async function signedOut() {
    const page = await openPage('/about', { width: 1280 });
    await page.emulateMedia({ reducedMotion });
    return page;
  }

  async function signedIn() {
    const { token } = await existingAccount('Bea Switch');
    const page = await openPage('/about', { width: 1280 });
    await page.emulateMedia({ reducedMotion });
    await signInContext(page, token);
    await page.reload();
    await waitForApp(page);
    await buttonOf(page, bell).waitFor();
    return page;
  }

  it('given Sign In open, should open Create Account with one press on it', async () => {
    await switchOnce(await signedOut(), signIn, signUp);
  });

  it('given Create Account open, should open Sign In with one press on it', async () => {
    await switchOnce(await signedOut(), signUp, signIn);
  });

  it('given the notifications open, should open the account menu with one press on it', async () => {
    await switchOnce(await signedIn(), bell, account);
  });

  it('given the account menu open, should open the notifications with one press on the bell', async () => {
    await switchOnce(await signedIn(), account, bell);
  });
});
