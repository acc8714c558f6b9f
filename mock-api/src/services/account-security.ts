// The signed-in half of accounts (docs/decisions/017-account-security.md; docs/product/decisions.md "Accounts"): profile and e-mail change,
// settings, password change, two-factor authentication (RFC 6238 with recovery codes) and the
// Active sessions list. No HTTP here: routes/account.ts turns outcomes into answers.
// Every method takes the id of the signed-in user from the route, never from the body, so no
// request can reach another account's data (ASVS 5.0 V8.2).
import {
  RECOVERY_CODE_COUNT,
  notificationTexts,
  otpauthUrl,
  type ActiveSession,
  type ChangePasswordRequest,
  type PublicUser,
  type TwoFactorEnableRequest,
  type TwoFactorVerifyRequest,
  type UpdateProfileRequest,
  type UpdateSettingsRequest,
  type UserSettings,
} from '@brightlane/contract';
import { and, desc, eq, gt, isNull, or, lt, sql } from 'drizzle-orm';
import { hashPassword, isCommonPassword, verifyPassword } from '../auth/passwords.ts';
import type { SecretBox } from '../auth/secret-box.ts';
import { describeBrowser, describeNetwork } from '../auth/session-labels.ts';
import { hashToken } from '../auth/tokens.ts';
import { rateLimitKey } from '../http/client-ip.ts';
import {
  canonicalRecoveryCode,
  matchTotpStep,
  newRecoveryCode,
  newTotpSecret,
} from '../auth/totp.ts';
import {
  oneTimeTokens,
  recoveryCodes,
  sessions,
  totpCredentials,
  users,
  type UserRow,
} from '../db/schema.ts';
import {
  authRateLimits,
  toPublicUser,
  type AccountCore,
  type Limited,
  type NewSession,
  type RequestContext,
} from './accounts.ts';

/** The set-up modal's secret waits this long for its first code. */
export const TWO_FACTOR_SETUP_MS = 15 * 60 * 1000;

export type ProfileResult =
  | { ok: true; user: PublicUser; emailChangePending: boolean }
  | Limited
  | { ok: false; reason: 'password-required' | 'invalid-password' | 'email-taken' };

export type ChangePasswordResult =
  | { ok: true; otherSessionsEnded: number }
  | Limited
  | { ok: false; reason: 'invalid-password' | 'common-password' };

export type TwoFactorSetupResult =
  { ok: true; secret: string; otpauthUrl: string } | { ok: false; reason: 'already-enabled' };

export type TwoFactorEnableResult =
  | { ok: true; recoveryCodes: string[] }
  | Limited
  | {
      ok: false;
      reason: 'invalid-code' | 'invalid-password' | 'setup-expired' | 'already-enabled';
    };

export type TwoFactorDisableResult =
  { ok: true } | Limited | { ok: false; reason: 'invalid-password' | 'not-enabled' };

export type TwoFactorVerifyResult =
  | { ok: true; user: PublicUser; session: NewSession; recoveryCodesLeft?: number }
  | Limited
  | { ok: false; reason: 'invalid-code' | 'challenge-expired' };

export interface AccountSecurityService {
  /** The signed-in user as the API shows it (fresh from the database). */
  user(userId: string): Promise<PublicUser | undefined>;
  updateProfile(
    userId: string,
    input: UpdateProfileRequest,
    context: RequestContext,
  ): Promise<ProfileResult>;
  settings(userId: string): Promise<UserSettings | undefined>;
  updateSettings(userId: string, input: UpdateSettingsRequest): Promise<UserSettings | undefined>;
  /** Checks the current password, sets the new one and ends every other session. */
  changePassword(
    userId: string,
    currentSessionId: number,
    input: ChangePasswordRequest,
  ): Promise<ChangePasswordResult>;
  twoFactorSetup(userId: string): Promise<TwoFactorSetupResult>;
  /** Needs the current password as well as a code from the pending secret. */
  twoFactorEnable(userId: string, input: TwoFactorEnableRequest): Promise<TwoFactorEnableResult>;
  twoFactorDisable(userId: string, password: string): Promise<TwoFactorDisableResult>;
  /** The second sign-in step: the login's challenge and a 6-digit or recovery code. */
  twoFactorVerify(
    input: TwoFactorVerifyRequest,
    context: RequestContext,
    previousToken?: string,
  ): Promise<TwoFactorVerifyResult>;
  listSessions(userId: string, currentSessionId: number): Promise<ActiveSession[]>;
  /** Ends one of the user's sessions; false when it is not theirs or already ended. */
  revokeSession(userId: string, sessionId: string): Promise<boolean>;
  /**
   * Ends every session of the user but the current one, and what they may have started (an
   * e-mail change, a two-factor set-up); resolves to how many sessions ended.
   */
  revokeOtherSessions(userId: string, currentSessionId: number): Promise<number>;
}

const settingsOf = (row: UserRow): UserSettings => toPublicUser(row).settings;
/** How recovery codes were stored before they were salted: the plain SHA-256, 64 hex digits. */
const isUnsaltedCodeHash = (stored: string) => /^[0-9a-f]{64}$/.test(stored);

export function createAccountSecurityService(
  core: AccountCore,
  secretBox: SecretBox,
): AccountSecurityService {
  const { db, limiter, consumeAll, findUserByEmail, notifications, deliverInBackground } = core;

  async function userRow(userId: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, userId));
    return row;
  }

  // A password check of a signed-in user (e-mail change, password change, two-factor on or
  // off): wrong ones counted per account, so a stolen session cannot guess the password (ASVS
  // 5.0 V6.3.1), and every one too, right or wrong, since each is an argon2 hash.
  async function checkPassword(
    user: UserRow,
    password: string,
  ): Promise<{ ok: true } | Limited | { ok: false; reason: 'invalid-password' }> {
    const limited = await consumeAll([
      { limit: authRateLimits.passwordUseAccount, key: user.id, perIp: false },
      { limit: authRateLimits.passwordCheckAccount, key: user.id, perIp: false },
    ]);
    if (!limited.ok) return limited;
    if (!(await verifyPassword(user.passwordHash, password))) {
      return { ok: false, reason: 'invalid-password' };
    }
    await limiter.refund(limited.hitIds.slice(1));
    return { ok: true };
  }

  // The unused recovery code of the user that `code` is, marked used; undefined when none.
  async function useRecoveryCode(userId: string, code: string): Promise<boolean> {
    const canonical = canonicalRecoveryCode(code);
    const unused = await db
      .select({ id: recoveryCodes.id, codeHash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
    let match: number | undefined;
    for (const row of unused) {
      const matches = isUnsaltedCodeHash(row.codeHash)
        ? row.codeHash === hashToken(canonical)
        : await verifyPassword(row.codeHash, canonical);
      if (matches) {
        match = row.id;
        break;
      }
    }
    if (match === undefined) return false;
    // Once, even if two requests with the same code raced here.
    const [used] = await db
      .update(recoveryCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(recoveryCodes.id, match), isNull(recoveryCodes.usedAt)))
      .returning({ id: recoveryCodes.id });
    return used !== undefined;
  }

  return {
    async user(userId) {
      const row = await userRow(userId);
      return row && toPublicUser(row);
    },

    async updateProfile(userId, input, context) {
      const user = await userRow(userId);
      if (!user) return { ok: false, reason: 'invalid-password' };
      const changesEmail = input.email.toLowerCase() !== user.email.toLowerCase();
      if (!changesEmail) {
        // A name change keeps a pending e-mail change: it ends when its link is followed or a
        // newer change replaces it.
        const [row] = await db
          .update(users)
          .set({ name: input.name })
          .where(eq(users.id, userId))
          .returning();
        return { ok: true, user: toPublicUser(row as UserRow), emailChangePending: false };
      }
      if (!input.currentPassword) return { ok: false, reason: 'password-required' };
      // Each change mails two addresses, one of them chosen by the caller: limited per account
      // and per IP, whether the password is right or not.
      const changes = await consumeAll([
        { limit: authRateLimits.emailChangeIp, key: rateLimitKey(context.clientIp), perIp: true },
        { limit: authRateLimits.emailChangeAccount, key: userId, perIp: false },
      ]);
      if (!changes.ok) return changes;
      const checked = await checkPassword(user, input.currentPassword);
      if (!checked.ok) return checked;
      const owner = await findUserByEmail(db, input.email);
      if (owner && owner.id !== userId) return { ok: false, reason: 'email-taken' };
      const { row, mailIds } = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set({ name: input.name, pendingEmail: input.email })
          .where(eq(users.id, userId))
          .returning();
        const row = updated as UserRow;
        return { row, mailIds: await core.issueTokenMail(tx, row, 'email-change') };
      });
      core.deliverInBackground(mailIds);
      return { ok: true, user: toPublicUser(row), emailChangePending: true };
    },

    async settings(userId) {
      const row = await userRow(userId);
      return row && settingsOf(row);
    },

    async updateSettings(userId, input) {
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      ) as UpdateSettingsRequest;
      if (Object.keys(changes).length === 0) {
        const row = await userRow(userId);
        return row && settingsOf(row);
      }
      const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
      return row && settingsOf(row);
    },

    async changePassword(userId, currentSessionId, input) {
      const user = await userRow(userId);
      if (!user) return { ok: false, reason: 'invalid-password' };
      const checked = await checkPassword(user, input.currentPassword);
      if (!checked.ok) return checked;
      if (isCommonPassword(input.newPassword)) return { ok: false, reason: 'common-password' };
      const passwordHash = await hashPassword(input.newPassword);
      const { otherSessionsEnded, mailIds } = await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()` })
          .where(eq(users.id, userId));
        // A reset link e-mailed before the change would undo it: void it.
        await core.voidTokens(tx, userId, 'reset');
        // Whoever knew the old password is signed out everywhere else (ASVS 5.0 V7.4.3), and
        // what they started with it ends.
        const otherSessionsEnded = await core.endSessions(tx, userId, currentSessionId);
        await core.voidPendingChanges(tx, userId);
        const mailIds = await notifications.notify(tx, userId, {
          kind: 'password-changed',
          text: notificationTexts.passwordChanged,
        });
        return { otherSessionsEnded, mailIds };
      });
      deliverInBackground(mailIds);
      return { ok: true, otherSessionsEnded };
    },

    async twoFactorSetup(userId) {
      const user = await userRow(userId);
      if (!user || user.twoFactorEnabledAt) return { ok: false, reason: 'already-enabled' };
      const secret = newTotpSecret();
      const sealed = secretBox.seal(secret, userId);
      const expiresAt = new Date(Date.now() + TWO_FACTOR_SETUP_MS);
      await db
        .insert(totpCredentials)
        .values({ userId, pendingSecret: sealed, pendingExpiresAt: expiresAt })
        .onConflictDoUpdate({
          target: totpCredentials.userId,
          set: { pendingSecret: sealed, pendingExpiresAt: expiresAt },
        });
      return { ok: true, secret, otpauthUrl: otpauthUrl(secret, user.email) };
    },

    async twoFactorEnable(userId, { code, password }) {
      const user = await userRow(userId);
      if (!user || user.twoFactorEnabledAt) return { ok: false, reason: 'already-enabled' };
      // A session alone must not put a second factor between the owner and their account.
      const checked = await checkPassword(user, password);
      if (!checked.ok) return checked;
      const [credentials] = await db
        .select()
        .from(totpCredentials)
        .where(eq(totpCredentials.userId, userId));
      const pending = credentials?.pendingSecret;
      if (!pending || !credentials.pendingExpiresAt || credentials.pendingExpiresAt < new Date()) {
        return { ok: false, reason: 'setup-expired' };
      }
      const limited = await consumeAll([
        { limit: authRateLimits.passwordCheckAccount, key: userId, perIp: false },
      ]);
      if (!limited.ok) return limited;
      const step = matchTotpStep(secretBox.open(pending, userId), code);
      if (step === undefined) return { ok: false, reason: 'invalid-code' };
      await limiter.refund(limited.hitIds);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      // Hashed before the transaction: no transaction waits on argon2.
      const codeHashes = await Promise.all(
        codes.map((c) => hashPassword(canonicalRecoveryCode(c))),
      );
      const enabled = await db.transaction(async (tx) => {
        // Only the secret this code was checked against (a second set-up may have replaced it).
        const [moved] = await tx
          .update(totpCredentials)
          .set({
            secret: pending,
            pendingSecret: null,
            pendingExpiresAt: null,
            lastUsedStep: step,
          })
          .where(
            and(eq(totpCredentials.userId, userId), eq(totpCredentials.pendingSecret, pending)),
          )
          .returning({ userId: totpCredentials.userId });
        if (!moved) return undefined;
        await tx
          .update(users)
          .set({ twoFactorEnabledAt: sql`now()` })
          .where(eq(users.id, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
        return notifications.notify(tx, userId, {
          kind: 'two-factor-enabled',
          text: notificationTexts.twoFactorEnabled,
        });
      });
      if (!enabled) return { ok: false, reason: 'setup-expired' };
      deliverInBackground(enabled);
      return { ok: true, recoveryCodes: codes };
    },

    async twoFactorDisable(userId, password) {
      const user = await userRow(userId);
      if (!user) return { ok: false, reason: 'not-enabled' };
      const checked = await checkPassword(user, password);
      if (!checked.ok) return checked;
      if (!user.twoFactorEnabledAt) return { ok: false, reason: 'not-enabled' };
      const mailIds = await db.transaction(async (tx) => {
        await tx.update(users).set({ twoFactorEnabledAt: null }).where(eq(users.id, userId));
        await tx.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        // A sign-in waiting for its second step would otherwise still ask for a code.
        await core.voidTokens(tx, userId, 'two-factor');
        return notifications.notify(tx, userId, {
          kind: 'two-factor-disabled',
          text: notificationTexts.twoFactorDisabled,
        });
      });
      deliverInBackground(mailIds);
      return { ok: true };
    },

    async twoFactorVerify(input, context, previousToken) {
      const challengeHash = hashToken(input.challenge);
      const [challenge] = await db
        .select({ userId: oneTimeTokens.userId })
        .from(oneTimeTokens)
        .where(
          and(
            eq(oneTimeTokens.tokenHash, challengeHash),
            eq(oneTimeTokens.purpose, 'two-factor'),
            isNull(oneTimeTokens.usedAt),
            gt(oneTimeTokens.expiresAt, sql`now()`),
          ),
        );
      if (!challenge) return { ok: false, reason: 'challenge-expired' };
      const { userId } = challenge;
      const limited = await consumeAll([
        { limit: authRateLimits.twoFactorIp, key: context.clientIp, perIp: true },
        { limit: authRateLimits.twoFactorAccount, key: userId, perIp: false },
      ]);
      if (!limited.ok) return limited;

      let recoveryCodesLeft: number | undefined;
      if (/^\d{6}$/.test(input.code)) {
        const [credentials] = await db
          .select()
          .from(totpCredentials)
          .where(eq(totpCredentials.userId, userId));
        if (!credentials?.secret) return { ok: false, reason: 'invalid-code' };
        const step = matchTotpStep(secretBox.open(credentials.secret, userId), input.code);
        if (step === undefined) return { ok: false, reason: 'invalid-code' };
        // A code works once: only a step later than the last one used moves the mark, in one
        // statement, so two requests with the same code cannot both pass (RFC 6238 §5.2).
        const [fresh] = await db
          .update(totpCredentials)
          .set({ lastUsedStep: step })
          .where(
            and(
              eq(totpCredentials.userId, userId),
              or(isNull(totpCredentials.lastUsedStep), lt(totpCredentials.lastUsedStep, step)),
            ),
          )
          .returning({ userId: totpCredentials.userId });
        if (!fresh) return { ok: false, reason: 'invalid-code' };
      } else {
        if (!(await useRecoveryCode(userId, input.code)))
          return { ok: false, reason: 'invalid-code' };
        const [left] = await db
          .select({ count: sql<number>`count(*)::int` })
          .from(recoveryCodes)
          .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
        recoveryCodesLeft = left?.count ?? 0;
      }
      await limiter.refund(limited.hitIds);
      // The challenge works once, even if two right codes raced here.
      const consumed = await db.transaction((tx) =>
        core.useToken(tx, input.challenge, 'two-factor'),
      );
      if (!consumed) return { ok: false, reason: 'challenge-expired' };
      const user = await userRow(userId);
      if (!user) return { ok: false, reason: 'challenge-expired' };
      const session = await core.startSession(userId, context, previousToken);
      return { ok: true, user: toPublicUser(user), session, recoveryCodesLeft };
    },

    async listSessions(userId, currentSessionId) {
      const rows = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
            gt(sessions.idleExpiresAt, sql`now()`),
            gt(sessions.absoluteExpiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
      const list = rows.map((row) => ({
        id: String(row.id),
        browser: describeBrowser(row.userAgent),
        place: describeNetwork(row.clientIp),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
      // This device first, then the most recently used.
      return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
    },

    async revokeSession(userId, sessionId) {
      if (!/^\d{1,18}$/.test(sessionId)) return false;
      const ended = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(
          and(
            eq(sessions.id, Number(sessionId)),
            eq(sessions.userId, userId),
            isNull(sessions.revokedAt),
          ),
        )
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    async revokeOtherSessions(userId, currentSessionId) {
      return db.transaction(async (tx) => {
        const ended = await core.endSessions(tx, userId, currentSessionId);
        await core.voidPendingChanges(tx, userId);
        return ended;
      });
    },
  };
}
