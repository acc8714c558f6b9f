// User accounts (docs/decisions/016-accounts-in-the-site.md; docs/product/decisions.md "Sessions and the token", "Accounts"): users, their
// server-side sessions, the one-time tokens of the reset and verification e-mails, and the
// attempts the auth rate limits count. Secrets are never stored: sessions and one-time tokens
// keep only the SHA-256 of a 256-bit random token, passwords only their argon2id hash.
// Everything lives in the database, so every API process sees the same sessions and limits
// (docs/architecture.md "Scaling out").
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The contract's userRoles (kept apart so drizzle-kit never resolves a workspace package). */
const userRoles = ['user', 'staff'] as const;

export const users = pgTable(
  'users',
  {
    // A UUID: ids in URLs and answers reveal nothing about how many accounts exist.
    id: uuid('id').primaryKey().defaultRandom(),
    /** As given at sign-up, trimmed and lower-cased (contract normalizeEmail); unique below. */
    email: text('email').notNull(),
    /** Unique, from the e-mail's local part, de-duplicated with a number (contract usernameFromEmail). */
    username: text('username').notNull(),
    /** The display name (sign-up's Full Name). */
    name: text('name').notNull(),
    /** argon2id, PHC string (parameters and salt inside). */
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: userRoles }).notNull().default('user'),
    /** Set when the verification link is followed; null while unconfirmed. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /**
     * A new address waiting for its link (purpose 'email-change') to be followed; the login
     * e-mail stays `email` until then (docs/decisions/017-account-security.md).
     */
    pendingEmail: text('pending_email'),
    // Settings (docs/product/spec.md §3). Null dark mode: never chosen while signed in.
    darkMode: boolean('dark_mode'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    /** Set while two-factor sign-in is on; the secret lives in totp_credentials. */
    twoFactorEnabledAt: timestamp('two_factor_enabled_at', { withTimezone: true }),
  },
  (table) => [
    // Case-insensitive, whatever a future writer forgets to normalise.
    uniqueIndex('users_email_idx').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_idx').on(table.username),
    check('users_role_check', sql`${table.role} in ('user', 'staff')`),
  ],
);

/**
 * One row per signed-in browser or client. `token_hash` is the SHA-256 of the token the client
 * holds (cookie or Bearer); a stolen database gives no usable session. The session ends at
 * `idle_expires_at` (pushed forward as it is used: 30-day sliding expiry) or at
 * `absolute_expires_at`, whichever comes first, or when `revoked_at` is set (logout, reset).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    // No foreign key: drizzle-kit writes references as "public"."users", which breaks the
    // per-file test schemas on PostgreSQL (as for application_cvs). Sessions of a deleted
    // user can never be used: every lookup joins users.
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_idx').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/**
 * What a one-time token is for: the reset link (1 hour), the verification link (24 hours), the
 * link that confirms a changed e-mail (24 hours), the second sign-in step of a two-factor
 * account (5 minutes; the login answer carries it as `challenge`, never an e-mail), or the
 * "this wasn't you" link e-mailed to the old address of an e-mail change (7 days), which
 * restores `email` (docs/decisions/034-accounts-stay-the-owners.md).
 */
export const oneTimeTokenPurposes = [
  'reset',
  'verify',
  'email-change',
  'two-factor',
  'email-revert',
] as const;
export type OneTimeTokenPurpose = (typeof oneTimeTokenPurposes)[number];

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    purpose: text('purpose', { enum: oneTimeTokenPurposes }).notNull(),
    /** SHA-256 of the token in the e-mailed link. */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the link is used (single use); a newer token of the same purpose also voids it. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** 'email-revert' only: the address the link gives back to the account. */
    email: text('email'),
  },
  (table) => [
    uniqueIndex('one_time_tokens_hash_idx').on(table.tokenHash),
    index('one_time_tokens_user_idx').on(table.userId, table.purpose),
    check(
      'one_time_tokens_purpose_check',
      sql`${table.purpose} in ('reset', 'verify', 'email-change', 'two-factor', 'email-revert')`,
    ),
  ],
);

/**
 * One row per counted attempt of a rate-limited auth action. `bucket` names the limit
 * ('login-ip', 'login-account', 'signup-ip' …), `key` what it counts (an IP address, a
 * normalised e-mail). A limit is "at most N rows of (bucket, key) in the window"; rows older
 * than any window are deleted as new ones arrive.
 */
export const authRateLimitHits = pgTable(
  'auth_rate_limit_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_rate_limit_hits_key_idx').on(table.bucket, table.key, table.createdAt)],
);

/**
 * The TOTP secret of a user (RFC 6238), encrypted at rest (auth/secret-box.ts): `secret` once
 * a code verified it, `pending_secret` from the set-up modal until then (it expires). Used time
 * steps are remembered as the last one: a code works once, and never one older than it.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: uuid('user_id').primaryKey(),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/**
 * The ten one-time recovery codes of a two-factor account. A code has 50 random bits, short of
 * the 112 that would let a plain hash do (ASVS 5.0 V6.5.2), so `code_hash` is an argon2id PHC
 * string with the code's own random salt, as a password's. Rows from before that hold the
 * plain SHA-256 of the code (64 hex digits) and are still accepted until used or replaced.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_idx').on(table.userId, table.codeHash)],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
