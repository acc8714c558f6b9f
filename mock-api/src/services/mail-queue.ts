// The outbound mail queue: every e-mail is a row of outbound_mail, written in the same
// transaction as its lead, then delivered. A failed send is kept with its error and retried
// with exponential backoff (1 min, 2, 4 … capped at 1 h) for as long as it takes, so a mail
// outage never loses a message. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so
// several API processes share one queue without sending anything twice, and a process that
// dies mid-send leaves a row another process picks up when its lease runs out.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  applicationCvs,
  applications,
  outboundMail,
  type MailLeadKind,
  type MailPurpose,
} from '../db/schema.ts';
import type { Logger } from '../logger.ts';
import type { MailAttachment, Mailer } from '../mail/mailer.ts';
import { cleanFilename, DOCX_TYPE, PDF_TYPE } from './file-type.ts';

export interface QueuedMail {
  leadKind: MailLeadKind;
  leadId: number;
  purpose: MailPurpose;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Attach the application's CV when sending (applications only). */
  attachCv?: boolean;
}

export interface MailQueue {
  /**
   * Adds messages inside the caller's transaction (pass `tx`). A lead gets at most one
   * message per purpose: a duplicate is skipped. Resolves to the new rows' ids.
   */
  enqueue(tx: Db, mails: QueuedMail[]): Promise<number[]>;
  /** Sends these queued messages now (those nobody else has claimed) and settles their leads. */
  deliver(ids: number[]): Promise<void>;
  /** Sends every message whose retry time has come. Resolves to what happened. */
  retryDue(): Promise<{ sent: number; failed: number }>;
  /** Runs retryDue now and then every `intervalMs`; the returned function stops it. */
  startRetryLoop(intervalMs?: number): () => Promise<void>;
  /** Resolves when no delivery started by this queue is still running. */
  idle(): Promise<void>;
}

export const RETRY_INTERVAL_MS = 60_000;
/** A claimed row belongs to its process for this long; far above the SMTP timeouts. */
const LEASE = sql`interval '5 minutes'`;
/**
 * A new row is delivered at once by the request that queued it; the retry loop leaves it
 * alone for this long (so two processes do not race for it) and then takes over.
 */
const FIRST_RETRY = sql`interval '1 minute'`;
const BATCH = 20;
const MAX_ERROR_LENGTH = 1000;

/** Seconds to wait after the n-th failed attempt: 60, 120, 240 … at most an hour. */
export function backoffSeconds(attempts: number): number {
  return Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));
}

// Account and notification e-mails have no lead to settle.
const leadTables: Record<MailLeadKind, string | undefined> = {
  quotes: 'quotes',
  contacts: 'contact_messages',
  applications: 'applications',
  'account-tokens': undefined,
  notifications: undefined,
};

/**
 * The body kept of an account e-mail once sent: its link carries a reset or verification token,
 * which the database otherwise stores only hashed.
 */
export const REDACTED_BODY = '[removed after sending: it contained a one-time link]';

/** The CV's uploaded name, made safe as an attachment name and given the right extension. */
export function attachmentName(original: string, type: string): string {
  const extension = type === PDF_TYPE ? '.pdf' : type === DOCX_TYPE ? '.docx' : '';
  const stem = cleanFilename(original) || 'cv';
  return extension && !stem.toLowerCase().endsWith(extension) ? `${stem}${extension}` : stem;
}

export function createMailQueue({
  db,
  mailer,
  logger,
}: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
}): MailQueue {
  const running = new Set<Promise<unknown>>();

  function track<T>(promise: Promise<T>): Promise<T> {
    running.add(promise);
    void promise.then(
      () => running.delete(promise),
      () => running.delete(promise),
    );
    return promise;
  }

  // Claims rows matching `where` by marking them 'sending' under a lease; rows locked by
  // another process are skipped, not waited for.
  async function claim(where: ReturnType<typeof and>, limit: number) {
    const candidates = db
      .select({ id: outboundMail.id })
      .from(outboundMail)
      .where(where)
      .orderBy(outboundMail.id)
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(outboundMail)
      .set({
        status: 'sending',
        attempts: sql`${outboundMail.attempts} + 1`,
        nextAttemptAt: sql`now() + ${LEASE}`,
      })
      .where(inArray(outboundMail.id, candidates))
      .returning();
  }

  async function cvAttachment(applicationId: number): Promise<MailAttachment | undefined> {
    const [row] = await db
      .select({
        filename: applications.cvFilename,
        type: applications.cvType,
        content: applicationCvs.content,
      })
      .from(applications)
      .innerJoin(applicationCvs, eq(applicationCvs.applicationId, applications.id))
      .where(eq(applications.id, applicationId));
    if (!row?.type) return undefined;
    return {
      filename: attachmentName(row.filename ?? '', row.type),
      content: row.content,
      contentType: row.type,
    };
  }

  type Claimed = Awaited<ReturnType<typeof claim>>[number];

  async function sendOne(row: Claimed): Promise<boolean> {
    try {
      const attachment = row.attachCv ? await cvAttachment(row.leadId) : undefined;
      const sent = await mailer.send({
        to: row.toAddress,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        attachments: attachment ? [attachment] : undefined,
      });
      const redact = row.leadKind === 'account-tokens';
      await db
        .update(outboundMail)
        .set({
          status: 'sent',
          sentAt: sql`now()`,
          messageId: sent?.messageId ?? null,
          lastError: null,
          ...(redact ? { textBody: REDACTED_BODY, htmlBody: REDACTED_BODY } : {}),
        })
        .where(eq(outboundMail.id, row.id));
      return true;
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      const wait = backoffSeconds(row.attempts);
      await db
        .update(outboundMail)
        .set({
          status: 'failed',
          lastError: message,
          nextAttemptAt: sql`now() + make_interval(secs => ${wait})`,
        })
        .where(eq(outboundMail.id, row.id));
      logger.warn(
        `Mail #${row.id} (${row.purpose} for ${row.leadKind} #${row.leadId}) failed on attempt ${row.attempts}, retrying in ${wait} s: ${message}`,
      );
      return false;
    }
  }

  // A lead is 'mailed' once every one of its messages is sent, 'mail-failed' while any has
  // failed; otherwise (messages still pending) it keeps its status.
  async function settleLeads(rows: Claimed[]) {
    const byKind = new Map<MailLeadKind, Set<number>>();
    for (const row of rows) {
      const ids = byKind.get(row.leadKind) ?? new Set<number>();
      ids.add(row.leadId);
      byKind.set(row.leadKind, ids);
    }
    for (const [kind, ids] of byKind) {
      const tableName = leadTables[kind];
      if (tableName === undefined) continue;
      const table = sql.identifier(tableName);
      const mine = sql`m.lead_kind = ${kind} and m.lead_id = lead.id`;
      const idList = sql.join(
        [...ids].map((id) => sql`${id}`),
        sql`, `,
      );
      await db.execute(sql`
        update ${table} as lead set status = case
          when not exists (select 1 from outbound_mail m where ${mine} and m.status <> 'sent') then 'mailed'
          when exists (select 1 from outbound_mail m where ${mine} and m.status = 'failed') then 'mail-failed'
          else lead.status end
        where lead.id in (${idList})`);
    }
  }

  async function sendClaimed(rows: Claimed[]) {
    let sent = 0;
    for (const row of rows) if (await sendOne(row)) sent += 1;
    if (rows.length > 0) await settleLeads(rows);
    return { sent, failed: rows.length - sent };
  }

  const queue: MailQueue = {
    async enqueue(tx, mails) {
      if (mails.length === 0) return [];
      const rows = await tx
        .insert(outboundMail)
        .values(
          mails.map((mail) => ({
            leadKind: mail.leadKind,
            leadId: mail.leadId,
            purpose: mail.purpose,
            toAddress: mail.to,
            replyTo: mail.replyTo ?? null,
            subject: mail.subject,
            textBody: mail.text,
            htmlBody: mail.html,
            attachCv: mail.attachCv ?? false,
            nextAttemptAt: sql`now() + ${FIRST_RETRY}`,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: outboundMail.id });
      return rows.map((row) => row.id);
    },

    deliver(ids) {
      if (ids.length === 0) return Promise.resolve();
      return track(
        (async () => {
          const rows = await claim(
            and(inArray(outboundMail.id, ids), eq(outboundMail.status, 'pending')),
            ids.length,
          );
          await sendClaimed(rows);
        })(),
      );
    },

    retryDue() {
      return track(
        (async () => {
          const totals = { sent: 0, failed: 0 };
          // Batches until nothing is due; a row that fails again is not due for a minute.
          for (;;) {
            const rows = await claim(
              and(
                inArray(outboundMail.status, ['pending', 'sending', 'failed']),
                lte(outboundMail.nextAttemptAt, sql`now()`),
              ),
              BATCH,
            );
            if (rows.length === 0) return totals;
            const result = await sendClaimed(rows);
            totals.sent += result.sent;
            totals.failed += result.failed;
          }
        })(),
      );
    },

    startRetryLoop(intervalMs = RETRY_INTERVAL_MS) {
      let current: Promise<unknown> | undefined;
      const tick = () => {
        if (current) return; // the previous round is still sending
        current = queue
          .retryDue()
          .then(({ sent, failed }) => {
            if (sent + failed > 0) logger.info(`Mail retry: ${sent} sent, ${failed} failed`);
          })
          .catch((error: unknown) => logger.error('Mail retry round failed:', error))
          .finally(() => {
            current = undefined;
          });
      };
      tick();
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await current;
      };
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  return queue;
}
