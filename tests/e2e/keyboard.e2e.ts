// Keyboard only (docs/decisions/027-accessibility-checks.md): the Quote Builder to a sent quote, signing in, a setting
// changed and saved, two-factor set up to enabled and off again, a blog post with a heading and
// bold text written through the editor's toolbar, and every modal of the site (open with Enter
// or Space, focus inside, Tab trapped, Escape closes, focus back on the trigger, the main action
// where it is cheap: leaving a project form, deleting a project), the editor's link and image
// popovers and the bar's popups — with page.keyboard only, no clicks, and a visible focus
// indicator on every element focus lands on.
import { Secret, TOTP } from 'otpauth';
import type { Locator, Page } from 'playwright-core';
import { api, existingAccount, labelled, newEmail, PASSWORD, signInContext } from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

const totp = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/**
 * What focus looks like where it is: a visible outline or box-shadow on the focused element.
 * A text field, a visually hidden input (a radio card's) or the editor's editable area shows
 * its ring on the box around it (Field.css.ts: `:has(> input:focus-visible)`), so for those
 * the nearest three ancestors count too. Buttons and links must show it themselves.
 */
async function focusIndicator(page: Page): Promise<{ ok: boolean; what: string }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { ok: true, what: 'body' };
    const shows = (e: Element) => {
      const s = getComputedStyle(e);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || (s.boxShadow !== 'none' && s.boxShadow !== '');
    };
    const box = el.getBoundingClientRect();
    const hidden = box.width <= 1 || box.height <= 1 || getComputedStyle(el).opacity === '0';
    let ok = shows(el);
    const control = el.matches('input, textarea, select');
    if (!ok && (hidden || control || el.isContentEditable)) {
      for (let e = el.parentElement, i = 0; e && i < 3 && !ok; e = e.parentElement, i++) {
        ok = shows(e);
      }
    }
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName;
    return { ok, what: `<${el.tagName.toLowerCase()}> "${name}"` };
  });
}

/** Fails unless the focused element shows that it has focus. */
async function expectVisibleFocus(page: Page, where: string) {
  const { ok, what } = await focusIndicator(page);
  expect(ok, `no visible focus on ${what} (${where})`).toBe(true);
}

const isFocused = (locator: Locator) =>
  locator.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking the focus indicator at each
 * stop on the way; fails after `max` presses.
 */
async function tabTo(page: Page, target: Locator, { back = false, max = 120 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    await expectVisibleFocus(page, `tabbing to ${String(target)}`);
  }
  throw new Error(`${String(target)} not reached with ${max} presses of Tab`);
}

const toastWith = (page: Page, text: string) =>
  expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);

async function signedInPage(path: string, width = 1280) {
  const account = await existingAccount('Kit Keys');
  const page = await openPage('/about', { width });
  await signInContext(page, account.token);
  await page.goto(path);
  await waitForApp(page);
  return { page, account };
}

/**
 * An open modal: focus has moved into it and shows, and Tab and Shift+Tab stay inside it (the
 * trap wraps both ways), with visible focus at every stop.
 */
async function expectFocusTrapped(page: Page, dialog: Locator) {
  await expect.poll(() => isFocused(dialog), { message: 'focus moves into the dialog' }).toBe(true);
  await expectVisibleFocus(page, 'the dialog opened');
  for (const press of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab']) {
    await page.keyboard.press(press);
    expect(await isFocused(dialog), `focus stays in the dialog after ${press}`).toBe(true);
    await expectVisibleFocus(page, `${press} in the dialog`);
  }
  // Past the last element and back: still inside (the trap wraps both ways).
  for (let i = 0; i < 20; i++) await page.keyboard.press('Shift+Tab');
  expect(await isFocused(dialog), 'focus stays in the dialog after many Shift+Tab').toBe(true);
}

/** The dialog is gone, and focus is back on `trigger`, visibly. */
async function expectFocusBackOn(page: Page, dialog: Locator, trigger: Locator) {
  await dialog.waitFor({ state: 'detached' });
  await expect
    .poll(() => isFocused(trigger), { message: 'focus returns to the trigger' })
    .toBe(true);
  await expectVisibleFocus(page, 'focus back on the trigger');
}

/**
 * A modal opened from `trigger` with `key`: focus moves into the dialog, Tab and Shift+Tab
 * stay inside it, Escape closes it and focus is back on the trigger.
 */
async function expectModalBehaviour(
  page: Page,
  trigger: Locator,
  key: 'Enter' | 'Space',
  dialog = page.getByRole('dialog'),
) {
  await tabTo(page, trigger);
  await page.keyboard.press(key);
  await dialog.waitFor();
  await expectFocusTrapped(page, dialog);
  await page.keyboard.press('Escape');
  await expectFocusBackOn(page, dialog, trigger);
}

/** Presses `key` (an arrow) until `target` has focus, checking the focus indicator on the way. */
async function arrowTo(page: Page, target: Locator, key = 'ArrowRight', max = 20) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(key);
    await expectVisibleFocus(page, `${key} to ${String(target)}`);
  }
  throw new Error(`${String(target)} not reached with ${max} presses of ${key}`);
}

/** A project of `token`'s account, made through the API: its id. */
async function newProject(token: string, name: string): Promise<string> {
  const response = await api('/api/user/projects', token, 'POST', {
    name,
    description: 'Menu and bookings',
    status: 'active',
    views: 10,
    pages: 2,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { project: { id: string } }).project.id;
}

describe('keyboard only', () => {
  it('should build and send a quote with the Quote Builder', async () => {
    const page = await openPage('/contact');
    const builder = page.getByRole('region', { name: 'Get a Free Quote' });
    // A radio group is one tab stop; Space chooses the focused card, arrows move between them.
    await tabTo(page, builder.getByRole('radio').first());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(() => builder.getByRole('radio', { checked: true }).count()).toBe(1);
    await tabTo(page, builder.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await builder.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    for (const group of ['Professional Services', 'Medium (3-8 weeks)']) {
      const radio = builder.getByRole('radio', { name: group });
      // Into the group (one tab stop), then along it with the arrows to the choice.
      // (`has` is matched inside the group, so it starts from the page, not the builder.)
      const radioGroup = builder
        .getByRole('radiogroup')
        .filter({ has: page.getByRole('radio', { name: group }) });
      await tabTo(page, radioGroup);
      for (let i = 0; i < 10 && !(await isFocused(radio)); i++) {
        await page.keyboard.press('ArrowDown');
        await expectVisibleFocus(page, 'along a radio group');
      }
      await page.keyboard.press('Space');
      expect(await radio.isChecked()).toBe(true);
    }
    await tabTo(page, builder.getByRole('button', { name: 'Next' }));
    await page.keyboard.press('Enter');

    await builder.getByRole('heading', { name: 'How can we reach you?' }).waitFor();
    await tabTo(page, builder.getByRole('textbox', { name: 'Name' }));
    await page.keyboard.type('Kay Board');
    await tabTo(page, builder.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(newEmail('kay'));
    await tabTo(page, builder.getByRole('button', { name: 'Submit' }));
    await page.keyboard.press('Enter');
    await builder.getByRole('heading', { name: 'Thank You!' }).waitFor();
  });

  it('should sign in', async () => {
    const account = await existingAccount('Kit Keys');
    const page = await openPage('/login');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type(account.email);
    await tabTo(page, form.getByLabel(labelled('Password')));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
  });

  it('should change a setting and keep it', async () => {
    const { page } = await signedInPage('/settings');
    const email = page.getByRole('checkbox', { name: 'Email Notifications' });
    expect(await email.isChecked()).toBe(true);
    await tabTo(page, email);
    await page.keyboard.press('Space');
    await toastWith(page, 'Notification preferences updated');
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => email.isChecked()).toBe(false);
  });

  it('should set up two-factor authentication to enabled, save the codes and turn it off again, each in its modal', async () => {
    const { page } = await signedInPage('/settings');
    const enable = page.getByRole('button', { name: 'Enable Two-Factor Authentication' });
    const setup = page.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
    // Opened and left with Escape first: the trap, and focus back on the button.
    await expectModalBehaviour(page, enable, 'Space', setup);
    await page.keyboard.press('Enter');
    await setup.waitFor();
    await expect.poll(() => isFocused(setup)).toBe(true);
    const secretField = setup.getByRole('textbox', { name: 'Secret key' });
    await expect.poll(() => secretField.inputValue()).toMatch(/^[A-Z2-7 ]{16,}$/);
    const secret = (await secretField.inputValue()).replace(/\s+/g, '');
    await tabTo(page, setup.getByRole('textbox', { name: '6-digit code' }));
    await page.keyboard.type(totp(secret));
    // Turning two-factor on asks for the password too (a session alone must not).
    await tabTo(page, setup.getByLabel(labelled('Current password')));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, setup.getByRole('button', { name: 'Verify' }));
    await page.keyboard.press('Enter');
    await toastWith(page, 'Two-factor authentication enabled');
    const saved = page.getByRole('dialog', { name: 'Save your recovery codes' });
    await saved.waitFor();
    await expectFocusTrapped(page, saved);
    await tabTo(page, saved.getByRole('button', { name: 'Done' }));
    await page.keyboard.press('Enter');
    // The codes' modal opened from the setup modal, which is gone: focus goes back to the
    // button that started it all (the same element, now 'Disable').
    const disable = page.getByRole('button', { name: 'Disable Two-Factor Authentication' });
    await expectFocusBackOn(page, saved, disable);

    // Turning it off asks for the password, in a modal of its own.
    const off = page.getByRole('dialog', { name: 'Disable Two-Factor Authentication' });
    await expectModalBehaviour(page, disable, 'Enter', off);
    await page.keyboard.press('Enter');
    await off.waitFor();
    await tabTo(page, off.getByLabel(labelled('Password')));
    await page.keyboard.type(PASSWORD);
    await tabTo(page, off.getByRole('button', { name: 'Disable', exact: true }));
    await page.keyboard.press('Enter');
    await toastWith(page, 'Two-factor authentication disabled');
    await expectFocusBackOn(page, off, enable);
  });

  it('should write a post with a heading and bold text through the toolbar, and save it', async () => {
    const { page, account } = await signedInPage('/blog/create');
    const title = `Keyboard notes ${Date.now().toString(36)}`;
    await tabTo(page, page.getByRole('textbox', { name: labelled('Title') }));
    await page.keyboard.type(title);
    const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
    const editor = page.getByRole('textbox', { name: labelled('Content') });
    // The toolbar is one tab stop (its first button), then the text.
    await tabTo(page, toolbar);
    await expect
      .poll(() => isFocused(toolbar.getByRole('button', { name: 'Heading 2' })))
      .toBe(true);
    await page.keyboard.press('Enter');
    await tabTo(page, editor);
    await page.keyboard.type('Opening week');
    await page.keyboard.press('Enter');
    await page.keyboard.type('We opened on Monday. ');
    // Back to the toolbar, along it to Bold, and on; then the rest of the sentence.
    await tabTo(page, toolbar, { back: true });
    const bold = toolbar.getByRole('button', { name: 'Bold' });
    for (let i = 0; i < 12 && !(await isFocused(bold)); i++) {
      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(page, 'along the toolbar');
    }
    await page.keyboard.press('Enter');
    expect(await bold.getAttribute('aria-pressed')).toBe('true');
    await tabTo(page, editor);
    await page.keyboard.type('Thank you');
    await expect.poll(() => editor.locator('h2').textContent()).toBe('Opening week');
    await expect.poll(() => editor.locator('strong').textContent()).toBe('Thank you');
    await tabTo(page, page.getByRole('button', { name: 'Create Post' }));
    await page.keyboard.press('Enter');
    await toastWith(page, 'Post created');
    const id = new URL(page.url()).pathname.split('/').pop();
    const saved = await fetch(`${baseURL()}/api/blog/posts/${id}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    const body = (await saved.json()) as { content?: string; post?: { content: string } };
    const content = body.post?.content ?? body.content;
    expect(content).toContain('<h2>Opening week</h2>');
    expect(content).toContain('<strong>Thank you</strong>');
  });

  describe('modals', () => {
    it('should trap focus in Change Password and hand it back on Escape', async () => {
      const { page } = await signedInPage('/settings');
      await expectModalBehaviour(
        page,
        page.getByRole('button', { name: 'Change Password' }),
        'Enter',
      );
    });

    it('should trap focus in the careers application and hand it back on Escape', async () => {
      const page = await openPage('/careers');
      await expectModalBehaviour(
        page,
        page.getByRole('button', { name: 'Apply Now' }).first(),
        'Space',
      );
    });

    it('should trap focus in the mobile menu and the support popup at 375 px', async () => {
      const page = await openPage('/', { width: 375 });
      await expectModalBehaviour(page, page.getByRole('button', { name: 'Open menu' }), 'Enter');
      await expectModalBehaviour(
        page,
        page.getByRole('button', { name: 'Support', exact: true }),
        'Enter',
      );
    });

    it('should ask before leaving a project with unsaved changes: Escape and Stay keep them, Leave goes', async () => {
      const { page, account } = await signedInPage('/about');
      const id = await newProject(account.token, 'Harbour Cafe');
      await page.goto(`/projects/${id}/edit`);
      await waitForApp(page);
      const name = page.getByRole('textbox', { name: labelled('Project name') });
      await tabTo(page, name);
      await page.keyboard.press('End');
      await page.keyboard.type(' Bistro');
      const cancel = page.getByRole('link', { name: 'Cancel' });
      const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
      await expectModalBehaviour(page, cancel, 'Enter', leave);
      expect(await name.inputValue()).toBe('Harbour Cafe Bistro');
      // Stay: the modal closes, the edits stay, focus is back on Cancel.
      await page.keyboard.press('Enter');
      await leave.waitFor();
      await tabTo(page, leave.getByRole('button', { name: 'Stay' }));
      await page.keyboard.press('Enter');
      await expectFocusBackOn(page, leave, cancel);
      expect(new URL(page.url()).pathname).toBe(`/projects/${id}/edit`);
      expect(await name.inputValue()).toBe('Harbour Cafe Bistro');
      // Leave: on to where Cancel goes, the edits dropped.
      await page.keyboard.press('Enter');
      await leave.waitFor();
      await tabTo(page, leave.getByRole('button', { name: 'Leave' }));
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/projects/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Harbour Cafe' }).waitFor();
    });

    it("should confirm a project's deletion in its modal", async () => {
      const { page, account } = await signedInPage('/about');
      const id = await newProject(account.token, 'Old Kiosk');
      await page.goto(`/projects/${id}`);
      await waitForApp(page);
      const remove = page.getByRole('button', { name: 'Delete', exact: true });
      const confirm = page.getByRole('dialog', { name: 'Delete this project?' });
      await expectModalBehaviour(page, remove, 'Space', confirm);
      await page.keyboard.press('Enter');
      await confirm.waitFor();
      await tabTo(page, confirm.getByRole('button', { name: 'Delete project' }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/projects');
      const gone = await api(`/api/user/projects/${id}`, account.token);
      expect(gone.status).toBe(404);
    });

    it("should add a link and an image through the editor's popovers", async () => {
      const { page } = await signedInPage('/blog/create');
      const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
      const editor = page.getByRole('textbox', { name: labelled('Content') });
      await tabTo(page, editor);
      await page.keyboard.type('Read more at ');
      // Not modal: focus moves in and Escape hands it back, but the page is not locked.
      const link = toolbar.getByRole('button', { name: 'Link' });
      const linkPopover = page.getByRole('dialog', { name: 'Add link' });
      await tabTo(page, toolbar, { back: true });
      await arrowTo(page, link);
      await page.keyboard.press('Enter');
      await linkPopover.waitFor();
      await expect.poll(() => isFocused(linkPopover.getByRole('textbox'))).toBe(true);
      await expectVisibleFocus(page, 'the link popover opened');
      await page.keyboard.press('Escape');
      await expectFocusBackOn(page, linkPopover, link);
      // Enter in the address applies it; focus goes back to the text.
      await page.keyboard.press('Space');
      await linkPopover.waitFor();
      await page.keyboard.type('https://example.com/menu');
      await page.keyboard.press('Enter');
      await linkPopover.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(editor)).toBe(true);
      expect(await editor.locator('a').getAttribute('href')).toBe('https://example.com/menu');

      const image = toolbar.getByRole('button', { name: 'Image' });
      const imagePopover = page.getByRole('dialog', { name: 'Add image' });
      await tabTo(page, toolbar, { back: true });
      await arrowTo(page, image);
      await page.keyboard.press('Enter');
      await imagePopover.waitFor();
      await expect
        .poll(() =>
          isFocused(imagePopover.getByRole('textbox', { name: labelled('Image address') })),
        )
        .toBe(true);
      await page.keyboard.type('https://images.example.com/harbour.jpg');
      await tabTo(page, imagePopover.getByRole('textbox', { name: labelled('Alt text') }));
      await page.keyboard.type('The harbour at dawn');
      await tabTo(page, imagePopover.getByRole('button', { name: 'Insert image' }));
      await page.keyboard.press('Enter');
      await imagePopover.waitFor({ state: 'detached' });
      await expect.poll(() => isFocused(editor)).toBe(true);
      expect(await editor.locator('img').getAttribute('alt')).toBe('The harbour at dawn');
    });

    it('should open the bar popups with the keyboard, take focus in and give it back', async () => {
      // Signed out: Sign In and Create Account.
      const guest = await openPage('/about');
      const bar = guest.getByRole('banner');
      for (const name of ['Sign In', 'Create Account']) {
        const trigger = bar.getByRole('button', { name, exact: true });
        const popup = guest.getByRole('dialog', { name });
        await tabTo(guest, trigger);
        await guest.keyboard.press('Enter');
        await popup.waitFor();
        await expect
          .poll(() => isFocused(popup), { message: `focus moves into ${name}` })
          .toBe(true);
        await expectVisibleFocus(guest, `${name} open`);
        await guest.keyboard.press('Escape');
        await expectFocusBackOn(guest, popup, trigger);
      }

      const { page } = await signedInPage('/dashboard');
      for (const name of [/^Notifications/, 'Account menu']) {
        const trigger = page.getByRole('button', { name });
        await tabTo(page, trigger);
        await page.keyboard.press('Enter');
        const popup = page.getByRole('dialog');
        await popup.waitFor();
        await expect
          .poll(() => isFocused(popup), { message: `focus moves into ${String(name)}` })
          .toBe(true);
        await expectVisibleFocus(page, `${String(name)} open`);
        await page.keyboard.press('Escape');
        await popup.waitFor({ state: 'detached' });
        await expect.poll(() => isFocused(trigger)).toBe(true);
        await expectVisibleFocus(page, `back on ${String(name)}`);
      }
    });
  });
});
