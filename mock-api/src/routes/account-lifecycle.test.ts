// Accounts that stay the owner's (docs/decisions/034-accounts-stay-the-owners.md), against OWASP
// ASVS 5.0: a compromise can be cleaned up (a pending e-mail change dies with the password, the
// old address is told and can take the account back), no free relay from our mail domain,
// limits that hold behind a proxy and cannot lock the owner out, and two-factor set-up behind
// the password. Each test is named after the requirement it checks. One database for the file;
// each test uses its own addresses and client IPs, since the limits count in the database.
import { eq, sql } from 'drizzle-orm';
import { buildApp, type AppConfig } from '../app.ts';
import type { Database } from '../db/client.ts';
import { totpCredentials, users } from '../db/schema.ts';
import { createMemoryMailer } from '../mail/mailer.ts';
import { openTestDatabase } from '../test/database.ts';
import { fromIp } from '../test/leads.ts';
import { totpCode } from '../test/totp.ts';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a fresh passphrase';
const TOO_MANY = /^Too many attempts\. Try again in \d+ minutes?\.$/;

interface SendOptions {
  body?: unknown;
  token?: string;
  ip?: string;
  headers?: Record<string, string>;
}

describe('accounts that stay the owner’s (ASVS 5.0)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  let counter = 0;
  const newEmail = (name = 'ola') => `${name}${(counter += 1)}-${Date.now() % 100000}@example.com`;
  const newIp = () => `192.0.${Math.floor((counter += 1) / 250) % 250}.${counter % 250}`;

  function setup(config: AppConfig = {}) {
    const mail = createMemoryMailer();
    const { app, services } = buildApp({
      database,
      mail,
      config: {
        logLevel: 'silent',
        siteUrl: 'https://www.brightlane.example',
        minForgotPasswordMs: 0,
        // Short enough for a test, long enough to measure.
        loginBackoff: { freeFailures: 5, firstDelayMs: 1500, maxDelayMs: 1500 },
        ...config,
      },
    });
    const send = async (
      method: string,
      path: string,
      { body, token, ip = newIp(), headers = {} }: SendOptions = {},
    ) => {
      const res = await app.request(
        path,
        {
          method,
          headers: {
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...headers,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        fromIp(ip),
      );
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const signup = async (email = newEmail(), ip = newIp()) => {
      const res = await send('POST', '/api/auth/signup', {
        body: { name: 'Ola Berg', email, password: PASSWORD },
        ip,
      });
      expect(res.status).toBe(201);
      const id = (res.body.user as { id: string }).id;
      return { email, ip, id, token: res.body.token as string };
    };
    const login = (email: string, password = PASSWORD, ip = newIp()) =>
      send('POST', '/api/auth/login', { body: { email, password }, ip });
    const sessionUser = async (token: string) =>
      (await send('GET', '/api/auth/session', { token })).body.user as {
        email: string;
        pendingEmail: string | null;
      } | null;
    /** The token of the newest link to `page` e-mailed to `to` with `subject` in its subject. */
    const linkToken = async (to: string, page: string, subject = '') => {
      await services.mailQueue.idle();
      const pattern = new RegExp(`https://www\\.brightlane\\.example${page}\\?token=([\\w-]+)`);
      return mail.sent
        .filter((m) => m.to === to && m.subject.includes(subject))
        .map((m) => m.text.match(pattern)?.[1])
        .filter((token): token is string => Boolean(token))
        .at(-1);
    };
    const follow = (token: string | undefined) =>
      send('POST', '/api/auth/verify-email', { body: { token } });
    const changeEmail = (token: string, email: string, ip?: string, password = PASSWORD) =>
      send('PUT', '/api/auth/user', {
        token,
        ip,
        body: { name: 'Ola Berg', email, currentPassword: password },
      });
    const resetPassword = async (email: string) => {
      const asked = await send('POST', '/api/auth/forgot-password', { body: { email } });
      expect(asked.status).toBe(200);
      const token = await linkToken(email, '/reset-password');
      return send('POST', '/api/auth/reset-password', {
        body: { token, password: NEW_PASSWORD },
      });
    };
    const userRow = async (id: string) =>
      (await database.db.select().from(users).where(eq(users.id, id)))[0];
    return {
      services,
      mail,
      send,
      signup,
      login,
      sessionUser,
      linkToken,
      follow,
      changeEmail,
      resetPassword,
      userRow,
    };
  }

  describe('a compromise can be cleaned up', () => {
    it('V7.4.3: a password reset should end a pending e-mail change and two-factor set-up, so the intruder’s link no longer works', async () => {
      const { signup, login, changeEmail, send, resetPassword, linkToken, follow, userRow } =
        setup();
      const owner = await signup();
      // Someone with the password signs in elsewhere and starts taking the account.
      const intruder = (await login(owner.email)).body.token as string;
      const theirs = newEmail('intruder');
      expect((await changeEmail(intruder, theirs)).status).toBe(200);
      expect((await send('POST', '/api/auth/2fa/setup', { token: intruder })).status).toBe(200);
      const theirLink = await linkToken(theirs, '/verify-email');

      expect((await resetPassword(owner.email)).status).toBe(200);

      const followed = await follow(theirLink);
      expect(followed.status).toBe(400);
      expect(followed.body.message).toBe('This verification link is invalid or has expired');
      const row = await userRow(owner.id);
      expect({ email: row?.email, pendingEmail: row?.pendingEmail }).toEqual({
        email: owner.email,
        pendingEmail: null,
      });
      const [credentials] = await database.db
        .select()
        .from(totpCredentials)
        .where(eq(totpCredentials.userId, owner.id));
      expect(credentials?.pendingSecret ?? null).toBeNull();
    });

    it('V7.4.3: a password change, and signing out the other sessions, should each end a pending e-mail change', async () => {
      const { signup, login, changeEmail, send, linkToken, follow, sessionUser } = setup();
      const owner = await signup();
      const intruder = (await login(owner.email)).body.token as string;
      const first = newEmail('intruder');
      await changeEmail(intruder, first);
      const changed = await send('POST', '/api/auth/change-password', {
        token: owner.token,
        body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(changed.status).toBe(200);
      expect((await follow(await linkToken(first, '/verify-email'))).status).toBe(400);

      // The new password leaked too: the intruder signs in again and asks again.
      const again = (await login(owner.email, NEW_PASSWORD)).body.token as string;
      const second = newEmail('intruder');
      expect((await changeEmail(again, second, undefined, NEW_PASSWORD)).status).toBe(200);
      expect((await send('DELETE', '/api/auth/sessions', { token: owner.token })).status).toBe(200);
      expect((await follow(await linkToken(second, '/verify-email'))).status).toBe(400);
      expect(await sessionUser(owner.token)).toMatchObject({
        email: owner.email,
        pendingEmail: null,
      });
    });

    it('V7.4.3: an e-mail-change link sent before the latest password change should be refused', async () => {
      const { signup, changeEmail, linkToken, follow, userRow } = setup();
      const owner = await signup();
      const next = newEmail('next');
      await changeEmail(owner.token, next);
      const link = await linkToken(next, '/verify-email');
      // The password changed after the link was sent (by any path: the row says when).
      await database.db
        .update(users)
        .set({ passwordChangedAt: sql`now()` })
        .where(eq(users.id, owner.id));
      expect((await follow(link)).status).toBe(400);
      expect((await userRow(owner.id))?.email).toBe(owner.email);
    });

    it('V6.4.3 / V7.4.3: a confirmed e-mail change should void the reset links sent to the old address', async () => {
      const { signup, send, changeEmail, linkToken, follow } = setup();
      const owner = await signup();
      await send('POST', '/api/auth/forgot-password', { body: { email: owner.email } });
      const resetLink = await linkToken(owner.email, '/reset-password');
      const next = newEmail('next');
      await changeEmail(owner.token, next);
      expect((await follow(await linkToken(next, '/verify-email'))).status).toBe(200);
      const reset = await send('POST', '/api/auth/reset-password', {
        body: { token: resetLink, password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(400);
      expect(reset.body.message).toBe('This reset link is invalid or has expired');
    });

    it('V6.3.6: the old address should be told of a change, with a link that stops it, ends every session and sends a reset link', async () => {
      const { signup, login, changeEmail, linkToken, follow, sessionUser, mail } = setup();
      const owner = await signup();
      const intruder = (await login(owner.email)).body.token as string;
      const theirs = newEmail('intruder');
      await changeEmail(intruder, theirs);
      const undo = await linkToken(owner.email, '/verify-email', 'is being changed');
      expect(undo).toBeDefined();
      const notice = mail.sent.find(
        (m) => m.to === owner.email && m.subject.includes('is being changed'),
      );
      expect(notice?.text).toContain(theirs);

      const undone = await follow(undo);
      expect(undone).toEqual({
        status: 200,
        body: {
          success: true,
          message:
            'The change to your email address was undone and every session was signed out. We sent you a link to set a new password.',
        },
      });
      expect((await follow(await linkToken(theirs, '/verify-email'))).status).toBe(400);
      expect(await sessionUser(intruder)).toBeNull();
      expect(await sessionUser(owner.token)).toBeNull();
      expect(await linkToken(owner.email, '/reset-password')).toBeDefined();
      // The link works once.
      expect((await follow(undo)).status).toBe(400);
    });

    it('V6.3.6: once a change took effect, the old address should get a link that gives the account back and undoes two-factor turned on since', async () => {
      const { signup, login, changeEmail, send, linkToken, follow, sessionUser, userRow } = setup();
      const owner = await signup();
      const intruder = (await login(owner.email)).body.token as string;
      // The intruder moves the account to their address, confirms it, turns on two-factor…
      const theirs = newEmail('intruder');
      await changeEmail(intruder, theirs);
      expect((await follow(await linkToken(theirs, '/verify-email'))).status).toBe(200);
      const { secret } = (await send('POST', '/api/auth/2fa/setup', { token: intruder })).body as {
        secret: string;
      };
      const enabled = await send('POST', '/api/auth/2fa/enable', {
        token: intruder,
        body: { code: totpCode(secret), password: PASSWORD },
      });
      expect(enabled.status).toBe(200);
      // …and moves it on again, which must not void the owner's way back.
      const further = newEmail('further');
      await changeEmail(intruder, further);
      expect((await follow(await linkToken(further, '/verify-email'))).status).toBe(200);
      const intrudersUndo = await linkToken(theirs, '/verify-email', 'was changed');

      const ownersUndo = await linkToken(owner.email, '/verify-email', 'was changed');
      expect((await follow(ownersUndo)).status).toBe(200);

      const row = await userRow(owner.id);
      expect({ email: row?.email, twoFactor: row?.twoFactorEnabledAt ?? null }).toEqual({
        email: owner.email,
        twoFactor: null,
      });
      expect(await sessionUser(intruder)).toBeNull();
      // The intruder's own link back (to their first address) died with the owner's use of theirs.
      expect((await follow(intrudersUndo)).status).toBe(400);
      // The owner sets a new password and signs in: no second step stands in the way.
      const resetLink = await linkToken(owner.email, '/reset-password');
      const reset = await send('POST', '/api/auth/reset-password', {
        body: { token: resetLink, password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
      const signedIn = await login(owner.email, NEW_PASSWORD);
      expect(signedIn.status).toBe(200);
      expect(signedIn.body.token).toEqual(expect.any(String));
    });
  });

  describe('no free relay from our mail domain', () => {
    it('V6.3.1: e-mail changes should be limited per account, the right password or not, also with AUTH_RATE_LIMIT=0', async () => {
      const { signup, changeEmail } = setup({ authRateLimit: false });
      const owner = await signup();
      for (let i = 0; i < 5; i += 1) {
        expect((await changeEmail(owner.token, newEmail('relay'))).status).toBe(200);
      }
      const sixth = await changeEmail(owner.token, newEmail('relay'));
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toMatch(TOO_MANY);
    });

    it('V6.3.1: e-mail changes should be limited per IP across accounts; AUTH_RATE_LIMIT=0 turns that off', async () => {
      const limited = setup();
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) {
        const { token } = await limited.signup();
        expect((await limited.changeEmail(token, newEmail('relay'), ip)).status).toBe(200);
      }
      const { token } = await limited.signup();
      expect((await limited.changeEmail(token, newEmail('relay'), ip)).status).toBe(429);

      const open = setup({ authRateLimit: false });
      expect((await open.changeEmail(token, newEmail('relay'), ip)).status).toBe(200);
      // Eleven sign-ups and eleven password checks: some 22 argon2id hashes on busy cores.
    }, 120_000);

    it('V6.3.1: checks of the right current password should be limited too (20 per 15 minutes per account)', async () => {
      const { signup, send } = setup();
      const { token } = await signup();
      // Turning off a two-factor that is not on: a password check, then 'not enabled'.
      const disable = () =>
        send('POST', '/api/auth/2fa/disable', { token, body: { password: PASSWORD } });
      for (let i = 0; i < 20; i += 1) expect((await disable()).status).toBe(409);
      const next = await disable();
      expect(next.status).toBe(429);
      expect(next.body.message).toMatch(TOO_MANY);
      // Twenty-one argon2id checks of the password on busy cores.
    }, 120_000);

    it('V2.2.1: a name over 100 characters should be refused at sign-up and in the profile', async () => {
      const { send, signup } = setup();
      const long = 'N'.repeat(101);
      const refused = await send('POST', '/api/auth/signup', {
        body: { name: long, email: newEmail(), password: PASSWORD },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.issues).toEqual([
        { path: 'name', message: 'Full name must be 100 characters or less' },
      ]);
      const { token, email } = await signup();
      const profile = await send('PUT', '/api/auth/user', { token, body: { name: long, email } });
      expect(profile.status).toBe(400);
    });

    it('V6.3.1: sign-ups with one address should be limited, so "Email already registered" cannot be asked without end', async () => {
      const { send, signup } = setup({ authRateLimit: false });
      const { email } = await signup();
      const again = () =>
        send('POST', '/api/auth/signup', { body: { name: 'Ola', email, password: PASSWORD } });
      for (let i = 0; i < 4; i += 1) {
        const taken = await again();
        expect(taken).toEqual({ status: 409, body: { message: 'Email already registered' } });
      }
      expect((await again()).status).toBe(429);
    });
  });

  describe('limits that hold behind a proxy and cannot lock the owner out', () => {
    it('V4.1.3: behind TRUST_PROXY=1 the client is the right-most X-Forwarded-For entry, so a forged left-most one cannot escape the per-IP limit', async () => {
      const { send } = setup({ trustProxy: 1 });
      const attempt = (forged: string) =>
        send('POST', '/api/auth/login', {
          body: { email: newEmail('ghost'), password: 'not it at all' },
          ip: '10.0.0.1',
          headers: { 'x-forwarded-for': `${forged}, 198.51.100.77` },
        });
      for (let i = 0; i < 10; i += 1) expect((await attempt(newIp())).status).toBe(401);
      expect((await attempt(newIp())).status).toBe(429);
    });

    it('V6.3.1: IPv6 clients should be counted per /64', async () => {
      const { send } = setup();
      const attempt = (ip: string) =>
        send('POST', '/api/auth/login', {
          body: { email: newEmail('ghost'), password: 'not it at all' },
          ip,
        });
      for (let i = 1; i <= 10; i += 1) {
        expect((await attempt(`2001:db8:7:1::${i.toString(16)}`)).status).toBe(401);
      }
      expect((await attempt('2001:db8:7:1:ffff:ffff:ffff:1')).status).toBe(429);
      expect((await attempt('2001:db8:7:2::1')).status).toBe(401);
    });

    it('V6.3.1: ten wrong passwords from one address should not keep the owner out; that address stays refused', async () => {
      const { signup, login } = setup({
        loginBackoff: { freeFailures: 5, firstDelayMs: 50, maxDelayMs: 100 },
      });
      const { email } = await signup();
      const attacker = newIp();
      for (let i = 0; i < 10; i += 1) {
        expect((await login(email, 'not it at all', attacker)).status).toBe(401);
      }
      expect((await login(email, PASSWORD, attacker)).status).toBe(429);
      const owner = await login(email, PASSWORD, newIp());
      expect(owner.status).toBe(200);
      expect(owner.body.token).toEqual(expect.any(String));
    });

    it('V6.3.1: failures from many addresses should slow the account’s sign-ins down (OWASP backoff), never refuse the right password', async () => {
      const { signup, login } = setup();
      const { email } = await signup();
      for (let i = 0; i < 10; i += 1) {
        expect((await login(email, 'not it at all', newIp())).status).toBe(401);
      }
      const started = performance.now();
      const owner = await login(email, PASSWORD, newIp());
      expect(owner.status).toBe(200);
      // 1.5 s after the latest failure (the test's backoff), less what has passed since.
      expect(performance.now() - started).toBeGreaterThan(1000);
    });

    it('V6.3.1: a stranger’s reset requests should stop only their own, not the owner’s', async () => {
      const { signup, send, linkToken } = setup();
      const { email } = await signup();
      const stranger = newIp();
      const ask = (ip: string) =>
        send('POST', '/api/auth/forgot-password', { body: { email }, ip });
      for (let i = 0; i < 3; i += 1) expect((await ask(stranger)).status).toBe(200);
      const refused = await ask(stranger);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(TOO_MANY);
      expect((await ask(newIp())).status).toBe(200);
      const token = await linkToken(email, '/reset-password');
      const reset = await send('POST', '/api/auth/reset-password', {
        body: { token, password: NEW_PASSWORD },
      });
      expect(reset.status).toBe(200);
    });

    it('V6.3.1: reset e-mails to one address should stay capped from anywhere (10 an hour)', async () => {
      const { send } = setup({ authRateLimit: false });
      const email = newEmail('inbox');
      const ask = () => send('POST', '/api/auth/forgot-password', { body: { email } });
      for (let i = 0; i < 10; i += 1) expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(429);
    });
  });

  describe('two-factor set-up needs the password', () => {
    it('V7.5.1: enabling two-factor should need the current password', async () => {
      const { signup, send, sessionUser } = setup();
      const { token } = await signup();
      const { secret } = (await send('POST', '/api/auth/2fa/setup', { token })).body as {
        secret: string;
      };
      const enable = (body: Record<string, string>) =>
        send('POST', '/api/auth/2fa/enable', { token, body });
      const without = await enable({ code: totpCode(secret) });
      expect(without.status).toBe(400);
      expect(without.body.issues).toEqual([{ path: 'password', message: 'Password is required' }]);
      const wrong = await enable({ code: totpCode(secret), password: 'not it at all' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.issues).toEqual([
        { path: 'password', message: 'Current password is incorrect' },
      ]);
      expect(await sessionUser(token)).toMatchObject({ settings: { twoFactorEnabled: false } });
      expect((await enable({ code: totpCode(secret), password: PASSWORD })).status).toBe(200);
    });
  });
});
