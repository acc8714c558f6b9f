// The lead forms on the real built server (docs/product/spec.md §2, §4, §5, §7, §8; docs/product/decisions.md "Lead
// forms"): each form from empty to success in Chromium, the stored lead (through what
// `npm run leads -- --json` runs) and the e-mails in the server's outbox (DATA_DIR/outbox).
// The API allows 5 submissions per form per IP in 10 minutes: this file stays under that.
import { dataDir } from './worker-server.ts';
import { runLeads } from '../../mock-api/src/cli/leads.ts';
import type { LeadRecord } from '../../mock-api/src/services/lead-report.ts';
import { rateLimitMessages } from '@brightlane/contract';
import { startServer } from '../lib/server.ts';
import { openPage, waitForApp } from './browser.ts';
import { mailsTo, SMALL_PDF as PDF } from './outbox.ts';

const SALES = 'sales@brightlane.example';

/** The stored leads, as `npm run leads -- --json` prints them (through the server's socket). */
async function storedLeads(): Promise<LeadRecord[]> {
  let out = '';
  await runLeads(['--json'], { ...process.env, DATA_DIR: dataDir() }, (text) => {
    out += text;
  });
  return out
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LeadRecord);
}

describe('the lead forms', () => {
  it('given the Quote Builder, should validate each step, store the quote, e-mail sales and the visitor, then reset after 5 seconds', async () => {
    const page = await openPage('/contact');
    const builder = page.getByRole('region', { name: 'Get a Free Quote' });
    const next = builder.getByRole('button', { name: 'Next' });
    const progress = builder.getByRole('progressbar', { name: 'Quote progress' });

    // Step 1: Next is disabled until a project type is chosen, and says why when pressed.
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('true');
    // Playwright will not click an aria-disabled button; a person can, and is told why.
    await next.click({ force: true });
    await builder.getByText('Please select a project type').waitFor();
    await builder.getByRole('radio', { name: 'E-commerce' }).click();
    await expect(builder.getByText('Please select a project type').count()).resolves.toBe(0);
    await expect(next.getAttribute('aria-disabled')).resolves.toBeNull();
    await next.click();

    // Step 2: industry and scope.
    await builder.getByRole('heading', { name: 'Tell us about your business' }).waitFor();
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('2');
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('true');
    await next.click({ force: true });
    await builder.getByText('Please select your industry').waitFor();
    await builder.getByText('Please select project scope').waitFor();
    await builder.getByRole('radio', { name: 'Professional Services' }).click();
    await builder.getByRole('radio', { name: 'Medium (3-8 weeks)' }).click();
    await next.click();

    // Step 3: contact details, with the e-mail and phone rules.
    await builder.getByRole('heading', { name: 'How can we reach you?' }).waitFor();
    const submit = builder.getByRole('button', { name: 'Submit' });
    await submit.click();
    await builder.getByText('Name is required').waitFor();
    await builder.getByText('Email is required').waitFor();
    await builder.getByRole('textbox', { name: 'Name' }).fill('Quinn Quote');
    await builder.getByRole('textbox', { name: 'Email' }).fill('quinn.quote@example');
    await builder.getByRole('textbox', { name: 'Phone' }).fill('12-34');
    await submit.click();
    await builder.getByText('Please enter a valid email').waitFor();
    await builder.getByText('Please enter a valid phone number').waitFor();
    await builder.getByRole('textbox', { name: 'Email' }).fill('quinn.quote@example.com');
    await builder.getByRole('textbox', { name: 'Phone' }).fill('(123) 456-7890');
    await builder.getByRole('textbox', { name: 'Message' }).fill('An online shop for our studio');
    await submit.click();

    // Step 4: thanks.
    await builder.getByRole('heading', { name: 'Thank You!' }).waitFor();
    const thankedAt = Date.now();
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('4');
    await expect(
      builder.getByText('A confirmation is on its way to quinn.quote@example.com.').isVisible(),
    ).resolves.toBe(true);

    const quote = (await storedLeads()).find(
      (lead) => lead.kind === 'quotes' && lead.email === 'quinn.quote@example.com',
    );
    expect(quote).toMatchObject({
      name: 'Quinn Quote',
      projectGoal: 'ecommerce',
      businessType: 'professional',
      projectScope: 'medium',
      phone: '(123) 456-7890',
      message: 'An online shop for our studio',
      flaggedSpam: false,
    });
    // Sales is told at once; the visitor's confirmation follows /api/send-confirmation.
    await expect.poll(() => mailsTo(SALES, 'Quinn Quote').length).toBe(1);
    await expect.poll(() => mailsTo('quinn.quote@example.com', 'Quinn').length).toBe(1);

    // Back to an empty step 1 after 5 seconds.
    await builder
      .getByRole('heading', { name: 'What type of project do you need?' })
      .waitFor({ timeout: 10_000 });
    expect(Date.now() - thankedAt).toBeGreaterThanOrEqual(4_000);
    await expect(progress.getAttribute('aria-valuenow')).resolves.toBe('1');
    await expect(builder.getByRole('radio', { checked: true }).count()).resolves.toBe(0);
  }, 60_000);

  it('given the contact form, should validate, thank the visitor by name, store the message and e-mail both sides', async () => {
    const page = await openPage('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Name is required').waitFor();
    await form.getByText('Email is required').waitFor();
    await form.getByText('Message is required').waitFor();

    await form.getByRole('textbox', { name: 'Name' }).fill('Dana Contact');
    await form.getByRole('textbox', { name: 'Email' }).fill('dana.contact@example.com');
    await form.getByRole('textbox', { name: 'Phone' }).fill('03 5550 0000');
    await form.getByRole('textbox', { name: 'Message' }).fill('Can you redesign our site?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { name: 'Thank You, Dana Contact!' }).waitFor();
    await expect(
      page.getByText("We'll get back to you within 24 hours.").isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByText('A confirmation has been sent to dana.contact@example.com.').isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('form', { name: 'Send Us a Message' }).count()).resolves.toBe(0);

    const message = (await storedLeads()).find(
      (lead) => lead.kind === 'contacts' && lead.email === 'dana.contact@example.com',
    );
    expect(message).toMatchObject({
      name: 'Dana Contact',
      phone: '03 5550 0000',
      message: 'Can you redesign our site?',
      flaggedSpam: false,
    });
    await expect.poll(() => mailsTo(SALES, 'Dana Contact').length).toBe(1);
    await expect.poll(() => mailsTo('dana.contact@example.com', 'Dana').length).toBe(1);
  });

  it('given the careers modal with a PDF CV, should validate, thank the applicant, clear the form, store it and e-mail the CV to sales', async () => {
    const page = await openPage('/careers');
    const salesTab = page.getByRole('tab', { name: 'Sales' });
    await salesTab.click();
    await page.getByRole('button', { name: 'Apply Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Job Application' });
    await dialog.waitFor();
    await expect(dialog.getByText('Position: Sales Professional').isVisible()).resolves.toBe(true);

    const submit = dialog.getByRole('button', { name: 'Submit Application' });
    await submit.click();
    await dialog.getByText('Phone is required').waitFor();
    await dialog.getByText('Experience is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Erin Applicant');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('erin.applicant@example.com');
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0400 111 222');
    await dialog.getByRole('textbox', { name: 'Experience' }).fill('Six years selling web work.');
    await dialog.getByRole('textbox', { name: 'GitHub profile' }).fill('github.com/erin');
    await submit.click();
    await dialog.getByText('Please enter a valid URL').waitFor();
    await dialog.getByRole('textbox', { name: 'GitHub profile' }).fill('https://github.com/erin');
    await dialog.getByLabel('CV', { exact: true }).setInputFiles({
      name: 'erin-cv.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByText('erin-cv.pdf').waitFor();
    await submit.click();

    await dialog.getByText('Thank you for your application!').waitFor();
    await expect(
      dialog.getByText("We'll review your information and get back to you soon.").isVisible(),
    ).resolves.toBe(true);
    await expect(dialog.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe('');
    await expect(dialog.getByText('erin-cv.pdf').count()).resolves.toBe(0);

    const application = (await storedLeads()).find(
      (lead) => lead.kind === 'applications' && lead.email === 'erin.applicant@example.com',
    );
    expect(application).toMatchObject({
      name: 'Erin Applicant',
      phone: '0400 111 222',
      position: 'sales',
      experience: 'Six years selling web work.',
      github: 'https://github.com/erin',
      cv: { filename: 'erin-cv.pdf', type: 'application/pdf', size: PDF.length },
      flaggedSpam: false,
    });
    await expect.poll(() => mailsTo(SALES, 'Erin Applicant').length).toBe(1);
    expect(mailsTo(SALES, 'Erin Applicant')[0]?.attachments.map((a) => a.filename)).toEqual([
      'erin-cv.pdf',
    ]);
    await expect.poll(() => mailsTo('erin.applicant@example.com', 'Erin').length).toBe(1);

    // Closing clears the status.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Apply Now' }).click();
    await dialog.waitFor();
    await expect(dialog.getByText('Thank you for your application!').count()).resolves.toBe(0);
  });

  it('given the home page free-quote form, should store the quote and e-mail sales and the visitor', async () => {
    const page = await openPage('/');
    const submit = page.getByRole('button', { name: 'Get My Free Quote' });
    const form = page.locator('form').filter({ has: submit });
    await submit.click();
    await form.getByText('Please select a project type').waitFor();
    await form.getByRole('textbox', { name: 'Name' }).fill('Fay Free');
    await form.getByRole('textbox', { name: 'Email' }).fill('fay.free@example.com');
    await form.getByRole('combobox', { name: 'Project type' }).selectOption('cloud');
    await form.getByRole('combobox', { name: 'Industry' }).selectOption('healthcare');
    await form.getByRole('combobox', { name: 'Project scope' }).selectOption('large');
    await submit.click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();

    const quote = (await storedLeads()).find(
      (lead) => lead.kind === 'quotes' && lead.email === 'fay.free@example.com',
    );
    expect(quote).toMatchObject({
      name: 'Fay Free',
      projectGoal: 'cloud',
      businessType: 'healthcare',
      projectScope: 'large',
      flaggedSpam: false,
    });
    await expect.poll(() => mailsTo(SALES, 'Fay Free').length).toBe(1);
    await expect.poll(() => mailsTo('fay.free@example.com', 'Fay').length).toBe(1);
  });

  it('given a filled honeypot, should answer with the same thank-you, store the message as spam and send no e-mail', async () => {
    const page = await openPage('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    const trap = form.locator('input[name="website"]');
    await expect(trap.getAttribute('tabindex')).resolves.toBe('-1');
    await expect(trap.getAttribute('autocomplete')).resolves.toBe('off');
    // Off screen: its box ends left of the page.
    const box = await trap.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(0);
    // What a bot does: fill every input it finds in the DOM.
    await trap.evaluate((input: HTMLInputElement) => {
      input.value = 'https://spam.example';
    });
    await form.getByRole('textbox', { name: 'Name' }).fill('Sam Spambot');
    await form.getByRole('textbox', { name: 'Email' }).fill('sam.spambot@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Cheap links for sale');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Thank You, Sam Spambot!' }).waitFor();

    const message = (await storedLeads()).find(
      (lead) => lead.kind === 'contacts' && lead.email === 'sam.spambot@example.com',
    );
    expect(message).toMatchObject({ name: 'Sam Spambot', flaggedSpam: true });
    // The API answers after sending (or queueing) a lead's e-mails; give it a moment anyway.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(SALES, 'Sam Spambot')).toEqual([]);
    expect(mailsTo('sam.spambot@example.com', '')).toEqual([]);
  });

  it('given the quote endpoint fails with 500, should say "Failed to submit quote" and keep the details', async () => {
    const page = await openPage('/contact', { allowStatus: [500] });
    await page.route('**/api/submit-quote', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );
    const builder = page.getByRole('region', { name: 'Get a Free Quote' });
    const next = builder.getByRole('button', { name: 'Next' });
    await builder.getByRole('radio', { name: 'Website' }).click();
    await next.click();
    await builder.getByRole('radio', { name: 'Retail' }).click();
    await builder.getByRole('radio', { name: 'Small (1-2 weeks)' }).click();
    await next.click();
    await builder.getByRole('textbox', { name: 'Name' }).fill('Fail Quote');
    await builder.getByRole('textbox', { name: 'Email' }).fill('fail.quote@example.com');
    await builder.getByRole('button', { name: 'Submit' }).click();

    await expect
      .poll(() => builder.getByRole('alert').textContent())
      .toBe('Failed to submit quote');
    await expect(builder.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe(
      'Fail Quote',
    );
    await expect(builder.getByRole('button', { name: 'Submit' }).isEnabled()).resolves.toBe(true);
  });

  it('given the contact endpoint fails with 500, should say "Failed to submit form" and keep the message', async () => {
    const page = await openPage('/contact', { allowStatus: [500] });
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Internal server error' }),
      }),
    );
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Fail Contact');
    await form.getByRole('textbox', { name: 'Email' }).fill('fail.contact@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Hello?');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect.poll(() => form.getByRole('alert').textContent()).toBe('Failed to submit form');
    await expect(form.getByRole('textbox', { name: 'Message' }).inputValue()).resolves.toBe(
      'Hello?',
    );
  });

  it("given more submissions than FORM_RATE_LIMIT allows, should show the server's rate-limit message and keep the form", async () => {
    // A server of its own that accepts one contact message per IP in 10 minutes.
    const limited = await startServer({ FORM_RATE_LIMIT: '1' });
    try {
      const page = await openPage(`${limited.url}/contact`);
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      const send = async (name: string) => {
        await form.getByRole('textbox', { name: 'Name' }).fill(name);
        await form.getByRole('textbox', { name: 'Email' }).fill('rate.limit@example.com');
        await form.getByRole('textbox', { name: 'Message' }).fill('Hello again');
        await form.getByRole('button', { name: 'Send Message' }).click();
      };
      await send('First Try');
      await page.getByRole('heading', { name: 'Thank You, First Try!' }).waitFor();

      await page.reload();
      await waitForApp(page);
      await send('Second Try');
      await expect
        .poll(() => form.getByRole('alert').textContent())
        .toBe(rateLimitMessages.tooManySubmissions);
      await expect(form.getByRole('textbox', { name: 'Name' }).inputValue()).resolves.toBe(
        'Second Try',
      );
    } finally {
      await limited.stop();
    }
  }, 240_000);

  it('given the mail server is down, should still thank the visitor and keep the message for a later send', async () => {
    // A server whose SMTP relay refuses connections (nothing listens on port 1).
    const broken = await startServer({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const page = await openPage(`${broken.url}/contact`);
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Mo Mailless');
      await form.getByRole('textbox', { name: 'Email' }).fill('mo.mailless@example.com');
      await form.getByRole('textbox', { name: 'Message' }).fill('Is anyone there?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('heading', { name: 'Thank You, Mo Mailless!' }).waitFor();

      let out = '';
      await runLeads(['--json'], { ...process.env, DATA_DIR: broken.dataDir }, (text) => {
        out += text;
      });
      const message = out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as LeadRecord)
        .find((lead) => lead.email === 'mo.mailless@example.com');
      expect(message).toMatchObject({ kind: 'contacts', name: 'Mo Mailless' });
      // Stored, not mailed: the queue keeps it for a retry.
      expect(message?.status).not.toBe('mailed');
    } finally {
      await broken.stop();
    }
  }, 240_000);
});
