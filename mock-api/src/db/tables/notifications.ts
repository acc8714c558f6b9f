// Notifications (docs/decisions/020-notifications.md; docs/product/decisions.md "Notifications"): one row per event told to a user,
// written in the transaction of the event itself, and the browsers each account has signed in
// from, so a sign-in from a new one can be told.
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** The contract's notificationKinds (kept apart so drizzle-kit never resolves a workspace package). */
const notificationKinds = [
  'welcome',
  'email-verified',
  'password-changed',
  'two-factor-enabled',
  'two-factor-disabled',
  'new-sign-in',
  'quote-received',
  'project-status',
] as const;

/**
 * The id orders a user's notifications and is the stream's event id: a reconnect asks for
 * what came after the last one it saw. 'Clear' deletes a user's rows.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign key, as for sessions: drizzle-kit's "public"."users" breaks per-file test
    // schemas. Every read is by the signed-in user's id.
    userId: uuid('user_id').notNull(),
    kind: text('kind', { enum: notificationKinds }).notNull(),
    /** The words shown, written when the event happened (a later rename does not rewrite it). */
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
    check(
      'notifications_kind_check',
      sql`${table.kind} in ('welcome', 'email-verified', 'password-changed', 'two-factor-enabled', 'two-factor-disabled', 'new-sign-in', 'quote-received', 'project-status')`,
    ),
  ],
);

/**
 * Browsers an account has signed in from: the SHA-256 of the random `device` cookie each one
 * keeps. A sign-in whose browser is not listed makes a 'new-sign-in' notification.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id').notNull(),
    deviceHash: text('device_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.deviceHash] })],
);
