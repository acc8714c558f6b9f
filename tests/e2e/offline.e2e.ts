// The service worker (site/scripts/service-worker.mjs) in Chromium: after one visit, the site
// still opens with the network off, and the API is never answered from a cache.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../lib/server.ts';
import { existingAccount, signInContext } from './accounts.ts';
import { openPage, waitForApp } from './browser.ts';

/** The worker the test server serves (SITE_DIR is the default, site/dist). */
const swFile = join(repoRoot, 'site/dist/sw.js');

/** The worker registers when the browser is idle after load, precaches, then claims the page. */
async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.state === 'activated',
    undefined,
    { timeout: 20_000 },
  );
}

/** The paths of every request in the worker's caches. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });

/** A document load that must come from the service worker, not Chromium's error page. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.fromServiceWorker(), `${path} from the service worker`).toBe(true);
  expect(response?.status()).toBe(200);
  await waitForApp(page);
}

describe('offline: the service worker', () => {
  it('given one visit, should open visited pages, and any other through the offline fallback, with the network off', async () => {
    const page = await openPage('/');
    await waitForServiceWorker(page);
    // Seen while the worker controls the page: these go into its page cache.
    await visit(page, '/services');
    await visit(page, '/');

    await page.context().setOffline(true);
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('h1').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toMatch(
      /\/$/,
    );

    await visit(page, '/services');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /services/i,
    );

    // Never visited: the SPA shell renders it from the precached code.
    await visit(page, '/faq');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
      /questions/i,
    );
    // Chromium's own error page has no app in it.
    await expect(page.locator('#root').count()).resolves.toBe(1);
  });

  it('given the network is off, should not answer an API request from a cache', async () => {
    const page = await openPage('/');
    await waitForServiceWorker(page);
    // Once online: a worker that cached API answers would now hold this one.
    await expect(page.evaluate(() => fetch('/api/health').then((r) => r.status))).resolves.toBe(
      200,
    );

    await page.context().setOffline(true);
    const offline = await page.evaluate(() =>
      fetch('/api/health').then(
        (r) => `answered ${r.status}`,
        () => 'failed',
      ),
    );
    expect(offline).toBe('failed');
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
  });

  it("given a signed-in visit to /settings, should not keep that visitor's page for offline", async () => {
    const account = await existingAccount('Offline Settings');
    const page = await openPage('/');
    await waitForServiceWorker(page);
    await signInContext(page, account.token);
    // Both through the worker: the settings answer no-store (the account's sessions).
    await visit(page, '/settings');
    await visit(page, '/services');
    const cached = await cachedPaths(page);
    expect(cached).toContain('/services');
    expect(cached).not.toContain('/settings');
  });

  it('given a new version of the worker, should offer it with a toast and reload once on Refresh', async () => {
    const page = await openPage('/');
    await waitForServiceWorker(page);
    const original = readFileSync(swFile, 'utf8');
    try {
      // A deploy: /sw.js changes (files run one at a time; every other test's fresh context
      // installs whichever version is there, and it is restored below).
      writeFileSync(swFile, `${original}\n// the next version\n`);
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      const refresh = page.getByRole('button', { name: 'Refresh' });
      await refresh.waitFor({ timeout: 20_000 });
      await expect(
        page.getByText('A new version is available', { exact: true }).isVisible(),
      ).resolves.toBe(true);

      let loads = 0;
      page.on('load', () => (loads += 1));
      await refresh.focus();
      // Waited for from before the press: the reload may be over by the time the press returns.
      const reloaded = page.waitForEvent('load');
      await page.keyboard.press('Enter');
      await reloaded;
      await waitForApp(page);
      // The new worker controls the reloaded page, and nothing reloads it again.
      await expect(
        page.evaluate(() =>
          navigator.serviceWorker.getRegistration().then((r) => ({
            waiting: r?.waiting ?? null,
            controlled: navigator.serviceWorker.controller === r?.active,
          })),
        ),
      ).resolves.toEqual({ waiting: null, controlled: true });
      await page.waitForTimeout(1000);
      expect(loads).toBe(1);
      await expect(
        page.getByText('A new version is available', { exact: true }).count(),
      ).resolves.toBe(0);
    } finally {
      writeFileSync(swFile, original);
    }
  });

  it('given the web app manifest, should name the app and link icons that exist', async () => {
    const page = await openPage('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return {
        type: response.headers.get('content-type'),
        body: (await response.json()) as {
          name: string;
          start_url: string;
          display: string;
          icons: { src: string; sizes: string; purpose: string }[];
        },
      };
    }, href!);
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body).toMatchObject({
      name: 'Brightlane Digital',
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.body.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(icons).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.body.icons) {
      const size = await page.evaluate(async (src) => {
        const image = await createImageBitmap(await (await fetch(src)).blob());
        return `${image.width}x${image.height}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
    }
  });
});
