// Per-file browser fixture: one Chromium, a fresh context per page, and a page that fails
// the test on any console error, page error or failed same-origin request.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
// @ts-expect-error plain ESM helper shared with the visual runner
import { launchChromium } from '../lib/chromium.mjs';
import { slowPhoneNetwork, throttle } from '../../bench/phone.ts';
import { baseURL } from './worker-server.ts';

export { baseURL };

let browser: Browser;
const contexts: BrowserContext[] = [];
let problems: string[] = [];

beforeAll(async () => {
  browser = (await launchChromium()) as Browser;
});
afterAll(async () => {
  await browser?.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  const found = problems;
  problems = [];
  expect(found, 'console errors, page errors or failed requests').toEqual([]);
});

export interface OpenOptions {
  theme?: 'light' | 'dark';
  width?: number;
  /** Expected HTTP error statuses that should not fail the test (e.g. the 404 page). */
  allowStatus?: number[];
  javaScriptEnabled?: boolean;
  /** A touch screen, for `locator.tap()`. */
  touch?: boolean;
  /** Console errors the test provokes on purpose (they do not fail it). */
  allowConsole?: RegExp;
  /**
   * 'block' for a test the site's service worker would disturb (it registers when idle after
   * load and precaches the built files). Default 'allow', as for a visitor, except with a
   * `setup`: page.route does not see what a service worker handles, and Playwright advises
   * blocking workers when routing.
   */
  serviceWorkers?: 'allow' | 'block';
  /** Runs before the page loads, e.g. to cut off a request with page.route. */
  setup?: (page: Page) => Promise<void>;
  /** Whether to wait for the app to be interactive (default true with JavaScript). */
  waitForApp?: boolean;
  /**
   * When `goto` returns (Playwright's default 'load'). 'commit' returns as soon as the page
   * starts to arrive, to act on a page whose code has not run yet.
   */
  waitUntil?: 'commit' | 'domcontentloaded' | 'load';
}

export async function openPage(path: string, options: OpenOptions = {}): Promise<Page> {
  const width = options.width ?? 1280;
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: { width, height: width < 768 ? 812 : 800 },
    colorScheme: options.theme ?? 'dark',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    hasTouch: options.touch ?? false,
    serviceWorkers: options.serviceWorkers ?? (options.setup ? 'block' : 'allow'),
  });
  contexts.push(context);
  const page = await context.newPage();
  page.on('console', (msg) => {
    if (
      msg.type() === 'error' &&
      !msg.text().startsWith('Failed to load resource') &&
      !options.allowConsole?.test(msg.text())
    )
      problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('response', (response) => {
    const status = response.status();
    if (
      status >= 400 &&
      response.url().startsWith(baseURL()) &&
      !options.allowStatus?.includes(status)
    ) {
      problems.push(`${status} ${response.url()}`);
    }
  });
  await options.setup?.(page);
  await page.goto(path, { waitUntil: options.waitUntil });
  // about:blank: a test that navigates by itself (e.g. to another server) waits on its own.
  const wait =
    options.waitForApp ?? (options.javaScriptEnabled !== false && !path.startsWith('about:'));
  if (wait) await waitForApp(page);
  return page;
}

/**
 * A pre-rendered page paints before its code loads (site/src/app/documentAssets.ts); the app
 * marks `<html data-app="ready">` once it is interactive. Wait for that after every document
 * load (goto, reload) before using the page.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
}

/**
 * Presses the button named `name` in a page whose code does not run (off, blocked, failed),
 * and waits for the document the server answers the form's post with.
 */
export async function submitNatively(page: Page, name: string) {
  const answer = page.waitForResponse((response) => response.request().method() === 'POST');
  await page.getByRole('button', { name, exact: true }).click();
  const response = await answer;
  await page.waitForLoadState('load');
  return response;
}

/**
 * A slow phone's network, and the page's entry script held until `release()`: on the slow phone
 * the time before hydration is a few seconds; held, it lasts as long as the test takes, so the
 * test acts before hydration every time, not when the machine happens to be slow enough. Pass
 * `setup` to `openPage` (with `waitForApp: false`).
 */
export function holdEntryScript(): { setup: (page: Page) => Promise<void>; release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    setup: async (page) => {
      await throttle(page, slowPhoneNetwork);
      await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
        await held;
        await route.continue();
      });
    },
  };
}
