// What a visitor does before the app has hydrated is not lost (docs/decisions/015-back-on-the-named-stack.md). A
// pre-rendered page looks ready long before its code has run: on a slow phone (400 kbit/s, the
// CPU 4× slower) /faq paints in under a second and hydrates after about ten. Each test acts as
// soon as the pre-rendered content is visible, checks that the app was not yet interactive at
// that moment (else it would prove nothing), then waits for the app and checks the outcome:
// typed text is kept and sent, a tap either worked natively or takes effect once the code is
// ready (site/index.html records it, site/src/app/earlyInput.ts replays it).
import type { Locator, Page } from 'playwright-core';
import { accountMessages } from '@brightlane/contract';
import { existingAccount, labelled, linkFromOutbox, newEmail, PASSWORD } from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';
import type { OpenOptions } from './browser.ts';
import { mailsTo } from './outbox.ts';

const SALES = 'sales@brightlane.example';

/** Per test: hydration alone takes about ten seconds at this speed. */
const TIMEOUT = 60_000;
/** For an outcome after hydration, well within the test's time so a failure says what failed. */
const OUTCOME = 20_000;

/** A slow phone: ~400 kbit/s with 150 ms latency each way, the CPU 4× slower. */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const bytesPerSecond = (400 * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Per page: lets its entry script load (openSlowly holds it back until then). */
const releases = new WeakMap<Page, () => void>();

/**
 * Opens a page on the slow phone without waiting for its code, whose entry script is held
 * until `letCodeRun(page)`. On the slow phone the time before hydration is seconds; held, it
 * lasts as long as the test takes to act, so the test acts before hydration every time, not
 * only when the machine happens to be slow enough (on a loaded CI runner, typing into three
 * fields could outlast the throttled page's load). A document the page goes on to (a form
 * posted natively) is held the same way until then.
 */
function openSlowly(path: string, options: OpenOptions = {}): Promise<Page> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return openPage(path, {
    ...options,
    waitForApp: false,
    waitUntil: 'commit',
    setup: async (page) => {
      releases.set(page, release);
      await throttle(page);
      await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    },
  });
}

/** Ends the time before hydration: the page's entry script loads and runs. */
function letCodeRun(page: Page) {
  releases.get(page)?.();
}

const isInteractive = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-app') === 'ready');

/**
 * Runs `act` on the static page, then checks the app had still not become interactive when it
 * was done (otherwise the test would show nothing about the time before hydration), lets the
 * code run and waits for the app.
 */
async function beforeHydration(page: Page, visible: Locator, act: () => Promise<void>) {
  await visible.waitFor({ state: 'visible', timeout: OUTCOME });
  expect(await isInteractive(page), 'interactive before the test could act').toBe(false);
  await act();
  expect(await isInteractive(page), 'the action ended after hydration').toBe(false);
  letCodeRun(page);
  await waitForApp(page);
}

describe('before hydration, on a slow phone: typed text', () => {
  it(
    'given the contact form, should keep what was typed and send it',
    async () => {
      const page = await openSlowly('/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      const name = form.getByRole('textbox', { name: 'Name' });
      await beforeHydration(page, name, async () => {
        await name.fill('Early Contact');
        await form.getByRole('textbox', { name: 'Email' }).fill('early.contact@example.com');
        await form.getByRole('textbox', { name: 'Message' }).fill('Typed before the code ran');
      });
      await expect(name.inputValue()).resolves.toBe('Early Contact');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page
        .getByRole('heading', { name: 'Thank You, Early Contact!' })
        .waitFor({ timeout: OUTCOME });
    },
    TIMEOUT,
  );

  it(
    'given the free-quote form, should keep what was typed and chosen and send it',
    async () => {
      const page = await openSlowly('/');
      const submit = page.getByRole('button', { name: 'Get My Free Quote' });
      const form = page.locator('form').filter({ has: submit });
      const name = form.getByRole('textbox', { name: 'Name' });
      await beforeHydration(page, name, async () => {
        await name.fill('Early Free');
        await form.getByRole('textbox', { name: 'Email' }).fill('early.free@example.com');
        await form.getByRole('combobox', { name: 'Project type' }).selectOption('cloud');
        await form.getByRole('combobox', { name: 'Industry' }).selectOption('healthcare');
        await form.getByRole('combobox', { name: 'Project scope' }).selectOption('large');
      });
      await expect(name.inputValue()).resolves.toBe('Early Free');
      await submit.click();
      await page.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: OUTCOME });
      await page.getByText('early.free@example.com').waitFor();
    },
    TIMEOUT,
  );

  it(
    'given the quote builder, should keep the project type chosen and send the quote',
    async () => {
      const page = await openSlowly('/contact');
      const builder = page.getByRole('region', { name: 'Get a Free Quote' });
      const ecommerce = builder.getByRole('radio', { name: 'E-commerce' });
      await beforeHydration(page, ecommerce, async () => {
        await ecommerce.click();
      });
      const next = builder.getByRole('button', { name: 'Next' });
      // The choice counts: Next is enabled and leads on.
      await expect.poll(() => next.getAttribute('aria-disabled'), { timeout: OUTCOME }).toBeNull();
      await next.click();
      await builder.getByRole('radio', { name: 'Retail' }).click();
      await builder.getByRole('radio', { name: 'Small (1-2 weeks)' }).click();
      await next.click();
      await builder.getByRole('textbox', { name: 'Name' }).fill('Early Builder');
      await builder.getByRole('textbox', { name: 'Email' }).fill('early.builder@example.com');
      await builder.getByRole('button', { name: 'Submit' }).click();
      await builder.getByRole('heading', { name: 'Thank You!' }).waitFor({ timeout: OUTCOME });
    },
    TIMEOUT,
  );
});

describe('before hydration, on a slow phone: a form sent', () => {
  it(
    'given the contact form sent before the code ran, should post it at once and thank once',
    async () => {
      const email = newEmail('early.send');
      const page = await openSlowly('/contact');
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      const name = form.getByRole('textbox', { name: 'Name' });
      await name.waitFor({ state: 'visible', timeout: OUTCOME });
      await name.fill('Early Sender');
      await form.getByRole('textbox', { name: 'Email' }).fill(email);
      await form.getByRole('textbox', { name: 'Message' }).fill('Sent before the code ran');
      expect(await isInteractive(page), 'interactive before the test could send').toBe(false);
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await form.getByRole('button', { name: 'Send Message' }).click();
      // The browser posts it to the page at once, not held back until the code is in.
      expect((await answer).status()).toBe(200);
      await page
        .getByRole('heading', { name: 'Thank You, Early Sender!' })
        .waitFor({ timeout: OUTCOME });
      letCodeRun(page);
      await waitForApp(page);
      // Sent once: its button was not pressed again when the code came.
      await expect.poll(() => mailsTo(SALES, email).length, { timeout: OUTCOME }).toBe(1);
    },
    TIMEOUT,
  );

  it(
    "given the quote builder's Next pressed before the code ran, should take the step, not post",
    async () => {
      const page = await openSlowly('/contact');
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && !request.url().includes('/api/'))
          posts.push(request.url());
      });
      const builder = page.getByRole('region', { name: 'Get a Free Quote' });
      const website = builder.getByRole('radio', { name: 'Website' });
      await beforeHydration(page, website, async () => {
        await website.click();
        // A step of the stepper: held and pressed again once the code is in.
        // Forced: it says aria-disabled until the code has read the choice, which Playwright
        // takes for disabled; a person can press it all the same.
        await builder.getByRole('button', { name: 'Next' }).click({ force: true });
      });
      await builder.getByText('Step 2 of 4').waitFor({ timeout: OUTCOME });
      await builder.getByRole('radio', { name: 'Retail' }).waitFor();
      expect(posts).toEqual([]);
    },
    TIMEOUT,
  );
});

/**
 * After a submit: waits until the page is at `path` or shows a validation message instead, and
 * fails with the messages if any showed (the form was validated empty).
 */
async function arrives(page: Page, path: string) {
  const required = page.getByText(/ is required$/);
  await expect
    .poll(async () => new URL(page.url()).pathname === path || (await required.count()) > 0, {
      timeout: OUTCOME,
    })
    .toBe(true);
  expect(await required.allTextContents()).toEqual([]);
  expect(new URL(page.url()).pathname).toBe(path);
}

// Every form built with the ui's useForm, not only the lead forms above: typed before the
// code ran, sent once it has (packages/ui/src/components/Form/useForm.ts).
describe('before hydration, on a slow phone: the account forms', () => {
  it(
    'given sign-up on /signup, should keep the name, e-mail and passwords and create the account',
    async () => {
      const page = await openSlowly('/signup');
      const form = page.getByRole('form', { name: 'Create Account' });
      const name = form.getByRole('textbox', { name: 'Full Name' });
      const email = newEmail('early.signup');
      await beforeHydration(page, name, async () => {
        await name.fill('Early Signup');
        await form.getByRole('textbox', { name: 'Email' }).fill(email);
        await form.getByLabel(labelled('Password')).fill(PASSWORD);
        await form.getByLabel(labelled('Confirm Password')).fill(PASSWORD);
      });
      await expect(name.inputValue()).resolves.toBe('Early Signup');
      await form.getByRole('button', { name: 'Sign Up' }).click();
      await arrives(page, '/dashboard');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: OUTCOME })
        .toBe('Welcome back, Early Signup');
    },
    TIMEOUT,
  );

  it(
    'given sign-in on /login, should keep the e-mail and password and sign in',
    async () => {
      const account = await existingAccount('Early Signin');
      const page = await openSlowly('/login');
      const form = page.getByRole('form', { name: 'Welcome Back' });
      const email = form.getByRole('textbox', { name: 'Email' });
      const password = form.getByLabel(labelled('Password'));
      const remember = form.getByRole('checkbox', { name: 'Remember me' });
      await beforeHydration(page, email, async () => {
        await email.fill(account.email);
        await password.fill(PASSWORD);
        // A press on the box itself: the native checkbox ticks at once, and the form's code
        // reads it when it hydrates.
        await remember.click();
      });
      await expect(email.inputValue()).resolves.toBe(account.email);
      await expect(password.inputValue()).resolves.toBe(PASSWORD);
      await expect.poll(() => remember.isChecked(), { timeout: OUTCOME }).toBe(true);
      await form.getByRole('button', { name: 'Sign In' }).click();
      await arrives(page, '/dashboard');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: OUTCOME })
        .toBe('Welcome back, Early Signin');
    },
    TIMEOUT,
  );

  it(
    'given forgot-password on /forgot-password, should keep the e-mail and send the link',
    async () => {
      const account = await existingAccount('Early Forgot');
      const page = await openSlowly('/forgot-password');
      const form = page.getByRole('form', { name: 'Reset Your Password' });
      const email = form.getByRole('textbox', { name: 'Email Address' });
      await beforeHydration(page, email, async () => {
        await email.fill(account.email);
      });
      await expect(email.inputValue()).resolves.toBe(account.email);
      await form.getByRole('button', { name: 'Send Reset Link' }).click();
      await page.getByRole('heading', { name: 'Check Your Email' }).waitFor({ timeout: OUTCOME });
      await page
        .getByText(`We sent a password reset link to ${account.email}.`)
        .waitFor({ timeout: OUTCOME });
    },
    TIMEOUT,
  );

  it(
    "given the e-mailed confirmation link, should confirm the address once with a 'Confirm' pressed early",
    async () => {
      const account = await existingAccount('Early Confirm');
      const link = await linkFromOutbox(account.email, '/verify-email');
      const page = await openSlowly(link);
      const confirm = page.getByRole('button', { name: 'Confirm', exact: true });
      const answer = page.waitForResponse((response) => response.request().method() === 'POST');
      await beforeHydration(page, confirm, async () => {
        await confirm.click();
        // The press posts natively: the server spends the token and answers the page.
        expect((await answer).status()).toBe(200);
      });
      await page.getByText(accountMessages.emailVerified).waitFor({ timeout: OUTCOME });
      const session = await fetch(`${baseURL()}/api/auth/session`, {
        headers: { Authorization: `Bearer ${account.token}` },
      });
      expect(((await session.json()) as { user: { emailVerified: boolean } }).user).toMatchObject({
        emailVerified: true,
      });
    },
    TIMEOUT,
  );
});

describe('before hydration, on a slow phone: taps', () => {
  it(
    'given a FAQ question, should be open once the page is interactive',
    async () => {
      const page = await openSlowly('/faq');
      const question = page
        .locator('main')
        .getByRole('button', { name: 'How long does it take to build a website?' });
      await beforeHydration(page, question, () => question.click());
      await expect
        .poll(() => question.getAttribute('aria-expanded'), { timeout: OUTCOME })
        .toBe('true');
      await page.locator('main').getByText('A basic website takes 4-6 weeks').waitFor();
    },
    TIMEOUT,
  );

  it(
    'given a careers tab, should select it',
    async () => {
      const page = await openSlowly('/careers');
      const sales = page.getByRole('tab', { name: 'Sales' });
      await beforeHydration(page, sales, () => sales.click());
      await expect
        .poll(() => sales.getAttribute('aria-selected'), { timeout: OUTCOME })
        .toBe('true');
      await expect(page.getByRole('tabpanel').textContent()).resolves.toContain(
        'Sales Professional',
      );
    },
    TIMEOUT,
  );

  it(
    "given 'Apply Now', should open the application for the tab's position",
    async () => {
      const page = await openSlowly('/careers');
      const apply = page.getByRole('tabpanel').getByRole('button', { name: 'Apply Now' });
      await beforeHydration(page, apply, () => apply.click());
      const dialog = page.getByRole('dialog', { name: 'Job Application' });
      await dialog.waitFor({ timeout: OUTCOME });
      await expect(dialog.textContent()).resolves.toContain('Full-Time Developer');
    },
    TIMEOUT,
  );

  it(
    'given the menu button of a phone, should open the menu',
    async () => {
      const page = await openSlowly('/', { width: 375, touch: true });
      const button = page.getByRole('button', { name: /menu/i }).first();
      await beforeHydration(page, button, () => button.tap());
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ timeout: OUTCOME });
    },
    TIMEOUT,
  );

  it(
    "given 'Hide sidebar' on a wide screen, should fold the left navigation",
    async () => {
      const page = await openSlowly('/services', { width: 1280 });
      const panel = page.getByRole('complementary', { name: 'Site navigation' });
      const hide = panel.getByRole('button', { name: 'Hide sidebar' });
      await beforeHydration(page, hide, () => hide.click());
      await expect
        .poll(() => panel.getAttribute('data-state'), { timeout: OUTCOME })
        .toBe('collapsed');
    },
    TIMEOUT,
  );

  it(
    'given a Quick Tools item, should show its popup',
    async () => {
      const page = await openSlowly('/', { width: 1280 });
      const tools = page.getByRole('complementary', { name: 'Quick Tools' });
      const seo = tools.getByRole('button', { name: 'SEO Tools' });
      await beforeHydration(page, seo, () => seo.click());
      await page
        .locator('[data-radix-popper-content-wrapper]')
        .filter({ hasText: 'SEO Tools' })
        .waitFor({ timeout: OUTCOME });
      await expect(seo.getAttribute('aria-expanded')).resolves.toBe('true');
    },
    TIMEOUT,
  );
});
