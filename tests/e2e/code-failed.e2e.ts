// A page whose code fails to start is a page without scripting (site/src/app/earlyInput.ts):
// its script blocked or not found (a deploy between the HTML and its assets, a filter, a
// flaky network), or a chunk of the start-up that will not load. The visitor has scripting on,
// so nothing of `@media (scripting: none)` or `<noscript>` applies by itself; the inline
// script marks `<html data-app="failed">`, which the page's CSS reads the same way, puts each
// noscript's content in the page, and lets every form post natively to its page, which the
// server answers (docs/decisions/040-forms-post-to-the-server.md).
import type { Page } from 'playwright-core';
import { contactMessages } from '@brightlane/contract';
import { labelled, newEmail } from './accounts.ts';
import { openPage, submitNatively as submit } from './browser.ts';

type Blocked = 'every script' | 'the start-up chunk';

/** Cuts off the page's code: every built script, or only the app's start-up chunk. */
const blocking = (what: Blocked) => async (page: Page) => {
  const pattern = what === 'every script' ? /\/assets\/.*\.js$/ : /\/assets\/startClient-.*\.js$/;
  await page.route(pattern, (route) => route.abort());
};

/** Opens `path` with its code cut off, once the page has given up on it. */
async function openFailed(path: string, what: Blocked) {
  const page = await openPage(path, {
    setup: blocking(what),
    waitForApp: false,
    // The start-up chunk's failure is reported by the entry (console.error).
    allowConsole: /Failed to fetch dynamically imported module|Importing a module script failed/,
  });
  await page.waitForSelector('html[data-app="failed"]', { state: 'attached' });
  return page;
}

describe.each<Blocked>(['every script', 'the start-up chunk'])(
  'given %s failing to load',
  (what) => {
    it('should send the contact form natively and show the thank-you', async () => {
      const page = await openFailed('/contact', what);
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await form.getByRole('textbox', { name: labelled('Name') }).fill('Failed Code');
      await form.getByRole('textbox', { name: labelled('Email') }).fill(newEmail('failed.code'));
      await form.getByRole('textbox', { name: labelled('Message') }).fill('Sent all the same.');

      const response = await submit(page, 'Send Message');

      expect(response.request().method()).toBe('POST');
      expect(response.status()).toBe(200);
      await page
        .getByRole('heading', { name: contactMessages.thankYou('Failed Code') })
        .waitFor({ timeout: 5_000 });
    });

    it("should offer the bar's 'Sign In' and 'Create Account' links, not endless 'Loading...'", async () => {
      const page = await openFailed('/about', what);
      const bar = page.getByRole('banner');
      await bar.getByRole('link', { name: 'Sign In', exact: true }).waitFor();
      expect(await bar.getByRole('button', { name: /Loading/ }).isVisible()).toBe(false);
      await bar.getByRole('link', { name: 'Create Account', exact: true }).click();
      await page.waitForURL('**/signup');
    });
  },
);

describe('given every script failing to load', () => {
  it('should show the Quote Builder as one form of every step, and send it', async () => {
    const page = await openFailed('/contact', 'every script');
    const builder = page.getByRole('region', { name: 'Get a Free Quote' });
    const form = builder.getByRole('form', { name: 'Get a Free Quote' });
    for (const step of ['Tell us about your business', 'How can we reach you?']) {
      expect(await form.getByRole('group', { name: step }).isVisible()).toBe(true);
    }
    // The stepper's own buttons would do nothing without the code: not shown.
    expect(await builder.getByRole('button', { name: 'Next' }).isVisible()).toBe(false);
    await form.getByRole('radio', { name: 'E-commerce' }).check();
    await form.getByRole('radio', { name: 'Retail' }).check();
    await form.getByRole('radio', { name: 'Small (1-2 weeks)' }).check();
    await form.getByRole('textbox', { name: labelled('Name') }).fill('Failed Builder');
    await form.getByRole('textbox', { name: labelled('Email') }).fill(newEmail('failed.builder'));

    const response = await submit(page, 'Submit');

    expect(response.status()).toBe(200);
    await page
      .getByRole('region', { name: 'Get a Free Quote' })
      .getByRole('heading', { name: 'Thank You!' })
      .waitFor({ timeout: 5_000 });
  });

  it("should show every role on /careers, each with 'Apply Now' as a link to its form", async () => {
    const page = await openFailed('/careers', 'every script');
    const apply = page.getByRole('link', { name: 'Apply Now' });
    await expect.poll(() => apply.count()).toBeGreaterThan(1);
    for (const link of await apply.all()) expect(await link.isVisible()).toBe(true);
    expect(await page.getByRole('tablist').isVisible()).toBe(false);
    await apply.first().click();
    await page.waitForURL(/\/careers\/apply\?position=/);
    await page.getByRole('button', { name: 'Submit Application' }).waitFor();
  });
});
