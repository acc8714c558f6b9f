// Forms posted without JavaScript (docs/decisions/040-forms-post-to-the-server.md): with the
// page's code off (or blocked, or failed), the browser posts each form to its own page and the
// server answers as the code would. A form never goes as a GET (no password in an address),
// what was typed comes back beside the messages (never a password), and success goes on.
import type { Page } from 'playwright-core';
import {
  accountMessages,
  careerPositionLabels,
  careersMessages,
  contactMessages,
  loginMessages,
  quoteMessages,
  signupMessages,
} from '@brightlane/contract';
import { existingAccount, labelled, linkFromOutbox, newEmail, PASSWORD } from './accounts.ts';
import { baseURL, openPage, submitNatively as submit, waitForApp } from './browser.ts';
import { mailsTo, SMALL_PDF as PDF } from './outbox.ts';

/** Opens `path` with JavaScript off; a form's 400 answer is expected, not a failure. */
const openWithoutJs = (path: string) =>
  openPage(path, { javaScriptEnabled: false, allowStatus: [400] });

/** Whether the browser context holds a session cookie (signed in). */
async function hasSession(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.some((cookie) => cookie.name === 'session' && cookie.httpOnly);
}

/** The texts of the messages to `address` in the server's outbox. */
const textsTo = (address: string) => mailsTo(address).map((mail) => mail.text ?? '');

describe('without JavaScript: the bar', () => {
  it("given a wide screen, should offer 'Sign In' and 'Create Account' as links, not endless 'Loading...'", async () => {
    const page = await openWithoutJs('/about');
    const bar = page.getByRole('banner');
    expect(await bar.getByRole('button', { name: /Loading/ }).count()).toBe(0);
    await bar.getByRole('link', { name: 'Create Account', exact: true }).click();
    await page.waitForURL('**/signup');
    await page.getByRole('form', { name: 'Create Account' }).waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/login');
  });

  it("given scripting on, should say 'Loading...' until the session is known, with no links", async () => {
    const page = await openPage('/about', { waitForApp: false, waitUntil: 'domcontentloaded' });
    const bar = page.getByRole('banner');
    expect(await bar.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    // A noscript's content is raw text where scripts run: none of it may show.
    expect(await bar.innerText()).not.toContain('href=');
    await waitForApp(page);
    await bar.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  });
});

describe("without JavaScript: the device's colour scheme", () => {
  it.each([
    ['light', 'rgb(245, 245, 245)'],
    ['dark', 'rgb(26, 26, 26)'],
  ] as const)('given a device set to %s, should show the page in it', async (theme, background) => {
    const page = await openPage('/about', { javaScriptEnabled: false, theme });
    const painted = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme ?? null,
      background: getComputedStyle(document.body).backgroundColor,
      text: getComputedStyle(document.body).color,
    }));
    // Nothing chose a scheme (the head script did not run): the system's applies.
    expect(painted).toMatchObject({ theme: null, background });
    expect(painted.text).not.toBe(painted.background);
    // No theme control, which could neither turn nor show the device's scheme.
    expect(await page.getByRole('switch', { name: 'Dark Mode' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /dark mode/i }).count()).toBe(0);
  });
});

describe('without JavaScript: sign-in', () => {
  it('given a wrong password, should post (not GET), say so and keep the e-mail but not the password', async () => {
    const account = await existingAccount();
    const page = await openWithoutJs('/login');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: labelled('Email') }).fill(account.email);
    await form.getByLabel(labelled('Password')).fill('not-the-password');

    const response = await submit(page, 'Sign In');

    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(400);
    expect(page.url()).toBe(`${baseURL()}/login`);
    const again = page.getByRole('form', { name: 'Welcome Back' });
    await expect
      .poll(() => again.getByRole('alert').textContent())
      .toContain(loginMessages.invalidCredentials);
    expect(await again.getByRole('textbox', { name: labelled('Email') }).inputValue()).toBe(
      account.email,
    );
    expect(await again.getByLabel(labelled('Password')).inputValue()).toBe('');
    expect(await page.content()).not.toContain('not-the-password');
    expect(await hasSession(page)).toBe(false);
  });

  it('given the right password, should sign in and go on to the dashboard (or ?next=)', async () => {
    const account = await existingAccount();
    const page = await openWithoutJs('/login?next=%2Fsettings');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: labelled('Email') }).fill(account.email);
    await form.getByLabel(labelled('Password')).fill(PASSWORD);

    const response = await submit(page, 'Sign In');

    expect(response.status()).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/settings');
    expect(page.url()).not.toContain(PASSWORD);
    expect(await hasSession(page)).toBe(true);
  });

  it('given empty fields, should answer the messages of the form', async () => {
    const page = await openWithoutJs('/login');
    await submit(page, 'Sign In');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    expect(await form.textContent()).toContain(loginMessages.emailRequired);
    expect(await form.textContent()).toContain(loginMessages.passwordRequired);
  });
});

describe('without JavaScript: the account pages and logging out', () => {
  it('given a signed-in visitor, should land on the dashboard the server renders and log out by a form', async () => {
    const account = await existingAccount();
    const page = await openWithoutJs('/login');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: labelled('Email') }).fill(account.email);
    await form.getByLabel(labelled('Password')).fill(PASSWORD);
    await submit(page, 'Sign In');
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    // The server renders the dashboard for the visitor: the greeting and the account's parts.
    await page.getByRole('heading', { level: 1, name: `Welcome back, ${account.name}` }).waitFor();
    await page.getByRole('region', { name: 'Your numbers' }).getByText('Projects').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'Log Out', exact: true }).click();
    await page.waitForURL('**/logout');
    await page.getByRole('heading', { name: 'Ready to Leave?' }).waitFor();
    expect(await page.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    const response = await submit(page, 'Log Out');

    expect(response.status()).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await hasSession(page)).toBe(false);
    // Nobody left to sign out: the page sends the visitor to sign in.
    await page.goto('/logout');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('without JavaScript: sign-up', () => {
  it('given passwords that differ, should keep the name and e-mail, not the passwords', async () => {
    const email = newEmail('nojs');
    const page = await openWithoutJs('/signup');
    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByRole('textbox', { name: labelled('Full Name') }).fill('Noa Script');
    await form.getByRole('textbox', { name: labelled('Email') }).fill(email);
    await form.getByLabel(labelled('Password')).fill(PASSWORD);
    await form.getByLabel(labelled('Confirm Password')).fill(`${PASSWORD}-else`);

    const response = await submit(page, 'Sign Up');

    expect(response.status()).toBe(400);
    const again = page.getByRole('form', { name: 'Create Account' });
    expect(await again.textContent()).toContain(signupMessages.passwordsMismatch);
    expect(await again.getByRole('textbox', { name: labelled('Full Name') }).inputValue()).toBe(
      'Noa Script',
    );
    expect(await again.getByRole('textbox', { name: labelled('Email') }).inputValue()).toBe(email);
    expect(await again.getByLabel(labelled('Password')).inputValue()).toBe('');
    expect(await hasSession(page)).toBe(false);
  });

  it('given a new account, should make it, sign it in and go on to the dashboard', async () => {
    const page = await openWithoutJs('/signup');
    const form = page.getByRole('form', { name: 'Create Account' });
    await form.getByRole('textbox', { name: labelled('Full Name') }).fill('Noa Script');
    await form.getByRole('textbox', { name: labelled('Email') }).fill(newEmail('nojs'));
    await form.getByLabel(labelled('Password')).fill(PASSWORD);
    await form.getByLabel(labelled('Confirm Password')).fill(PASSWORD);

    const response = await submit(page, 'Sign Up');

    expect(response.status()).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    expect(await hasSession(page)).toBe(true);
  });
});

describe('without JavaScript: forgot password', () => {
  it('given an address, should send the link, show Check Your Email, and resend from there', async () => {
    const account = await existingAccount();
    const page = await openWithoutJs('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset Your Password' });
    await form.getByRole('textbox', { name: labelled('Email Address') }).fill(account.email);

    expect((await submit(page, 'Send Reset Link')).status()).toBe(200);
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor({ timeout: 5_000 });
    expect(await page.textContent('body')).toContain(account.email);
    await linkFromOutbox(account.email, '/reset-password');

    expect((await submit(page, 'Resend')).status()).toBe(200);
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor({ timeout: 5_000 });
  });

  it('given a malformed address, should say so and keep it', async () => {
    const page = await openWithoutJs('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset Your Password' });
    await form.getByRole('textbox', { name: labelled('Email Address') }).fill('ann@');
    expect((await submit(page, 'Send Reset Link')).status()).toBe(400);
    const again = page.getByRole('form', { name: 'Reset Your Password' });
    expect(await again.getByRole('textbox', { name: labelled('Email Address') }).inputValue()).toBe(
      'ann@',
    );
    expect(
      await again
        .getByRole('textbox', { name: labelled('Email Address') })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});

describe('without JavaScript: the e-mailed reset link', () => {
  it('given a new password, should set it, go to sign-in, and refuse the used link', async () => {
    const account = await existingAccount();
    const asked = await fetch(`${baseURL()}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL() },
      body: JSON.stringify({ email: account.email }),
    });
    expect(asked.status).toBe(200);
    const link = await linkFromOutbox(account.email, '/reset-password');
    const newPassword = `${PASSWORD}-renewed`;

    const page = await openWithoutJs(link);
    const form = page.getByRole('form', { name: 'Choose a New Password' });
    await form.getByLabel(labelled('New Password')).fill(newPassword);
    await form.getByLabel(labelled('Confirm New Password')).fill(newPassword);
    expect((await submit(page, 'Reset Password')).status()).toBe(303);
    expect(new URL(page.url()).pathname).toBe('/login');

    // The new password signs in, still without JavaScript.
    const signIn = page.getByRole('form', { name: 'Welcome Back' });
    await signIn.getByRole('textbox', { name: labelled('Email') }).fill(account.email);
    await signIn.getByLabel(labelled('Password')).fill(newPassword);
    expect((await submit(page, 'Sign In')).status()).toBe(303);
    expect(await hasSession(page)).toBe(true);

    // The link was used: the page says so rather than setting another password.
    await page.goto(link);
    const again = page.getByRole('form', { name: 'Choose a New Password' });
    await again.getByLabel(labelled('New Password')).fill(`${newPassword}-2`);
    await again.getByLabel(labelled('Confirm New Password')).fill(`${newPassword}-2`);
    expect((await submit(page, 'Reset Password')).status()).toBe(400);
    expect(await page.getByRole('alert').first().textContent()).toBeTruthy();
  });
});

describe('without JavaScript: the e-mailed confirmation link', () => {
  it('given the link opened, should spend nothing until Confirm is posted, then confirm the address once', async () => {
    const account = await existingAccount('Vera Nojs');
    const link = await linkFromOutbox(account.email, '/verify-email');
    const confirmed = async () => {
      const response = await fetch(`${baseURL()}/api/auth/session`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      const { user } = (await response.json()) as { user: { emailVerified: boolean } };
      return user.emailVerified;
    };

    // Opened (as a mail scanner or a link preview would): nothing is used up.
    const page = await openWithoutJs(link);
    expect(await confirmed()).toBe(false);

    const response = await submit(page, 'Confirm');
    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(200);
    expect(await page.getByRole('status').textContent()).toBe(accountMessages.emailVerified);
    expect(await confirmed()).toBe(true);
    expect(
      await page.getByRole('main').getByRole('link', { name: 'Sign In' }).getAttribute('href'),
    ).toBe('/login');

    // The link was used: pressed again, the page says so.
    await page.goto(link);
    expect((await submit(page, 'Confirm')).status()).toBe(400);
    expect(await page.getByRole('alert').textContent()).toBe(
      accountMessages.verificationLinkInvalid,
    );
  });
});

describe('without JavaScript: the contact form', () => {
  it('given a message, should send it and show the thank-you', async () => {
    const page = await openWithoutJs('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Noa Script');
    await form.getByRole('textbox', { name: labelled('Email') }).fill(newEmail('nojs.lead'));
    await form.getByRole('textbox', { name: labelled('Message') }).fill('A site for my bakery.');

    const response = await submit(page, 'Send Message');

    expect(response.status()).toBe(200);
    await page
      .getByRole('heading', { name: contactMessages.thankYou('Noa Script') })
      .waitFor({ timeout: 5_000 });
  });

  it('given a missing message, should say so and keep the rest', async () => {
    const page = await openWithoutJs('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Noa Script');

    await submit(page, 'Send Message');

    const again = page.getByRole('form', { name: 'Send Us a Message' });
    expect(await again.textContent()).toContain(contactMessages.messageRequired);
    expect(await again.getByRole('textbox', { name: labelled('Name') }).inputValue()).toBe(
      'Noa Script',
    );
  });
});

describe('without JavaScript: the free quote on the home page', () => {
  it('given a quote, should send it, ask for the confirmation and show the thank-you', async () => {
    const email = newEmail('nojs.free');
    const page = await openWithoutJs('/');
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Noa Free');
    await form.getByRole('textbox', { name: labelled('Email') }).fill(email);
    await form.getByRole('combobox', { name: labelled('Project type') }).selectOption('cloud');
    await form.getByRole('combobox', { name: labelled('Industry') }).selectOption('healthcare');
    await form.getByRole('combobox', { name: labelled('Project scope') }).selectOption('large');

    const response = await submit(page, 'Get My Free Quote');

    expect(response.status()).toBe(200);
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 5_000 });
    expect(await page.textContent('body')).toContain(`A confirmation is on its way to ${email}.`);
    // The thank-you's 'Request Another Quote' needs no script: it is the page again, by GET.
    const again = page.getByRole('link', { name: 'Request Another Quote' });
    expect(await again.getAttribute('href')).toBe('/');
    // The same path as the form's code: the quote, then the visitor's confirmation e-mail.
    await expect.poll(() => textsTo(email).join('\n')).toContain('Hi Noa Free,');
  });

  it('given no industry, should say so and keep the rest', async () => {
    const page = await openWithoutJs('/');
    const form = page.getByRole('form', { name: 'Request a Free Quote' });
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Noa Free');
    await form.getByRole('combobox', { name: labelled('Project type') }).selectOption('cloud');

    const response = await submit(page, 'Get My Free Quote');

    expect(response.status()).toBe(400);
    const again = page.getByRole('form', { name: 'Request a Free Quote' });
    const text = await again.textContent();
    expect(text).toContain(quoteMessages.businessTypeRequired);
    expect(text).toContain(quoteMessages.emailRequired);
    expect(await again.getByRole('textbox', { name: labelled('Name') }).inputValue()).toBe(
      'Noa Free',
    );
    expect(await again.getByRole('combobox', { name: labelled('Project type') }).inputValue()).toBe(
      'cloud',
    );
    expect(
      await again
        .getByRole('combobox', { name: labelled('Industry') })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});

describe('without JavaScript: the Quote Builder on /contact', () => {
  it('given all three steps filled in on one form, should send the quote and show the thank-you', async () => {
    const email = newEmail('nojs.builder');
    const page = await openWithoutJs('/contact');
    const builder = page.getByRole('region', { name: 'Get a Free Quote' });
    // Its steps are the fieldsets of one form, all shown; the stepper's buttons are not.
    const form = builder.getByRole('form', { name: 'Get a Free Quote' });
    for (const step of [
      'What type of project do you need?',
      'Tell us about your business',
      'How can we reach you?',
    ]) {
      await form.getByRole('group', { name: step }).waitFor();
    }
    expect(await builder.getByRole('button', { name: 'Next' }).count()).toBe(0);
    expect(await builder.getByRole('progressbar').count()).toBe(0);
    await form.getByRole('radio', { name: 'E-commerce' }).check();
    await form.getByRole('radio', { name: 'Retail' }).check();
    await form.getByRole('radio', { name: 'Small (1-2 weeks)' }).check();
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Noa Builder');
    await form.getByRole('textbox', { name: labelled('Email') }).fill(email);
    await form.getByRole('textbox', { name: labelled('Phone') }).fill('123-456-7890');
    await form.getByRole('textbox', { name: labelled('Message') }).fill('Sold without scripts.');

    const response = await submit(page, 'Submit');

    expect(response.status()).toBe(200);
    const thanked = page.getByRole('region', { name: 'Get a Free Quote' });
    await thanked.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: 5_000 });
    expect(await thanked.textContent()).toContain(`A confirmation is on its way to ${email}.`);
    expect(
      await thanked.getByRole('link', { name: 'Request Another Quote' }).getAttribute('href'),
    ).toBe('/contact');
    // Every step's answer reached sales, and the visitor's confirmation went out.
    await expect
      .poll(() => textsTo('sales@brightlane.example').find((text) => text.includes(email)))
      .toContain('Sold without scripts.');
    await expect.poll(() => textsTo(email).join('\n')).toContain('Hi Noa Builder,');
  });

  it('given no project scope and no e-mail, should say so beside them and keep the rest', async () => {
    const page = await openWithoutJs('/contact');
    const builder = page.getByRole('region', { name: 'Get a Free Quote' });
    await builder.getByRole('radio', { name: 'Website' }).check();
    await builder.getByRole('radio', { name: 'Retail' }).check();
    await builder.getByRole('textbox', { name: labelled('Name') }).fill('Noa Builder');
    await builder.getByRole('textbox', { name: labelled('Message') }).fill('Kept as typed.');

    const response = await submit(page, 'Submit');

    expect(response.status()).toBe(400);
    const again = page.getByRole('form', { name: 'Get a Free Quote' });
    const text = await again.textContent();
    expect(text).toContain(quoteMessages.projectScopeRequired);
    expect(text).toContain(quoteMessages.emailRequired);
    expect(text).not.toContain(quoteMessages.projectGoalRequired);
    expect(await again.getByRole('radio', { name: 'Website' }).isChecked()).toBe(true);
    expect(await again.getByRole('radio', { name: 'Retail' }).isChecked()).toBe(true);
    expect(await again.getByRole('textbox', { name: labelled('Name') }).inputValue()).toBe(
      'Noa Builder',
    );
    expect(await again.getByRole('textbox', { name: labelled('Message') }).inputValue()).toBe(
      'Kept as typed.',
    );
    // The contact form beside it was not the one posted: it is untouched.
    const contact = page.getByRole('form', { name: 'Send Us a Message' });
    expect(await contact.textContent()).not.toContain(contactMessages.nameRequired);
  });
});

/** The names of the files attached to the messages to `address` that mention `mention`. */
const attachmentsTo = (address: string, mention: string) =>
  mailsTo(address, mention).flatMap((mail) => mail.attachments.map((file) => file.filename));

describe('without JavaScript: the careers application', () => {
  const PARTTIME = '/careers/apply?position=parttime';

  it("given a role in the second tab, should show it and lead its 'Apply Now' to its application", async () => {
    const page = await openWithoutJs('/careers');
    // No tabs to switch: every role is on the page.
    expect(await page.getByRole('tab').count()).toBe(0);
    const role = page.getByRole('article', { name: careerPositionLabels.parttime });
    await role.getByText('Two or more years of web development').waitFor();
    await role.getByRole('link', { name: 'Apply Now' }).click();
    await page.waitForURL(`**${PARTTIME}`);
    const form = page.getByRole('form', { name: 'Job Application' });
    await form.waitFor();
    expect(await page.getByRole('main').textContent()).toContain(
      `Position: ${careerPositionLabels.parttime}`,
    );
  });

  it("given scripting on, should show the tabs and 'Apply Now' as the dialog's button only", async () => {
    const page = await openPage('/careers');
    await page.getByRole('tab', { name: 'Sales' }).waitFor();
    expect(await page.getByRole('tabpanel').count()).toBe(1);
    // The links' <noscript> is text to a browser running scripts: none of it shows.
    expect(await page.getByRole('main').innerText()).not.toContain('/careers/apply');
    expect(await page.getByRole('main').getByRole('link', { name: 'Apply Now' }).count()).toBe(0);
  });

  it('given an application with a small PDF CV, should send it, CV and all, and thank the applicant', async () => {
    const email = newEmail('ivy.nojs');
    const page = await openWithoutJs(PARTTIME);
    const form = page.getByRole('form', { name: 'Job Application' });
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Ivy Noscript');
    await form.getByRole('textbox', { name: labelled('Email') }).fill(email);
    await form.getByRole('textbox', { name: labelled('Phone') }).fill('0400 333 444');
    await form.getByRole('textbox', { name: labelled('Experience') }).fill('Applied without JS.');
    await form.getByLabel(labelled('CV')).setInputFiles({
      name: 'ivy-cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });

    const response = await submit(page, 'Submit Application');

    expect(response.request().method()).toBe('POST');
    expect(response.status()).toBe(200);
    await page.getByText(careersMessages.successTitle).waitFor({ timeout: 5_000 });
    expect(await page.getByRole('main').textContent()).toContain(careersMessages.successBody);
    // The thank-you above the emptied form, as in the dialog.
    const again = page.getByRole('form', { name: 'Job Application' });
    expect(await again.getByRole('textbox', { name: labelled('Name') }).inputValue()).toBe('');
    // Sales got the application for the role, with the CV attached.
    await expect
      .poll(() => attachmentsTo('sales@brightlane.example', email))
      .toEqual(['ivy-cv.pdf']);
    expect(textsTo('sales@brightlane.example').find((text) => text.includes(email))).toContain(
      'Applied without JS.',
    );
  });

  it('given no phone, should say so beside it and keep what was typed', async () => {
    const page = await openWithoutJs(PARTTIME);
    const form = page.getByRole('form', { name: 'Job Application' });
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Ivy Noscript');
    await form.getByRole('textbox', { name: labelled('Email') }).fill('ivy.kept@example.com');
    await form.getByRole('textbox', { name: labelled('Experience') }).fill('Kept as typed.');

    const response = await submit(page, 'Submit Application');

    expect(response.status()).toBe(400);
    const again = page.getByRole('form', { name: 'Job Application' });
    const phone = again.getByRole('textbox', { name: labelled('Phone') });
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await again.textContent()).toContain(careersMessages.phoneRequired);
    expect(await again.getByRole('textbox', { name: labelled('Name') }).inputValue()).toBe(
      'Ivy Noscript',
    );
    expect(await again.getByRole('textbox', { name: labelled('Experience') }).inputValue()).toBe(
      'Kept as typed.',
    );
    expect(await page.getByText(careersMessages.successTitle).count()).toBe(0);
  });
});

describe('a page post from elsewhere', () => {
  const post = (path: string, headers: Record<string, string>, body: string) =>
    fetch(`${baseURL()}${path}`, { method: 'POST', headers, body, redirect: 'manual' });

  it('given another site as its origin, should refuse it (403)', async () => {
    const response = await post(
      '/login',
      { Origin: 'https://elsewhere.example', 'Content-Type': 'application/x-www-form-urlencoded' },
      `email=a%40example.com&password=${PASSWORD}`,
    );
    expect(response.status).toBe(403);
  });

  it('given a body a form cannot send (JSON), should refuse it (415)', async () => {
    const response = await post(
      '/login',
      { Origin: baseURL(), 'Content-Type': 'application/json' },
      JSON.stringify({ email: 'a@example.com', password: PASSWORD }),
    );
    expect(response.status).toBe(415);
  });

  it('given a page without a form, should answer 405', async () => {
    const response = await post(
      '/about',
      { Origin: baseURL(), 'Content-Type': 'application/x-www-form-urlencoded' },
      'x=1',
    );
    expect(response.status).toBe(405);
  });
});

describe('a page answering a post, once its code runs', () => {
  it('given a sign-in refused, should hydrate showing the verdict and take the next try by code', async () => {
    const account = await existingAccount();
    const page = await openPage('/about', { allowStatus: [400] });
    // A native post of the sign-in, as a browser sends it when the page's code did not run:
    // form.submit() fires no submit event, so nothing of the app intercepts it.
    await page.evaluate((email) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/login';
      for (const [name, value] of Object.entries({ email, password: 'not-the-password' })) {
        const input = document.createElement('input');
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, account.email);
    await page.waitForURL('**/login');
    await waitForApp(page);

    const form = page.getByRole('form', { name: 'Welcome Back' });
    expect(await form.getByRole('alert').textContent()).toContain(loginMessages.invalidCredentials);
    const email = form.getByRole('textbox', { name: labelled('Email') });
    expect(await email.inputValue()).toBe(account.email);

    // The hydrated form is the code's: a right password now signs in without a page load.
    await form.getByLabel(labelled('Password')).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/dashboard');
    expect(await hasSession(page)).toBe(true);
  });
});
