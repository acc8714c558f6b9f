// Draws the brand images in site/public, committed to the repository:
//   og-image.png          1200×630 social sharing card (Open Graph / Twitter)
//   apple-touch-icon.png  180×180 home-screen icon
//   icons/icon-192.png, icons/icon-512.png     the web app manifest's icons (manifest.webmanifest)
//   icons/icon-maskable-512.png                 the same, full-bleed, for launchers that crop it
// Rendered by Chromium from HTML so the card has real typography (the self-hosted Inter).
// Run after changing the brand: `npm run og-image -w @brightlane/site`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../../tests/lib/chromium.mjs';
// Node ≥ 22.18 runs these TypeScript files directly (type stripping): one source for values.
import { palette } from '../../packages/ui/src/tokens/palette.ts';
import { brand, defaultSeo } from '../../packages/contract/src/brand.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const require = createRequire(import.meta.url);
const fontFile = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
const font = (await readFile(fontFile)).toString('base64');

const mark = (size) => `
  <svg width="${size}" height="${size}" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg">
    <rect width="32" height="32" rx="8" fill="${palette.indigo[500]}"/>
    <path d="M9 23 L23 9" stroke="${palette.white}" stroke-width="4" stroke-linecap="round"/>
    <path d="M9 15 L15 9" stroke="${palette.white}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>
  </svg>`;

const page = (body) => `<!doctype html><html><head><style>
  @font-face { font-family: Inter; src: url(data:font/woff2;base64,${font}) format('woff2'); font-weight: 100 900; }
  * { margin: 0; box-sizing: border-box; }
  body { font-family: Inter, sans-serif; }
</style></head><body>${body}</body></html>`;

const card = page(`
  <div style="position:relative;width:1200px;height:630px;overflow:hidden;padding:72px 80px;display:flex;flex-direction:column;justify-content:space-between;
    background:${palette.ink[900]};color:${palette.ink[50]}">
    <div style="position:absolute;right:-160px;top:-200px;width:720px;height:720px;border-radius:50%;
      background:radial-gradient(circle, ${palette.indigo[600]} 0%, transparent 65%);opacity:.55"></div>
    <div style="position:absolute;left:0;right:0;bottom:0;height:10px;
      background:linear-gradient(90deg, ${palette.indigo[500]}, ${palette.sky[400]})"></div>
    <div style="position:relative;display:flex;align-items:center;gap:20px;font-size:34px;font-weight:700;letter-spacing:-.01em">
      ${mark(64)}<span>${brand.name}</span>
    </div>
    <div style="position:relative">
      <div style="font-size:68px;font-weight:800;line-height:1.08;letter-spacing:-.025em;max-width:960px">${defaultSeo.title.replace('&', '&amp;')}</div>
      <div style="margin-top:28px;font-size:30px;color:${palette.ink[300]}">Websites · eCommerce · Cloud · SEO</div>
    </div>
    <div style="position:relative;display:flex;gap:40px;font-size:26px;font-weight:600;color:${palette.indigo[200]}">
      <span>${brand.phone.display}</span><span>${brand.address.display}</span>
    </div>
  </div>`);

const icon = page(
  `<div style="width:180px;height:180px;background:${palette.indigo[500]};display:flex;align-items:center;justify-content:center">${mark(180)}</div>`,
);

// The manifest's 'any' icons: the mark on a transparent background, as the favicon.
const appIcon = (size) => page(`<div style="width:${size}px;height:${size}px">${mark(size)}</div>`);

// A maskable icon is cropped by the launcher (a circle, a squircle) to a safe zone: the inner
// 80% circle. The background fills the whole square; the strokes stay well inside that circle.
const maskableIcon = (size) =>
  page(`<div style="width:${size}px;height:${size}px;background:${palette.indigo[500]};display:flex;align-items:center;justify-content:center">
    <svg width="${size * 0.8}" height="${size * 0.8}" viewBox="0 0 32 32" xmlns="http://www.w3.org/2000/svg">
      <path d="M9 23 L23 9" stroke="${palette.white}" stroke-width="4" stroke-linecap="round"/>
      <path d="M9 15 L15 9" stroke="${palette.white}" stroke-width="3" stroke-linecap="round" opacity="0.6"/>
    </svg></div>`);

const browser = await launchChromium();
try {
  const shots = [
    { file: 'og-image.png', html: card, width: 1200, height: 630 },
    { file: 'apple-touch-icon.png', html: icon, width: 180, height: 180 },
    { file: 'icons/icon-192.png', html: appIcon(192), width: 192, height: 192, transparent: true },
    { file: 'icons/icon-512.png', html: appIcon(512), width: 512, height: 512, transparent: true },
    { file: 'icons/icon-maskable-512.png', html: maskableIcon(512), width: 512, height: 512 },
  ];
  for (const shot of shots) {
    const tab = await browser.newPage({ viewport: { width: shot.width, height: shot.height } });
    await tab.setContent(shot.html);
    await tab.evaluate(() => document.fonts.ready);
    await mkdir(dirname(`${publicDir}${shot.file}`), { recursive: true });
    await writeFile(
      `${publicDir}${shot.file}`,
      await tab.screenshot({ type: 'png', omitBackground: shot.transparent ?? false }),
    );
    await tab.close();
    console.log(`  site/public/${shot.file}`);
  }
} finally {
  await browser.close();
}
