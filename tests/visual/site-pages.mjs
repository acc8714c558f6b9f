#!/usr/bin/env node
// Do the site's pages look the same after a change to the design system's theme machinery?
// Serves a built site (the production server, on a scratch data directory) and screenshots
// `/`, `/contact` and `/login` at 375 and 1280 px in light and dark; with `--compare=DIR` it
// compares each shot with the same shot in DIR, pixel by pixel (pixelmatch, threshold 0.05,
// as the visual run), and fails on any changed pixel.
//
//   node tests/visual/site-pages.mjs --out=/tmp/before                 (site/dist as built)
//   node tests/visual/site-pages.mjs --site=/tmp/old/dist --out=/tmp/before
//   node tests/visual/site-pages.mjs --out=/tmp/after --compare=/tmp/before
//   node tests/visual/site-pages.mjs --pages=/,/services,/faq --out=…
//
// Not part of `npm test` (the e2e and visual suites cover the pages and components); a tool
// for a change that must keep every pixel, such as moving the tokens to other variables.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { launchChromium } from '../lib/chromium.mjs';
import { startServer } from '../lib/server.ts';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith('--'))
    .map((a) => {
      const [key, ...value] = a.slice(2).split('=');
      return [key, value.join('=')];
    }),
);
if (!args.out) {
  console.error('usage: site-pages.mjs --out=DIR [--site=BUILT_SITE_DIR] [--compare=DIR]');
  process.exit(2);
}
const out = resolve(args.out);
mkdirSync(out, { recursive: true });

// --pages=/a,/b for others (a change to how pages are bundled touches every page's CSS order).
const pages = args.pages ? args.pages.split(',') : ['/', '/contact', '/login'];
const widths = [375, 1280];
const schemes = ['light', 'dark'];

const server = await startServer(args.site ? { SITE_DIR: resolve(args.site) } : {});
const browser = await launchChromium();
const failures = [];
let compared = 0;
try {
  for (const scheme of schemes) {
    for (const width of widths) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: /** @type {'light'|'dark'} */ (scheme),
      });
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
        await page.waitForSelector('html[data-app="ready"]');
        await page.evaluate(() => document.fonts.ready);
        // Sections off screen skip rendering (content-visibility: auto) until scrolled to, which
        // a full-page screenshot catches at random: render them all.
        await page.addStyleTag({
          content:
            '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;content-visibility:visible!important}',
        });
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '-')}.${width}.${scheme}.png`;
        const shot = await page.screenshot({ fullPage: true, animations: 'disabled' });
        writeFileSync(join(out, name), shot);
        if (!args.compare) continue;
        const before = join(resolve(args.compare), name);
        if (!existsSync(before)) {
          failures.push(`${name}: no shot in ${args.compare}`);
          continue;
        }
        const a = PNG.sync.read(readFileSync(before));
        const b = PNG.sync.read(shot);
        if (a.width !== b.width || a.height !== b.height) {
          failures.push(`${name}: ${a.width}×${a.height} → ${b.width}×${b.height}`);
          continue;
        }
        const diff = new PNG({ width: a.width, height: a.height });
        const changed = pixelmatch(a.data, b.data, diff.data, a.width, a.height, {
          threshold: 0.05,
        });
        compared++;
        if (changed > 0) {
          writeFileSync(join(out, name.replace(/\.png$/, '.diff.png')), PNG.sync.write(diff));
          failures.push(`${name}: ${changed} pixels differ`);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const f of failures) console.log(`✗ ${f}`);
console.log(
  args.compare
    ? `site pages: ${compared - failures.length} identical, ${failures.length} changed`
    : `site pages: ${pages.length * widths.length * schemes.length} shots in ${out}`,
);
process.exit(failures.length ? 1 : 0);
