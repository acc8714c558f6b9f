// Forms posted to the site's pages without JavaScript (site-forms.ts), through the app with a
// small fake renderer standing in for the site's route action: it sends the posted sign-in to
// the API through the context's in-process `api`, as the site's action does. The real actions
// are proven against the built site in tests/e2e/forms-without-js.e2e.ts.
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAREERS_APPLY_PATH, type FormRequestContext } from '@brightlane/contract';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import type { SiteRenderer } from './site-render.ts';
import { APPLICATION_BODY_LIMIT } from './routes/leads.ts';
import { FORM_BODY_LIMIT } from './site-forms.ts';
import { fromIp } from './test/leads.ts';
import { json } from './test/request.ts';
import { openTestDatabase } from './test/database.ts';

const PASSWORD = 'correct horse battery';
const ORIGIN = 'http://localhost';
const VERDICT_SCRIPT = 'window.__verdict = "invalid"';
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The sign-in page's action, as the site's does it: the posted fields to the JSON API. */
const renderer = vi.fn<SiteRenderer>(async (path, context, request) => {
  if (!request) return { status: 200, document: '<h1>page</h1>' };
  if (!path.startsWith('/login')) return { status: 405, document: '' };
  const form = await request.formData();
  const { api } = context as typeof context & FormRequestContext;
  const answer = await api('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
  });
  if (answer.ok) return { status: 303, document: '', location: '/dashboard' };
  return {
    status: 400,
    document: `<!doctype html><p>Invalid email or password</p><script>${VERDICT_SCRIPT}</script>`,
  };
});

describe('forms posted to pages without JavaScript', () => {
  let database: Database;
  let siteDir: string;
  let app: ReturnType<typeof buildApp>['app'];
  let email = '';
  let ipCounter = 0;
  const newIp = () => `203.0.113.${(ipCounter += 1)}`;

  beforeAll(async () => {
    database = await openTestDatabase();
    siteDir = mkdtempSync(join(tmpdir(), 'brightlane-site-forms-'));
    writeFileSync(join(siteDir, 'index.html'), '<div id="root"></div>');
    ({ app } = buildApp({
      database,
      config: {
        logLevel: 'silent',
        siteDir,
        siteRenderer: renderer,
        loginBackoff: { freeFailures: 5, firstDelayMs: 10, maxDelayMs: 20 },
      },
    }));
    email = `forms-${Date.now()}@example.com`;
    const made = await app.request(
      '/api/auth/signup',
      json({ name: 'Ann Lee', email, password: PASSWORD }),
      fromIp(newIp()),
    );
    expect(made.status).toBe(201);
  });
  afterAll(async () => {
    rmSync(siteDir, { recursive: true, force: true });
    await database?.close();
  });
  beforeEach(() => renderer.mockClear());

  /** A form post from this site; a header given as null is left out. */
  const postForm = (path: string, body: string, headers: Record<string, string | null> = {}) => {
    const sent: Record<string, string | null> = {
      origin: ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    };
    const kept = Object.entries(sent).filter(
      (entry): entry is [string, string] => entry[1] !== null,
    );
    return app.request(path, { method: 'POST', headers: kept, body }, fromIp(newIp()));
  };
  const signIn = (password: string) =>
    `email=${encodeURIComponent(email)}&password=${encodeURIComponent(password)}`;

  it('given the right password, should go on (303) with the session cookie the API set', async () => {
    const res = await postForm('/login?next=%2Fsettings', signIn(PASSWORD));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard');
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith('session='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    // The action saw the posted address with its query (for `?next=`).
    expect(renderer.mock.calls[0]?.[0]).toBe('/login?next=%2Fsettings');
  });

  it('given a wrong password, should answer the page with the verdict, its script allowed, never stored', async () => {
    const res = await postForm('/login', signIn('wrong password'));
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Invalid email or password');
    expect(res.headers.get('content-security-policy')).toContain(sha(VERDICT_SCRIPT));
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('session='))).toBe(false);
  });

  it('given another site as the origin, should refuse it (403) without running the action', async () => {
    const res = await postForm('/login', signIn(PASSWORD), { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    expect(renderer).not.toHaveBeenCalled();
  });

  it('given Sec-Fetch-Site cross-site, should refuse it (403)', async () => {
    const res = await postForm('/login', signIn(PASSWORD), {
      origin: null,
      'sec-fetch-site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(renderer).not.toHaveBeenCalled();
  });

  it.each([
    ['application/json', JSON.stringify({ email, password: PASSWORD })],
    ['text/plain', 'email=x'],
  ])('given a %s body, should refuse it (415): pages take what forms send', async (type, body) => {
    const res = await postForm('/login', body, { 'content-type': type });
    expect(res.status).toBe(415);
    expect(renderer).not.toHaveBeenCalled();
  });

  it('given a body over the limit, should refuse it (413) unread', async () => {
    const res = await postForm('/login', `message=${'a'.repeat(FORM_BODY_LIMIT)}`);
    expect(res.status).toBe(413);
    expect(renderer).not.toHaveBeenCalled();
  });

  it("given the careers application's page, should take a body up to the API's application limit (its CV), and refuse a larger one (413)", async () => {
    // Over a page form's limit, within the application's: it reaches the page (whose action
    // this fake renderer does not have: 405), not refused unread.
    const taken = await postForm(CAREERS_APPLY_PATH, `experience=${'a'.repeat(FORM_BODY_LIMIT)}`);
    expect(taken.status).toBe(405);
    expect(renderer).toHaveBeenCalledTimes(1);
    const larger = await postForm(
      `${CAREERS_APPLY_PATH}?position=sales`,
      `experience=${'a'.repeat(APPLICATION_BODY_LIMIT)}`,
    );
    expect(larger.status).toBe(413);
    expect(renderer).toHaveBeenCalledTimes(1);
    // Only that page: another under /careers keeps the page forms' limit.
    const other = await postForm('/careers', `experience=${'a'.repeat(FORM_BODY_LIMIT)}`);
    expect(other.status).toBe(413);
  });

  it('given a page without an action, should answer 405 with Allow', async () => {
    const res = await postForm('/about', 'x=1');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('given an action asking for an address outside /api, should refuse to fetch it', async () => {
    renderer.mockImplementationOnce(async (_path, context) => {
      const { api } = context as typeof context & FormRequestContext;
      await expect(api('/admin', { method: 'POST' })).rejects.toThrow(/only call this site's API/);
      await expect(api('https://elsewhere.example/api/x', { method: 'POST' })).rejects.toThrow();
      return { status: 200, document: '<p>ok</p>' };
    });
    const res = await postForm('/login', signIn(PASSWORD));
    expect(res.status).toBe(200);
  });

  it('given a posted /api path, should leave it to the API (its own CSRF and type rules)', async () => {
    const res = await postForm('/api/auth/login', signIn(PASSWORD));
    expect(res.status).toBe(415);
    expect(renderer).not.toHaveBeenCalled();
  });
});
