// The outbound mail queue: every e-mail is a row of outbound_mail, written in the same
// transaction as its lead. The queue's worker is the only sender: a request never waits for (or
// sends) an e-mail. A committed transaction that queued mail wakes the worker — in this process
// by `wake()` after the commit, in every other process by the NOTIFY `enqueue` adds to the
// transaction (PostgreSQL delivers it on commit only) — and the worker also looks every minute
// for what is due. A failed send is kept with its error and retried with exponential backoff
// (1 min, 2, 4 … capped at 1 h) for as long as it takes, so a mail outage never loses a message.
// Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several API processes share one
// queue without sending anything twice, and a process that dies mid-send leaves a row another
// process picks up when its lease runs out.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { TypedQueryBuilder } from 'drizzle-orm/query-builders/query-builder';
import type { Db, Listen } from '../db/client.ts';
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

/**
 * A write the queued e-mails belong with (a lead's insert, without RETURNING), built on the
 * handle it is given: `enqueue` runs it and the e-mails' insert as one statement.
 */
export type AlongStatement = (db: Db) => TypedQueryBuilder<undefined>;

export interface MailQueue {
  /**
   * Adds messages inside the caller's transaction (pass `tx`), due at once, and NOTIFYs the mail
   * channel so every process's worker hears of them when (and only if) the transaction commits.
   * A lead gets at most one message per purpose: a duplicate is skipped. Resolves to the new
   * rows' ids. `along`, when given, runs in the same statement (a data-modifying WITH), so a
   * lead and its e-mails need no transaction: one statement is stored whole or not at all.
   */
  enqueue(tx: Db, mails: QueuedMail[], along?: AlongStatement): Promise<number[]>;
  /**
   * Tells this process's worker that committed mail is waiting. Returns at once; the worker
   * sends everything due in the background (one round at a time: a wake during a round makes
   * it look again when it ends). Never throws; a failed round is logged and retried.
   */
  wake(): void;
  /** One round: claims and sends every message whose time has come. Resolves to what happened. */
  retryDue(): Promise<{ sent: number; failed: number }>;
  /**
   * Starts the worker (server start): a round now, then every `intervalMs`, and one whenever
   * another process's transaction queues mail (LISTEN on MAIL_CHANNEL). Resolves to the
   * function that stops it and waits for the round in progress.
   */
  start(options?: { intervalMs?: number }): Promise<() => Promise<void>>;
  /** Resolves when no round of this queue is still running. */
  idle(): Promise<void>;
}

/** The NOTIFY channel a transaction that queued mail announces itself on. */
export const MAIL_CHANNEL = 'brightlane_mail';
export const RETRY_INTERVAL_MS = 60_000;
/** A claimed row belongs to its process for this long; far above the SMTP timeouts. */
const LEASE = sql`interval '5 minutes'`;
/** Rows claimed at once; a round claims batches until nothing is due. */
const BATCH = 50;
/** Messages of one batch in flight at once. */
const SEND_CONCURRENCY = 4;
const MAX_ERROR_LENGTH = 1000;
/**
 * Requests first: before sending a burst's batch the worker looks at how busy this process's event loop was
 * over a short step, and while it is saturated (answering requests; on PGlite also running the
 * database) it waits, a step at a time, at most MAX_YIELD_MS per batch: under
 * overload the queue still sends a batch every couple of seconds, and catches up when the load
 * falls. The e-mails are safe in the queue meanwhile. BENCHMARKS.md (session 17) measured a
 * worker that sent at once taking a quarter of the thread from a burst of quotes.
 */
const YIELD_STEP_MS = 20;
/** A batch this large means a burst is being queued: it waits for room; a smaller one does not. */
const BURST = 10;
const MAX_YIELD_MS = 2000;
const BUSY_LOOP = 0.9;

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
  listen,
  maxYieldMs = MAX_YIELD_MS,
}: {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  /** LISTEN on the database (db/client.ts), for `start`: other processes' queued mail. */
  listen?: Listen;
  /** The longest a batch waits for a busy event loop (tests shorten it). */
  maxYieldMs?: number;
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

  // Claims due rows by marking them 'sending' under a lease, in one statement; rows locked by
  // another process are skipped, not waited for.
  async function claimDue(limit: number) {
    const candidates = db
      .select({ id: outboundMail.id })
      .from(outboundMail)
      // Written as the partial index's own predicate (status <> 'sent'), so the index serves it.
      .where(
        and(sql`${outboundMail.status} <> 'sent'`, lte(outboundMail.nextAttemptAt, sql`now()`)),
      )
      .orderBy(outboundMail.nextAttemptAt, outboundMail.id)
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

  type Claimed = Awaited<ReturnType<typeof claimDue>>[number];
  type Outcome = { row: Claimed; messageId: string | null } | { row: Claimed; error: string };

  async function sendOne(row: Claimed): Promise<Outcome> {
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
      return { row, messageId: sent?.messageId ?? null };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { row, error: message.slice(0, MAX_ERROR_LENGTH) };
    }
  }

  // The sent rows of a batch in one statement; an account e-mail's body (its one-time link) is
  // not kept once sent.
  async function markSent(outcomes: { row: Claimed; messageId: string | null }[]) {
    if (outcomes.length === 0) return;
    const values = sql.join(
      outcomes.map(({ row, messageId }) => sql`(${row.id}::bigint, ${messageId}::text)`),
      sql`, `,
    );
    await db.execute(sql`
      update outbound_mail as m set
        status = 'sent', sent_at = now(), last_error = null, message_id = v.message_id,
        text_body = case when m.lead_kind = 'account-tokens' then ${REDACTED_BODY} else m.text_body end,
        html_body = case when m.lead_kind = 'account-tokens' then ${REDACTED_BODY} else m.html_body end
      from (values ${values}) as v(id, message_id)
      where m.id = v.id`);
  }

  async function markFailed(row: Claimed, message: string) {
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

  // Sends a claimed batch, SEND_CONCURRENCY at a time, then records it in a few statements.
  async function sendClaimed(rows: Claimed[]) {
    const outcomes: Outcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < rows.length) {
        const row = rows[next++] as Claimed;
        outcomes.push(await sendOne(row));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SEND_CONCURRENCY, rows.length) }, lane));
    const sent = outcomes.filter((outcome) => 'messageId' in outcome);
    await markSent(sent);
    for (const outcome of outcomes) {
      if ('error' in outcome) await markFailed(outcome.row, outcome.error);
    }
    await settleLeads(rows);
    return { sent: sent.length, failed: rows.length - sent.length };
  }

  async function roomToWork() {
    for (let waited = 0; waited < maxYieldMs; waited += YIELD_STEP_MS) {
      const before = performance.eventLoopUtilization();
      await sleep(YIELD_STEP_MS);
      if (performance.eventLoopUtilization(before).utilization < BUSY_LOOP) return;
    }
  }

  // Batches until nothing is due; a row that fails again is not due for a minute.
  async function round() {
    const totals = { sent: 0, failed: 0 };
    for (;;) {
      const rows = await claimDue(BATCH);
      if (rows.length === 0) return totals;
      // Claimed (leased to this process) first, so the wait holds nothing another worker could
      // take, and a round with nothing due ends at once. A few messages go at once: only a
      // burst's batch is worth holding back for (and the round stays as short as before).
      if (rows.length >= BURST) await roomToWork();
      const result = await sendClaimed(rows);
      totals.sent += result.sent;
      totals.failed += result.failed;
    }
  }

  // One round at a time per process; a wake during a round asks for one more after it.
  let current: Promise<void> | undefined;
  let again = false;

  const queue: MailQueue = {
    async enqueue(tx, mails, along) {
      if (mails.length === 0) {
        if (along) await tx.execute(along(tx).getSQL());
        return [];
      }
      const rows = await (along ? tx.with(tx.$with('along').as(along(tx))) : tx)
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
          })),
        )
        .onConflictDoNothing()
        // The NOTIFY rides on the insert (no statement of its own): PostgreSQL delivers it at
        // commit to every listening process, once per transaction however many rows called it.
        .returning({ id: outboundMail.id, notified: sql`pg_notify(${MAIL_CHANNEL}, '')` });
      return rows.map((row) => row.id);
    },

    wake() {
      if (current) {
        again = true;
        return;
      }
      current = track(
        (async () => {
          do {
            again = false;
            try {
              // Through the object, so a test can make a round fail.
              const { sent, failed } = await queue.retryDue();
              if (failed > 0) logger.info(`Mail: ${sent} sent, ${failed} failed`);
            } catch (error) {
              logger.error('Sending queued e-mails failed; the next round will send them:', error);
            }
          } while (again);
          current = undefined;
        })(),
      );
    },

    retryDue() {
      return track(round());
    },

    async start({ intervalMs = RETRY_INTERVAL_MS } = {}) {
      const unlisten = listen
        ? await listen(
            MAIL_CHANNEL,
            () => queue.wake(),
            () => queue.wake(),
          )
        : undefined;
      queue.wake();
      const timer = setInterval(() => queue.wake(), intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await unlisten?.();
        await current;
      };
    },

    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
  return queue;
}
