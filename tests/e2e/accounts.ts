// What the account end-to-end tests share: a password, fresh addresses, accounts made through
// the API, links read from the server's outbox, requests as an account, and signing a browser
// context in.
import type { Page } from 'playwright-core';
import { dataDir as workerDataDir } from './worker-server.ts';
import { runStaffCreate } from '../../mock-api/src/cli/staff.ts';
import { baseURL, holdEntryScript, openPage } from './browser.ts';
import { mailsTo } from './outbox.ts';

export const PASSWORD = 'Lantern-Orbit-42';

/** A field's label as the browser reads it: the text, then the required marker. */
export const labelled = (text: string) => new RegExp(`^${text}\\*?$`);
let counter = 0;
export const newEmail = (who: string) =>
  `${who}.${Date.now().toString(36)}${(counter += 1)}@example.com`;

/**
 * The newest link to `page` (e.g. '/verify-email') e-mailed to `address`, as a local path, from
 * the outbox of the server whose data directory is `dataDir` (this worker's server unless given).
 */
export async function linkFromOutbox(
  address: string,
  page: string,
  dataDir = workerDataDir(),
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${page}\\?token=[A-Za-z0-9_-]+`);
  for (let waited = 0; waited < 15_000; waited += 200) {
    const links = mailsTo(address, '', dataDir)
      .map((mail) => (mail.text ?? '').match(pattern)?.[0])
      .filter((link): link is string => Boolean(link));
    const last = links.at(-1);
    if (last) {
      const url = new URL(last);
      return `${url.pathname}${url.search}`;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no ${page} link e-mailed to ${address}`);
}

/** Makes an account through the API (for tests about signing in, not up). */
export async function existingAccount(
  name = 'Sam Rivers',
  base = baseURL(),
): Promise<{ email: string; name: string; token: string }> {
  const email = newEmail('sam');
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ name, email, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  const { token } = (await response.json()) as { token: string };
  return { email, name, token };
}

/**
 * A staff account, made as an operator makes one: signed up through the API, its address
 * confirmed with the e-mailed link (staff:create refuses an unconfirmed one), then granted the
 * role with `npm run staff:create` while the server runs.
 */
export async function staffAccount(
  name: string,
  base = baseURL(),
  dataDir = workerDataDir(),
): Promise<{ email: string; name: string; token: string }> {
  const account = await existingAccount(name, base);
  const link = await linkFromOutbox(account.email, '/verify-email', dataDir);
  const token = new URL(link, base).searchParams.get('token');
  const confirmed = await fetch(`${base}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify({ token }),
  });
  expect(confirmed.status).toBe(200);
  let out = '';
  const code = await runStaffCreate(
    [account.email],
    { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
    (text) => (out += text),
  );
  expect({ code, out }).toEqual({
    code: 0,
    out: `${account.email} is now staff: /admin shows the leads when they sign in.\n`,
  });
  return account;
}

/** A request to the API as the account of `token` (JSON `body`, when given). */
export const api = (path: string, token: string, method = 'GET', body?: unknown) =>
  fetch(`${baseURL()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Origin: baseURL(),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

/**
 * Signs `page`'s browser context in with a session token, as the sign-in answer's cookies
 * would (http: the cookie is plain `session`, and its "has signed in" hint `signed-in`), for
 * tests about what comes after signing in.
 */
/**
 * `path` on a slow phone as `token`'s account, its entry script held until `release()`: the
 * page as the server sent it, before hydration (nothing of the app has run yet).
 */
export async function openSignedInBeforeHydration(path: string, token: string) {
  const { setup, release } = holdEntryScript();
  const page = await openPage('/about', {
    width: 375,
    setup,
    waitForApp: false,
    waitUntil: 'commit',
  });
  await signInContext(page, token);
  await page.goto(path, { waitUntil: 'commit' });
  return { page, release };
}

export async function signInContext(page: Page, token: string, base = baseURL()): Promise<void> {
  await page.context().addCookies([
    { name: 'session', value: token, url: base },
    { name: 'signed-in', value: '1', url: base },
  ]);
}

/** The session user as `page`'s context sees it: null when signed out. */
export function sessionOf(page: Page): Promise<{ email: string; name: string } | null> {
  return page.evaluate(() =>
    fetch('/api/auth/session')
      .then((r) => r.json())
      .then((body: { user: { email: string; name: string } | null }) => body.user),
  );
}
