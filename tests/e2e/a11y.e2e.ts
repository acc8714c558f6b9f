// Accessibility of every page (docs/decisions/027-accessibility-checks.md): axe (WCAG 2.0/2.1 A and AA, best practices,
// colour contrast) on every route of the route table — public, signed in and staff — in light
// and dark, at 1280 and 375 px, with the bar's popups and the mobile menu open too. One browser
// context per theme × width walks every page, so the run stays short.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { accountMessages, resetPasswordMessages } from '@brightlane/contract';
import { repoRoot } from '../lib/server.ts';
import {
  api,
  existingAccount,
  labelled,
  linkFromOutbox,
  PASSWORD,
  signInContext,
  staffAccount,
} from './accounts.ts';
import { axeViolations, COLOUR_RULES } from './axe.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

/** The page patterns of the route table, as the build wrote them for the server. */
const routePatterns = (): string[] =>
  (
    JSON.parse(readFileSync(join(repoRoot, 'site/dist/routes.json'), 'utf8')) as {
      patterns: string[];
    }
  ).patterns;

/** What a walk needs to turn a pattern into an address: the account's data. */
interface Data {
  username: string;
  projectId: string;
  postId: string;
  postSlug: string;
}

type Who = 'public' | 'signedIn';
/**
 * Every pattern of the route table, who sees it and its address. A route added to routes.tsx
 * and not here fails the first test below, so no page escapes the check. Signed-in pages are
 * walked as a staff account with a project and posts (so /admin is the leads inbox and the
 * pages show data, not only their empty states).
 */
const routeTable: Record<string, { who: Who; path: string | ((data: Data) => string) }> = {
  '/': { who: 'public', path: '/' },
  '/portfolio': { who: 'public', path: '/portfolio' },
  '/services': { who: 'public', path: '/services' },
  '/about': { who: 'public', path: '/about' },
  '/faq': { who: 'public', path: '/faq' },
  '/services/cloud': { who: 'public', path: '/services/cloud' },
  '/services/seo': { who: 'public', path: '/services/seo' },
  '/services/ecommerce': { who: 'public', path: '/services/ecommerce' },
  '/services/web-development': { who: 'public', path: '/services/web-development' },
  '/contact': { who: 'public', path: '/contact' },
  '/careers': { who: 'public', path: '/careers' },
  // A role's application as a page (for 'Apply Now' without JavaScript).
  '/careers/apply': { who: 'public', path: '/careers/apply?position=sales' },
  '/support': { who: 'public', path: '/support' },
  '/terms': { who: 'public', path: '/terms' },
  '/privacy': { who: 'public', path: '/privacy' },
  '/sitemap': { who: 'public', path: '/sitemap' },
  '/blog': { who: 'public', path: '/blog' },
  '/blog/:slug': { who: 'public', path: (d) => `/blog/${d.postSlug}` },
  '/login': { who: 'public', path: '/login' },
  '/signup': { who: 'public', path: '/signup' },
  '/forgot-password': { who: 'public', path: '/forgot-password' },
  // Without a token from an e-mail: the pages' "link is not valid" states. With a valid one:
  // their own test below.
  '/reset-password': { who: 'public', path: '/reset-password' },
  '/verify-email': { who: 'public', path: '/verify-email' },
  // A guest sees an invitation to sign in; the signed-in walk sees the profile.
  '/profile': { who: 'signedIn', path: '/profile' },
  '/:username/:page': { who: 'public', path: (d) => `/${d.username}/portfolio` },
  '/dashboard': { who: 'signedIn', path: '/dashboard' },
  '/settings': { who: 'signedIn', path: '/settings' },
  '/admin': { who: 'signedIn', path: '/admin' },
  '/admin/vitals': { who: 'signedIn', path: '/admin/vitals' },
  '/notifications': { who: 'signedIn', path: '/notifications' },
  '/workspace': { who: 'signedIn', path: '/workspace' },
  '/:username/workspace': { who: 'signedIn', path: (d) => `/${d.username}/workspace` },
  '/projects': { who: 'signedIn', path: '/projects' },
  '/projects/new': { who: 'signedIn', path: '/projects/new' },
  '/projects/:id': { who: 'signedIn', path: (d) => `/projects/${d.projectId}` },
  '/projects/:id/edit': { who: 'signedIn', path: (d) => `/projects/${d.projectId}/edit` },
  '/analytics': { who: 'signedIn', path: '/analytics' },
  '/storage': { who: 'signedIn', path: '/storage' },
  '/billing': { who: 'signedIn', path: '/billing' },
  // Redirects to the editor: checked where it lands.
  '/content/create': { who: 'signedIn', path: '/content/create' },
  '/blog/create': { who: 'signedIn', path: '/blog/create' },
  '/blog/edit/:id': { who: 'signedIn', path: (d) => `/blog/edit/${d.postId}` },
  '/blog/delete/:id': { who: 'signedIn', path: (d) => `/blog/delete/${d.postId}` },
  // Signs the context out: the last page of the signed-in walk.
  '/logout': { who: 'signedIn', path: '/logout' },
};

/** Not in the route table (the catch-all): the not-found page. */
const NOT_FOUND_PATH = '/no-such-page-here';

let account: { email: string; token: string };
let data: Data;

beforeAll(async () => {
  const made = await staffAccount('Avery Stone');
  account = made;
  const session = (await (await api('/api/auth/session', made.token)).json()) as {
    user: { username: string };
  };
  const project = await api('/api/user/projects', made.token, 'POST', {
    name: 'Harbour Cafe',
    description: 'Menu and bookings',
    status: 'active',
    views: 1234,
    pages: 6,
  });
  expect(project.status).toBe(201);
  const slug = `a11y-notes-${Date.now().toString(36)}`;
  const post = await api('/api/blog/posts', made.token, 'POST', {
    title: 'Accessible launch notes',
    slug,
    content: '<h2>What changed</h2><p>Every page is checked with <strong>axe</strong>.</p>',
    excerpt: 'Every page is checked.',
    status: 'published',
  });
  expect(post.status).toBe(201);
  data = {
    username: session.user.username,
    projectId: ((await project.json()) as { project: { id: string } }).project.id,
    postId: ((await post.json()) as { post: { id: string } }).post.id,
    postSlug: slug,
  };
});

/** A fresh session of the account (the walk ends with /logout, which ends it). */
async function newSession(): Promise<string> {
  const response = await fetch(`${baseURL()}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL() },
    body: JSON.stringify({ email: account.email, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

it('should list every route of the route table here, and nothing else', () => {
  const patterns = routePatterns();
  expect(
    patterns.filter((p) => !(p in routeTable)),
    'routes missing from routeTable',
  ).toEqual([]);
  expect(
    Object.keys(routeTable).filter((p) => !patterns.includes(p)),
    'routeTable entries no longer in the route table',
  ).toEqual([]);
});

/** The walk's findings: one entry per page or popup and theme with violations. */
type Findings = string[];

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/**
 * Loads `path` in each theme in turn and axes it: the browser's colour scheme is set
 * (emulateMedia) before the page loads, and the page must apply it (`<html data-theme>`).
 * (Switching the scheme of a loaded page in place left the footer — `content-visibility:
 * auto` — with the old theme's colours for axe now and then, so each theme gets its own load.)
 * Every rule runs in the light theme; the dark one changes colours only (the same DOM), so it
 * runs the colour rules. Reduced motion is on while axe runs, so nothing is mid-fade while
 * contrast is measured (motion itself is checked below). `open`, when given, brings the page
 * to the state to check first (opens a popup, submits a form), which is then axed. `path` may
 * be a function asked once per theme, for an address that works once (a single-use link).
 */
async function checkBothThemes(
  page: Page,
  path: string | (() => Promise<string>),
  where: string,
  findings: Findings,
  { status = 200, open }: { status?: number; open?: () => Promise<void> } = {},
) {
  for (const theme of THEMES) {
    await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
    await visit(page, typeof path === 'string' ? path : await path(), status);
    await expectTheme(page, theme, where);
    await open?.();
    await settled(page);
    const violations = await axeViolations(page, {
      onlyRules: theme === 'light' ? undefined : COLOUR_RULES,
    });
    if (violations.length) findings.push(`${where}, ${theme}:\n    ${violations.join('\n    ')}`);
  }
}

async function visit(page: Page, path: string, expectedStatus = 200) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered`).toBe(expectedStatus);
  await waitForApp(page);
  // Client-rendered pages fill in after their data arrives; wait for the page's h1.
  await page.locator('main h1').first().waitFor();
  // Then for what the page is still loading (skeletons and spinners say aria-busy).
  // (The bar's account slot stays busy, hidden, on phones, which never load it.)
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[aria-busy="true"]')].every((el) => !el.checkVisibility()),
  );
}

/**
 * Waits for every CSS transition and finite animation to end (a theme switch fades colours; a
 * popup slides in): axe measures contrast on what is painted at that moment. Endless animations
 * (spinners) do not hold this up.
 */
async function settled(page: Page) {
  // Two frames: the new styles apply, and any transition they start is running.
  await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/** The theme the page applied (the `<html data-theme>`) must be the one the browser asked for. */
async function expectTheme(page: Page, theme: Theme, where: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.theme), {
      message: `theme on ${where}`,
    })
    .toBe(theme);
}

/** Axes `path` with a popup open (from `trigger`) in both themes, then closes it with Escape. */
async function withPopup(
  page: Page,
  path: string,
  trigger: ReturnType<Page['getByRole']>,
  where: string,
  findings: Findings,
) {
  const dialog = page.getByRole('dialog').last();
  const open = async () => {
    await trigger.press('Enter');
    await dialog.waitFor();
  };
  await checkBothThemes(page, path, where, findings, { open });
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}

const pathOf = (route: (typeof routeTable)[string]) =>
  typeof route.path === 'string' ? route.path : route.path(data);

for (const width of [1280, 375]) {
  describe(`axe at ${width} px, light and dark`, () => {
    it('should find no violations on any public page, the not-found page or their popups', async () => {
      const findings: Findings = [];
      // The not-found page answers 404 on purpose.
      const page = await openPage('/', { theme: 'light', width, allowStatus: [404] });
      for (const [pattern, route] of Object.entries(routeTable)) {
        if (route.who !== 'public') continue;
        await checkBothThemes(
          page,
          pathOf(route),
          `${pathOf(route)} (${pattern}) at ${width} px`,
          findings,
        );
      }
      await checkBothThemes(page, NOT_FOUND_PATH, `the not-found page at ${width} px`, findings, {
        status: 404,
      });
      // A guest's /profile: the invitation to sign in.
      await checkBothThemes(page, '/profile', `/profile signed out at ${width} px`, findings);

      if (width < 768) {
        await withPopup(
          page,
          '/',
          page.getByRole('button', { name: 'Open menu' }),
          `the mobile menu at ${width} px`,
          findings,
        );
      } else {
        for (const name of ['Sign In', 'Create Account']) {
          await withPopup(
            page,
            '/',
            page.getByRole('banner').getByRole('button', { name, exact: true }),
            `the ${name} popup at ${width} px`,
            findings,
          );
        }
      }
      // The theme toggle overrides the browser's scheme: the page follows it, and the bar
      // (where the toggle is) passes axe in the new theme.
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await visit(page, '/');
      const toggle = page.getByRole('banner').getByRole('switch', { name: /dark mode/i });
      await toggle.press('Enter');
      await expectTheme(page, 'dark', `/ toggled to dark at ${width} px`);
      await settled(page);
      const toggled = await axeViolations(page, { include: 'header' });
      if (toggled.length)
        findings.push(`the bar toggled to dark at ${width} px:\n    ${toggled.join('\n    ')}`);
      await toggle.press('Enter');
      await expectTheme(page, 'light', `/ toggled back at ${width} px`);

      expect(findings, `axe violations at ${width} px`).toEqual([]);
    }, 300_000);

    it('should find no violations on any signed-in page or the bar popups', async () => {
      const findings: Findings = [];
      const page = await openPage('/about', { theme: 'light', width });
      await signInContext(page, await newSession());
      for (const [pattern, route] of Object.entries(routeTable)) {
        if (route.who !== 'signedIn' || pattern === '/logout') continue;
        await checkBothThemes(
          page,
          pathOf(route),
          `${pathOf(route)} (${pattern}) at ${width} px`,
          findings,
        );
      }

      await withPopup(
        page,
        '/dashboard',
        page.getByRole('button', { name: /^Notifications/ }),
        `the notification panel at ${width} px`,
        findings,
      );
      await withPopup(
        page,
        '/dashboard',
        page.getByRole('button', { name: width < 768 ? 'Open menu' : 'Account menu' }),
        width < 768 ? `the signed-in mobile menu at ${width} px` : 'the profile popup',
        findings,
      );

      // /logout signs out and goes home: one theme (the second load would be signed out).
      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await visit(page, '/logout');
      await settled(page);
      const loggedOut = await axeViolations(page);
      if (loggedOut.length)
        findings.push(`/logout at ${width} px:\n    ${loggedOut.join('\n    ')}`);
      expect(findings, `axe violations at ${width} px`).toEqual([]);
    }, 300_000);
  });
}

/** Asks for a password reset for `email`: the server e-mails a /reset-password link. */
async function requestReset(email: string) {
  const response = await fetch(`${baseURL()}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL() },
    body: JSON.stringify({ email }),
  });
  expect(response.ok, 'forgot-password answered').toBe(true);
}

for (const width of [1280, 375]) {
  it(`should find no violations on the e-mailed links' pages with a valid token at ${width} px, light and dark`, async () => {
    const findings: Findings = [];
    const page = await openPage('/', { theme: 'light', width });
    // A valid reset link: its form (loading the page does not spend the token), then after a
    // submit the page refuses, with the errors on the fields.
    const resetFor = await existingAccount('Reese Token');
    await requestReset(resetFor.email);
    const reset = await linkFromOutbox(resetFor.email, '/reset-password');
    const form = page.getByRole('form', { name: 'Choose a New Password' });
    await checkBothThemes(
      page,
      reset,
      `/reset-password with a valid token at ${width} px`,
      findings,
      { open: () => form.waitFor() },
    );
    await checkBothThemes(
      page,
      reset,
      `/reset-password after a bad submit at ${width} px`,
      findings,
      {
        open: async () => {
          await form.getByLabel(labelled('New Password')).fill(PASSWORD);
          await form.getByLabel(labelled('Confirm New Password')).fill(`${PASSWORD}x`);
          await form.getByRole('button', { name: 'Reset Password' }).press('Enter');
          await form.getByText(resetPasswordMessages.passwordsMismatch).first().waitFor();
        },
      },
    );
    // A verify link is spent on its first visit: a new account, and so a new link, per theme.
    await checkBothThemes(
      page,
      async () => linkFromOutbox((await existingAccount('Vera Token')).email, '/verify-email'),
      `/verify-email with a valid token at ${width} px`,
      findings,
      {
        open: async () => {
          await page.getByRole('button', { name: 'Confirm' }).click();
          await page.getByText(accountMessages.emailVerified, { exact: true }).waitFor();
        },
      },
    );
    expect(findings, `axe violations at ${width} px`).toEqual([]);
  });
}

/**
 * The longest animation or transition on the open overlay (`[role=dialog]`, the open Radix
 * parts around it, `data-state="open"`, and everything inside them), in seconds.
 */
function longestMotion(page: Page): Promise<number> {
  return page.evaluate(() => {
    const seconds = (list: string) =>
      Math.max(
        ...list
          .split(',')
          .map((t) => (t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t))),
      );
    const roots = document.querySelectorAll(
      '[role="dialog"], [role="status"], [data-state="open"]',
    );
    let longest = 0;
    for (const root of roots) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const s = getComputedStyle(el);
        if (s.animationName !== 'none') longest = Math.max(longest, seconds(s.animationDuration));
        if (s.transitionProperty !== 'none')
          longest = Math.max(longest, seconds(s.transitionDuration));
      }
    }
    return longest;
  });
}

describe('prefers-reduced-motion', () => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    const expectMotion = (what: string, seconds: number) => {
      if (reducedMotion === 'reduce') expect(seconds, `${what} moves`).toBeLessThanOrEqual(0.01);
      else expect(seconds, `${what} should animate`).toBeGreaterThan(0.05);
    };

    it(`should ${reducedMotion === 'reduce' ? 'not move' : 'move'} the menu, a modal, a popup and a toast with ${reducedMotion}`, async () => {
      // The mobile menu (a sliding sidebar) at 375 px.
      const phone = await openPage('/', { width: 375 });
      await phone.emulateMedia({ reducedMotion });
      await phone.getByRole('button', { name: 'Open menu' }).press('Enter');
      await phone.getByRole('dialog').waitFor();
      expectMotion('the mobile menu', await longestMotion(phone));

      // A modal: the careers application.
      const page = await openPage('/careers', { width: 1280 });
      await page.emulateMedia({ reducedMotion });
      await page.getByRole('button', { name: 'Apply Now' }).first().press('Enter');
      await page.getByRole('dialog').waitFor();
      expectMotion('the careers modal', await longestMotion(page));
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // A popup: Sign In in the bar.
      await page
        .getByRole('banner')
        .getByRole('button', { name: 'Sign In', exact: true })
        .press('Enter');
      await page.getByRole('dialog').waitFor();
      expectMotion('the sign-in popup', await longestMotion(page));
      await page.keyboard.press('Escape');

      // A toast: a setting saved.
      const account = await existingAccount('Mo Tion');
      await signInContext(page, account.token);
      await page.goto('/settings');
      await waitForApp(page);
      await page.getByRole('checkbox', { name: 'Email Notifications' }).press('Space');
      const toast = page.getByText('Notification preferences updated', { exact: true });
      await toast.waitFor();
      const toastMotion = await toast.evaluate((el) => {
        let longest = 0;
        for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
          const s = getComputedStyle(e);
          for (const t of [
            ...(s.animationName !== 'none' ? s.animationDuration.split(',') : []),
            ...(s.transitionProperty !== 'none' ? s.transitionDuration.split(',') : []),
          ]) {
            const v = t.trim().endsWith('ms') ? parseFloat(t) / 1000 : parseFloat(t);
            longest = Math.max(longest, v);
          }
        }
        return longest;
      });
      expectMotion('the toast', toastMotion);
    });
  }
});
