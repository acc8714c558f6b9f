// Every form the site serves, found rather than listed (docs/decisions/040-forms-post-to-the-server.md,
// 041-sent-before-the-code-runs.md): the suite reads the built route table (site/dist/routes.json,
// written from site/src/routes.tsx), opens each served route, follows its links to addresses of
// the table that carry a query (a careers role's application), and takes every <form> on them.
// Each form is sent as a visitor would — the first field typed, the rest left empty — three
// ways: with JavaScript off, before hydration on a slow phone, and with the app running. The
// outcome must be the same: a post (never a GET, which would put the fields in the address;
// a query form, `role="search"` with `method="get"` such as a list's filter, loads its address
// instead, and is checked for that without JavaScript only),
// answered by the server where the code has not run, the same messages beside the same fields,
// and what was typed still on screen. A new route or form is covered without editing this file;
// a new route parameter needs a sample value below (the suite fails loudly without one).
//
// The pages behind a sign-in that the server renders (those that send a signed-out visitor to
// sign in, e.g. /settings) are visited again signed in, and their forms sent the same ways; a
// form shown only where the code does not run (a dialog's form, on the page) is sent without
// JavaScript only. Their `:id` is a record of the account (a project; a post under /blog/, a
// new one for each send, since 'Delete Post' removes it); the staff pages are visited as staff.
// Every page is answered by the server (routes.test.ts checks that none is rendered in the
// browser only), so every form is found here.
import { readFileSync } from 'node:fs';
import type { ElementHandle, Page } from 'playwright-core';
import {
  api,
  existingAccount,
  linkFromOutbox,
  newEmail,
  signInContext,
  staffAccount,
} from './accounts.ts';
import { baseURL, holdEntryScript, openPage, waitForApp } from './browser.ts';

interface RouteTable {
  patterns: string[];
}

const table = JSON.parse(
  readFileSync(new URL('../../site/dist/routes.json', import.meta.url), 'utf8'),
) as RouteTable;

/** A sample value for each route parameter: a new parameter must be given one here. */
const PARAMETERS: Record<string, () => Promise<string>> = {
  // A post published for the suite.
  slug: async () => {
    // Publishing is staff's (a member's post waits for review).
    const author = await staffAccount('Every Form Author');
    const slug = `every-form-${Date.now().toString(36)}`;
    const post = { title: 'Every form', slug, content: '<p>Found.</p>', status: 'published' };
    expect((await api('/api/blog/posts', author.token, 'POST', post)).status).toBe(201);
    return slug;
  },
  username: async () => 'visitor',
  page: async () => 'page',
  id: async () => '1',
};

/** Addresses a visitor reaches from an e-mail rather than a link: the query they arrive with. */
const FROM_EMAIL: Record<string, () => Promise<string>> = {
  '/reset-password': async () => {
    const account = await existingAccount('Every Form');
    const base = baseURL();
    const response = await fetch(`${base}/api/auth/forgot-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base },
      body: JSON.stringify({ email: account.email }),
    });
    expect(response.ok).toBe(true);
    return linkFromOutbox(account.email, '/reset-password');
  },
};

async function addressOf(pattern: string, samples = PARAMETERS): Promise<string> {
  let address = '';
  for (const segment of pattern.split('/').slice(1)) {
    if (!segment.startsWith(':')) {
      address += `/${segment}`;
      continue;
    }
    const sample = samples[segment.slice(1)];
    if (!sample) throw new Error(`No sample value for ${segment} (route ${pattern}): add one`);
    address += `/${encodeURIComponent(await sample())}`;
  }
  return address || '/';
}

const served = table.patterns;

/**
 * A form to send: the nth form at an address, or one named by `selector` (its form-name field
 * or its label). Behind a sign-in, some forms are there only where the page's code does not run
 * (a dialog's form, on the page), so the same form has another index with the app.
 */
interface Target {
  address: string;
  index: number;
  selector?: string;
  /** The session it is sent in (behind a sign-in). */
  token?: string;
  /**
   * A new address of the same page for each send, when a send uses up what the page is about
   * ('Delete Post' removes the post of /blog/delete/{id}).
   */
  renew?: () => Promise<string>;
}

const formOf = (page: Page, target: Target) =>
  target.selector ? page.locator(target.selector) : page.locator('form').nth(target.index);

/** An `openPage` set-up that signs the browser in as the target's account, if it has one. */
const signedInAs = (target: Pick<Target, 'token'>) => async (page: Page) => {
  if (target.token) await signInContext(page, target.token);
};

/** What a visitor sees after sending a form. */
interface Outcome {
  /** The address's path, once the answer is in. */
  path: string;
  /** Every message in the page's forms: field errors and general alerts, sorted. */
  messages: string[];
}

/** The messages in the page's forms, as the ui's Field and Form render them. */
const messagesOn = (page: Page) =>
  page.$$eval('form [id$="-error"], form [role="alert"]', (elements) =>
    [...new Set(elements.map((element) => element.textContent?.trim() ?? ''))]
      .filter(Boolean)
      .sort(),
  );

/** The form's fields a visitor types into: visible, not a secret, not a choice or a file. */
const TEXT_FIELDS =
  'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], textarea';

/** A value for a field, by its type: what a visitor would type. */
function valueFor(type: string | null): string {
  if (type === 'email') return newEmail('every.form');
  if (type === 'tel') return '0400 000 000';
  if (type === 'url') return 'https://example.com/typed';
  return 'Typed Early';
}

interface Typed {
  name: string;
  value: string;
}

/** Types into the form's first visible text field; returns what was typed where. */
async function typeFirstField(page: Page, target: Target): Promise<Typed | null> {
  const form = formOf(page, target);
  const fields = form.locator(TEXT_FIELDS);
  for (const field of await fields.all()) {
    // What a visitor can reach: shown, in the tab order, exposed (not the spam trap, which is
    // off screen, out of the tab order and hidden from assistive technology).
    const reachable = await field.evaluate(
      (element) => element.tabIndex >= 0 && !element.closest('[aria-hidden="true"]'),
    );
    if (!reachable || !(await field.isVisible())) continue;
    const name = await field.getAttribute('name');
    if (!name) continue;
    const value = valueFor(await field.getAttribute('type'));
    await field.fill(value);
    return { name, value };
  }
  return null;
}

/** The form's visible submit button (the one a visitor presses). */
async function submitButton(page: Page, target: Target) {
  const button = await visibleSubmit(page, target);
  if (button) return button;
  throw new Error(`Form ${target.index} on ${page.url()} has no visible submit button`);
}

async function visibleSubmit(page: Page, target: Target) {
  const buttons = formOf(page, target).locator(
    'button[type=submit], button:not([type]), input[type=submit]',
  );
  for (const button of await buttons.all()) if (await button.isVisible()) return button;
  return null;
}

/**
 * Sends the form natively (no app): waits for the server's answer to the post (or, for a query
 * form, `method="get"`, to the document of its address).
 */
async function sendNatively(page: Page, target: Target, afterPress = () => {}, query = false) {
  const answer = page.waitForResponse(
    (response) =>
      query
        ? response.request().isNavigationRequest() && response.request().method() === 'GET'
        : response.request().method() !== 'GET',
    { timeout: 30_000 },
  );
  // The answer is a new document (the page again, or where a 303 leads): wait for it whole.
  const navigation = page.waitForNavigation({ waitUntil: 'load', timeout: 30_000 });
  await (await submitButton(page, target)).click({ force: true });
  afterPress();
  const [response] = await Promise.all([answer, navigation]);
  return response;
}

/** Whether what was typed is on the page again, in a field of that name. */
async function stillTyped(page: Page, typed: Typed) {
  const fields = page.locator(`form [name="${typed.name}"]`);
  for (const field of await fields.all()) {
    if ((await field.inputValue()) === typed.value) return true;
  }
  return false;
}

/** A served address and its forms, as found with JavaScript off. */
interface FoundAddress {
  address: string;
  forms: number;
}

/**
 * The served addresses of the route table, and the addresses with a query its pages link to
 * (e.g. /careers/apply?position=…), each with how many forms it serves without JavaScript.
 */
async function findAddresses(): Promise<FoundAddress[]> {
  const addresses = new Set<string>();
  const patternOf = new Map<string, string>();
  for (const pattern of served) {
    const address = await addressOf(pattern);
    addresses.add(address);
    patternOf.set(address, pattern);
    const fromEmail = FROM_EMAIL[pattern];
    if (fromEmail) addresses.add(await fromEmail());
  }
  const patterns = served.map((pattern) => pattern.replace(/:[^/]+/g, '[^/]+'));
  const found = new Map<string, FoundAddress>();
  guarded = [];
  for (const address of addresses) {
    const page = await openPage(address, { javaScriptEnabled: false, allowStatus: [404] });
    const links = await page.$$eval('a[href*="?"]', (anchors) =>
      anchors.map((anchor) => (anchor as HTMLAnchorElement).getAttribute('href') ?? ''),
    );
    for (const href of links) {
      const url = new URL(href, baseURL());
      if (url.origin !== new URL(baseURL()).origin) continue;
      if (patterns.some((pattern) => new RegExp(`^${pattern}$`).test(url.pathname))) {
        const linked = `${url.pathname}${url.search}`;
        if (!addresses.has(linked)) addresses.add(linked);
      }
    }
    // Where it ended up: /logout signed out is /login. Every page behind the sign-in sends a
    // signed-out visitor to the same form, /login?next=…, which links to /signup?next=…: each
    // checked once, not once per page (and the page is visited again signed in, below).
    const url = new URL(page.url());
    const at = `${url.pathname}${url.search}`;
    const toSignIn = url.pathname === '/login' && url.searchParams.has('next');
    if (toSignIn && address !== at) guarded.push(patternOf.get(address) ?? address);
    const key = url.searchParams.has('next') ? `${url.pathname}?next=` : at;
    if (!found.has(key)) found.set(key, { address: at, forms: await page.locator('form').count() });
    await page.context().close();
  }
  return [...found.values()];
}

/**
 * Closes a send's page as soon as it has answered. The test that sends every form is one test:
 * left to the end of it, its pages (a hundred and more, each running its code) took the
 * machine's cores from the pages still being sent and from a second e2e worker.
 */
const done = (page: Page) => page.context().close();

/** Sends the target form with JavaScript off: the first field typed. */
async function withoutJavaScript(target: Target) {
  const page = await openPage(target.address, {
    javaScriptEnabled: false,
    allowStatus: [400],
    setup: signedInAs(target),
  });
  const method = await formOf(page, target).getAttribute('method');
  const role = await formOf(page, target).getAttribute('role');
  const typed = await typeFirstField(page, target);
  const response = await sendNatively(page, target, () => {}, isQuery({ method, role }));
  const outcome: Outcome = { path: new URL(page.url()).pathname, messages: await messagesOn(page) };
  const kept = !typed || outcome.messages.length === 0 || (await stillTyped(page, typed));
  const url = page.url();
  await done(page);
  return { method, role, typed, response, outcome, kept, url };
}

/**
 * A query rather than a change: a search or filter form (`role="search"`, `method="get"`), whose
 * fields belong in the address it loads (a status and an order), never a secret.
 */
const isQuery = ({ method, role }: { method: string | null; role: string | null }) =>
  method === 'get' && role === 'search';

/**
 * The same on a slow phone, typed and sent before the page's code has run. A submit button
 * marked `data-app-only` (a stepper's 'Next') is a step of the app's, not a send: its press is
 * held until the code runs (app/earlyInput.ts), so its outcome is the app's.
 */
async function beforeHydration(target: Target) {
  // The page's entry script is held until the form has been sent.
  const { setup, release } = holdEntryScript();
  const page = await openPage(target.address, {
    setup: async (page) => {
      await signedInAs(target)(page);
      await setup(page);
    },
    waitForApp: false,
    waitUntil: 'commit',
    allowStatus: [400],
  });
  await formOf(page, target).waitFor({ timeout: 30_000 });
  const typed = await typeFirstField(page, target);
  const hydrated = await page.evaluate(() => document.documentElement.hasAttribute('data-app'));
  expect(hydrated, 'the page ran its code before the form was sent').toBe(false);
  const button = await submitButton(page, target);
  if ((await button.getAttribute('data-app-only')) !== null) {
    const pressed = await button.elementHandle();
    await button.click({ force: true });
    release();
    await waitForApp(page);
    const outcome = await settle(page, page.url(), pressed);
    const kept = !typed || outcome.messages.length === 0 || (await stillTyped(page, typed));
    await done(page);
    return { typed, response: null, outcome, kept, appStep: true };
  }
  // Released once sent: the answer is a new document, which loads its own code.
  const response = await sendNatively(page, target, release);
  const outcome: Outcome = { path: new URL(page.url()).pathname, messages: await messagesOn(page) };
  const kept = !typed || outcome.messages.length === 0 || (await stillTyped(page, typed));
  await done(page);
  return { typed, response, outcome, kept, appStep: false };
}

/**
 * Waits until the app has answered a press of `button`: a new address, messages, or the
 * button gone (the form replaced by what comes next, e.g. 'Check Your Email') or disabled, its
 * work done and not busy ('Mark all as read' with nothing left unread).
 */
async function settle(page: Page, before: string, pressed: ElementHandle | null): Promise<Outcome> {
  const stillThere = async () =>
    pressed
      ? pressed.evaluate((element) => {
          const button = element as HTMLButtonElement;
          return (
            button.isConnected &&
            button.checkVisibility() &&
            !(button.disabled && !button.hasAttribute('aria-busy'))
          );
        })
      : false;
  await expect
    .poll(
      async () =>
        page.url() !== before ||
        (await messagesOn(page)).length > 0 ||
        // A press that asks first ('Delete' opens its dialog) is answered too.
        (await page.getByRole('alertdialog').or(page.getByRole('dialog')).count()) > 0 ||
        // So is a save that stays on its page, whose toast says so ('Post saved').
        (await page.locator('li[data-tone][data-state="open"]').count()) > 0 ||
        !(await stillThere().catch(() => false)),
      { timeout: 15_000 },
    )
    .toBe(true);
  if (page.url() !== before) await waitForApp(page);
  return { path: new URL(page.url()).pathname, messages: await messagesOn(page) };
}

/** The same with the app running: the form's code validates and sends it. */
async function withTheApp(target: Target): Promise<Outcome & { kept: boolean; appStep: boolean }> {
  const page = await openPage(target.address, { allowStatus: [400], setup: signedInAs(target) });
  const before = page.url();
  const typed = await typeFirstField(page, target);
  const button = await submitButton(page, target);
  const appStep = (await button.getAttribute('data-app-only')) !== null;
  // This button, not whatever the locator finds after (a 'Resend' form in its place).
  const pressed = await button.elementHandle();
  // Forced: a stepper's 'Next' says aria-disabled until its choice is made, and still answers.
  await button.click({ force: true });
  const { path, messages } = await settle(page, before, pressed);
  const kept = !typed || messages.length === 0 || (await stillTyped(page, typed));
  await done(page);
  return { path, messages, kept, appStep };
}

/**
 * The forms a signed-in visitor finds at `address` without JavaScript that have something to
 * press (Active sessions has nothing when no other device is signed in), each named.
 */
async function formsBehindSignIn(address: string, token: string): Promise<Target[]> {
  const page = await openPage(address, { javaScriptEnabled: false, setup: signedInAs({ token }) });
  const selectors = await page.$$eval('form', (forms) =>
    forms.map((form) => {
      const name = form.querySelector('input[name="form-name"]')?.getAttribute('value');
      if (name) return `form:has(input[name="form-name"][value="${name}"])`;
      const label = form.getAttribute('aria-label');
      return label ? `form[aria-label="${label}"]` : undefined;
    }),
  );
  const targets: Target[] = [];
  for (const [index, selector] of selectors.entries()) {
    const target = { address, index, selector, token };
    if (await visibleSubmit(page, target)) targets.push(target);
  }
  await page.context().close();
  return targets;
}

/** Whether the app shows the target form with something to press (not a form for no script). */
async function sentByTheApp(target: Target): Promise<boolean> {
  const page = await openPage(target.address, { setup: signedInAs(target) });
  const button = await visibleSubmit(page, target);
  await page.context().close();
  return button !== null;
}

/**
 * Where a send led, its record's id aside: each way creates its own (/projects/7), or is sent
 * at a record of its own (/blog/edit/{uuid}).
 */
const placeOf = (path: string) =>
  path.replace(
    /\/(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?=\/|$)/gi,
    '/:id',
  );

/** Sends the target form the three ways; reports each way it falls short. */
async function checkForm(target: Target, fail: (failure: string) => void) {
  // Each send at the target's address, or at a new one of the same page where it renews.
  const at = async (): Promise<Target> =>
    target.renew ? { ...target, address: await target.renew() } : target;
  const off = await withoutJavaScript(await at());
  if (isQuery(off)) {
    // Loads the address of what was chosen; with the code, each choice applies as it is made,
    // so there is no send to compare.
    if (off.response.request().method() !== 'GET' || off.response.status() !== 200)
      fail(`the query was answered ${off.response.request().method()} ${off.response.status()}`);
    if (!new URL(off.url).search) fail('the query put nothing in the address');
    return;
  }
  if (off.method !== 'post') fail(`method="${off.method}", not post`);
  if (off.response.request().method() !== 'POST')
    fail(`sent as ${off.response.request().method()}`);
  if (![200, 303, 400].includes(off.response.status()))
    fail(`the server answered ${off.response.status()}`);
  if (off.typed && off.url.includes(encodeURIComponent(off.typed.value)))
    fail('what was typed is in the address');
  if (!off.kept) fail('without JavaScript, what was typed is gone');
  // A form there only where the code does not run is sent that way only.
  if (target.token && !(await sentByTheApp(await at()))) return;

  const app = await withTheApp(await at());
  if (!app.kept) fail('with the app, what was typed is gone');
  // A stepper's first press is a step, where without JavaScript the whole form is sent: not
  // the same act (its steps are one form without the code), so not compared.
  const differs =
    placeOf(app.path) !== placeOf(off.outcome.path) ||
    app.messages.join('|') !== off.outcome.messages.join('|');
  if (!app.appStep && differs)
    fail(
      `without JavaScript ${JSON.stringify(off.outcome)}, with the app ${JSON.stringify({ path: app.path, messages: app.messages })}`,
    );

  const early = await beforeHydration(await at());
  if (!early.kept) fail('sent before hydration, what was typed is gone');
  // Sent natively, it is answered as without JavaScript; a step of the app's, as by the app.
  const expected = early.appStep ? { path: app.path, messages: app.messages } : off.outcome;
  if (
    placeOf(early.outcome.path) !== placeOf(expected.path) ||
    early.outcome.messages.join('|') !== expected.messages.join('|')
  )
    fail(`before hydration ${JSON.stringify(early.outcome)}, expected ${JSON.stringify(expected)}`);
}

let addresses: FoundAddress[] = [];
/** The served routes (patterns) that sent a signed-out visitor to sign in. */
let guarded: string[] = [];

beforeAll(async () => {
  addresses = await findAddresses();
}, 120_000);

describe('every form the site serves', () => {
  it('should find the forms: at least the lead and account forms', () => {
    const withForms = addresses.filter((found) => found.forms > 0).map((found) => found.address);
    // A floor, not the list: the suite must not pass by finding nothing.
    expect(withForms).toEqual(
      expect.arrayContaining(['/', '/contact', '/login', '/signup', '/forgot-password']),
    );
    expect(withForms.some((address) => address.startsWith('/careers/apply?'))).toBe(true);
    expect(withForms.some((address) => address.startsWith('/reset-password?'))).toBe(true);
  });

  it('should post each, without JavaScript and before hydration, as the app does, keeping what was typed', async () => {
    const failures: string[] = [];
    for (const { address, forms } of addresses) {
      for (let index = 0; index < forms; index++) {
        const where = `${address} form ${index + 1}`;
        const target = { address, index };
        await checkForm(target, (failure) => failures.push(`${where}: ${failure}`)).catch(
          (error: Error) => failures.push(`${where}: ${error.message.split('\n')[0]}`),
        );
      }
    }
    expect(failures).toEqual([]);
    // About 8 minutes on a quiet 2-core machine; room for a loaded CI runner.
  }, 1_200_000);

  it('given a signed-in visitor, should post each form behind a sign-in the same ways', async () => {
    // A floor: /settings is rendered per request, with forms that work without the code.
    expect(guarded).toContain('/settings');
    const account = await existingAccount('Every Form Signed In');
    // A route's `:id` is one of the account's projects (someone else's is not found).
    const project = await api('/api/user/projects', account.token, 'POST', {
      name: 'Every form project',
      description: 'Made for the suite',
      status: 'active',
      views: 0,
      pages: 1,
      revenue: 0,
    });
    expect(project.status).toBe(201);
    const { id } = ((await project.json()) as { project: { id: string } }).project;
    // Under /blog/, `:id` is a post of the account: a new one for each send, as 'Delete Post'
    // removes it (and a saved title would change the next send's start).
    const newPost = async () => {
      const slug = `every-form-draft-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
      const post = { title: 'Every form draft', slug, content: '<p>Found.</p>', status: 'draft' };
      const made = await api('/api/blog/posts', account.token, 'POST', post);
      expect(made.status).toBe(201);
      return ((await made.json()) as { post: { id: string } }).post.id;
    };
    // 'Mark as read' and 'Mark all as read' use up the account's unread notifications: a new
    // one before each send, made as the account's own would be (a project of theirs changing
    // status; its own project, so the forms of `:id` keep their start).
    const notifying = {
      name: 'Every form notices',
      description: '',
      views: 0,
      pages: 1,
      revenue: 0,
    };
    const made = await api('/api/user/projects', account.token, 'POST', {
      ...notifying,
      status: 'active',
    });
    expect(made.status).toBe(201);
    const noticeProject = ((await made.json()) as { project: { id: string } }).project.id;
    let noticeStatus = 'active';
    const newNotification = async () => {
      noticeStatus = noticeStatus === 'active' ? 'draft' : 'active';
      const path = `/api/user/projects/${noticeProject}`;
      const changed = await api(path, account.token, 'PUT', { ...notifying, status: noticeStatus });
      expect(changed.status).toBe(200);
    };
    // A workspace is its owner's (anyone else's is the not-found page).
    const session = await api('/api/auth/session', account.token);
    const { username } = ((await session.json()) as { user: { username: string } }).user;
    // The pages under /admin are staff's (anyone else gets the not-found page): visited as a
    // staff account, at a lead made for the suite and found by its name, so that each form
    // found is that one row's.
    const staff = await staffAccount('Every Form Staff');
    const leadName = `Every Form Lead ${Date.now().toString(36)}`;
    const contact = await fetch(`${baseURL()}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseURL() },
      body: JSON.stringify({ name: leadName, email: newEmail('lead'), message: 'Found.' }),
    });
    expect(contact.status).toBe(200);
    const failures: string[] = [];
    const sent: string[] = [];
    for (const pattern of guarded) {
      const ofPosts = pattern.startsWith('/blog/') && pattern.includes(':id');
      const ofStaff = pattern === '/admin' || pattern.startsWith('/admin/');
      const samples = {
        ...PARAMETERS,
        id: ofPosts ? newPost : async () => id,
        username: async () => username,
      };
      const address = ofStaff
        ? `${await addressOf(pattern, samples)}?kind=contacts&q=${encodeURIComponent(leadName)}`
        : await addressOf(pattern, samples);
      const renew = ofPosts
        ? () => addressOf(pattern, samples)
        : pattern === '/notifications'
          ? async () => {
              await newNotification();
              return address;
            }
          : undefined;
      const token = ofStaff ? staff.token : account.token;
      for (const found of await formsBehindSignIn(address, token)) {
        const target = { ...found, renew };
        const where = `${address} ${target.selector ?? `form ${target.index + 1}`} (signed in)`;
        sent.push(where);
        await checkForm(target, (failure) => failures.push(`${where}: ${failure}`)).catch(
          (error: Error) => failures.push(`${where}: ${error.message.split('\n')[0]}`),
        );
      }
    }
    expect(failures).toEqual([]);
    // Change Password, Enable Two-Factor Authentication, Save Preferences at least, and the
    // inbox's Handled form.
    expect(sent.length).toBeGreaterThanOrEqual(4);
    expect(sent.some((where) => where.startsWith('/admin?'))).toBe(true);
  }, 600_000);
});
