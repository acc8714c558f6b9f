// The account endpoints against OWASP ASVS 5.0 (docs/decisions/016-accounts-in-the-site.md): each test is named after the item
// it checks. One database for the file; each test uses its own addresses and client IPs, since
// the rate limits count per account and per IP in the database.
import { eq, sql } from 'drizzle-orm';
import { buildApp, type AppConfig } from '../app.ts';
import { isCommonPassword, verifyPassword } from '../auth/passwords.ts';
import type * as Passwords from '../auth/passwords.ts';
import { hashToken } from '../auth/tokens.ts';
import type { Database } from '../db/client.ts';
import { oneTimeTokens, outboundMail, sessions, users } from '../db/schema.ts';
import { createMemoryMailer, type MemoryMailer } from '../mail/mailer.ts';
import { REDACTED_BODY } from '../services/mail-queue.ts';
import { openTestDatabase } from '../test/database.ts';
import { fromIp } from '../test/leads.ts';
import { json } from '../test/request.ts';

// The real argon2id verification, watched: an unknown e-mail must cost one too (V6.3.8).
vi.mock('../auth/passwords.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Passwords>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const PASSWORD = 'correct horse battery';

describe('accounts (ASVS 5.0)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  let counter = 0;
  const unique = (name: string) => `${name}${(counter += 1)}-${Date.now() % 100000}`;
  const newEmail = (name = 'ann') => `${unique(name)}@example.com`;
  const newIp = () => `198.51.${Math.floor(counter / 200) % 250}.${(counter += 1) % 250}`;

  function setup(config: AppConfig = {}) {
    const mail: MemoryMailer = createMemoryMailer();
    const { app, services } = buildApp({
      database,
      mail,
      config: {
        logLevel: 'silent',
        siteUrl: 'https://www.brightlane.example',
        // The account backoff (account-lifecycle.test.ts checks it) kept out of these tests' way.
        loginBackoff: { freeFailures: 5, firstDelayMs: 10, maxDelayMs: 20 },
        ...config,
      },
    });
    const post = (path: string, body: unknown, ip: string, headers: Record<string, string> = {}) =>
      app.request(path, json(body, headers), fromIp(ip));
    const signup = async (email = newEmail(), ip = newIp(), password = PASSWORD) => {
      const res = await post('/api/auth/signup', { name: 'Ann Lee', email, password }, ip);
      expect(res.status).toBe(201);
      return { email, ip, body: (await res.json()) as { token: string; user: { id: string } } };
    };
    const session = async (token: string) => {
      const res = await app.request('/api/auth/session', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { user: { email: string } | null }).user;
    };
    /** The token in the last link of this kind e-mailed to `to`. */
    const linkToken = async (to: string, page: string) => {
      await services.mailQueue.idle();
      const message = mail.sent.filter((m) => m.to === to).at(-1);
      const match = message?.text.match(new RegExp(`(https?://[^\\s]+${page}\\?token=([\\w-]+))`));
      return { url: match?.[1], token: match?.[2] as string };
    };
    return { app, services, mail, post, signup, session, linkToken };
  }

  describe('V6.2 passwords', () => {
    it('V6.2.1 / V6.2.9: should refuse 7 and 129 characters and accept 8 and 128', async () => {
      const { post } = setup();
      const ip = newIp();
      const body = (password: string) => ({ name: 'Ann', email: newEmail(), password });
      const short = await post('/api/auth/signup', body('1234567'), ip);
      expect(short.status).toBe(400);
      expect(await short.json()).toMatchObject({
        issues: [{ path: 'password', message: 'Password must be at least 8 characters' }],
      });
      const long = await post('/api/auth/signup', body('x'.repeat(129)), ip);
      expect(await long.json()).toMatchObject({
        issues: [{ path: 'password', message: 'Password must be at most 128 characters' }],
      });
      expect((await post('/api/auth/signup', body('a8-chars'), ip)).status).toBe(201);
      expect((await post('/api/auth/signup', body('y'.repeat(128)), ip)).status).toBe(201);
    });

    it('V6.2.8: should verify the whole password as received: no truncation, no trimming, case kept', async () => {
      const { post, signup } = setup();
      const password = ` ${'p'.repeat(100)}Tail `;
      const { email, ip } = await signup(newEmail(), newIp(), password);
      const login = (pw: string) => post('/api/auth/login', { email, password: pw }, ip);
      expect((await login(password.slice(0, 101))).status).toBe(401);
      expect((await login(password.trim())).status).toBe(401);
      expect((await login(password.toLowerCase())).status).toBe(401);
      expect((await login(password)).status).toBe(200);
    });

    it('V6.2.4: should refuse the 10,000 most common passwords, in any case, with a clear message', async () => {
      expect(isCommonPassword('password1')).toBe(true);
      const { post } = setup();
      const res = await post(
        '/api/auth/signup',
        { name: 'Ann', email: newEmail(), password: 'PassWord1' },
        newIp(),
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message: 'This password is too common. Please choose a different one.',
        issues: [
          {
            path: 'password',
            message: 'This password is too common. Please choose a different one.',
          },
        ],
      });
    });

    it('V11.4.2: should store passwords as argon2id with m=19 MiB, t=2, p=1, never in clear', async () => {
      const { signup } = setup();
      const { body } = await signup();
      const [row] = await database.db.select().from(users).where(eq(users.id, body.user.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(PASSWORD);
    });
  });

  describe('sign-up and sign-in', () => {
    it('should sign up: { token, user, message }, a unique username, unverified, and a verification e-mail from SITE_URL', async () => {
      const { signup, linkToken, session } = setup();
      const email = `${unique('Zoe.Kim')}@Example.com`;
      const first = await signup(email);
      expect(first.body).toMatchObject({
        token: expect.any(String),
        message: 'Account created. Check your email to confirm your address.',
        user: { email: email.toLowerCase(), name: 'Ann Lee', role: 'user', emailVerified: false },
      });
      const { url } = await linkToken(email.toLowerCase(), '/verify-email');
      expect(url).toMatch(/^https:\/\/www\.brightlane\.example\/verify-email\?token=[\w-]{43}$/);
      expect(await session(first.body.token)).toMatchObject({ email: email.toLowerCase() });
    });

    it('should de-duplicate usernames from the e-mail local part and refuse a duplicate e-mail in any case', async () => {
      const { signup, post } = setup();
      const local = unique('sam');
      const a = await signup(`${local}@a.example`);
      const b = await signup(`${local}@b.example`);
      const usernames = [a, b].map(
        (s) => (s.body.user as unknown as { username: string }).username,
      );
      expect(usernames).toEqual([local, `${local}2`]);
      const again = await post(
        '/api/auth/signup',
        { name: 'Sam', email: `${local.toUpperCase()}@A.example`, password: PASSWORD },
        newIp(),
      );
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: 'Email already registered' });
    });

    it('V6.3.8: should answer a wrong password and an unknown e-mail alike, hashing for both', async () => {
      const { post, signup } = setup({ authRateLimit: false });
      const { email } = await signup();
      const attempt = async (body: unknown) => {
        vi.mocked(verifyPassword).mockClear();
        const res = await post('/api/auth/login', body, newIp());
        return {
          status: res.status,
          body: await res.json(),
          verifications: vi.mocked(verifyPassword).mock.calls.length,
        };
      };
      const wrong = await attempt({ email, password: 'wrong password' });
      const unknown = await attempt({ email: newEmail('nobody'), password: 'wrong password' });
      expect(wrong).toEqual({
        status: 401,
        body: { message: 'Invalid email or password' },
        verifications: 1,
      });
      // The same answer, after the same argon2id work.
      expect(unknown).toEqual(wrong);
    });
  });

  describe('V3.3 cookies and V7.2 tokens', () => {
    it('V3.3.1 / V3.3.2 / V3.3.4: under https, should set __Host-session with Secure, HttpOnly, SameSite=Lax, Path=/', async () => {
      const { signup, post } = setup();
      const { email, ip } = await signup();
      const res = await post('/api/auth/login', { email, password: PASSWORD }, ip);
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^__Host-session=[\w-]{43};/);
      expect(cookie).toContain('Path=/');
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('Secure');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).not.toContain('Domain=');
      expect(res.headers.get('cache-control')).toBe('no-store');
    });

    it('V3.3.1: on http://localhost, should set a plain `session` cookie without Secure, and read it back', async () => {
      const { app, post } = setup({ siteUrl: 'http://localhost:3000' });
      const email = newEmail();
      const res = await post(
        '/api/auth/signup',
        { name: 'Ann', email, password: PASSWORD },
        newIp(),
      );
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^session=[\w-]{43};/);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).not.toContain('Secure');
      const check = await app.request('/api/auth/session', {
        headers: { cookie: cookie.split(';')[0] as string },
      });
      expect(await check.json()).toMatchObject({ user: { email } });
    });

    it('V7.2.3: should make 256-bit random session tokens and store only their SHA-256', async () => {
      const { signup } = setup();
      const { body } = await signup();
      expect(Buffer.from(body.token, 'base64url')).toHaveLength(32);
      const rows = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, body.user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.tokenHash).toBe(hashToken(body.token));
      expect(JSON.stringify(rows)).not.toContain(body.token);
    });

    it('V7.2.4: should issue a new token at sign-in and end the session the client held (rotation)', async () => {
      const { app, signup, session } = setup({ siteUrl: 'http://localhost:3000' });
      const { email, ip, body } = await signup();
      const res = await app.request(
        '/api/auth/login',
        json({ email, password: PASSWORD }, { cookie: `session=${body.token}` }),
        fromIp(ip),
      );
      const { token } = (await res.json()) as { token: string };
      expect(token).not.toBe(body.token);
      expect(await session(body.token)).toBeNull();
      expect(await session(token)).toMatchObject({ email });
    });

    it('V7.2.1: should accept Authorization: Bearer and answer { user: null } for an unknown token', async () => {
      const { signup, session } = setup();
      const { body } = await signup();
      expect(await session(body.token)).not.toBeNull();
      expect(await session('made-up-token')).toBeNull();
    });
  });

  describe('the "has signed in" hint beside the session cookie (docs/decisions/032)', () => {
    const cookieNamed = (res: Response, name: string) =>
      res.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
    const maxAge = (cookie: string) => Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);

    it('should set __Host-signed-in=1 at sign-in, readable by the page, as long-lived as the session cookie', async () => {
      const { signup, post } = setup();
      const { email, ip } = await signup();
      const res = await post('/api/auth/login', { email, password: PASSWORD }, ip);
      const session = cookieNamed(res, '__Host-session');
      const hint = cookieNamed(res, '__Host-signed-in');
      expect(hint).toMatch(/^__Host-signed-in=1;/);
      expect(hint).toContain('Path=/');
      expect(hint).toContain('Secure');
      expect(hint).toContain('SameSite=Lax');
      expect(hint).not.toContain('HttpOnly');
      expect(hint).not.toContain('Domain=');
      expect(maxAge(hint)).toBeGreaterThan(0);
      expect(maxAge(hint)).toBe(maxAge(session));
    });

    it('should set a plain signed-in hint on http://localhost at sign-up, and clear it with the session at logout', async () => {
      const { app, post } = setup({ siteUrl: 'http://localhost:3000' });
      const res = await post(
        '/api/auth/signup',
        { name: 'Ann', email: newEmail(), password: PASSWORD },
        newIp(),
      );
      expect(cookieNamed(res, 'signed-in')).toMatch(/^signed-in=1;/);
      const session = cookieNamed(res, 'session').split(';')[0]!;
      const out = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { cookie: `${session}; signed-in=1` },
      });
      expect(cookieNamed(out, 'session')).toMatch(/Max-Age=0/);
      expect(cookieNamed(out, 'signed-in')).toMatch(/^signed-in=;.*Max-Age=0/);
    });

    it('should grant nothing: the hint alone is no session, and is cleared', async () => {
      const { app } = setup();
      const res = await app.request('/api/auth/session', {
        headers: { cookie: '__Host-signed-in=1' },
      });
      expect(await res.json()).toEqual({ user: null });
      expect(cookieNamed(res, '__Host-signed-in')).toMatch(/Max-Age=0/);
    });

    it('should clear the hint with a session cookie the server no longer knows', async () => {
      const { app } = setup();
      const res = await app.request('/api/auth/session', {
        headers: { cookie: '__Host-session=made-up-token; __Host-signed-in=1' },
      });
      expect(await res.json()).toEqual({ user: null });
      expect(cookieNamed(res, '__Host-session')).toMatch(/Max-Age=0/);
      expect(cookieNamed(res, '__Host-signed-in')).toMatch(/Max-Age=0/);
    });

    it('should give a live session from before the hint its hint, for the browser session only, and leave one that has it alone', async () => {
      const { app, signup } = setup();
      const { email, body } = await signup();
      const res = await app.request('/api/auth/session', {
        headers: { cookie: `__Host-session=${body.token}` },
      });
      expect(await res.json()).toMatchObject({ user: { email } });
      const hint = cookieNamed(res, '__Host-signed-in');
      expect(hint).toMatch(/^__Host-signed-in=1;/);
      expect(hint).not.toContain('Max-Age');
      const again = await app.request('/api/auth/session', {
        headers: { cookie: `__Host-session=${body.token}; __Host-signed-in=1` },
      });
      expect(await again.json()).toMatchObject({ user: { email } });
      expect(again.headers.getSetCookie()).toEqual([]);
    });
  });

  describe('V7.3 and V7.4 session lifetime and ending', () => {
    it('V7.4.1: logout should revoke the session on the server, not only clear the cookie', async () => {
      const { app, signup, session } = setup();
      const { body } = await signup();
      const res = await app.request('/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'Signed out' });
      expect(res.headers.get('set-cookie')).toMatch(/^__Host-session=;.*Max-Age=0/);
      expect(await session(body.token)).toBeNull();
      const [row] = await database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(body.token)));
      expect(row?.revokedAt).toBeInstanceOf(Date);
    });

    it('V7.3.1: should end a session idle for 30 days and slide the expiry forward while it is used', async () => {
      const { signup, session } = setup();
      const { body } = await signup();
      const where = eq(sessions.tokenHash, hashToken(body.token));
      await database.db
        .update(sessions)
        .set({
          lastSeenAt: sql`now() - interval '2 days'`,
          idleExpiresAt: sql`now() + interval '28 days'`,
        })
        .where(where);
      expect(await session(body.token)).not.toBeNull();
      const [slid] = await database.db.select().from(sessions).where(where);
      const days = ((slid?.idleExpiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);

      await database.db
        .update(sessions)
        .set({ idleExpiresAt: sql`now() - interval '1 second'` })
        .where(where);
      expect(await session(body.token)).toBeNull();
    });

    it('V7.3.2: should end a session at its absolute limit however recently it was used', async () => {
      const { signup, session } = setup();
      const { body } = await signup();
      const where = eq(sessions.tokenHash, hashToken(body.token));
      const [row] = await database.db.select().from(sessions).where(where);
      const lifetimeDays =
        ((row?.absoluteExpiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
      expect(Math.round(lifetimeDays)).toBe(90);
      await database.db
        .update(sessions)
        .set({ absoluteExpiresAt: sql`now() - interval '1 second'` })
        .where(where);
      expect(await session(body.token)).toBeNull();
    });
  });

  describe('V3.5 cross-site request forgery', () => {
    it('V3.5.1: should refuse a sign-in from another origin (Origin or Sec-Fetch-Site) with 403', async () => {
      const { post, signup } = setup();
      const { email, ip } = await signup();
      const body = { email, password: PASSWORD };
      const evil = await post('/api/auth/login', body, ip, { origin: 'https://evil.example' });
      expect(evil.status).toBe(403);
      expect(await evil.json()).toEqual({ message: 'Cross-origin request blocked' });
      const site = await post('/api/auth/login', body, ip, { 'sec-fetch-site': 'cross-site' });
      expect(site.status).toBe(403);
      const own = await post('/api/auth/login', body, ip, {
        origin: 'http://localhost',
        'sec-fetch-site': 'same-origin',
      });
      expect(own.status).toBe(200);
    });

    it('V3.5.2: should refuse text/plain and form-encoded bodies (what a cross-site form can send) with 415', async () => {
      const { app, signup } = setup();
      const { email, ip } = await signup();
      for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
        const res = await app.request(
          '/api/auth/login',
          {
            method: 'POST',
            headers: { 'content-type': type },
            body: JSON.stringify({ email, password: PASSWORD }),
          },
          fromIp(ip),
        );
        expect(res.status).toBe(415);
        expect(await res.json()).toEqual({ message: 'Unsupported media type' });
      }
    });
  });

  describe('V6.3.1 rate limits in the database', () => {
    const tooMany = /^Too many attempts\. Try again in \d+ minutes?\.$/;

    it('should refuse the 11th failed sign-in to one account from one address in 15 minutes, also with AUTH_RATE_LIMIT=0', async () => {
      const { post, signup } = setup({ authRateLimit: false });
      const { email } = await signup();
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) {
        const res = await post('/api/auth/login', { email, password: 'nope nope' }, ip);
        expect(res.status).toBe(401);
      }
      const res = await post('/api/auth/login', { email, password: PASSWORD }, ip);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ message: 'Too many attempts. Try again in 15 minutes.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(840);
    });

    it('should refuse the 11th failed sign-in from one IP across accounts; AUTH_RATE_LIMIT=0 turns that off', async () => {
      const limited = setup();
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) {
        await limited.post('/api/auth/login', { email: newEmail(), password: 'nope nope' }, ip);
      }
      const res = await limited.post('/api/auth/login', { email: newEmail(), password: 'x' }, ip);
      expect(res.status).toBe(429);
      expect((await res.json()).message).toMatch(tooMany);

      const open = setup({ authRateLimit: false });
      const other = newIp();
      for (let i = 0; i < 11; i += 1) {
        const r = await open.post('/api/auth/login', { email: newEmail(), password: 'x' }, other);
        expect(r.status).toBe(401);
      }
    });

    it('should not count successful sign-ins', async () => {
      const { post, signup } = setup();
      const { email, ip } = await signup();
      for (let i = 0; i < 12; i += 1) {
        expect((await post('/api/auth/login', { email, password: PASSWORD }, ip)).status).toBe(200);
      }
    });

    it('should refuse the 11th sign-up from one IP in an hour', async () => {
      const { post } = setup();
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) {
        const r = await post(
          '/api/auth/signup',
          { name: 'A', email: newEmail(), password: PASSWORD },
          ip,
        );
        expect(r.status).toBe(201);
      }
      const res = await post(
        '/api/auth/signup',
        { name: 'A', email: newEmail(), password: PASSWORD },
        ip,
      );
      expect(res.status).toBe(429);
      expect((await res.json()).message).toMatch(tooMany);
    });

    it('should refuse the 4th forgot-password for one address from one IP in an hour, known or not', async () => {
      const { post, signup } = setup({ minForgotPasswordMs: 0, authRateLimit: false });
      const { email } = await signup();
      for (const address of [email, newEmail('ghost')]) {
        const ip = newIp();
        for (let i = 0; i < 3; i += 1) {
          expect((await post('/api/auth/forgot-password', { email: address }, ip)).status).toBe(
            200,
          );
        }
        const res = await post('/api/auth/forgot-password', { email: address }, ip);
        expect(res.status).toBe(429);
        expect(await res.json()).toEqual({
          message: 'Too many attempts. Try again in 60 minutes.',
        });
      }
    });

    it('should refuse the 11th forgot-password from one IP in 15 minutes', async () => {
      const { post } = setup({ minForgotPasswordMs: 0 });
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) {
        await post('/api/auth/forgot-password', { email: newEmail() }, ip);
      }
      const res = await post('/api/auth/forgot-password', { email: newEmail() }, ip);
      expect(res.status).toBe(429);
    });

    it('should refuse the 6th verification resend of one account in an hour', async () => {
      const { app, signup } = setup({ authRateLimit: false });
      const { body } = await signup();
      const resend = () =>
        app.request(
          '/api/auth/resend-verification',
          { method: 'POST', headers: { authorization: `Bearer ${body.token}` } },
          fromIp(newIp()),
        );
      for (let i = 0; i < 5; i += 1) {
        const r = await resend();
        expect(r.status).toBe(200);
        expect(await r.json()).toEqual({
          success: true,
          message: 'Verification email sent. Check your inbox.',
        });
      }
      expect((await resend()).status).toBe(429);
    });
  });

  describe('V6.3.8 and V6.4 password reset and verification', () => {
    it('V6.3.8: forgot-password and user/verify should answer alike, in the same time, for known and unknown addresses', async () => {
      const { post, signup, mail, services } = setup({ minForgotPasswordMs: 250 });
      const { email } = await signup();
      await services.mailQueue.idle();
      const sentBefore = mail.sent.length;
      const answer = async (path: string, address: string) => {
        const start = performance.now();
        const res = await post(path, { email: address }, newIp());
        return { ms: performance.now() - start, status: res.status, body: await res.json() };
      };
      const known = await answer('/api/auth/forgot-password', email);
      const unknown = await answer('/api/auth/forgot-password', newEmail('ghost'));
      expect(known.status).toBe(200);
      expect(unknown.body).toEqual(known.body);
      expect(known.body).toEqual({
        success: true,
        message: 'Password reset link sent to your email',
      });
      expect(known.ms).toBeGreaterThanOrEqual(245);
      expect(unknown.ms).toBeGreaterThanOrEqual(245);
      // Both wait out the floor; a busy machine can add to either side.
      expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(400);
      await services.mailQueue.idle();
      expect(mail.sent.length - sentBefore).toBe(1);

      const verifyKnown = await answer('/api/user/verify', email);
      const verifyUnknown = await answer('/api/user/verify', newEmail('ghost'));
      expect(verifyKnown.status).toBe(200);
      expect(verifyUnknown.body).toEqual(verifyKnown.body);
    });

    it('V6.4.1: should reset once with a 256-bit, hashed, 1-hour token linked from SITE_URL (not Host), ending every session', async () => {
      const { post, signup, linkToken, session, app } = setup({ minForgotPasswordMs: 0 });
      const { email, body } = await signup();
      await post('/api/auth/forgot-password', { email }, newIp(), { host: 'evil.example' });
      const { url, token } = await linkToken(email, '/reset-password');
      expect(url).toMatch(/^https:\/\/www\.brightlane\.example\/reset-password\?token=/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const [row] = await database.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      expect(row?.purpose).toBe('reset');
      const minutes = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 60_000;
      expect(Math.round(minutes)).toBe(60);
      // The queued copy of the e-mail no longer holds the link once sent.
      const [queued] = await database.db
        .select()
        .from(outboundMail)
        .where(eq(outboundMail.leadId, row?.id as number));
      expect(queued?.textBody).toBe(REDACTED_BODY);

      const reset = await post(
        '/api/auth/reset-password',
        { token, password: 'a new passphrase' },
        newIp(),
      );
      expect(reset.status).toBe(200);
      expect(await reset.json()).toEqual({
        success: true,
        message: 'Password reset. Please sign in.',
      });
      expect(await session(body.token)).toBeNull();

      const again = await post(
        '/api/auth/reset-password',
        { token, password: 'another passphrase' },
        newIp(),
      );
      expect(again.status).toBe(400);
      expect(await again.json()).toMatchObject({
        message: 'This reset link is invalid or has expired',
      });

      const login = (password: string) =>
        app.request('/api/auth/login', json({ email, password }), fromIp(newIp()));
      expect((await login(PASSWORD)).status).toBe(401);
      expect((await login('a new passphrase')).status).toBe(200);
    });

    it('V6.4.1: should refuse an expired reset token and a common new password', async () => {
      const { post, signup, linkToken } = setup({ minForgotPasswordMs: 0 });
      const { email } = await signup();
      await post('/api/auth/forgot-password', { email }, newIp());
      const { token } = await linkToken(email, '/reset-password');
      const common = await post(
        '/api/auth/reset-password',
        { token, password: 'password1' },
        newIp(),
      );
      expect(common.status).toBe(400);
      expect((await common.json()).message).toBe(
        'This password is too common. Please choose a different one.',
      );
      await database.db
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      const expired = await post(
        '/api/auth/reset-password',
        { token, password: 'fresh passphrase' },
        newIp(),
      );
      expect(expired.status).toBe(400);
    });

    it('should confirm the e-mail with its 24-hour token once, and refuse it after expiry', async () => {
      const { post, signup, linkToken, session } = setup();
      const { email, body } = await signup();
      const { token } = await linkToken(email, '/verify-email');
      const [row] = await database.db
        .select()
        .from(oneTimeTokens)
        .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
      const hours = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 3_600_000;
      expect(Math.round(hours)).toBe(24);

      const ok = await post('/api/auth/verify-email', { token }, newIp());
      expect(await ok.json()).toEqual({
        success: true,
        message: 'Your email address is confirmed.',
      });
      expect(await session(body.token)).toMatchObject({ emailVerified: true });
      const reused = await post('/api/auth/verify-email', { token }, newIp());
      expect(reused.status).toBe(400);
      expect((await reused.json()).message).toBe(
        'This verification link is invalid or has expired',
      );

      const second = await signup();
      const fresh = await linkToken(second.email, '/verify-email');
      await database.db
        .update(oneTimeTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(oneTimeTokens.tokenHash, hashToken(fresh.token)));
      expect((await post('/api/auth/verify-email', { token: fresh.token }, newIp())).status).toBe(
        400,
      );
    });

    it('should need a session to resend the verification e-mail', async () => {
      const { app } = setup();
      const res = await app.request('/api/auth/resend-verification', { method: 'POST' });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Please sign in to continue.' });
    });
  });

  describe('V3.4 headers and the API description', () => {
    it('V3.4: every auth answer should carry CSP with frame-ancestors none, HSTS, nosniff, Referrer-Policy and COOP', async () => {
      const { app } = setup();
      for (const res of [
        await app.request('/api/auth/session'),
        await app.request('/api/auth/login', json({ email: 'x', password: '' })),
      ]) {
        expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
        expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
        expect(res.headers.get('x-frame-options')).toBe('DENY');
      }
    });

    it('should list every account endpoint in the OpenAPI document', async () => {
      const { app } = setup();
      const doc = (await (await app.request('/api/openapi.json')).json()) as {
        paths: Record<string, Record<string, unknown>>;
      };
      for (const [path, method] of [
        ['/api/auth/session', 'get'],
        ['/api/auth/login', 'post'],
        ['/api/auth/signup', 'post'],
        ['/api/auth/logout', 'post'],
        ['/api/auth/forgot-password', 'post'],
        ['/api/auth/reset-password', 'post'],
        ['/api/auth/verify-email', 'post'],
        ['/api/auth/resend-verification', 'post'],
        ['/api/user/verify', 'post'],
      ] as const) {
        expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
      }
    });
  });

  describe('two API processes on one database', () => {
    it('should share sessions and count the sign-in limit across both', async () => {
      const one = setup();
      const two = setup();
      const { email, body } = await one.signup();
      expect(await two.session(body.token)).toMatchObject({ email });
      const ip = newIp();
      for (let i = 0; i < 10; i += 1) {
        const app = i % 2 === 0 ? one : two;
        expect((await app.post('/api/auth/login', { email, password: 'bad one' }, ip)).status).toBe(
          401,
        );
      }
      expect((await one.post('/api/auth/login', { email, password: PASSWORD }, ip)).status).toBe(
        429,
      );
      expect((await two.post('/api/auth/login', { email, password: PASSWORD }, ip)).status).toBe(
        429,
      );
      // Logging out through one ends the session on the other.
      await one.app.request('/api/auth/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(await two.session(body.token)).toBeNull();
    });
  });
});
