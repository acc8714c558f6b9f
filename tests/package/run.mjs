#!/usr/bin/env node
// Is @brightlane/ui publishable? `npm pack` it from a package with no build output (its
// `prepack` must build it, as on a fresh clone), install the tarball into a scratch app outside
// the workspace, build that app with plain Vite (no vanilla-extract plugin: a consumer gets
// compiled CSS), open it in Chromium and check that a Button and an open Modal render styled
// and that Inter loads from the woff2 files shipped beside ui.css (only the subsets the page
// uses). Prints one `N passed, N failed` line and writes test-results/package.json.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const work = mkdtempSync(join(tmpdir(), 'brightlane-consumer-'));
const sh = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
const failures = [];
let passed = 0;

try {
  // No dist/ before packing, as on a fresh clone: the package's `prepack` has to build it.
  rmSync(join(root, 'packages/ui/dist'), { recursive: true, force: true });
  sh('npm', ['pack', '-w', '@brightlane/ui', '--pack-destination', work], root);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'));
  const app = join(work, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const rootPkg = JSON.parse(sh('node', ['-p', 'JSON.stringify(require("./package.json"))'], root));
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
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], app);
  sh('npx', ['vite', 'build', '--logLevel', 'error'], app);
  const shipped = join(app, 'node_modules/@brightlane/ui/dist');
  const shippedCss = readFileSync(join(shipped, 'ui.css'), 'utf8');
  const fontDir = join(shipped, 'fonts');
  const shippedFonts = existsSync(fontDir)
    ? readdirSync(fontDir).filter((f) => f.endsWith('.woff2'))
    : [];

  const server = await serveStatic(join(app, 'dist'));
  const browser = await launchChromium();
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
  await browser.close();
  await server.close();

  const check = (name, ok, detail) => {
    if (ok) passed++;
    else failures.push(`${name}: ${JSON.stringify(detail)}`);
  };
  check('no page errors', errors.length === 0, errors);
  check(
    'Button is styled',
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
    'Inter (latin) loads from its woff2 file',
    latin?.status === 'loaded' && latinFile !== undefined && fontResponses.get(latinFile) === 200,
    { latin, responses: Object.fromEntries(fontResponses) },
  );
  check(
    'only the subsets the page uses are downloaded',
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
    'Modal is styled',
    dialog.maxWidth === '500px' &&
      dialog.radius !== '0px' &&
      dialog.background === 'rgb(255, 255, 255)',
    dialog,
  );
} catch (error) {
  failures.push(String(error instanceof Error ? error.message : error));
} finally {
  rmSync(work, { recursive: true, force: true });
}

for (const f of failures) console.log(`✗ ${f}`);
mkdirSync(join(root, 'test-results'), { recursive: true });
writeFileSync(
  join(root, 'test-results/package.json'),
  JSON.stringify({ passed, failed: failures.length }),
);
console.log(`package: ${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
