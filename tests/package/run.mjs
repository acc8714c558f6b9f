#!/usr/bin/env node
// Is @brightlane/ui publishable, and usable by another product? `npm pack` it from a package
// with no build output (its `prepack` must build it, as on a fresh clone), then install the
// tarball, outside the workspace, into two apps built with plain Vite (no vanilla-extract
// plugin: a consumer gets compiled CSS) and open them in Chromium:
//
// 1. A scratch app that links the one style sheet (`@brightlane/ui/styles.css`) and names no
//    brand: a Button and an open Modal render in the default theme, and Inter loads from the
//    woff2 files shipped beside ui.css (only the subsets the page uses).
// 2. examples/data-pro-app, a copy: Data Pro through the public API (ThemeProvider, the head
//    script from `@brightlane/ui/head-script`), one token overridden in plain CSS, per-module
//    CSS. Its pages show Data Pro's colours and the override, honour the app's storage key and
//    default scheme, and hold only what they import: no other component's styles or code, no
//    other theme. What a page costs (gzip JS and CSS) is printed and recorded.
//
// Prints one `N passed, N failed` line and writes test-results/package.json.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launchChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(join(tmpdir(), 'brightlane-consumer-'));
const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const install = (cwd) =>
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], cwd);
const failures = [];
let passed = 0;
/** What each example page costs a product, in gzip bytes. */
const sizes = {};

const check = (name, ok, detail) => {
  if (ok) passed++;
  else failures.push(`${name}: ${JSON.stringify(detail)}`);
};

/** The scratch app: the one style sheet, no brand named. */
async function styleSheetApp(tarball, browser) {
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'scratch-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@brightlane/ui': `file:../${tarball}`,
        react: '19.3.1',
        'react-dom': '19.3.1',
        vite: rootPkg.devDependencies.vite,
        '@vitejs/plugin-react': rootPkg.devDependencies['@vitejs/plugin-react'],
      },
    }),
  );
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="en" data-theme="light"><head><title>Consumer</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(app, 'src/main.jsx'),
    `import { createRoot } from 'react-dom/client';
import { Button, Modal, ThemeProvider } from '@brightlane/ui';
import '@brightlane/ui/styles.css';
createRoot(document.getElementById('root')).render(
  <ThemeProvider>
    <Button>Consumer button</Button>
    <Modal defaultOpen title="Consumer modal" description="Rendered from the packed package.">Body</Modal>
  </ThemeProvider>,
);
`,
  );
  writeFileSync(
    join(app, 'vite.config.js'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  install(app);
  sh('npx', ['vite', 'build', '--logLevel', 'error'], app);
  const shipped = join(app, 'node_modules/@brightlane/ui/dist');
  const shippedCss = readFileSync(join(shipped, 'ui.css'), 'utf8');
  const fontDir = join(shipped, 'fonts');
  const shippedFonts = existsSync(fontDir)
    ? readdirSync(fontDir).filter((f) => f.endsWith('.woff2'))
    : [];

  const server = await serveStatic(join(app, 'dist'));
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  /** Font files the page fetched: file name → HTTP status. */
  const fontResponses = new Map();
  page.on('response', (response) => {
    const name = new URL(response.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.woff2')) fontResponses.set(name, response.status());
  });
  await page.goto(server.url);
  await page.getByRole('dialog', { name: 'Consumer modal' }).waitFor();
  // The faces the page's text needs, and their state once every pending load has settled.
  const interFaces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts]
      .filter((face) => face.family.replace(/["']/g, '') === 'Inter Variable')
      .map((face) => ({ range: face.unicodeRange, status: face.status }));
  });
  const button = await page.evaluate(() => {
    const el = [...document.querySelectorAll('button')].find(
      (b) => b.textContent === 'Consumer button',
    );
    const style = el && getComputedStyle(el);
    return (
      style && {
        background: style.backgroundColor,
        radius: style.borderTopLeftRadius,
        font: style.fontFamily,
      }
    );
  });
  const dialog = await page.evaluate(() => {
    const style = getComputedStyle(document.querySelector('[role="dialog"]'));
    return {
      maxWidth: style.maxWidth,
      radius: style.borderTopLeftRadius,
      background: style.backgroundColor,
    };
  });
  await page.close();
  await server.close();

  check('styles.css app: no page errors', errors.length === 0, errors);
  check(
    'styles.css app: Button is styled in the default theme (Brightlane)',
    button &&
      button.background === 'rgb(75, 72, 224)' &&
      button.radius === '8px' &&
      button.font.includes('Inter'),
    button,
  );
  // The latin subset ('Consumer button' is plain ASCII) loaded from its own woff2 file.
  const latin = interFaces.find((face) => face.range.split(',')[0].trim() === 'U+0-FF');
  const latinFile = [...fontResponses.keys()].find((f) => /^inter-latin-wght-normal\b/.test(f));
  check(
    'styles.css app: Inter (latin) loads from its woff2 file',
    latin?.status === 'loaded' && latinFile !== undefined && fontResponses.get(latinFile) === 200,
    { latin, responses: Object.fromEntries(fontResponses) },
  );
  check(
    'styles.css app: only the subsets the page uses are downloaded',
    fontResponses.size > 0 && ![...fontResponses.keys()].some((f) => /cyrillic|greek/.test(f)),
    Object.fromEntries(fontResponses),
  );
  check(
    'ui.css references its fonts as files beside it, one per subset, unicode-range kept',
    !/data:font|data:application\/font|base64/.test(shippedCss) &&
      shippedFonts.length === 7 &&
      shippedFonts.every((f) => shippedCss.includes(`url(./fonts/${f})`)) &&
      (shippedCss.match(/unicode-range:/g) ?? []).length === 7,
    { cssBytes: shippedCss.length, fonts: shippedFonts },
  );
  check(
    'styles.css app: Modal is styled',
    dialog.maxWidth === '500px' &&
      dialog.radius !== '0px' &&
      dialog.background === 'rgb(255, 255, 255)',
    dialog,
  );
}

/** The package's modules a set of entry modules loads (relative imports, transitively). */
function moduleClosure(dist, entries) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(file, 'utf8');
    for (const [, spec] of code.matchAll(/(?:from|import)\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      visit(resolve(dirname(file), spec));
    }
  };
  entries.forEach((entry) => visit(join(dist, entry)));
  return seen;
}

/**
 * Each component style sheet's identifier prefix: vanilla-extract's short identifiers are a
 * per-file hash and an index, so the identifiers of one file share the hash.
 */
function componentPrefixes(dist) {
  const prefixes = [];
  const components = join(dist, 'components');
  for (const entry of readdirSync(components, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const folder = entry.name;
    for (const file of readdirSync(join(components, folder))) {
      if (!file.endsWith('.vanilla.css')) continue;
      const css = readFileSync(join(components, folder, file), 'utf8');
      const names = [...css.matchAll(/(?:\.|@keyframes )(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      let prefix = names[0];
      for (const name of names) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
      if (prefix.length >= 5) prefixes.push({ file: join(components, folder, file), prefix });
    }
  }
  return prefixes;
}

/** The files a built page loads, from Vite's manifest: its entry and what that imports. */
function pageFiles(dist, html) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    (chunk.css ?? []).forEach((file) => css.add(file));
    (chunk.imports ?? []).forEach(visit);
  };
  visit(html);
  const gzip = (files) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const text = (files) => [...files].map((file) => readFileSync(join(dist, file), 'utf8'));
  return { js: gzip(js), css: gzip(css), jsText: text(js), cssText: text(css) };
}

/** examples/data-pro-app: Data Pro through the public API, per-module CSS, one override. */
async function dataProApp(tarball, browser) {
  const app = join(work, 'data-pro-app');
  cpSync(join(root, 'examples/data-pro-app'), app, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist)$|\.tgz$|package-lock\.json$/.test(source),
  });
  renameSync(join(work, tarball), join(app, 'brightlane-ui.tgz'));
  install(app);
  sh('npm', ['run', 'build', '--silent', '--', '--logLevel', 'error'], app);
  const dist = join(app, 'dist');
  const uiDist = join(app, 'node_modules/@brightlane/ui/dist');
  // What each page may contain of the package: the modules its imports load (index.js only
  // re-exports, and its own import is the base styles).
  const themeModules = ['theme/ThemeProvider.js', 'theme/dataPro.js', 'styles/index.js'];
  const pages = {
    'button.html': ['components/Button/Button.js'],
    'index.html': [
      'components/Button/Button.js',
      'components/Modal/Modal.js',
      'components/TextField/TextField.js',
    ],
  };
  const prefixes = componentPrefixes(uiDist);
  for (const [html, components] of Object.entries(pages)) {
    const files = pageFiles(dist, html);
    sizes[html] = { jsGzip: files.js, cssGzip: files.css };
    const allowed = moduleClosure(uiDist, [...components, ...themeModules]);
    check(
      `${html}: the modules it imports are in the package`,
      components.every((c) => allowed.has(join(uiDist, c))),
      components,
    );
    const output = [...files.jsText, ...files.cssText].join('\n');
    const strays = prefixes
      .filter(({ file, prefix }) => !allowed.has(file) && output.includes(prefix))
      .map(({ file }) => relative(uiDist, file));
    check(
      `${html}: holds no style or code of a component it does not import`,
      strays.length === 0,
      {
        strays,
        checked: prefixes.length,
      },
    );
    const css = files.cssText.join('\n');
    check(
      `${html}: holds Data Pro's theme and no other`,
      /\[data-brand=["']?data-pro["']?\]/.test(css) && !/data-brand=["']?brightlane/.test(css),
      { cssBytes: css.length },
    );
  }
  check(
    'button.html: a page with Button costs at most 75 KB of JS (gzip, React included)',
    sizes['button.html'].jsGzip <= 75 * 1024,
    sizes['button.html'],
  );

  const server = await serveStatic(dist);
  const errors = [];
  // The system prefers dark; the app's default scheme is light and wins until a choice is stored.
  const context = await browser.newContext({ colorScheme: 'dark' });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${server.url}/index.html`);
  const submit = page.getByRole('button', { name: 'Request access' });
  await submit.waitFor();
  const look = () =>
    page.evaluate(() => {
      const root = document.documentElement;
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent === 'Request access' || b.textContent === 'Open dashboard',
      );
      const style = getComputedStyle(button);
      return {
        brand: root.dataset.brand,
        scheme: root.dataset.theme,
        background: style.backgroundColor,
        radius: style.borderTopLeftRadius,
        radiusToken: getComputedStyle(root).getPropertyValue('--bl-radius-md').trim(),
        themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      };
    });
  const light = await look();
  check(
    "index.html: Data Pro's light brand colour on the Button, before any choice (default light over a dark system)",
    light.brand === 'data-pro' &&
      light.scheme === 'light' &&
      light.background === 'rgb(14, 122, 112)' &&
      light.themeColor === '#f5f7fa',
    light,
  );
  check(
    'index.html: the plain-CSS override of --bl-radius-md wins over the theme',
    light.radiusToken === '14px' && light.radius === '14px',
    light,
  );
  await page.getByRole('textbox', { name: 'Work e-mail' }).fill('ana@example.com');
  await submit.click();
  const dialog = page.getByRole('dialog', { name: 'Request sent' });
  await dialog.waitFor();
  const dialogStyle = await dialog.evaluate((el) => {
    const style = getComputedStyle(el);
    return { radius: style.borderTopLeftRadius, background: style.backgroundColor };
  });
  check(
    "index.html: the Modal takes Data Pro's corners and surface",
    dialogStyle.radius === '10px' && dialogStyle.background === 'rgb(255, 255, 255)',
    dialogStyle,
  );
  await context.close();

  // A choice stored under the app's key (not the default key) applies from the first paint.
  const stored = await browser.newContext({ colorScheme: 'light' });
  await stored.addInitScript(() => localStorage.setItem('data-pro-scheme', 'dark'));
  const buttonPage = await stored.newPage();
  buttonPage.on('pageerror', (e) => errors.push(e.message));
  await buttonPage.goto(`${server.url}/button.html`);
  await buttonPage.getByRole('button', { name: 'Open dashboard' }).waitFor();
  const dark = await buttonPage.evaluate(() => {
    const button = document.querySelector('button');
    return {
      scheme: document.documentElement.dataset.theme,
      background: getComputedStyle(button).backgroundColor,
    };
  });
  check(
    "button.html: the choice stored under the app's key gives Data Pro's dark brand colour",
    dark.scheme === 'dark' && dark.background === 'rgb(61, 189, 171)',
    dark,
  );
  await stored.close();
  await server.close();
  check('data-pro-app: no page errors', errors.length === 0, errors);
}

try {
  // No dist/ before packing, as on a fresh clone: the package's `prepack` has to build it.
  rmSync(join(root, 'packages/ui/dist'), { recursive: true, force: true });
  sh('npm', ['pack', '-w', '@brightlane/ui', '--pack-destination', work], root);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  const browser = await launchChromium();
  try {
    await styleSheetApp(tarball, browser);
    await dataProApp(tarball, browser);
  } finally {
    await browser.close();
  }
} catch (error) {
  failures.push(String(error instanceof Error ? error.stack : error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const [html, { jsGzip, cssGzip }] of Object.entries(sizes)) {
  console.log(
    `  data-pro-app ${html}: JS ${(jsGzip / 1024).toFixed(1)} KiB, CSS ${(cssGzip / 1024).toFixed(1)} KiB (gzip, each file)`,
  );
}
for (const f of failures) console.log(`✗ ${f}`);
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(
  join(root, 'test-results/package.json'),
  JSON.stringify({ passed, failed: failures.length, sizes }),
);
console.log(`package: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
