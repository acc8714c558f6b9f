// Writes the service worker, dist/sw.js, with Workbox (workbox-build's generateSW). The last
// step of the site's build: it runs after the pre-render, so the offline fallback (spa.html,
// written by the pre-render) is precached with the revision of the file that is served.
// What it does (docs/decisions/024-service-worker.md):
//  - precaches the built code, styles and fonts (hashed names under /assets/), the app icons,
//    the manifest and the SPA shell;
//  - pages: network first, with a timeout; a page seen before comes from its cache when the
//    network fails, any other from the SPA shell, which renders the page from the precached code;
//    a page answered `no-store` (one visitor's: /settings, a form's answer) is never cached;
//  - /api is never cached: no route matches it, so its requests go to the network as without a
//    service worker;
//  - a new version waits until the page asks it to take over (the 'Refresh' toast,
//    site/src/app/serviceWorker.ts), then claims the open pages.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

/** The offline fallback: the shell renders any route in the browser (served for client routes). */
export const OFFLINE_FALLBACK = '/spa.html';
/** After this long without an answer, a page seen before is shown from its cache. */
export const NETWORK_TIMEOUT_SECONDS = 3;
/**
 * Chunks above this size are left to the browser's HTTP cache: the blog editor and the
 * analytics charts (~400 KB each), which only signed-in pages use and which need the API anyway.
 */
export const MAX_PRECACHED_BYTES = 256 * 1024;

const { count, size, warnings } = await generateSW({
  globDirectory: dist,
  globPatterns: [
    'assets/*.{js,css,woff2}',
    'spa.html',
    'favicon.svg',
    'apple-touch-icon.png',
    'icons/*.png',
    'manifest.webmanifest',
  ],
  // Hashed names change with their content: no revision needed.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: MAX_PRECACHED_BYTES,
  swDest: join(dist, 'sw.js'),
  // One file: the server revalidates /sw.js on every check (mock-api/src/static.ts).
  inlineWorkboxRuntime: true,
  sourcemap: false,
  mode: 'production',
  // The first install takes over the open page at once (offline works after one visit); an
  // update waits for the page's SKIP_WAITING message (Workbox adds the listener).
  clientsClaim: true,
  skipWaiting: false,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      // Functions are copied into sw.js as source: nothing from this file is in scope there.
      urlPattern: ({ request, url }) =>
        request.mode === 'navigate' &&
        url.origin === self.location.origin &&
        url.pathname !== '/api' &&
        !url.pathname.startsWith('/api/'),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'pages',
        networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
        // Only successful answers (NetworkFirst's default: 200, or 0 for opaque ones).
        expiration: { maxEntries: 40 },
        precacheFallback: { fallbackURL: OFFLINE_FALLBACK },
        plugins: [
          {
            // A page the server marks no-store is one visitor's (the settings with their
            // sessions, a form's answer with what they typed): never kept for offline, where
            // the next person at this browser could open it after signing out.
            cacheWillUpdate: async ({ response }) =>
              /\bno-store\b/i.test(response.headers.get('cache-control') ?? '') ? null : response,
          },
        ],
      },
    },
  ],
});

// Workbox warns about each file over the size limit: that is the intended choice, say it once.
const tooBig = /^(\S+) is \d+ kB, and won't be precached/;
const leftOut = warnings.map((warning) => tooBig.exec(warning)?.[1]).filter(Boolean);
for (const warning of warnings) if (!tooBig.test(warning)) console.warn(`  sw.js: ${warning}`);
if (leftOut.length) console.log(`  /dist/sw.js: left to the HTTP cache: ${leftOut.join(', ')}`);
console.log(`  /dist/sw.js: ${count} files precached, ${Math.round(size / 1024)} KB`);
