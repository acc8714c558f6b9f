// The public lead forms (docs/product/decisions.md "Lead forms"): store every submission first, then
// e-mail it. The lead and its queued e-mails are written by one statement, so a lead is never
// stored without its e-mails; its id comes from the table's sequence beforehand
// (db/id-reserve.ts), which lets its e-mails (they quote the id) be rendered first. With the
// per-IP rate limit on, a transaction around that statement takes the limit's lock and counts
// first, so a lead is never counted without being stored; with it off, and nothing else to
// write, the statement alone is the whole write (docs/decisions/030-one-statement-per-lead.md).
// The answer comes after the commit; the mail queue's worker, woken by it, sends the e-mails (a
// failure leaves them queued for a retry and the lead 'mail-failed', never lost).
import {
  isHoneypotFilled,
  notificationTexts,
  projectGoalLabels,
  type ApplicationForm,
  type ContactRequest,
  type LeadStatus,
  type QuoteRequest,
  type SendConfirmationRequest,
} from '@brightlane/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { brand } from '@brightlane/contract/brand';
import type { Db } from '../db/client.ts';
import { createIdReserve } from '../db/id-reserve.ts';
import { rateLimitKey } from '../http/client-ip.ts';
import { applicationCvs, applications, contactMessages, quotes } from '../db/schema.ts';
import {
  applicationConfirmation,
  applicationNotification,
  contactConfirmation,
  contactNotification,
  quoteConfirmation,
  quoteNotification,
} from '../mail/templates.ts';
import type { AlongStatement, MailQueue, QueuedMail } from './mail-queue.ts';
import type { NotificationsService } from './notifications.ts';

// The tables' status column and the contract must list the same states (a type error if not).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _statusesMatch: Same<LeadStatus, (typeof quotes.$inferSelect)['status']> = true;

/** The rate limit window: FORM_RATE_LIMIT submissions per IP per form per this many minutes. */
export const RATE_LIMIT_WINDOW_MINUTES = 10;

export interface LeadsOptions {
  /** Submissions per IP per form per window; 0 turns the limit off. */
  rateLimit: number;
}

export interface SubmissionContext {
  clientIp: string;
  userAgent?: string;
  /** The signed-in user who sent the form, if any: a quote of theirs makes a notification. */
  submitterId?: string;
}

export type SubmitResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Room for one application whose body is still to be read; `release` once it is done. */
export type UploadReservation =
  { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

export interface CvUpload {
  filename: string;
  /** Detected from the bytes (application/pdf or the DOCX type). */
  type: string;
  bytes: Uint8Array;
}

export interface LeadsService {
  submitQuote(input: QuoteRequest, context: SubmissionContext): Promise<SubmitResult>;
  /** Queues the visitor's confirmation of their latest quote of the last hour, if any, once. */
  requestQuoteConfirmation(input: SendConfirmationRequest): Promise<void>;
  submitContact(input: ContactRequest, context: SubmissionContext): Promise<SubmitResult>;
  submitApplication(
    input: ApplicationForm & { cv?: CvUpload },
    context: SubmissionContext,
  ): Promise<SubmitResult>;
  /**
   * Asked before an application's body (up to a 5 MB CV) is read: refused when the IP's stored
   * applications in the window, plus those of its uploads still arriving at this process,
   * reach the limit. The transaction that stores the application counts again (across
   * processes); this only keeps a refused upload from being read into memory at all.
   */
  reserveApplication(context: SubmissionContext): Promise<UploadReservation>;
}

type LeadTable = PgTable & { clientIp: PgColumn; createdAt: PgColumn };

const blankToNull = (value: string | undefined) => (value ? value : null);
const capUserAgent = (value: string | undefined) => value?.slice(0, 512) ?? null;

/**
 * The columns every lead row starts with, as the database would fill them: the row is built
 * here whole, so the e-mails rendered from it show exactly what is stored.
 */
function leadRow(id: number, spam: boolean, context: SubmissionContext) {
  return {
    id,
    createdAt: new Date(),
    status: 'new' as const,
    flaggedSpam: spam,
    clientIp: rateLimitKey(context.clientIp),
    userAgent: capUserAgent(context.userAgent),
    handledAt: null,
  };
}

/** What one submission writes: the lead's insert, its e-mails, and anything else in the same transaction. */
interface LeadWrite {
  insert: AlongStatement;
  mails: QueuedMail[];
  /** Further writes (a CV, a notification); they need a transaction. Returns e-mail ids it queued. */
  more?: (tx: Db) => Promise<number[]>;
}

export function createLeadsService({
  db,
  mailQueue,
  notifications,
  options,
}: {
  db: Db;
  mailQueue: MailQueue;
  notifications: NotificationsService;
  options: LeadsOptions;
}): LeadsService {
  // Applications whose body is being read, per IP key, in this process (reserveApplication).
  const uploading = new Map<string, number>();

  const ids = {
    quotes: createIdReserve(db, quotes),
    contacts: createIdReserve(db, contactMessages),
    applications: createIdReserve(db, applications),
  };

  // Serialises one IP's submissions to one form (across processes: an advisory lock held
  // until the transaction ends), then counts that IP's submissions in the window.
  async function checkRateLimit(
    tx: Db,
    form: string,
    table: LeadTable,
    clientIp: string,
  ): Promise<number | undefined> {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`lead-form:${form}`}), hashtext(${clientIp}))`,
    );
    return waitFor(tx, table, clientIp);
  }

  // The wait in seconds before this IP may submit to the form again (`pending` more are on
  // their way), or undefined when it may now.
  async function waitFor(
    tx: Db,
    table: LeadTable,
    clientIp: string,
    pending = 0,
  ): Promise<number | undefined> {
    const limit = options.rateLimit;
    const recent = await tx
      .select({ createdAt: table.createdAt })
      .from(table)
      .where(
        and(
          eq(table.clientIp, clientIp),
          gt(table.createdAt, sql`now() - make_interval(mins => ${RATE_LIMIT_WINDOW_MINUTES})`),
        ),
      )
      .orderBy(desc(table.createdAt))
      .limit(limit);
    if (recent.length + pending < limit) return undefined;
    // Only uploads still arriving: one of them may yet fail, so ask again soon.
    if (recent.length === 0) return 60;
    // Free again when the oldest of the last `limit` submissions leaves the window.
    const oldest = recent[recent.length - 1]?.createdAt as Date;
    const freeAt = oldest.getTime() + RATE_LIMIT_WINDOW_MINUTES * 60_000;
    const seconds = Math.ceil((freeAt - Date.now()) / 1000);
    return Math.min(RATE_LIMIT_WINDOW_MINUTES * 60, Math.max(1, seconds));
  }

  // The lead is committed by now: the request answers without waiting for its e-mails, which
  // the queue's worker sends (it never throws here, so the visitor is never told to send again).
  function wakeMailer(ids: number[]) {
    if (ids.length > 0) mailQueue.wake();
  }

  async function submit(
    form: string,
    table: LeadTable,
    context: SubmissionContext,
    write: LeadWrite,
  ): Promise<SubmitResult> {
    // Nothing to count and nothing else to write: one statement, its own transaction.
    if (options.rateLimit <= 0 && !write.more) {
      wakeMailer(await mailQueue.enqueue(db, write.mails, write.insert));
      return { ok: true };
    }
    const outcome = await db.transaction(async (tx) => {
      if (options.rateLimit > 0) {
        const retryAfterSeconds = await checkRateLimit(
          tx,
          form,
          table,
          rateLimitKey(context.clientIp),
        );
        if (retryAfterSeconds !== undefined) return { ok: false as const, retryAfterSeconds };
      }
      const mailIds = await mailQueue.enqueue(tx, write.mails, write.insert);
      return { ok: true as const, mailIds: [...mailIds, ...((await write.more?.(tx)) ?? [])] };
    });
    if (!outcome.ok) return outcome;
    wakeMailer(outcome.mailIds);
    return { ok: true };
  }

  const salesNotification = (
    leadKind: QueuedMail['leadKind'],
    leadId: number,
    replyTo: string,
    rendered: { subject: string; text: string; html: string },
    attachCv = false,
  ): QueuedMail => ({
    leadKind,
    leadId,
    purpose: 'sales-notification',
    to: brand.email.sales,
    replyTo,
    attachCv,
    ...rendered,
  });

  const visitorConfirmation = (
    leadKind: QueuedMail['leadKind'],
    leadId: number,
    to: string,
    rendered: { subject: string; text: string; html: string },
  ): QueuedMail => ({
    leadKind,
    leadId,
    purpose: 'visitor-confirmation',
    to,
    replyTo: brand.email.general,
    ...rendered,
  });

  return {
    async submitQuote(input, context) {
      const spam = isHoneypotFilled(input);
      const quote = {
        ...leadRow(await ids.quotes.next(), spam, context),
        projectGoal: input.projectGoal,
        businessType: input.businessType,
        projectScope: input.projectScope,
        name: input.name,
        email: input.email,
        phone: blankToNull(input.phone),
        message: blankToNull(input.message),
        clientTimestamp: new Date(input.timestamp),
      };
      const { submitterId } = context;
      return submit('quote', quotes, context, {
        insert: (tx) => tx.insert(quotes).overridingSystemValue().values(quote),
        // The visitor's confirmation waits for /api/send-confirmation (docs/product/spec.md §7).
        mails: spam
          ? []
          : [salesNotification('quotes', quote.id, quote.email, quoteNotification(quote))],
        more:
          submitterId && !spam
            ? (tx) => {
                const labels: Readonly<Record<string, string>> = projectGoalLabels;
                const project = labels[quote.projectGoal] ?? quote.projectGoal;
                return notifications.notify(tx, submitterId, {
                  kind: 'quote-received',
                  text: notificationTexts.quoteReceived(project),
                });
              }
            : undefined,
      });
    },

    async requestQuoteConfirmation(input) {
      const mailIds = await db.transaction(async (tx) => {
        const [quote] = await tx
          .select()
          .from(quotes)
          .where(
            and(
              sql`lower(${quotes.email}) = lower(${input.email})`,
              gt(quotes.createdAt, sql`now() - interval '1 hour'`),
              eq(quotes.flaggedSpam, false),
            ),
          )
          .orderBy(desc(quotes.createdAt))
          .limit(1);
        if (!quote) return [];
        // The stored quote, not the request, fills the message: the caller only chooses
        // whether a confirmation of a real quote is sent, once.
        return mailQueue.enqueue(tx, [
          visitorConfirmation('quotes', quote.id, quote.email, quoteConfirmation(quote)),
        ]);
      });
      wakeMailer(mailIds);
    },

    async submitContact(input, context) {
      const spam = isHoneypotFilled(input);
      const message = {
        ...leadRow(await ids.contacts.next(), spam, context),
        name: input.name,
        email: input.email,
        phone: blankToNull(input.phone),
        message: input.message,
      };
      return submit('contact', contactMessages, context, {
        insert: (tx) => tx.insert(contactMessages).overridingSystemValue().values(message),
        mails: spam
          ? []
          : [
              salesNotification(
                'contacts',
                message.id,
                message.email,
                contactNotification(message),
              ),
              visitorConfirmation(
                'contacts',
                message.id,
                message.email,
                contactConfirmation(message),
              ),
            ],
      });
    },

    async reserveApplication(context) {
      if (options.rateLimit <= 0) return { ok: true, release: () => {} };
      const key = rateLimitKey(context.clientIp);
      const arriving = uploading.get(key) ?? 0;
      // Counted before the look, so uploads that start together see each other.
      uploading.set(key, arriving + 1);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        const left = (uploading.get(key) ?? 1) - 1;
        if (left > 0) uploading.set(key, left);
        else uploading.delete(key);
      };
      try {
        const retryAfterSeconds = await waitFor(db, applications, key, arriving);
        if (retryAfterSeconds === undefined) return { ok: true, release };
        release();
        return { ok: false, retryAfterSeconds };
      } catch (error) {
        release();
        throw error;
      }
    },

    async submitApplication(input, context) {
      const spam = isHoneypotFilled(input);
      // A bot's upload is not kept: the flagged application is the whole record of it.
      const cv = spam ? undefined : input.cv;
      const application = {
        ...leadRow(await ids.applications.next(), spam, context),
        name: input.name,
        email: input.email,
        phone: input.phone,
        position: input.position,
        experience: input.experience,
        github: blankToNull(input.github),
        cvFilename: cv?.filename ?? null,
        cvType: cv?.type ?? null,
        cvSize: cv?.bytes.byteLength ?? null,
      };
      return submit('application', applications, context, {
        insert: (tx) => tx.insert(applications).overridingSystemValue().values(application),
        mails: spam
          ? []
          : [
              salesNotification(
                'applications',
                application.id,
                application.email,
                applicationNotification(application),
                cv !== undefined,
              ),
              visitorConfirmation(
                'applications',
                application.id,
                application.email,
                applicationConfirmation(application),
              ),
            ],
        // The CV's row refers to the application: written after it, in the same transaction.
        more: cv
          ? async (tx) => {
              await tx
                .insert(applicationCvs)
                .values({ applicationId: application.id, content: cv.bytes });
              return [];
            }
          : undefined,
      });
    },
  };
}
