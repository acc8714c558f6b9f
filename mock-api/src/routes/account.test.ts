// The signed-in half of the account API (docs/decisions/017-account-security.md) against OWASP ASVS 5.0: profile and e-mail
// change, settings, password change (V6.2, V7.4.3), two-factor with TOTP and recovery codes
// (V6.5, V6.6; RFC 6238 window and replay), and the ownership of sessions (V7.4.5, V8.2).
// One database for the file; each test signs up its own accounts from its own address.
import { eq } from 'drizzle-orm';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { canonicalRecoveryCode } from '../auth/totp.ts';
import { hashToken } from '../auth/tokens.ts';
import { recoveryCodes, totpCredentials, users } from '../db/schema.ts';
import { createMemoryMailer } from '../mail/mailer.ts';
import { openTestDatabase } from '../test/database.ts';
import { fromIp } from '../test/leads.ts';
import { totpCode } from '../test/totp.ts';

const PASSWORD = 'correct horse battery';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

describe('account security (ASVS 5.0)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  let counter = 0;
  const newEmail = (name = 'kim') => `${name}${(counter += 1)}-${Date.now() % 100000}@example.com`;
  const newIp = () => `203.0.${Math.floor(counter / 200) % 250}.${(counter += 1) % 250}`;

  function setup() {
    const mail = createMemoryMailer();
    const { app, services } = buildApp({
      database,
      mail,
      config: { logLevel: 'silent', siteUrl: 'https://www.brightlane.example' },
    });
    const ip = newIp();
    async function request<T = Record<string, unknown>>(
      method: string,
      path: string,
      { token, body, ua }: { token?: string; body?: unknown; ua?: string } = {},
    ): Promise<Answer<T>> {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (ua) headers['user-agent'] = ua;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const res = await app.request(
        path,
        { method, headers, body: body === undefined ? undefined : JSON.stringify(body) },
        fromIp(ip),
      );
      return { status: res.status, body: (await res.json()) as T, headers: res.headers };
    }
    const signup = async (email = newEmail(), ua = FIREFOX) => {
      const res = await request<{ token: string; user: { id: string } }>(
        'POST',
        '/api/auth/signup',
        { body: { name: 'Kim Park', email, password: PASSWORD }, ua },
      );
      expect(res.status).toBe(201);
      return { email, token: res.body.token, id: res.body.user.id };
    };
    const login = (email: string, password = PASSWORD, ua = SAFARI) =>
      request<{ token?: string; challenge?: string; twoFactorRequired?: boolean }>(
        'POST',
        '/api/auth/login',
        { body: { email, password }, ua },
      );
    const sessionUser = async (token: string) =>
      (
        await request<{ user: Record<string, unknown> | null }>('GET', '/api/auth/session', {
          token,
        })
      ).body.user;
    /** The token of the last link e-mailed to `to` for `page`. */
    const linkToken = async (to: string, page: string) => {
      await services.mailQueue.idle();
      const message = mail.sent.filter((m) => m.to === to).at(-1);
      return message?.text.match(new RegExp(`${page}\\?token=([\\w-]+)`))?.[1];
    };
    /** Signs up, sets up and enables 2FA; answers the secret and the recovery codes. */
    const withTwoFactor = async () => {
      const account = await signup();
      const setupAnswer = await request<{ secret: string }>('POST', '/api/auth/2fa/setup', {
        token: account.token,
      });
      const { secret } = setupAnswer.body;
      const enabled = await request<{ recoveryCodes: string[] }>('POST', '/api/auth/2fa/enable', {
        token: account.token,
        body: { code: totpCode(secret), password: PASSWORD },
      });
      expect(enabled.status).toBe(200);
      return { ...account, secret, recoveryCodes: enabled.body.recoveryCodes };
    };
    return { app, services, mail, request, signup, login, sessionUser, linkToken, withTwoFactor };
  }

  describe('profile (PUT /api/auth/user)', () => {
    it('given a new name, should save it and show it in the session', async () => {
      const { request, signup, sessionUser } = setup();
      const { token, email } = await signup();
      const res = await request('PUT', '/api/auth/user', {
        token,
        body: { name: '  Kim Lee ', email },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ user: { name: 'Kim Lee' }, message: 'Profile updated' });
      expect(await sessionUser(token)).toMatchObject({ name: 'Kim Lee', email });
    });

    it('given a blank name or a bad e-mail, should refuse with the §5 messages', async () => {
      const { request, signup } = setup();
      const { token } = await signup();
      const res = await request('PUT', '/api/auth/user', {
        token,
        body: { name: ' ', email: 'nope' },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual(
        expect.arrayContaining([
          { path: 'name', message: 'Full name is required' },
          { path: 'email', message: 'Invalid email format' },
        ]),
      );
    });

    it('given no session, should answer 401', async () => {
      const { request } = setup();
      const res = await request('PUT', '/api/auth/user', {
        body: { name: 'X', email: 'x@example.com' },
      });
      expect(res.status).toBe(401);
    });

    it('given a new e-mail without or with a wrong password, should refuse it on currentPassword', async () => {
      const { request, signup } = setup();
      const { token } = await signup();
      const body = { name: 'Kim', email: newEmail('new') };
      const missing = await request('PUT', '/api/auth/user', { token, body });
      expect(missing.status).toBe(400);
      expect(missing.body.issues).toEqual([
        { path: 'currentPassword', message: 'Enter your current password to change your email' },
      ]);
      const wrong = await request('PUT', '/api/auth/user', {
        token,
        body: { ...body, currentPassword: 'not it at all' },
      });
      expect(wrong.body.issues).toEqual([
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
    });

    it("given another account's e-mail, should answer 409 'Email already registered'", async () => {
      const { request, signup } = setup();
      const other = await signup();
      const { token } = await signup();
      const res = await request('PUT', '/api/auth/user', {
        token,
        body: { name: 'Kim', email: other.email.toUpperCase(), currentPassword: PASSWORD },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Email already registered');
    });

    it('given a new e-mail and the password, should keep it pending until the link sent to it is followed', async () => {
      const { request, signup, login, sessionUser, linkToken, mail, services } = setup();
      const { token, email } = await signup();
      const next = newEmail('moved');
      const res = await request('PUT', '/api/auth/user', {
        token,
        body: { name: 'Kim', email: next, currentPassword: PASSWORD },
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        user: { email, pendingEmail: next },
        message: `Check ${next} for a link to confirm your new email address.`,
      });
      // Until then the old address signs in; the old address is told of the change.
      expect((await login(next)).status).toBe(401);
      await services.mailQueue.idle();
      expect(mail.sent.find((m) => m.to === email && /being changed/.test(m.subject))).toBeTruthy();

      const link = await linkToken(next, '/verify-email');
      const confirmed = await request('POST', '/api/auth/verify-email', { body: { token: link } });
      expect(confirmed.body).toMatchObject({ message: 'Your new email address is confirmed.' });
      expect(await sessionUser(token)).toMatchObject({
        email: next,
        pendingEmail: null,
        emailVerified: true,
      });
      expect((await login(next)).status).toBe(200);
      expect((await login(email)).status).toBe(401);
      // Single use.
      const again = await request('POST', '/api/auth/verify-email', { body: { token: link } });
      expect(again.status).toBe(400);
    });

    it('given a name change while an e-mail change is pending, should keep it and its link', async () => {
      const { request, signup, linkToken, sessionUser } = setup();
      const { token, email } = await signup();
      const next = newEmail('later');
      await request('PUT', '/api/auth/user', {
        token,
        body: { name: 'Kim', email: next, currentPassword: PASSWORD },
      });
      const link = await linkToken(next, '/verify-email');
      const res = await request('PUT', '/api/auth/user', {
        token,
        body: { name: 'Kim Lee', email },
      });
      expect(res.body).toMatchObject({
        user: { name: 'Kim Lee', email, pendingEmail: next },
        message: 'Profile updated',
      });
      const followed = await request('POST', '/api/auth/verify-email', { body: { token: link } });
      expect(followed.status).toBe(200);
      expect(await sessionUser(token)).toMatchObject({ email: next, pendingEmail: null });
    });

    it('given a second new e-mail, should void the first link', async () => {
      const { request, signup, linkToken } = setup();
      const { token } = await signup();
      const first = newEmail('first');
      const body = (to: string) => ({ name: 'Kim', email: to, currentPassword: PASSWORD });
      await request('PUT', '/api/auth/user', { token, body: body(first) });
      const firstLink = await linkToken(first, '/verify-email');
      await request('PUT', '/api/auth/user', { token, body: body(newEmail('second')) });
      const followed = await request('POST', '/api/auth/verify-email', {
        body: { token: firstLink },
      });
      expect(followed.status).toBe(400);
    });
  });

  describe('settings (GET/PUT /api/user/settings)', () => {
    it('given a new account, should answer the docs/product/spec.md §3 defaults', async () => {
      const { request, signup } = setup();
      const { token } = await signup();
      const res = await request('GET', '/api/user/settings', { token });
      expect(res.body).toEqual({
        settings: {
          darkMode: null,
          emailNotifications: true,
          pushNotifications: true,
          twoFactorEnabled: false,
        },
      });
    });

    it('given a partial change, should save only it and carry it in the session user', async () => {
      const { request, signup, sessionUser } = setup();
      const { token } = await signup();
      const res = await request('PUT', '/api/user/settings', {
        token,
        body: { darkMode: false, pushNotifications: false },
      });
      expect(res.body).toEqual({
        settings: {
          darkMode: false,
          emailNotifications: true,
          pushNotifications: false,
          twoFactorEnabled: false,
        },
        message: 'Notification preferences updated',
      });
      expect((await sessionUser(token))?.settings).toMatchObject({ darkMode: false });
    });

    it('given twoFactorEnabled or a non-boolean, should refuse the body', async () => {
      const { request, signup } = setup();
      const { token } = await signup();
      const twoFactor = await request('PUT', '/api/user/settings', {
        token,
        body: { twoFactorEnabled: true },
      });
      expect(twoFactor.status).toBe(400);
      const text = await request('PUT', '/api/user/settings', {
        token,
        body: { darkMode: 'yes' },
      });
      expect(text.status).toBe(400);
    });

    it('given no session, should answer 401', async () => {
      const { request } = setup();
      expect((await request('GET', '/api/user/settings')).status).toBe(401);
    });
  });

  describe('V6.2 / V7.4.3 change password', () => {
    it('given a wrong current password, should refuse it on the field and change nothing', async () => {
      const { request, signup, login } = setup();
      const { token, email } = await signup();
      const res = await request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: 'wrong password', newPassword: 'a brand new secret' },
      });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([
        { path: 'currentPassword', message: 'Current password is incorrect' },
      ]);
      expect((await login(email)).status).toBe(200);
    });

    it('given a new password under 8 characters or a common one, should refuse it as sign-up does', async () => {
      const { request, signup } = setup();
      const { token } = await signup();
      const short = await request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: PASSWORD, newPassword: 'short' },
      });
      expect(short.body.issues).toEqual([
        { path: 'newPassword', message: 'Password must be at least 8 characters' },
      ]);
      const common = await request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: PASSWORD, newPassword: 'password123' },
      });
      expect(common.status).toBe(400);
      expect(common.body.issues).toEqual([
        {
          path: 'newPassword',
          message: 'This password is too common. Please choose a different one.',
        },
      ]);
    });

    it('given the right current password, should change it and end every other session but this one', async () => {
      const { request, signup, login, sessionUser } = setup();
      const { token, email } = await signup();
      const other = await login(email);
      const res = await request('POST', '/api/auth/change-password', {
        token,
        body: { currentPassword: PASSWORD, newPassword: 'a brand new secret' },
      });
      expect(res.body).toEqual({ success: true, message: 'Password changed successfully' });
      expect(await sessionUser(token)).not.toBeNull();
      expect(await sessionUser(other.body.token as string)).toBeNull();
      expect((await login(email)).status).toBe(401);
      expect((await login(email, 'a brand new secret')).status).toBe(200);
    });

    it('V6.3.1: given 10 wrong current passwords, should refuse the 11th with 429', async () => {
      const { request, signup } = setup();
      const { token } = await signup();
      const body = { currentPassword: 'wrong password', newPassword: 'a brand new secret' };
      for (let i = 0; i < 10; i += 1) {
        expect((await request('POST', '/api/auth/change-password', { token, body })).status).toBe(
          400,
        );
      }
      const limited = await request('POST', '/api/auth/change-password', { token, body });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    });
  });

  describe('V6.5 / V6.6 two-factor (RFC 6238)', () => {
    // The clock stands still in the middle of a 30-second step, so a test's codes never
    // straddle a step boundary (which would turn "the same code again" into a fresh one).
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Math.floor(Date.now() / 30_000) * 30_000 + 10_000);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('given set-up, should answer a 16-character base32 secret and its otpauth URL, stored encrypted', async () => {
      const { request, signup } = setup();
      const { token, email, id } = await signup();
      const res = await request<{ secret: string; otpauthUrl: string }>(
        'POST',
        '/api/auth/2fa/setup',
        { token },
      );
      expect(res.body.secret).toMatch(/^[A-Z2-7]{16}$/);
      expect(res.body.otpauthUrl).toBe(
        `otpauth://totp/Brightlane%20Digital:${encodeURIComponent(email)}?secret=${res.body.secret}&issuer=Brightlane%20Digital`,
      );
      const [row] = await database.db
        .select()
        .from(totpCredentials)
        .where(eq(totpCredentials.userId, id));
      expect(row?.pendingSecret).toMatch(/^v1\./);
      expect(row?.pendingSecret).not.toContain(res.body.secret);
    });

    it('given a wrong or malformed code at enable, should refuse it and stay off', async () => {
      const { request, signup, sessionUser } = setup();
      const { token } = await signup();
      const { body } = await request<{ secret: string }>('POST', '/api/auth/2fa/setup', { token });
      const wrongCode = String((Number(totpCode(body.secret)) + 500_000) % 1_000_000).padStart(
        6,
        '0',
      );
      const wrong = await request('POST', '/api/auth/2fa/enable', {
        token,
        body: { code: wrongCode, password: PASSWORD },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.issues).toEqual([{ path: 'code', message: 'Invalid verification code' }]);
      const malformed = await request('POST', '/api/auth/2fa/enable', {
        token,
        body: { code: '12345', password: PASSWORD },
      });
      expect(malformed.body.issues).toEqual([
        { path: 'code', message: 'Invalid verification code' },
      ]);
      expect(await sessionUser(token)).toMatchObject({ settings: { twoFactorEnabled: false } });
    });

    it('given enable without set-up, should answer 409', async () => {
      const { request, signup } = setup();
      const { token } = await signup();
      const res = await request('POST', '/api/auth/2fa/enable', {
        token,
        body: { code: '123456', password: PASSWORD },
      });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Two-factor set-up has expired. Please start again.');
    });

    it('V6.5.2: given the right code, should enable it and answer ten recovery codes, stored as argon2id with a salt each', async () => {
      const { withTwoFactor, sessionUser, request } = setup();
      const { token, id, recoveryCodes: codes } = await withTwoFactor();
      expect(codes).toHaveLength(10);
      expect(new Set(codes).size).toBe(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
      expect(await sessionUser(token)).toMatchObject({ settings: { twoFactorEnabled: true } });
      const stored = await database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, id));
      expect(stored).toHaveLength(10);
      // 50 random bits each: too few for a plain hash, so a password hash with its own salt.
      for (const row of stored)
        expect(row.codeHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(new Set(stored.map((row) => row.codeHash.split('$')[4])).size).toBe(10);
      // Set-up again while enabled is refused.
      expect((await request('POST', '/api/auth/2fa/setup', { token })).status).toBe(409);
    });

    it('given a 2FA account, should answer a challenge instead of a session at login', async () => {
      const { withTwoFactor, login } = setup();
      const { email } = await withTwoFactor();
      const res = await login(email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        twoFactorRequired: true,
        challenge: expect.any(String),
        message: 'Enter the 6-digit code from your authenticator app or a recovery code.',
      });
      expect(res.headers.get('set-cookie')).toBeNull();
    });

    it('RFC 6238 §5.2: should accept the next step, refuse a replayed, older or too-late code', async () => {
      const { withTwoFactor, login, request, sessionUser } = setup();
      const { email, secret } = await withTwoFactor();
      const verify = async (code: string) => {
        const { challenge } = (await login(email)).body;
        return request<{ token?: string; issues?: unknown }>('POST', '/api/auth/2fa/verify', {
          body: { challenge, code },
        });
      };
      // The enabling code used this step: the same code again is a replay.
      const replay = await verify(totpCode(secret));
      expect(replay.status).toBe(400);
      expect(replay.body.issues).toEqual([{ path: 'code', message: 'Invalid verification code' }]);
      // Three steps ahead is outside the ±1 window.
      expect((await verify(totpCode(secret, Date.now() + 90_000))).status).toBe(400);
      // One step ahead (a fast clock) is inside it, and signs in with a cookie.
      const next = await verify(totpCode(secret, Date.now() + 30_000));
      expect(next.status).toBe(200);
      expect(next.headers.get('set-cookie')).toMatch(/session=/);
      expect(await sessionUser(next.body.token as string)).toMatchObject({ email });
      // That code again, and the one before it, are refused now.
      expect((await verify(totpCode(secret, Date.now() + 30_000))).status).toBe(400);
      expect((await verify(totpCode(secret, Date.now() - 30_000))).status).toBe(400);
    });

    it('given a recovery code, should sign in once with it and never again', async () => {
      const { withTwoFactor, login, request } = setup();
      const { email, recoveryCodes: codes } = await withTwoFactor();
      const first = codes[0] as string;
      const { challenge } = (await login(email)).body;
      const res = await request('POST', '/api/auth/2fa/verify', {
        body: { challenge, code: ` ${first.toUpperCase()} ` },
      });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Signed in with a recovery code. 9 codes left.');
      const again = await request('POST', '/api/auth/2fa/verify', {
        body: { challenge: (await login(email)).body.challenge, code: first },
      });
      expect(again.status).toBe(400);
    });

    it('V6.5.2: given a recovery code stored before the salt (plain SHA-256), should still accept it once', async () => {
      const { withTwoFactor, login, request } = setup();
      const { email, id } = await withTwoFactor();
      const legacy = 'abcde-fghij';
      await database.db
        .insert(recoveryCodes)
        .values({ userId: id, codeHash: hashToken(canonicalRecoveryCode(legacy)) });
      const verify = async () =>
        request('POST', '/api/auth/2fa/verify', {
          body: { challenge: (await login(email)).body.challenge, code: legacy },
        });
      expect((await verify()).status).toBe(200);
      expect((await verify()).status).toBe(400);
    });

    it('given a used or unknown challenge, should answer 401 and ask to sign in again', async () => {
      const { withTwoFactor, login, request } = setup();
      const account = await withTwoFactor();
      const { challenge } = (await login(account.email)).body;
      const code = account.recoveryCodes[1] as string;
      expect(
        (await request('POST', '/api/auth/2fa/verify', { body: { challenge, code } })).status,
      ).toBe(200);
      const reused = await request('POST', '/api/auth/2fa/verify', {
        body: { challenge, code: account.recoveryCodes[2] },
      });
      expect(reused.status).toBe(401);
      expect(reused.body.message).toBe('Your sign-in has expired. Please sign in again.');
      const unknown = await request('POST', '/api/auth/2fa/verify', {
        body: { challenge: 'made-up', code: '123456' },
      });
      expect(unknown.status).toBe(401);
    });

    it('V6.3.1: given 5 wrong codes, should refuse the 6th try per account with 429, even a right one', async () => {
      const { withTwoFactor, login, request } = setup();
      const { email, recoveryCodes: codes } = await withTwoFactor();
      const { challenge } = (await login(email)).body;
      for (let i = 0; i < 5; i += 1) {
        const res = await request('POST', '/api/auth/2fa/verify', {
          body: { challenge, code: 'aaaaa-aaaaa' },
        });
        expect(res.status).toBe(400);
      }
      const limited = await request('POST', '/api/auth/2fa/verify', {
        body: { challenge, code: codes[0] },
      });
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    });

    it('given disable with a wrong then the right password, should refuse, then turn it off', async () => {
      const { withTwoFactor, request, login, sessionUser } = setup();
      const { token, email, id } = await withTwoFactor();
      const wrong = await request('POST', '/api/auth/2fa/disable', {
        token,
        body: { password: 'not the password' },
      });
      expect(wrong.status).toBe(400);
      expect(wrong.body.issues).toEqual([
        { path: 'password', message: 'Current password is incorrect' },
      ]);
      const res = await request('POST', '/api/auth/2fa/disable', {
        token,
        body: { password: PASSWORD },
      });
      expect(res.body).toEqual({ success: true, message: 'Two-factor authentication disabled' });
      expect(await sessionUser(token)).toMatchObject({ settings: { twoFactorEnabled: false } });
      expect((await login(email)).body.token).toEqual(expect.any(String));
      const stored = await database.db
        .select()
        .from(recoveryCodes)
        .where(eq(recoveryCodes.userId, id));
      expect(stored).toHaveLength(0);
      const again = await request('POST', '/api/auth/2fa/disable', {
        token,
        body: { password: PASSWORD },
      });
      expect(again.status).toBe(409);
    });

    it('given a secret moved to another account’s row, should not open it (bound to its owner)', async () => {
      const { withTwoFactor, signup, request } = setup();
      const victim = await withTwoFactor();
      const attacker = await signup();
      await request('POST', '/api/auth/2fa/setup', { token: attacker.token });
      const [stolen] = await database.db
        .select()
        .from(totpCredentials)
        .where(eq(totpCredentials.userId, victim.id));
      await database.db
        .update(totpCredentials)
        .set({ pendingSecret: stolen?.secret })
        .where(eq(totpCredentials.userId, attacker.id));
      const res = await request('POST', '/api/auth/2fa/enable', {
        token: attacker.token,
        body: { code: totpCode(victim.secret), password: PASSWORD },
      });
      expect(res.status).toBe(500);
      const [attackerRow] = await database.db
        .select({ enabled: users.twoFactorEnabledAt })
        .from(users)
        .where(eq(users.id, attacker.id));
      expect(attackerRow?.enabled).toBeNull();
    });
  });

  describe('V7.4.5 / V8.2 active sessions', () => {
    it('should list the live sessions with browser, network and "current" first', async () => {
      const { request, signup, login } = setup();
      const { token, email } = await signup(newEmail(), FIREFOX);
      await login(email, PASSWORD, SAFARI);
      const res = await request<{ sessions: Record<string, unknown>[] }>(
        'GET',
        '/api/auth/sessions',
        { token },
      );
      expect(res.body.sessions).toHaveLength(2);
      expect(res.body.sessions[0]).toMatchObject({
        browser: 'Firefox on Linux',
        current: true,
        place: expect.stringMatching(/^203\.0\.\d+\.0\/24$/),
      });
      expect(res.body.sessions[1]).toMatchObject({ browser: 'Safari on iOS', current: false });
    });

    it('given another session of mine, should sign it out', async () => {
      const { request, signup, login, sessionUser } = setup();
      const { token, email } = await signup();
      const other = (await login(email)).body.token as string;
      const list = await request<{ sessions: { id: string; current: boolean }[] }>(
        'GET',
        '/api/auth/sessions',
        { token },
      );
      const target = list.body.sessions.find((s) => !s.current)?.id as string;
      const res = await request('DELETE', `/api/auth/sessions/${target}`, { token });
      expect(res.body).toEqual({ success: true, message: 'Session signed out' });
      expect(await sessionUser(other)).toBeNull();
      expect(await sessionUser(token)).not.toBeNull();
    });

    it("given another account's session id, should answer 404 and leave it alive", async () => {
      const { request, signup, sessionUser } = setup();
      const victim = await signup();
      const attacker = await signup();
      const victimList = await request<{ sessions: { id: string }[] }>(
        'GET',
        '/api/auth/sessions',
        { token: victim.token },
      );
      const id = victimList.body.sessions[0]?.id as string;
      const res = await request('DELETE', `/api/auth/sessions/${id}`, { token: attacker.token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Session not found');
      expect(await sessionUser(victim.token)).not.toBeNull();
      expect(
        (await request('DELETE', '/api/auth/sessions/not-a-number', { token: attacker.token }))
          .status,
      ).toBe(404);
    });

    it('given "sign out of all other sessions", should end every session but this one', async () => {
      const { request, signup, login, sessionUser } = setup();
      const { token, email } = await signup();
      const others = [(await login(email)).body.token, (await login(email)).body.token];
      const res = await request('DELETE', '/api/auth/sessions', { token });
      expect(res.body).toEqual({ success: true, message: 'Signed out of all other sessions' });
      for (const other of others) expect(await sessionUser(other as string)).toBeNull();
      const list = await request<{ sessions: unknown[] }>('GET', '/api/auth/sessions', { token });
      expect(list.body.sessions).toHaveLength(1);
    });

    it('given no session, should answer 401', async () => {
      const { request } = setup();
      expect((await request('GET', '/api/auth/sessions')).status).toBe(401);
      expect((await request('DELETE', '/api/auth/sessions')).status).toBe(401);
    });
  });
});
