import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, outboundMail, quotes } from '../db/schema.ts';
import { createMemoryMailer, type Mailer, type MemoryMailer } from '../mail/mailer.ts';
import { openTestDatabase } from '../test/database.ts';
import { validContact, validQuote } from '../test/leads.ts';
import { json } from '../test/request.ts';
import { attachmentName, backoffSeconds } from './mail-queue.ts';

describe('the outbound mail queue', () => {
  let database: Database;
  let mailer: MemoryMailer;
  let built: ReturnType<typeof buildApp>;
  beforeAll(async () => {
    database = await openTestDatabase();
    mailer = createMemoryMailer();
    built = buildApp({
      database,
      mail: mailer,
      config: { logLevel: 'silent', formRateLimit: 0 },
    });
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => {
    mailer.sent.length = 0;
    mailer.failWith = undefined;
  });

  const latestContact = async () =>
    (
      await database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1)
    )[0];
  const mailsOf = (leadId: number) =>
    database.db
      .select()
      .from(outboundMail)
      .where(sql`${outboundMail.leadKind} = 'contacts' and ${outboundMail.leadId} = ${leadId}`)
      .orderBy(outboundMail.id);
  /** Makes every waiting message due now, as if its retry time had come. */
  const makeDue = () =>
    database.db
      .update(outboundMail)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(sql`${outboundMail.status} <> 'sent'`);

  it('given the mail server is down, should keep the submission, mark it mail-failed and send it on a later retry', async () => {
    mailer.failWith = new Error('connect ECONNREFUSED 127.0.0.1:25');
    const res = await built.app.request('/api/contact', json(validContact));

    // The visitor still gets their success: the message is stored and queued.
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ success: true });
    const lead = await latestContact();
    expect(lead?.status).toBe('mail-failed');
    const failed = await mailsOf(lead?.id ?? 0);
    expect(failed).toHaveLength(2);
    for (const mail of failed) {
      expect(mail).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      });
      // Backoff: the first retry comes a minute later.
      const wait = (mail.nextAttemptAt.getTime() - Date.now()) / 1000;
      expect(wait).toBeGreaterThan(30);
      expect(wait).toBeLessThanOrEqual(61);
    }

    // Not due yet: a retry round sends nothing.
    mailer.failWith = undefined;
    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 0, failed: 0 });

    await makeDue();
    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 2, failed: 0 });
    expect((await latestContact())?.status).toBe('mailed');
    expect((await mailsOf(lead?.id ?? 0)).map((m) => [m.status, m.attempts, m.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
    expect(mailer.sent.map((mail) => mail.to).sort()).toEqual([
      'cat@example.com',
      'sales@brightlane.example',
    ]);
  });

  it('given repeated failures, should back off exponentially up to an hour', async () => {
    expect([1, 2, 3, 4, 7, 50].map(backoffSeconds)).toEqual([60, 120, 240, 480, 3600, 3600]);

    mailer.failWith = new Error('451 try later');
    await built.app.request('/api/contact', json(validContact));
    const lead = await latestContact();
    await makeDue();
    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 0, failed: 2 });
    const [mail] = await mailsOf(lead?.id ?? 0);
    expect(mail?.attempts).toBe(2);
    const wait = ((mail?.nextAttemptAt.getTime() ?? 0) - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(90);
    expect(wait).toBeLessThanOrEqual(121);
    expect((await latestContact())?.status).toBe('mail-failed');

    mailer.failWith = undefined;
    await makeDue();
    await built.services.mailQueue.retryDue();
    expect((await latestContact())?.status).toBe('mailed');
  });

  it('given a message another process is sending, should leave it until its lease runs out', async () => {
    await built.app.request('/api/contact', json(validContact));
    const lead = await latestContact();
    const [first] = await mailsOf(lead?.id ?? 0);
    // As if a process claimed it and then died mid-send.
    await database.db
      .update(outboundMail)
      .set({ status: 'sending', nextAttemptAt: sql`now() + interval '5 minutes'` })
      .where(eq(outboundMail.id, first?.id ?? 0));
    mailer.sent.length = 0;

    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(0);

    await database.db
      .update(outboundMail)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outboundMail.id, first?.id ?? 0));
    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 1, failed: 0 });
    expect(mailer.sent).toHaveLength(1);
  });

  it('given the retry loop starts (as at server start), should send what is due at once', async () => {
    mailer.failWith = new Error('down');
    await built.app.request('/api/submit-quote', json(validQuote));
    const [quote] = await database.db.select().from(quotes).orderBy(desc(quotes.id)).limit(1);
    expect(quote?.status).toBe('mail-failed');
    mailer.failWith = undefined;
    await makeDue();

    const stop = built.services.mailQueue.startRetryLoop(60_000);
    await stop(); // waits for the round in progress

    const [after] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, quote?.id ?? 0));
    expect(after?.status).toBe('mailed');
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['sales@brightlane.example']);
  });

  it('given a slow mail server, should answer after mailWaitMs and finish sending in the background', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: Mailer = {
      async send(mail) {
        await gate;
        return mailer.send(mail);
      },
    };
    const { app, services } = buildApp({
      database,
      mail: slow,
      config: { logLevel: 'silent', formRateLimit: 0, mailWaitMs: 50 },
    });

    const res = await app.request('/api/contact', json(validContact));
    expect(res.status).toBe(200);
    expect((await latestContact())?.status).toBe('new');

    release();
    await services.mailQueue.idle();
    expect((await latestContact())?.status).toBe('mailed');
    expect(mailer.sent).toHaveLength(2);
  });

  it('given the queue itself fails after the lead is stored, should still answer success and log it', async () => {
    const { app, services } = buildApp({
      database,
      mail: mailer,
      config: { logLevel: 'error', formRateLimit: 0 },
    });
    vi.spyOn(services.mailQueue, 'deliver').mockRejectedValue(new Error('connection reset'));
    // The setup file fails tests on console.error; this one expects exactly one.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    const res = await app.request('/api/contact', json(validContact));

    expect(res.status).toBe(200);
    expect((await latestContact())?.status).toBe('new');
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toContain('the retry loop will send them');
    // The e-mails are queued, and the next due round sends them.
    await makeDue();
    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 2, failed: 0 });
    expect((await latestContact())?.status).toBe('mailed');
  });

  it('given an uploaded name, should make a safe attachment name with the right extension', () => {
    expect(attachmentName('Bob CV.pdf', 'application/pdf')).toBe('Bob CV.pdf');
    expect(attachmentName('C:\\Users\\bob\\cv', 'application/pdf')).toBe('cv.pdf');
    expect(attachmentName('../../etc/passwd\u0000', 'application/pdf')).toBe('passwd.pdf');
    expect(
      attachmentName('', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
    ).toBe('cv.docx');
  });
});
