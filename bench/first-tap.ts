// A visitor's first tap on a page's main control, made on a slow phone as soon as the control
// paints: before the page's code has run, where the page looks ready long before it works.
// The recorder in the page (phone.ts) reports where the control is the moment it has painted
// (scrolled into view first when it is below the fold, as a visitor would), and the tap goes
// there through the DevTools protocol, without waiting on the page's busy main thread. The tap
// must take effect exactly once: never lost, never applied twice. Shared by the end-to-end
// check (tests/e2e/first-tap.e2e.ts), which asserts that, and the bench (bench/slow-phone.ts),
// which reports how long after first paint each tap took effect.
import type { BrowserContextOptions, Page } from 'playwright-core';
import {
  checkNow,
  firstOf,
  lighthousePhone,
  NetworkLog,
  recordPage,
  slowPhoneNetwork,
  throttle,
} from './phone.ts';
import type { NetworkProfile, PageEvent, Probe, Target } from './phone.ts';

export interface FirstTapCase {
  /** Short id, for the bench's tables and files. */
  id: string;
  /** The control, as the test's title names it ("the menu button"). */
  control: string;
  /** What one tap does ("opens the menu"). */
  effect: string;
  path: string;
  /** The screen: a phone, or a wide screen where the control only exists there. */
  screen: { width: number; height: number; phone: boolean };
  /** The control, found in the page by role and name (the first of these that is there). */
  targets: Target[];
  /** When the tap has taken effect: any of these holds (phone.ts `Probe`), watched in the page. */
  probes: Probe[];
  /** The same, asked through Playwright's role queries once the page has settled. */
  holds: (page: Page) => Promise<boolean>;
}

const phone = { width: 412, height: 823, phone: true };

export const firstTapCases: FirstTapCase[] = [
  {
    id: 'menu',
    control: 'the menu button',
    effect: 'opens the menu',
    path: '/',
    screen: { width: 375, height: 812, phone: true },
    targets: [{ role: 'button', name: 'Open menu' }],
    probes: [{ role: 'dialog', name: 'Menu' }],
    holds: (page) => page.getByRole('dialog', { name: 'Menu' }).isVisible(),
  },
  {
    id: 'sign-in',
    control: "'Sign In'",
    effect: 'opens the sign-in popup or the sign-in page',
    path: '/',
    // On a phone 'Sign In' is a link inside the menu; the bar's button is a wide screen's.
    screen: { width: 1280, height: 800, phone: false },
    // A button that opens the popup, or a link to /login: either counts.
    targets: [
      { role: 'button', name: 'Sign In', within: { role: 'banner' } },
      { role: 'link', name: 'Sign In', within: { role: 'banner' } },
    ],
    probes: [{ role: 'dialog', name: 'Sign In' }, { path: '/login' }],
    holds: async (page) =>
      new URL(page.url()).pathname === '/login' ||
      (await page.getByRole('dialog', { name: 'Sign In' }).isVisible()),
  },
  {
    id: 'quote-choice',
    control: "the quote builder's first choice",
    effect: 'selects it',
    path: '/contact',
    screen: phone,
    targets: [
      { role: 'radio', name: 'Website', within: { role: 'region', name: 'Get a Free Quote' } },
    ],
    probes: [
      {
        role: 'radio',
        name: 'Website',
        within: { role: 'region', name: 'Get a Free Quote' },
        attribute: 'data-state',
        equals: 'checked',
      },
    ],
    holds: (page) =>
      page
        .getByRole('region', { name: 'Get a Free Quote' })
        .getByRole('radio', { name: 'Website', exact: true })
        .isChecked(),
  },
  {
    id: 'faq',
    control: 'a FAQ question',
    effect: 'expands its answer',
    path: '/faq',
    screen: phone,
    targets: [
      {
        role: 'button',
        name: 'How long does it take to build a website?',
        within: { role: 'main' },
      },
    ],
    probes: [
      {
        role: 'button',
        name: 'How long does it take to build a website?',
        within: { role: 'main' },
        attribute: 'aria-expanded',
        equals: 'true',
      },
    ],
    holds: async (page) =>
      (await page
        .getByRole('main')
        .getByRole('button', { name: 'How long does it take to build a website?' })
        .getAttribute('aria-expanded')) === 'true',
  },
  {
    id: 'theme',
    control: 'the theme toggle',
    effect: 'switches the dark theme to the light one',
    path: '/',
    screen: phone,
    targets: [{ role: 'switch', name: 'Dark mode' }],
    // The page opens dark (the browser prefers dark; see firstTapContext).
    probes: [{ rootAttribute: 'data-theme', equals: 'light' }],
    holds: async (page) =>
      (await page.locator('html').getAttribute('data-theme')) === 'light' &&
      (await page.getByRole('switch', { name: 'Dark mode', exact: true }).isChecked()) === false,
  },
];

/** The browser context a case's page needs: its screen, touch, a dark preference. */
export function firstTapContext(tapCase: FirstTapCase): BrowserContextOptions {
  const { width, height } = tapCase.screen;
  return tapCase.screen.phone
    ? { ...lighthousePhone, viewport: { width, height }, colorScheme: 'dark' }
    : { viewport: { width, height }, hasTouch: true, colorScheme: 'dark' };
}

export interface FirstTapRecording {
  events: PageEvent[];
  network: NetworkLog;
}

/**
 * Before the page loads: the slow phone's throttling (the CPU 4× slower, 150 ms, 1.6 Mbit/s)
 * and the recorder watching the case's effect.
 */
export async function prepareFirstTap(
  page: Page,
  tapCase: FirstTapCase,
  network: NetworkProfile = slowPhoneNetwork,
): Promise<FirstTapRecording> {
  const cdp = await throttle(page, network);
  const log = new NetworkLog(cdp);
  const events = await recordPage(page, { probes: tapCase.probes, targets: tapCase.targets });
  return { events, network: log };
}

export type FirstTapOutcome = 'once' | 'lost' | 'undone' | 'twice';

export interface FirstTapResult {
  id: string;
  outcome: FirstTapOutcome;
  /** Times in ms after the first contentful paint. */
  tapMs: number;
  effectMs: number | null;
  /** When `<html data-app="ready">` was set, if the page sets it. */
  readyMs: number | null;
  /** Whether the tap came before the app was ready (null: the page never said). */
  tapBeforeReady: boolean | null;
  /** Times the effect came on after the tap (1 when it took effect once). */
  applied: number;
  /** Whether the effect held once the page had settled. */
  held: boolean;
  /** Presses the page dispatched itself after the tap (an early-input replay). */
  replayed: number;
}

/**
 * The page has started (goto with waitUntil 'commit'): as soon as the control has painted (the
 * recorder in the page says where, at first paint or when it appears after), taps its centre
 * through the DevTools protocol, which needs nothing from the page's busy main thread; then
 * waits until the page has settled (its code has run and gone quiet) and tells what the tap did.
 */
export async function tapAtFirstPaint(
  page: Page,
  tapCase: FirstTapCase,
  recording: FirstTapRecording,
  { timeoutMs = 60_000, waitForReady = true }: { timeoutMs?: number; waitForReady?: boolean } = {},
): Promise<FirstTapResult> {
  const { events } = recording;
  const deadline = Date.now() + timeoutMs;
  let target = firstOf(events, 'target');
  while (!target) {
    if (Date.now() > deadline) {
      throw new Error(
        `${tapCase.path}: ${tapCase.control} never appeared${firstOf(events, 'fcp') ? '' : ' (no first paint)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    target = firstOf(events, 'target');
  }
  await page.touchscreen.tap(target.x, target.y);
  await settle(page, recording, {
    waitForReady,
    timeoutMs: Math.max(1000, deadline - Date.now()),
  });
  return judgeFirstTap(tapCase, events);
}

/**
 * Until the page has done what it does at load: the load event, `<html data-app="ready">`
 * (when `waitForReady`; the bench reads it only if the page sets it), no request for a second,
 * then an idle callback (the main thread has nothing left to do), and the network quiet again.
 */
export async function settle(
  page: Page,
  { network }: FirstTapRecording,
  { waitForReady, timeoutMs }: { waitForReady: boolean; timeoutMs: number },
): Promise<void> {
  await page.waitForLoadState('load', { timeout: timeoutMs });
  if (waitForReady) {
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached', timeout: timeoutMs });
  }
  await network.quiet(1000, timeoutMs);
  // A tap that navigated (a link) may still be loading the next document: wait for it, ask again.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.waitForLoadState('load', { timeout: timeoutMs });
      await page.evaluate(
        () => new Promise<void>((resolve) => requestIdleCallback(() => resolve())),
        undefined,
      );
      await network.quiet(1000, timeoutMs);
      await checkNow(page);
      return;
    } catch (error) {
      if (attempt === 3 || !/context was destroyed|navigat/i.test(String(error))) throw error;
    }
  }
}

/** What the tap did, from the recorder's events. */
export function judgeFirstTap(tapCase: FirstTapCase, events: readonly PageEvent[]): FirstTapResult {
  const fcp = firstOf(events, 'fcp')?.t;
  const tap = events.find(
    (event) =>
      event.type === 'input' &&
      event.trusted &&
      (event.event === 'touchstart' || event.event === 'pointerdown'),
  );
  if (fcp === undefined || !tap) throw new Error(`${tapCase.id}: no first paint or no tap seen`);
  const ready = firstOf(events, 'ready')?.t ?? null;
  const states = events.filter(
    (event): event is Extract<PageEvent, { type: 'state' }> => event.type === 'state',
  );
  const before = states.filter((event) => event.t <= tap.t).at(-1);
  if (before?.on) {
    throw new Error(`${tapCase.id}: the effect was on before the tap (${tapCase.effect})`);
  }
  let on = false;
  let applied = 0;
  let effectAt: number | null = null;
  for (const event of states.filter((state) => state.t > tap.t)) {
    if (event.on && !on) {
      applied++;
      effectAt ??= event.t;
    }
    on = event.on;
  }
  const replayed = events.filter(
    (event) =>
      event.type === 'input' && !event.trusted && event.t > tap.t && event.event === 'click',
  ).length;
  const outcome: FirstTapOutcome =
    applied === 0 ? 'lost' : applied > 1 ? 'twice' : on ? 'once' : 'undone';
  const since = (t: number) => Math.round(t - fcp);
  return {
    id: tapCase.id,
    outcome,
    tapMs: since(tap.t),
    effectMs: effectAt === null ? null : since(effectAt),
    readyMs: ready === null ? null : since(ready),
    tapBeforeReady: ready === null ? null : tap.t < ready,
    applied,
    held: on,
    replayed,
  };
}

/** One line for a report: "menu: once, tapped 120 ms after first paint, took effect at …". */
export function formatFirstTap(result: FirstTapResult): string {
  const effect =
    result.effectMs === null ? 'never took effect' : `took effect at ${result.effectMs} ms`;
  const ready =
    result.readyMs === null
      ? 'the page set no ready marker'
      : `app ready at ${result.readyMs} ms (tap ${result.tapBeforeReady ? 'before' : 'after'} it)`;
  return `${result.id}: ${result.outcome} — tapped at ${result.tapMs} ms after first paint, ${effect}; ${ready}${result.replayed ? `; ${result.replayed} replayed press(es)` : ''}`;
}
