#!/usr/bin/env node
// Is @brightlane/ui publishable? Build it, `npm pack` it, install the tarball into a scratch
// app outside the workspace, build that app with plain Vite (no vanilla-extract plugin: a
// consumer gets compiled CSS), open it in Chromium and check that a Button and an open
// Modal render styled. Prints one `N passed, N failed` line and writes test-results/package.json.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
  sh('npm', ['run', 'build', '-w', '@brightlane/ui'], root);
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

  const server = await serveStatic(join(app, 'dist'));
  const browser = await launchChromium();
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.getByRole('dialog', { name: 'Consumer modal' }).waitFor();
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
