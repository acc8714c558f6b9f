import { desc, eq, inArray, sql } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { contactMessages, outboundMail, quotes } from '../db/schema.ts';
import { createMemoryMailer, type Mailer, type MemoryMailer } from '../mail/mailer.ts';
import { openTestDatabase } from '../test/database.ts';
import { validContact, validQuote } from '../test/leads.ts';
import { json } from '../test/request.ts';
import { createLogger } from '../logger.ts';
import {
  attachmentName,
  backoffSeconds,
  createMailQueue,
  type MailQueue,
  type QueuedMail,
} from './mail-queue.ts';

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
    await built.services.mailQueue.idle(); // the worker's round the commit woke

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
    await built.services.mailQueue.idle();
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
    await built.services.mailQueue.idle();
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

  it('given the worker starts (as at server start), should send what is due at once', async () => {
    mailer.failWith = new Error('down');
    await built.app.request('/api/submit-quote', json(validQuote));
    await built.services.mailQueue.idle();
    const [quote] = await database.db.select().from(quotes).orderBy(desc(quotes.id)).limit(1);
    expect(quote?.status).toBe('mail-failed');
    mailer.failWith = undefined;
    await makeDue();

    const stop = await built.services.mailQueue.start({ intervalMs: 60_000 });
    await stop(); // waits for the round in progress

    const [after] = await database.db
      .select()
      .from(quotes)
      .where(eq(quotes.id, quote?.id ?? 0));
    expect(after?.status).toBe('mailed');
    expect(mailer.sent.map((mail) => mail.to)).toEqual(['sales@brightlane.example']);
  });

  it('given a mail server that never answers, should answer the form at once, the worker still sending', async () => {
    let sends = 0;
    const stuck: Mailer = {
      send() {
        sends += 1;
        return new Promise(() => {}); // never settles
      },
    };
    const { app } = buildApp({
      database,
      mail: stuck,
      config: { logLevel: 'silent', formRateLimit: 0 },
    });

    // The answer comes after the commit, never after the mailer: well under the 2 s a request
    // used to wait for its e-mails.
    const res = await Promise.race([
      app.request('/api/contact', json(validContact)),
      new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), 1000)),
    ]);
    expect(res).not.toBe('late');
    expect((res as Response).status).toBe(200);
    const lead = await latestContact();
    expect(lead?.status).toBe('new');
    // Stored and queued; the worker has them (claimed, in flight).
    expect(await mailsOf(lead?.id ?? 0)).toHaveLength(2);
    await vi.waitFor(() => expect(sends).toBe(2));
    // Its rows stay leased to it; nothing else sends them meanwhile.
    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 0, failed: 0 });
    expect(mailer.sent).toHaveLength(0);
    // Free the rows for the tests after this one (as if its lease had run out).
    await makeDue();
    await built.services.mailQueue.retryDue();
  });

  it('given a round of the worker fails after the lead is stored, should still answer success, log it and send on the next round', async () => {
    const { app, services } = buildApp({
      database,
      mail: mailer,
      config: { logLevel: 'error', formRateLimit: 0 },
    });
    vi.spyOn(services.mailQueue, 'retryDue').mockRejectedValueOnce(new Error('connection reset'));
    // The setup file fails tests on console.error; this one expects exactly one.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});

    const res = await app.request('/api/contact', json(validContact));
    await services.mailQueue.idle();

    expect(res.status).toBe(200);
    expect((await latestContact())?.status).toBe('new');
    expect(mailer.sent).toHaveLength(0);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(consoleError.mock.calls[0]?.[0]).toContain('the next round will send them');
    // The e-mails are queued and due: the next round sends them.
    expect(await built.services.mailQueue.retryDue()).toEqual({ sent: 2, failed: 0 });
    expect((await latestContact())?.status).toBe('mailed');
  });

  it('given the e-mails cannot be stored, should store nothing of the lead either (one statement)', async () => {
    // With the rate limit off, the lead and its e-mails are one statement and no transaction:
    // a failing e-mail insert must take the lead with it.
    await database.db.execute(
      sql`alter table outbound_mail add constraint reject_atomic check (subject not like '%Atomic Test%')`,
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const before = await database.db.$count(quotes);
      const res = await built.app.request(
        '/api/submit-quote',
        json({ ...validQuote, name: 'Atomic Test' }),
      );
      expect(res.status).toBe(500);
      expect(await database.db.$count(quotes)).toBe(before);
    } finally {
      consoleError.mockRestore();
      await database.db.execute(sql`alter table outbound_mail drop constraint reject_atomic`);
    }
    const res = await built.app.request('/api/submit-quote', json(validQuote));
    expect(res.status).toBe(200);
    await built.services.mailQueue.idle(); // its e-mail sent here, not by a later test's queue
  });

  describe('the worker, the only sender', () => {
    const logger = createLogger('silent');
    let nextLead = 1_000_000;
    /** `count` notification e-mails queued and committed through `queue` (no wake). */
    async function queueMails(queue: MailQueue, count: number) {
      const mails: QueuedMail[] = Array.from({ length: count }, () => {
        nextLead += 1;
        return {
          leadKind: 'notifications',
          leadId: nextLead,
          purpose: 'notification',
          to: `user${nextLead}@example.com`,
          subject: `Mail ${nextLead}`,
          text: 'text',
          html: '<p>html</p>',
        };
      });
      return database.db.transaction((tx) => queue.enqueue(tx, mails));
    }
    const rowsOf = (ids: number[]) =>
      database.db.select().from(outboundMail).where(inArray(outboundMail.id, ids));

    it('given two queues (two processes) on one database, should send every queued mail exactly once', async () => {
      const mailerA = createMemoryMailer();
      const mailerB = createMemoryMailer();
      const a = createMailQueue({ db: database.db, mailer: mailerA, logger });
      const b = createMailQueue({ db: database.db, mailer: mailerB, logger });
      const ids = await queueMails(a, 120);

      // Both woken at once, and retry rounds racing them.
      a.wake();
      b.wake();
      await Promise.all([a.retryDue(), b.retryDue(), a.idle(), b.idle()]);
      await Promise.all([a.idle(), b.idle()]);

      const subjects = [...mailerA.sent, ...mailerB.sent].map((mail) => mail.subject);
      expect(subjects).toHaveLength(120);
      expect(new Set(subjects).size).toBe(120);
      const rows = await rowsOf(ids);
      expect(rows.map((row) => [row.status, row.attempts])).toEqual(ids.map(() => ['sent', 1]));
      expect(rows.every((row) => row.messageId?.startsWith('<memory-'))).toBe(true);
    });

    it('given mail committed by another process, should be woken by its NOTIFY and send it', async () => {
      const otherProcess = createMailQueue({ db: database.db, mailer, logger });
      const worker = createMailQueue({
        db: database.db,
        mailer,
        logger,
        listen: database.listen,
      });
      const stop = await worker.start({ intervalMs: 3_600_000 });
      try {
        await worker.idle(); // the start's own round
        mailer.sent.length = 0;
        const ids = await queueMails(otherProcess, 3); // committed; nobody calls wake()
        await vi.waitFor(() => expect(mailer.sent).toHaveLength(3), { timeout: 5000 });
        expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
      } finally {
        await stop();
      }
    });

    /** Holds the event loop busy (work in slices, a turn between them) for `ms`. */
    function saturate(ms: number) {
      const end = Date.now() + ms;
      return new Promise<number>((resolve) => {
        const slice = () => {
          const until = Math.min(end, Date.now() + 15);
          while (Date.now() < until) {
            /* busy, as a burst of requests keeps the loop */
          }
          if (Date.now() >= end) resolve(Date.now());
          else setImmediate(slice);
        };
        setImmediate(slice);
      });
    }
    function timedMailer() {
      const sentAt: number[] = [];
      const timed: Mailer = {
        async send() {
          sentAt.push(Date.now());
          return { messageId: `<timed-${sentAt.length}@brightlane.test>` };
        },
      };
      return { timed, sentAt };
    }

    it('given a saturated event loop, should wait for it to calm before sending', async () => {
      const { timed, sentAt } = timedMailer();
      const worker = createMailQueue({ db: database.db, mailer: timed, logger });
      await queueMails(worker, 10); // a burst's batch (fewer go at once)
      const busy = saturate(600);
      worker.wake();
      const calmAt = await busy;
      await worker.idle();
      expect(sentAt).toHaveLength(10);
      expect(Math.min(...sentAt)).toBeGreaterThanOrEqual(calmAt);
    });

    it('given a loop that never calms, should still send a batch after maxYieldMs', async () => {
      const { timed, sentAt } = timedMailer();
      const worker = createMailQueue({ db: database.db, mailer: timed, logger, maxYieldMs: 200 });
      await queueMails(worker, 10);
      const busy = saturate(1500);
      worker.wake();
      const calmAt = await busy;
      await worker.idle();
      expect(sentAt).toHaveLength(10);
      expect(Math.max(...sentAt)).toBeLessThan(calmAt);
    });

    it('given a saturated event loop and only a few messages, should send them at once', async () => {
      const { timed, sentAt } = timedMailer();
      const worker = createMailQueue({ db: database.db, mailer: timed, logger });
      await queueMails(worker, 2);
      const busy = saturate(600);
      worker.wake();
      const calmAt = await busy;
      await worker.idle();
      expect(sentAt).toHaveLength(2);
      expect(Math.max(...sentAt)).toBeLessThan(calmAt);
    });

    it('given a failed send, should retry it on a later round of the worker', async () => {
      const worker = createMailQueue({ db: database.db, mailer, logger });
      mailer.failWith = new Error('421 busy');
      const [id] = await queueMails(worker, 1);
      worker.wake();
      await worker.idle();
      expect((await rowsOf([id ?? 0]))[0]).toMatchObject({ status: 'failed', attempts: 1 });

      mailer.failWith = undefined;
      await makeDue();
      const stop = await worker.start({ intervalMs: 50 });
      try {
        await vi.waitFor(
          async () =>
            expect((await rowsOf([id ?? 0]))[0]).toMatchObject({ status: 'sent', attempts: 2 }),
          { timeout: 5000 },
        );
        expect(mailer.sent.map((mail) => mail.to)).toEqual([`user${nextLead}@example.com`]);
      } finally {
        await stop();
      }
    });
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
