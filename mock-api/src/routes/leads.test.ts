import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, outboundMail, quotes } from '../db/schema.ts';
import { createMemoryMailer, type MemoryMailer } from '../mail/mailer.ts';
import { openTestDatabase } from '../test/database.ts';
import { fromIp, validContact, validQuote } from '../test/leads.ts';
import { json } from '../test/request.ts';
import { settledApp } from '../test/settled-app.ts';

describe('quote and contact forms', () => {
  let database: Database;
  let mailer: MemoryMailer;
  /** Each request returns once the e-mails it queued are sent (or failed). */
  let app: ReturnType<typeof settledApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    mailer = createMemoryMailer();
    app = settledApp(
      buildApp({
        database,
        mail: mailer,
        config: { logLevel: 'silent', formRateLimit: 0 },
      }),
    );
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    mailer.sent.length = 0;
  });

  const latestQuote = async () =>
    (await database.db.select().from(quotes).orderBy(desc(quotes.id)).limit(1))[0];
  const latestContact = async () =>
    (
      await database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1)
    )[0];

  describe('POST /api/submit-quote', () => {
    it('given a valid quote, should store it, e-mail sales and answer success', async () => {
      const quote = {
        ...validQuote,
        name: 'Ann <b>Lee</b>',
        message: 'Hi & <script>alert(1)</script>\nSecond line',
      };
      const res = await app.request(
        '/api/submit-quote',
        json(quote, { 'user-agent': 'TestBrowser/1.0' }),
        fromIp('203.0.113.7'),
      );

      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        message:
          "Thank you! Your quote request has been received. We'll be in touch within 24 hours.",
      });
      const row = await latestQuote();
      expect(row).toMatchObject({
        projectGoal: 'website',
        businessType: 'retail',
        projectScope: 'small',
        name: 'Ann <b>Lee</b>',
        email: 'ann@example.com',
        phone: '123-456-7890',
        message: quote.message,
        status: 'mailed',
        flaggedSpam: false,
        clientIp: '203.0.113.7',
        userAgent: 'TestBrowser/1.0',
        handledAt: null,
      });
      expect(row?.clientTimestamp.toISOString()).toBe('2026-11-22T10:00:00.000Z');

      // Sales only: the visitor's confirmation waits for /api/send-confirmation.
      expect(mailer.sent).toHaveLength(1);
      const [mail] = mailer.sent;
      expect(mail).toMatchObject({
        to: 'sales@brightlane.example',
        replyTo: 'ann@example.com',
        subject: 'New quote request: Website for Ann <b>Lee</b>',
      });
      expect(mail?.text).toContain('Message:\n  Hi & <script>alert(1)</script>\n  Second line');
      expect(mail?.html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
      expect(mail?.html).toContain('Hi &amp; &lt;script&gt;alert(1)&lt;/script&gt;<br>Second line');
      expect(mail?.html).not.toMatch(/<script|<b>|<img/i);
    });

    it('given empty optional phone and message, should store them as null', async () => {
      const res = await app.request(
        '/api/submit-quote',
        json({ ...validQuote, phone: '', message: '' }),
      );
      expect(res.status).toBe(200);
      expect(await latestQuote()).toMatchObject({
        phone: null,
        message: null,
        clientIp: 'unknown',
      });
    });

    it('given missing fields, should answer 400 with the docs/product/spec.md messages and store nothing', async () => {
      const before = await database.db.$count(quotes);
      const res = await app.request('/api/submit-quote', json({ email: 'not-an-email' }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.message).toBe('Invalid input');
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: 'projectGoal', message: 'Please select a project type' },
          { path: 'businessType', message: 'Please select your industry' },
          { path: 'projectScope', message: 'Please select project scope' },
          { path: 'name', message: 'Name is required' },
          { path: 'email', message: 'Please enter a valid email' },
          { path: 'timestamp', message: expect.any(String) },
        ]),
      );
      expect(await database.db.$count(quotes)).toBe(before);
      expect(mailer.sent).toHaveLength(0);
    });

    it('given wrong types and a bad phone, should answer 400 per field and store nothing', async () => {
      const before = await database.db.$count(quotes);
      const res = await app.request(
        '/api/submit-quote',
        json({ ...validQuote, projectGoal: 5, name: ['Ann'], phone: '12-34', timestamp: 'today' }),
      );
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.issues).toEqual(
        expect.arrayContaining([
          { path: 'projectGoal', message: 'Please select a project type' },
          { path: 'name', message: 'Name is required' },
          { path: 'phone', message: 'Please enter a valid phone number' },
          { path: 'timestamp', message: expect.any(String) },
        ]),
      );
      expect(await database.db.$count(quotes)).toBe(before);
    });

    it('given a filled honeypot, should answer the same success, store it flagged and send nothing', async () => {
      const res = await app.request(
        '/api/submit-quote',
        json({ ...validQuote, name: 'Bot', website: 'http://spam.example' }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
      expect(await latestQuote()).toMatchObject({ name: 'Bot', flaggedSpam: true, status: 'new' });
      expect(mailer.sent).toHaveLength(0);
    });

    it('given a body over 100 KB, should answer 413 and store nothing', async () => {
      const before = await database.db.$count(quotes);
      const res = await app.request(
        '/api/submit-quote',
        json({ ...validQuote, message: 'x'.repeat(120 * 1024) }),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ message: 'Request body too large' });
      expect(await database.db.$count(quotes)).toBe(before);
    });

    it('given malformed JSON, should answer 400 Malformed JSON body', async () => {
      const res = await app.request('/api/submit-quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name": ',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Malformed JSON body' });
    });
  });

  describe('POST /api/send-confirmation', () => {
    const confirmationsTo = (address: string) =>
      mailer.sent.filter((mail) => mail.to === address && mail.subject.startsWith('We received'));
    const answer = {
      success: true,
      message: 'If this address requested a quote in the last hour, a confirmation is on its way.',
    };

    it('given an address that quoted in the last hour, should confirm that quote once, from the stored quote', async () => {
      await app.request(
        '/api/submit-quote',
        json({ ...validQuote, email: 'Dee@Example.com', name: 'Dee' }),
      );
      const quote = await latestQuote();

      // The request's name is ignored: the message is built from the stored quote.
      const request = { email: 'dee@example.com', name: 'Mallory <script>', projectType: 'cloud' };
      const res = await app.request('/api/send-confirmation', json(request));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(answer);

      const [mail] = confirmationsTo('Dee@Example.com');
      expect(mail).toMatchObject({
        subject: 'We received your quote request — Brightlane Digital',
        replyTo: 'hello@brightlane.example',
      });
      expect(mail?.text).toContain('Hi Dee,');
      expect(mail?.text).toContain('Project type: Website');
      expect(`${mail?.text}${mail?.html}`).not.toContain('Mallory');
      expect(await latestQuote()).toMatchObject({ id: quote?.id, status: 'mailed' });

      // A second call sends nothing more.
      const again = await app.request('/api/send-confirmation', json(request));
      expect(await again.json()).toEqual(answer);
      expect(confirmationsTo('Dee@Example.com')).toHaveLength(1);
    });

    it('given an address that never quoted, should answer the same and send nothing', async () => {
      const res = await app.request(
        '/api/send-confirmation',
        json({ email: 'victim@example.com', name: 'Victim', projectType: 'website' }),
      );
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(answer);
      expect(mailer.sent).toHaveLength(0);
    });

    it('given a quote older than an hour, or one flagged as spam, should send nothing', async () => {
      await app.request('/api/submit-quote', json({ ...validQuote, email: 'old@example.com' }));
      const old = await latestQuote();
      await database.db
        .update(quotes)
        .set({ createdAt: sql`now() - interval '61 minutes'` })
        .where(eq(quotes.id, old?.id ?? 0));
      await app.request(
        '/api/submit-quote',
        json({ ...validQuote, email: 'bot@example.com', website: 'x' }),
      );
      mailer.sent.length = 0;

      for (const email of ['old@example.com', 'bot@example.com']) {
        const res = await app.request(
          '/api/send-confirmation',
          json({ email, name: 'Ann', projectType: 'website' }),
        );
        expect(await res.json()).toEqual(answer);
      }
      expect(mailer.sent).toHaveLength(0);
    });

    it('given an invalid body, should answer 400 with the messages', async () => {
      const res = await app.request(
        '/api/send-confirmation',
        json({ email: 'x', projectType: 'boat' }),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).issues).toEqual(
        expect.arrayContaining([
          { path: 'email', message: 'Please enter a valid email' },
          { path: 'name', message: 'Name is required' },
          { path: 'projectType', message: 'Please select a project type' },
        ]),
      );
    });
  });

  describe('POST /api/contact', () => {
    it('given a valid message, should store it, e-mail sales and confirm to the visitor', async () => {
      const message = { ...validContact, message: 'Buy <a href="http://x.example">pills</a> now' };
      const res = await app.request('/api/contact', json(message), fromIp('::ffff:198.51.100.4'));

      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        success: true,
        message: "Thank you for your message. We'll get back to you within 24 hours.",
      });
      expect(await latestContact()).toMatchObject({
        ...message,
        status: 'mailed',
        flaggedSpam: false,
        clientIp: '198.51.100.4',
      });

      const sales = mailer.sent.find((mail) => mail.to === 'sales@brightlane.example');
      expect(sales).toMatchObject({
        replyTo: 'cat@example.com',
        subject: 'New contact message from Cat Jones',
      });
      expect(sales?.html).toContain(
        'Buy &lt;a href=&quot;http://x.example&quot;&gt;pills&lt;/a&gt; now',
      );
      const confirmation = mailer.sent.find((mail) => mail.to === 'cat@example.com');
      expect(confirmation?.subject).toBe('Thanks for contacting Brightlane Digital');
      expect(confirmation?.text).toContain("We'll get back to you within 24 hours.");
      // The visitor's text is never repeated to an address nobody verified.
      expect(`${confirmation?.text}${confirmation?.html}`).not.toContain('pills');
      expect(mailer.sent).toHaveLength(2);
    });

    it('given missing or mistyped fields, should answer 400 per field and store nothing', async () => {
      const before = await database.db.$count(contactMessages);
      const missing = await app.request('/api/contact', json({ name: '   ', phone: 5 }));
      expect(missing.status).toBe(400);
      expect((await missing.json()).issues).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Name is required' },
          { path: 'email', message: 'Email is required' },
          { path: 'message', message: 'Message is required' },
          { path: 'phone', message: expect.any(String) },
        ]),
      );
      const wrong = await app.request('/api/contact', json({ ...validContact, email: 'cat@' }));
      expect((await wrong.json()).issues).toEqual([
        { path: 'email', message: 'Please enter a valid email' },
      ]);
      expect(await database.db.$count(contactMessages)).toBe(before);
      expect(mailer.sent).toHaveLength(0);
    });

    it('given a filled honeypot, should answer the same success, store it flagged and send nothing', async () => {
      const res = await app.request('/api/contact', json({ ...validContact, website: 'spam' }));
      expect(await res.json()).toMatchObject({ success: true });
      expect(await latestContact()).toMatchObject({ flaggedSpam: true, status: 'new' });
      expect(mailer.sent).toHaveLength(0);
    });

    it('given a form-encoded body, should answer 415', async () => {
      const res = await app.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=Cat',
      });
      expect(res.status).toBe(415);
    });
  });

  it('given the OpenAPI document, should list the four lead endpoints', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(doc.paths['/api/submit-quote'].post.responses).toHaveProperty('429');
    expect(doc.paths['/api/send-confirmation'].post.requestBody.content).toHaveProperty(
      'application/json',
    );
    expect(doc.paths['/api/contact'].post.responses).toHaveProperty('200');
    const careers = doc.paths['/api/careers/applications'].post;
    expect(careers.requestBody.content).toHaveProperty('multipart/form-data');
    expect(careers.responses).toHaveProperty('413');
    // Every mail queued by these tests was delivered.
    const pending = await database.db.$count(outboundMail, sql`${outboundMail.status} <> 'sent'`);
    expect(pending).toBe(0);
  });
});
