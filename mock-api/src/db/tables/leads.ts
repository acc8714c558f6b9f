// Leads from the public forms (docs/product/decisions.md "Lead forms"): quotes, contact messages and job
// applications, each stored before any e-mail is sent, plus the outbound mail queue that
// delivers their e-mails and retries the ones that failed. Nothing here is deleted by the API.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Mail state of a lead; the same list as the contract's leadStatuses (kept apart so
 * drizzle-kit, which loads this file on its own, never resolves a workspace package). */
const leadStatuses = ['new', 'mailed', 'mail-failed'] as const;

/** PostgreSQL bytea as bytes. node-postgres reads a Buffer, PGlite a Uint8Array: both are. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const leadStatusCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('new', 'mailed', 'mail-failed')`);

// The columns every lead has: who sent it from where, its mail state and the agency's handling.
const leadColumns = () => ({
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  status: text('status', { enum: leadStatuses }).notNull().default('new'),
  /** The honeypot was filled: kept for the record, never mailed. */
  flaggedSpam: boolean('flagged_spam').notNull().default(false),
  /**
   * The client address (http/client-ip.ts: the socket's, or X-Forwarded-For's under
   * TRUST_PROXY) as the rate limit counts it: an IPv4 address, or an IPv6 /64 network.
   */
  clientIp: text('client_ip').notNull(),
  userAgent: text('user_agent'),
  /** Set when staff mark the lead handled; null while open. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

export const quotes = pgTable(
  'quotes',
  {
    ...leadColumns(),
    projectGoal: text('project_goal').notNull(),
    businessType: text('business_type').notNull(),
    projectScope: text('project_scope').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message'),
    /** The `timestamp` the browser sent (when the visitor pressed Submit). */
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('quotes_created_at_idx').on(table.createdAt),
    index('quotes_client_ip_idx').on(table.clientIp, table.createdAt),
    // /api/send-confirmation looks a quote up by address, case-insensitively.
    index('quotes_email_idx').on(sql`lower(${table.email})`, table.createdAt),
    leadStatusCheck('quotes_status_check', table.status),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    ...leadColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
  },
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_client_ip_idx').on(table.clientIp, table.createdAt),
    leadStatusCheck('contact_messages_status_check', table.status),
  ],
);

export const applications = pgTable(
  'applications',
  {
    ...leadColumns(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** A careerPositions key: fulltime, parttime or sales. */
    position: text('position').notNull(),
    experience: text('experience').notNull(),
    github: text('github'),
    /** The CV's name as uploaded, its type detected from its bytes, and its size; null without a CV. */
    cvFilename: text('cv_filename'),
    cvType: text('cv_type'),
    cvSize: integer('cv_size'),
  },
  (table) => [
    index('applications_created_at_idx').on(table.createdAt),
    index('applications_client_ip_idx').on(table.clientIp, table.createdAt),
    leadStatusCheck('applications_status_check', table.status),
  ],
);

/**
 * CV bytes, one row per application that has one. A table of its own keeps lists of
 * applications from reading megabytes; bytea (not a file) keeps the CV in the same
 * transaction as its application and visible to every API process (docs/architecture.md).
 * No foreign key: drizzle-kit writes references as "public"."applications", which breaks
 * the per-file test schemas on PostgreSQL; the row is only ever inserted in the
 * application's own transaction.
 */
export const applicationCvs = pgTable('application_cvs', {
  applicationId: bigint('application_id', { mode: 'number' }).primaryKey(),
  content: bytea('content').notNull(),
});

/**
 * Which row a queued e-mail belongs to: a lead table (the contract's leadKinds), or
 * 'account-tokens', a one-time token of the reset or verification e-mail (lead_id is its id),
 * or 'notifications', a notification the user also wants by e-mail (Email Notifications).
 */
export const mailLeadKinds = [
  'quotes',
  'contacts',
  'applications',
  'account-tokens',
  'notifications',
] as const;
export type MailLeadKind = (typeof mailLeadKinds)[number];

/** What an e-mail is for; one of each per lead (or token) at most. */
export const mailPurposes = [
  'sales-notification',
  'visitor-confirmation',
  'password-reset',
  'email-verification',
  'email-change',
  'email-change-notice',
  'email-changed-notice',
  'notification',
] as const;
export type MailPurpose = (typeof mailPurposes)[number];

/**
 * pending: never tried · sending: claimed by a process until `next_attempt_at` (a lease, so a
 * crash mid-send is retried) · sent · failed: waiting for `next_attempt_at` to try again.
 */
export const mailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** Every e-mail the API sends, rendered when queued so a retry sends exactly the same message. */
export const outboundMail = pgTable(
  'outbound_mail',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    leadKind: text('lead_kind', { enum: mailLeadKinds }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    purpose: text('purpose', { enum: mailPurposes }).notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Attach the application's CV (read from application_cvs at send time). */
    attachCv: boolean('attach_cv').notNull().default(false),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The Message-ID the transport gave the sent message. */
    messageId: text('message_id'),
  },
  (table) => [
    uniqueIndex('outbound_mail_lead_purpose_idx').on(table.leadKind, table.leadId, table.purpose),
    index('outbound_mail_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} <> 'sent'`),
    check(
      'outbound_mail_status_check',
      sql`${table.status} in ('pending', 'sending', 'sent', 'failed')`,
    ),
  ],
);
