// Accounts (docs/decisions/016-accounts-in-the-site.md; docs/product/decisions.md "Sessions and the token", "Accounts"): sign-up, sign-in,
// sessions, sign-out, password reset and e-mail verification. No HTTP here: routes/auth.ts
// turns the outcomes into answers, cookies and status codes.
// Secrets: passwords are argon2id hashes (auth/passwords.ts); session and one-time tokens are
// 256-bit random values stored as SHA-256 (auth/tokens.ts). Rate limits live in the database
// (auth/rate-limit.ts). E-mails go through the mail queue, each tied to its one-time token.
import {
  notificationTexts,
  reservedUsernames,
  sitePaths,
  usernameFromEmail,
  withQuery,
  type ForgotPasswordRequest,
  type LoginRequest,
  type PublicUser,
  type ResetPasswordRequest,
  type SignupRequest,
} from '@brightlane/contract';
import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import {
  dummyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../auth/passwords.ts';
import { createAuthRateLimiter, type RateLimit } from '../auth/rate-limit.ts';
import { describeBrowser, describeNetwork } from '../auth/session-labels.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import {
  oneTimeTokens,
  recoveryCodes,
  sessions,
  totpCredentials,
  users,
  type OneTimeTokenPurpose,
  type UserRow,
} from '../db/schema.ts';
import { rateLimitKey } from '../http/client-ip.ts';
import {
  emailChangedMail,
  emailChangeMail,
  emailChangeNoticeMail,
  emailVerificationMail,
  passwordResetMail,
} from '../mail/templates.ts';
import type { MailQueue } from './mail-queue.ts';
import type { NotificationsService } from './notifications.ts';

/** 30-day sliding expiry: a session unused this long ends (docs/product/decisions.md, docs/decisions/016-accounts-in-the-site.md). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;
/** However much it is used, a session ends this long after sign-in (ASVS 5.0 V7.3.2). */
export const SESSION_ABSOLUTE_MS = 90 * 24 * 60 * 60 * 1000;
/** last_seen_at (and the sliding expiry) is written at most this often per session. */
const SESSION_TOUCH_MS = 60 * 1000;
export const RESET_TOKEN_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_MS = 24 * 60 * 60 * 1000;
/**
 * The "this wasn't you" link to the old address of an e-mail change: long enough for someone
 * who reads their mail weekly (docs/decisions/034-accounts-stay-the-owners.md).
 */
export const EMAIL_REVERT_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;
/** The second sign-in step of a two-factor account must follow the password within this. */
export const TWO_FACTOR_CHALLENGE_MS = 5 * 60 * 1000;

const tokenLifetimes: Record<OneTimeTokenPurpose, number> = {
  reset: RESET_TOKEN_MS,
  verify: VERIFY_TOKEN_MS,
  'email-change': VERIFY_TOKEN_MS,
  'two-factor': TWO_FACTOR_CHALLENGE_MS,
  'email-revert': EMAIL_REVERT_TOKEN_MS,
};

/**
 * The auth rate limits (docs/decisions/034-accounts-stay-the-owners.md). `…Ip` ones count an
 * IPv4 address or an IPv6 /64 and stop when AUTH_RATE_LIMIT=0; per-account ones (an address,
 * a user, or an account and address pair) always hold. Every e-mail a visitor can have sent
 * (sign-up, resend, forgot-password, e-mail change) is limited both ways.
 */
export const authRateLimits = {
  loginIp: { bucket: 'login-ip', max: 10, windowMinutes: 15 },
  /**
   * Failed sign-ins to one account from one address: the refusal. Failures to the account from
   * anywhere only slow its sign-ins down (loginBackoff), so strangers cannot lock the owner out.
   */
  loginPair: { bucket: 'login-pair', max: 10, windowMinutes: 15 },
  signupIp: { bucket: 'signup-ip', max: 10, windowMinutes: 60 },
  /** Sign-ups with one address ('Email already registered' is an answer worth limiting). */
  signupAccount: { bucket: 'signup-account', max: 5, windowMinutes: 60 },
  forgotIp: { bucket: 'forgot-ip', max: 10, windowMinutes: 15 },
  /** Reset requests for one address from one IP: a stranger's requests stop only their own. */
  forgotPair: { bucket: 'forgot-pair', max: 3, windowMinutes: 60 },
  /** Reset e-mails to one address from anywhere: the cap on mail to one inbox. */
  forgotAccount: { bucket: 'forgot-account', max: 10, windowMinutes: 60 },
  resendIp: { bucket: 'resend-ip', max: 10, windowMinutes: 15 },
  resendAccount: { bucket: 'resend-account', max: 5, windowMinutes: 60 },
  /** E-mail changes (each mails the new address and the old one), wrong password or not. */
  emailChangeIp: { bucket: 'email-change-ip', max: 10, windowMinutes: 60 },
  emailChangeAccount: { bucket: 'email-change-account', max: 5, windowMinutes: 60 },
  /** Wrong codes at the second sign-in step (6-digit or recovery): ASVS 5.0 V6.3.1, V6.6.3. */
  twoFactorIp: { bucket: 'two-factor-ip', max: 10, windowMinutes: 15 },
  twoFactorAccount: { bucket: 'two-factor-account', max: 5, windowMinutes: 15 },
  /** Wrong current passwords (change password, change e-mail, two-factor) and wrong set-up codes. */
  passwordCheckAccount: { bucket: 'password-check-account', max: 10, windowMinutes: 15 },
  /**
   * Every current-password check of one account, right or wrong: each costs an argon2 hash, and
   * a loop of right ones must not queue every sign-in behind it.
   */
  passwordUseAccount: { bucket: 'password-use-account', max: 20, windowMinutes: 15 },
} as const satisfies Record<string, RateLimit>;

/** Failed sign-ins to one account, from anywhere, counted for the backoff. */
export const LOGIN_FAILURES = { bucket: 'login-account', windowMinutes: 15 } as const;

/**
 * The exponential backoff of one account's sign-ins (OWASP Authentication Cheat Sheet, "Account
 * Lockout"): after `freeFailures` failed sign-ins in 15 minutes, from anywhere, a sign-in waits
 * until `firstDelayMs` after the latest failure, doubling with each further one, at most
 * `maxDelayMs`. It waits, never refuses: the owner's right password still gets in.
 */
export interface LoginBackoff {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_LOGIN_BACKOFF: LoginBackoff = {
  freeFailures: 5,
  firstDelayMs: 1000,
  maxDelayMs: 16_000,
};

/** How long after the latest of `failures` failed sign-ins the next one is checked. */
export function loginBackoffMs(failures: number, backoff: LoginBackoff): number {
  if (failures < backoff.freeFailures) return 0;
  const doublings = Math.min(failures - backoff.freeFailures, 30);
  return Math.min(backoff.firstDelayMs * 2 ** doublings, backoff.maxDelayMs);
}

/** The key of an account and address pair ('ann@example.com 203.0.113.5'). */
export const pairKey = (account: string, ip: string) => `${account} ${ip}`;

export interface AccountsOptions {
  /** The site's public origin (SITE_URL): e-mailed links start with it, never with Host. */
  siteUrl: string;
  /** The per-IP limits (AUTH_RATE_LIMIT); per-account limits hold either way. */
  ipRateLimits: boolean;
  /**
   * forgot-password answers no sooner than this after it started, whether or not the account
   * exists, so its timing tells nothing (the work for a known address is well below it).
   */
  minForgotPasswordMs: number;
  /** The sign-in backoff of one account (DEFAULT_LOGIN_BACKOFF; tests shorten it). */
  loginBackoff: LoginBackoff;
}

export interface RequestContext {
  clientIp: string;
  userAgent?: string;
  /**
   * The browser's `device` cookie (the route makes one for a browser without it): a sign-in
   * from a browser the account has not used before makes a 'new-sign-in' notification.
   */
  deviceId?: string;
}

export interface NewSession {
  token: string;
  expiresAt: Date;
}

export type Limited = { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export type SignupResult =
  | { ok: true; user: PublicUser; session: NewSession }
  | Limited
  | { ok: false; reason: 'email-taken' | 'common-password' };

export type LoginResult =
  | { ok: true; user: PublicUser; session: NewSession }
  /** The password was right; the account wants its second factor (`challenge` for /2fa/verify). */
  | { ok: true; twoFactor: { challenge: string } }
  | Limited
  | { ok: false; reason: 'invalid-credentials' };

export interface CurrentSession {
  user: PublicUser;
  /** The session's row id: the "current" one of the Active sessions list. */
  sessionId: number;
  /** Set when the sliding expiry moved: the cookie should be re-sent with it. */
  renewedUntil?: Date;
}

export type ForgotResult = { ok: true } | Limited;
export type ResetResult = { ok: true } | { ok: false; reason: 'invalid-token' | 'common-password' };
export type ResendResult = { ok: true; alreadyVerified: boolean } | Limited;
/**
 * A followed link: the sign-up address confirmed ('verified'), a changed address now in effect
 * ('changed'), or a change undone from the old address ('reverted').
 */
export type VerifyEmailResult =
  | { ok: true; outcome: 'verified' | 'changed' | 'reverted' }
  | { ok: false; reason: 'invalid-token' | 'email-taken' };

export interface AccountsService {
  signup(input: SignupRequest, context: RequestContext): Promise<SignupResult>;
  /** `previousToken`: the session the client held, ended by this sign-in (rotation). */
  login(input: LoginRequest, context: RequestContext, previousToken?: string): Promise<LoginResult>;
  /** The user of a live session, sliding its expiry forward; undefined when none. */
  session(token: string): Promise<CurrentSession | undefined>;
  logout(token: string): Promise<void>;
  forgotPassword(input: ForgotPasswordRequest, context: RequestContext): Promise<ForgotResult>;
  resetPassword(input: ResetPasswordRequest): Promise<ResetResult>;
  verifyEmail(token: string): Promise<VerifyEmailResult>;
  resendVerification(userId: string, context: RequestContext): Promise<ResendResult>;
}

/** The columns of `users` that toPublicUser reads: what a session check selects, and no more. */
export const publicUserColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  username: users.username,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  createdAt: users.createdAt,
  pendingEmail: users.pendingEmail,
  darkMode: users.darkMode,
  emailNotifications: users.emailNotifications,
  pushNotifications: users.pushNotifications,
  twoFactorEnabledAt: users.twoFactorEnabledAt,
} as const;

type PublicUserRow = Pick<UserRow, keyof typeof publicUserColumns>;

export function toPublicUser(row: PublicUserRow): PublicUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    username: row.username,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
    pendingEmail: row.pendingEmail,
    settings: {
      darkMode: row.darkMode,
      emailNotifications: row.emailNotifications,
      pushNotifications: row.pushNotifications,
      twoFactorEnabled: row.twoFactorEnabledAt !== null,
    },
  };
}

const capUserAgent = (value: string | undefined) => value?.slice(0, 512) ?? null;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AccountDeps {
  db: Db;
  mailQueue: MailQueue;
  notifications: NotificationsService;
  options: AccountsOptions;
}

/**
 * What every account service shares: the rate limits, sessions, one-time tokens and their
 * e-mails. accounts.ts (sign-in and sign-up), account-security.ts (profile, password,
 * two-factor, sessions) build on one of these.
 */
export type AccountCore = ReturnType<typeof createAccountCore>;

// The e-mail's local part, or it plus the smallest free number ('ann', 'ann2', 'ann3' …).
// Serialised per base name, so two sign-ups never pick the same one.
export async function freeUsername(tx: Db, email: string): Promise<string> {
  const base = usernameFromEmail(email);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('username'), hashtext(${base}))`);
  const rows = await tx
    .select({ username: users.username })
    .from(users)
    .where(sql`left(${users.username}, ${base.length}) = ${base}`);
  const taken = new Set(rows.map((row) => row.username));
  const reserved = new Set(reservedUsernames);
  if (!taken.has(base) && !reserved.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate) && !reserved.has(candidate)) return candidate;
  }
}

export function createAccountCore({ db, mailQueue, notifications, options }: AccountDeps) {
  const limiter = createAuthRateLimiter(db);
  const siteUrl = options.siteUrl.replace(/\/+$/, '');

  // Takes a slot of each limit in turn; on the first refusal gives back what it took.
  async function consumeAll(
    checks: { limit: RateLimit; key: string; perIp: boolean }[],
  ): Promise<{ ok: true; hitIds: number[] } | Limited> {
    const hitIds: number[] = [];
    for (const check of checks) {
      if (check.perIp && !options.ipRateLimits) continue;
      const result = await limiter.consume(check.limit, check.key);
      if (!result.ok) {
        await limiter.refund(hitIds);
        return { ok: false, reason: 'rate-limited', retryAfterSeconds: result.retryAfterSeconds };
      }
      hitIds.push(result.hitId);
    }
    return { ok: true, hitIds };
  }

  async function findUserByEmail(tx: Db, email: string): Promise<UserRow | undefined> {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    return row;
  }

  async function createSession(tx: Db, userId: string, context: RequestContext) {
    const token = newToken();
    const now = Date.now();
    const absolute = new Date(now + SESSION_ABSOLUTE_MS);
    const idle = new Date(now + SESSION_IDLE_MS);
    await tx.insert(sessions).values({
      tokenHash: hashToken(token),
      userId,
      idleExpiresAt: idle,
      absoluteExpiresAt: absolute,
      userAgent: capUserAgent(context.userAgent),
      clientIp: context.clientIp,
    });
    return { token, expiresAt: idle };
  }

  // Voids the user's unused one-time tokens of this purpose (their links stop working).
  async function voidTokens(tx: Db, userId: string, purpose: OneTimeTokenPurpose) {
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
        ),
      );
  }

  // A new one-time token, voiding the user's unused ones of the same purpose. An 'email-revert'
  // link voids none: each gives back its own address, and an intruder's change must not void
  // the link the owner holds. `createdAt` back-dates it (a link that continues an earlier one).
  async function issueToken(
    tx: Db,
    userId: string,
    purpose: OneTimeTokenPurpose,
    extra: { email?: string; createdAt?: Date } = {},
  ) {
    if (purpose !== 'email-revert') await voidTokens(tx, userId, purpose);
    const token = newToken();
    const [row] = await tx
      .insert(oneTimeTokens)
      .values({
        purpose,
        tokenHash: hashToken(token),
        userId,
        expiresAt: new Date(Date.now() + tokenLifetimes[purpose]),
        email: extra.email ?? null,
        ...(extra.createdAt ? { createdAt: extra.createdAt } : {}),
      })
      .returning({ id: oneTimeTokens.id });
    return { token, id: row?.id as number };
  }

  const linkTo = (page: string, token: string) => `${siteUrl}${withQuery(page, { token })}`;

  // A new one-time token for an e-mailed link and its e-mail(s), queued in the same
  // transaction. An e-mail change links the new address and tells the old one, with a link
  // that undoes it. Resolves to the queued mail's ids.
  async function issueTokenMail(
    tx: Db,
    user: UserRow,
    purpose: 'reset' | 'verify' | 'email-change',
  ): Promise<number[]> {
    const { token, id } = await issueToken(tx, user.id, purpose);
    const page = purpose === 'reset' ? sitePaths.resetPassword : sitePaths.verifyEmail;
    const url = linkTo(page, token);
    if (purpose === 'email-change') {
      const newEmail = user.pendingEmail as string;
      const undo = await issueToken(tx, user.id, 'email-revert', { email: user.email });
      return mailQueue.enqueue(tx, [
        {
          leadKind: 'account-tokens',
          leadId: id,
          purpose: 'email-change',
          to: newEmail,
          ...emailChangeMail(user.name, url),
        },
        {
          leadKind: 'account-tokens',
          leadId: id,
          purpose: 'email-change-notice',
          to: user.email,
          ...emailChangeNoticeMail(user.name, newEmail, linkTo(sitePaths.verifyEmail, undo.token)),
        },
      ]);
    }
    const rendered =
      purpose === 'reset'
        ? passwordResetMail(user.name, url)
        : emailVerificationMail(user.name, url);
    return mailQueue.enqueue(tx, [
      {
        leadKind: 'account-tokens',
        leadId: id,
        purpose: purpose === 'reset' ? 'password-reset' : 'email-verification',
        to: user.email,
        ...rendered,
      },
    ]);
  }

  // The change took effect: the old address is told, with a link that gives it back. The link
  // keeps the time of the request it continues, so undoing it also undoes what was set up
  // since (see verifyEmail).
  async function tellOldAddress(tx: Db, user: UserRow, newEmail: string): Promise<number[]> {
    const [requested] = await tx
      .select({ createdAt: oneTimeTokens.createdAt })
      .from(oneTimeTokens)
      .where(
        and(
          eq(oneTimeTokens.userId, user.id),
          eq(oneTimeTokens.purpose, 'email-revert'),
          sql`lower(${oneTimeTokens.email}) = lower(${user.email})`,
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, sql`now()`),
        ),
      )
      .orderBy(oneTimeTokens.createdAt)
      .limit(1);
    const undo = await issueToken(tx, user.id, 'email-revert', {
      email: user.email,
      createdAt: requested?.createdAt,
    });
    return mailQueue.enqueue(tx, [
      {
        leadKind: 'account-tokens',
        leadId: undo.id,
        purpose: 'email-changed-notice',
        to: user.email,
        ...emailChangedMail(user.name, newEmail, linkTo(sitePaths.verifyEmail, undo.token)),
      },
    ]);
  }

  // Ends what someone who knew the old password may have started (ASVS 5.0 V7.4.3): a pending
  // e-mail change (its link and the address), a pending two-factor set-up, and sign-ins
  // waiting for their second step. Runs where the password changes or every other session ends.
  async function voidPendingChanges(tx: Db, userId: string) {
    await voidTokens(tx, userId, 'email-change');
    await voidTokens(tx, userId, 'two-factor');
    await tx.update(users).set({ pendingEmail: null }).where(eq(users.id, userId));
    await tx
      .update(totpCredentials)
      .set({ pendingSecret: null, pendingExpiresAt: null })
      .where(eq(totpCredentials.userId, userId));
  }

  // Called after the commit that queued `ids`: the queue's worker sends them in the background,
  // so the answer never waits for (or reveals) the mail server. A failure stays queued for a
  // retry.
  function deliverInBackground(ids: number[]) {
    if (ids.length > 0) mailQueue.wake();
  }

  // Consumes a one-time token: only an unused, unexpired one of this purpose, exactly once.
  async function useToken(tx: Db, token: string, purpose: OneTimeTokenPurpose) {
    const [row] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(token)),
          eq(oneTimeTokens.purpose, purpose),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({
        userId: oneTimeTokens.userId,
        createdAt: oneTimeTokens.createdAt,
        email: oneTimeTokens.email,
      });
    return row;
  }

  /** Ends every session of the user (but `except`, the caller's own). */
  async function endSessions(tx: Db, userId: string, except?: number) {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          except === undefined ? undefined : sql`${sessions.id} <> ${except}`,
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  }

  // Every signed-in request runs this: built once, on first use (drizzle's query building was a
  // sixth of the request's CPU time), and only the columns the answer needs (BENCHMARKS.md,
  // session 16).
  let liveSessionQuery: ReturnType<typeof prepareLiveSession> | undefined;
  const prepareLiveSession = () =>
    db
      .select({
        session: {
          id: sessions.id,
          lastSeenAt: sessions.lastSeenAt,
          absoluteExpiresAt: sessions.absoluteExpiresAt,
        },
        user: publicUserColumns,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.revokedAt),
          gt(sessions.idleExpiresAt, sql`now()`),
          gt(sessions.absoluteExpiresAt, sql`now()`),
        ),
      )
      .limit(1)
      .prepare('live_session');

  /** The user of a live session and the session's id; undefined when none. */
  async function liveSession(token: string) {
    liveSessionQuery ??= prepareLiveSession();
    const [row] = await liveSessionQuery.execute({ tokenHash: hashToken(token) });
    return row;
  }

  // Rotation: the session a client held before signing in ends when the new one starts. A
  // browser the account has not signed in from before is told to the account's owner.
  async function startSession(
    userId: string,
    context: RequestContext,
    previousToken?: string,
  ): Promise<NewSession> {
    const { session, mailIds } = await db.transaction(async (tx) => {
      if (previousToken) {
        await tx
          .update(sessions)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(sessions.tokenHash, hashToken(previousToken)), isNull(sessions.revokedAt)));
      }
      const session = await createSession(tx, userId, context);
      const mailIds = context.deviceId
        ? await notifications.rememberDevice(tx, userId, context.deviceId, {
            kind: 'new-sign-in',
            text: notificationTexts.newSignIn(
              describeBrowser(context.userAgent),
              describeNetwork(context.clientIp),
            ),
          })
        : [];
      return { session, mailIds };
    });
    deliverInBackground(mailIds);
    return session;
  }

  return {
    db,
    options,
    notifications,
    limiter,
    consumeAll,
    freeUsername,
    createSession,
    findUserByEmail,
    voidTokens,
    voidPendingChanges,
    endSessions,
    issueToken,
    issueTokenMail,
    tellOldAddress,
    deliverInBackground,
    useToken,
    liveSession,
    startSession,
  };
}

export function createAccountsService(
  deps: AccountDeps,
  core = createAccountCore(deps),
): AccountsService {
  const { db, options } = deps;
  const {
    limiter,
    consumeAll,
    findUserByEmail,
    issueToken,
    issueTokenMail,
    deliverInBackground,
    useToken,
    liveSession,
    startSession,
  } = core;
  const { freeUsername, createSession, notifications, voidTokens, voidPendingChanges } = core;
  const { endSessions, tellOldAddress } = core;

  // "This wasn't you", from the old address of an e-mail change: that address is the login
  // e-mail again, any pending change ends, every session ends, and what was set up since the
  // change was asked for goes (two-factor turned on, later "this wasn't you" links, reset
  // links mailed elsewhere). Whoever made the change knew the password, so the restored
  // address gets a reset link (docs/decisions/034-accounts-stay-the-owners.md).
  async function undoEmailChange(tx: Db, userId: string, email: string, since: Date) {
    const [restored] = await tx
      .update(users)
      .set({ email, pendingEmail: null, emailVerifiedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!restored) return [];
    await endSessions(tx, userId);
    await voidPendingChanges(tx, userId);
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, 'email-revert'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.createdAt, since),
        ),
      );
    if (restored.twoFactorEnabledAt && restored.twoFactorEnabledAt > since) {
      await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, userId));
      await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    }
    // Also voids every reset link sent before (they went to the other address).
    return core.issueTokenMail(tx, restored, 'reset');
  }

  return {
    async signup(input, context) {
      const limited = await consumeAll([
        { limit: authRateLimits.signupIp, key: rateLimitKey(context.clientIp), perIp: true },
        { limit: authRateLimits.signupAccount, key: input.email, perIp: false },
      ]);
      if (!limited.ok) return limited;
      if (isCommonPassword(input.password)) return { ok: false, reason: 'common-password' };
      if (await findUserByEmail(db, input.email)) return { ok: false, reason: 'email-taken' };
      const passwordHash = await hashPassword(input.password);
      try {
        const { user, session, mailIds } = await db.transaction(async (tx) => {
          const username = await freeUsername(tx, input.email);
          const [row] = await tx
            .insert(users)
            .values({ email: input.email, username, name: input.name, passwordHash })
            .returning();
          const user = row as UserRow;
          const mailIds = await issueTokenMail(tx, user, 'verify');
          await notifications.notify(tx, user.id, {
            kind: 'welcome',
            text: notificationTexts.welcome(user.name),
          });
          // The browser that signed up is known: signing in from it later tells no one.
          if (context.deviceId) await notifications.rememberDevice(tx, user.id, context.deviceId);
          return { user, session: await createSession(tx, user.id, context), mailIds };
        });
        deliverInBackground(mailIds);
        return { ok: true, user: toPublicUser(user), session };
      } catch (error) {
        // Two sign-ups with one address at once: the unique index lets one through.
        if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
        throw error;
      }
    },

    async login(input, context, previousToken) {
      const ip = rateLimitKey(context.clientIp);
      const limited = await consumeAll([
        { limit: authRateLimits.loginIp, key: ip, perIp: true },
        { limit: authRateLimits.loginPair, key: pairKey(input.email, ip), perIp: false },
      ]);
      if (!limited.ok) return limited;
      // The account's failures from anywhere slow its sign-ins down; they never refuse one.
      const failures = await limiter.recent(LOGIN_FAILURES, input.email);
      const wait =
        loginBackoffMs(failures.count, options.loginBackoff) - (failures.sinceNewestMs ?? 0);
      if (wait > 0) await sleep(wait);
      const attempt = await limiter.record(LOGIN_FAILURES.bucket, input.email);
      const user = await findUserByEmail(db, input.email);
      // An unknown address is checked against a real hash too: same work, same time.
      const valid = await verifyPassword(
        user?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!user || !valid) return { ok: false, reason: 'invalid-credentials' };
      await limiter.refund([...limited.hitIds, attempt]);
      if (user.twoFactorEnabledAt) {
        // No session yet: the password alone is not enough (ASVS 5.0 V6.6). The challenge
        // ties the second step to this password check for 5 minutes, once.
        const { token } = await db.transaction((tx) => issueToken(tx, user.id, 'two-factor'));
        return { ok: true, twoFactor: { challenge: token } };
      }
      const session = await startSession(user.id, context, previousToken);
      return { ok: true, user: toPublicUser(user), session };
    },

    async session(token) {
      const row = await liveSession(token);
      if (!row) return undefined;
      const sessionId = row.session.id;
      const now = Date.now();
      if (now - row.session.lastSeenAt.getTime() < SESSION_TOUCH_MS)
        return { user: toPublicUser(row.user), sessionId };
      const renewedUntil = new Date(
        Math.min(now + SESSION_IDLE_MS, row.session.absoluteExpiresAt.getTime()),
      );
      await db
        .update(sessions)
        .set({ lastSeenAt: new Date(now), idleExpiresAt: renewedUntil })
        .where(eq(sessions.id, sessionId));
      return { user: toPublicUser(row.user), sessionId, renewedUntil };
    },

    async logout(token) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
    },

    async forgotPassword(input, context) {
      const started = Date.now();
      try {
        const ip = rateLimitKey(context.clientIp);
        const limited = await consumeAll([
          { limit: authRateLimits.forgotIp, key: ip, perIp: true },
          { limit: authRateLimits.forgotPair, key: pairKey(input.email, ip), perIp: false },
          { limit: authRateLimits.forgotAccount, key: input.email, perIp: false },
        ]);
        if (!limited.ok) return limited;
        const mailIds = await db.transaction(async (tx) => {
          const user = await findUserByEmail(tx, input.email);
          return user ? issueTokenMail(tx, user, 'reset') : [];
        });
        deliverInBackground(mailIds);
        return { ok: true };
      } finally {
        const wait = options.minForgotPasswordMs - (Date.now() - started);
        if (wait > 0) await sleep(wait);
      }
    },

    async resetPassword(input) {
      if (isCommonPassword(input.password)) return { ok: false, reason: 'common-password' };
      // A cheap look first, so a made-up token costs no password hash.
      const [known] = await db
        .select({ id: oneTimeTokens.id })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, hashToken(input.token)),
            eq(oneTimeTokens.purpose, 'reset'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, sql`now()`),
          ),
        );
      if (!known) return { ok: false, reason: 'invalid-token' };
      const passwordHash = await hashPassword(input.password);
      const done = await db.transaction(async (tx) => {
        const userId = (await useToken(tx, input.token, 'reset'))?.userId;
        if (!userId) return undefined;
        await tx
          .update(users)
          .set({
            passwordHash,
            passwordChangedAt: sql`now()`,
            // Following the e-mailed link proved the address too.
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          })
          .where(eq(users.id, userId));
        // Every session ends: whoever knew the old password is signed out (ASVS 5.0 V7.4.3),
        // and what they started with it (an e-mail change, a two-factor set-up) ends too.
        await endSessions(tx, userId);
        await voidPendingChanges(tx, userId);
        return notifications.notify(tx, userId, {
          kind: 'password-changed',
          text: notificationTexts.passwordChanged,
        });
      });
      if (!done) return { ok: false, reason: 'invalid-token' };
      deliverInBackground(done);
      return { ok: true };
    },

    async verifyEmail(token) {
      try {
        const { result, mailIds } = await db.transaction(async (tx) => {
          const invalid = { result: { ok: false, reason: 'invalid-token' } as const, mailIds: [] };
          const confirmed = async (
            userId: string,
            email: string,
            outcome: 'verified' | 'changed',
            told: number[] = [],
          ) => ({
            result: { ok: true, outcome } as const,
            mailIds: [
              ...told,
              ...(await notifications.notify(tx, userId, {
                kind: 'email-verified',
                text: notificationTexts.emailVerified(email),
              })),
            ],
          });

          const signup = await useToken(tx, token, 'verify');
          if (signup) {
            const [verified] = await tx
              .update(users)
              .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
              .where(eq(users.id, signup.userId))
              .returning({ email: users.email });
            return verified ? confirmed(signup.userId, verified.email, 'verified') : invalid;
          }

          const change = await useToken(tx, token, 'email-change');
          if (change) {
            const [before] = await tx.select().from(users).where(eq(users.id, change.userId));
            // The pending address becomes the login e-mail, confirmed by this very link; a
            // link from before the latest password change is dead (whoever asked for it may
            // be who the new password shuts out).
            const [changed] = await tx
              .update(users)
              .set({
                email: sql`${users.pendingEmail}`,
                pendingEmail: null,
                emailVerifiedAt: sql`now()`,
              })
              .where(
                and(
                  eq(users.id, change.userId),
                  sql`${users.pendingEmail} is not null`,
                  lte(users.passwordChangedAt, change.createdAt),
                ),
              )
              .returning({ email: users.email });
            if (!before || !changed) return invalid;
            // Links e-mailed to the old address no longer fit the account.
            await voidTokens(tx, change.userId, 'reset');
            await voidTokens(tx, change.userId, 'verify');
            const told = await tellOldAddress(tx, before, changed.email);
            return confirmed(change.userId, changed.email, 'changed', told);
          }

          const revert = await useToken(tx, token, 'email-revert');
          if (!revert?.email) return invalid;
          return {
            result: { ok: true, outcome: 'reverted' } as const,
            mailIds: await undoEmailChange(tx, revert.userId, revert.email, revert.createdAt),
          };
        });
        deliverInBackground(mailIds);
        return result satisfies VerifyEmailResult;
      } catch (error) {
        // Someone else registered the address while the link was on its way.
        if (isUniqueViolation(error)) return { ok: false, reason: 'email-taken' };
        throw error;
      }
    },

    async resendVerification(userId, context) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return { ok: true, alreadyVerified: false };
      if (user.emailVerifiedAt) return { ok: true, alreadyVerified: true };
      const limited = await consumeAll([
        { limit: authRateLimits.resendIp, key: context.clientIp, perIp: true },
        { limit: authRateLimits.resendAccount, key: user.id, perIp: false },
      ]);
      if (!limited.ok) return limited;
      const mailIds = await db.transaction((tx) => issueTokenMail(tx, user, 'verify'));
      deliverInBackground(mailIds);
      return { ok: true, alreadyVerified: false };
    },
  };
}
