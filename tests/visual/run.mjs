#!/usr/bin/env node
// Visual regression for the design system — our offline Chromatic.
// Every Storybook story is rendered for each brand (Brightlane, Data Pro) in light and dark (and,
// in Brightlane, at 375 px when the story has the `mobile` tag) in Debian's Chromium, screenshotted with
// animations frozen, compared pixel by pixel with the committed baseline, and checked with axe
// (colour contrast included, which jsdom cannot do). A story tagged `!visual` is skipped, with
// the reason beside the tag. Baselines are `<story>.<scheme>[.mobile].png` for Brightlane and
// `<story>.<brand>.<scheme>[.mobile].png` for the other brands.
//
//   node tests/visual/run.mjs            compare (fails on any change, writes diff images)
//   node tests/visual/run.mjs --update   rewrite baselines (look at every changed image!)
//   --filter=button                      only stories whose id contains the text
//   --brand=data-pro                     only one brand's shots
//   --no-build                           reuse storybook-static/
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { launchChromium } from '../lib/chromium.mjs';
import { serveStatic } from '../lib/static-server.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');
const staticDir = join(root, 'storybook-static');
const baselineDir = join(here, 'baselines');
const diffDir = join(here, '__diff__');
const resultFile = join(root, 'test-results', 'visual.json');

const args = process.argv.slice(2);
const update = args.includes('--update');
const filter = args.find((a) => a.startsWith('--filter='))?.slice('--filter='.length);
const onlyBrand = args.find((a) => a.startsWith('--brand='))?.slice('--brand='.length);
/** The brands of the Storybook toolbar (.storybook/preview.tsx); the first is the default. */
const brands = ['brightlane', 'data-pro'].filter((b) => !onlyBrand || b === onlyBrand);
const isCI = Boolean(process.env.CI);

if (!args.includes('--no-build') || !existsSync(join(staticDir, 'index.json'))) {
  console.log('Building Storybook…');
  execFileSync('npx', ['storybook', 'build', '-o', staticDir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const index = JSON.parse(readFileSync(join(staticDir, 'index.json'), 'utf8'));
const stories = Object.values(index.entries).filter(
  (e) => e.type === 'story' && !e.tags?.includes('!visual') && (!filter || e.id.includes(filter)),
);

/** @type {{ id: string, brand: string, theme: string, width: number }[]} */
const shots = [];
for (const story of stories) {
  for (const brand of brands) {
    for (const theme of ['light', 'dark']) {
      shots.push({ id: story.id, brand, theme, width: 1280 });
      // The phone layout once, in the default brand: a brand changes colours, corners and
      // fonts, not the layout, and the run stays within its time (decision 035).
      if (story.tags?.includes('mobile') && brand === 'brightlane')
        shots.push({ id: story.id, brand, theme, width: 375 });
    }
  }
}
/** The baseline's name: Brightlane's keep the names they had before there were brands. */
const shotName = ({ id, brand, theme, width }) =>
  `${id}.${brand === 'brightlane' ? '' : `${brand}.`}${theme}${width === 375 ? '.mobile' : ''}`;

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// Freeze everything that moves, and hide the text caret, so two runs give the same pixels.
const freezeCss = `*,*::before,*::after{animation-delay:-1ms!important;animation-duration:1ms!important;
animation-iteration-count:1!important;transition:none!important;caret-color:transparent!important}`;

mkdirSync(baselineDir, { recursive: true });
rmSync(diffDir, { recursive: true, force: true });

const server = await serveStatic(staticDir);
const browser = await launchChromium();
const failures = [];
const written = [];
let passed = 0;

/**
 * One browser page per worker, reused from shot to shot: the preview is loaded once and each
 * story is switched to in place (see runShot), without the cost of a new context, renderer
 * process or document each time. Storage is cleared before every story, and the mouse parked
 * where a new page has it.
 */
async function openWorkerPage() {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  await context.addInitScript(() => {
    try {
      localStorage.clear();
      sessionStorage.clear();
    } catch {
      /* storage unavailable: nothing to clear */
    }
  });
  const page = await context.newPage();
  // `globals` is the brand and scheme the loaded preview holds (`brand.theme`), or null before
  // the first story (and after a failure) when the next shot loads the preview afresh.
  const worker = {
    page,
    errors: /** @type {string[]} */ ([]),
    globals: /** @type {string|null} */ (null),
  };
  page.on('pageerror', (error) => worker.errors.push(error.message));
  page.on('console', (msg) => {
    // 404s are reported below with their URL, which the console message lacks.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource'))
      worker.errors.push(msg.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) worker.errors.push(`${response.status()} ${response.url()}`);
  });
  return worker;
}

async function runShot(worker, shot) {
  const { id, brand, theme, width } = shot;
  const name = shotName(shot);
  const globals = `${brand}.${theme}`;
  const { page } = worker;
  worker.errors.length = 0;
  const pageErrors = worker.errors;
  // A baseline is always written from a freshly loaded preview: what a story looks like on
  // its own, never what an earlier story may have left behind.
  const loaded = worker.globals !== null && !update;
  try {
    if (!loaded) await page.goto('about:blank');
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.emulateMedia({ colorScheme: theme });
    await page.mouse.move(0, 0);
    pageErrors.length = 0;
    if (loaded) {
      // The preview is already loaded: switch story in place, as Storybook's own sidebar does.
      // Loading iframe.html again for every shot (and parsing axe again) took three quarters
      // of the run. What a new document would have reset is reset here: storage, focus,
      // scroll. The theme global changes before the story renders, so a play function runs
      // once, in the brand and theme of the shot.
      await page.evaluate(
        ({ id, brand, theme, globalsChange }) => {
          localStorage.clear();
          sessionStorage.clear();
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          window.scrollTo(0, 0);
          // @ts-expect-error Storybook's preview channel
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
          if (globalsChange) channel.emit('updateGlobals', { globals: { brand, theme } });
          channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
        },
        { id, brand, theme, globalsChange: worker.globals !== globals },
      );
      await page.waitForFunction(
        // @ts-expect-error Storybook's preview global
        (storyId) => window.__STORYBOOK_PREVIEW__?.currentRender?.id === storyId,
        id,
        { timeout: 20_000, polling: 20 },
      );
    } else {
      // a11y.manual: the axe run below is the check; the a11y addon's automatic run of the
      // same rules on every render only doubled the work.
      await page.goto(
        `${server.url}/iframe.html?id=${id}&viewMode=story&globals=brand:${brand};theme:${theme};a11y.manual:!true`,
      );
    }
    worker.globals = globals;
    await page.waitForSelector('body.sb-show-main, body.sb-show-errordisplay', { timeout: 20_000 });
    if (await page.$('body.sb-show-errordisplay')) {
      const text = await page.textContent('#error-message');
      throw new Error(`story failed to render: ${text}`);
    }
    if (!loaded) await page.addStyleTag({ content: freezeCss });
    await page.evaluate(() => document.fonts.ready);
    // Wait for the story's play function to finish (Storybook's render phase), so interaction
    // stories are screenshotted in their end state and a failing play function fails the shot.
    const phase = await page
      .waitForFunction(
        () => {
          // @ts-expect-error Storybook's preview global
          const p = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return ['completed', 'finished', 'errored', 'aborted'].includes(p) && p;
        },
        undefined,
        { timeout: 30_000, polling: 50 },
      )
      .then((handle) => handle.jsonValue());
    if (phase !== 'completed' && phase !== 'finished') {
      const text = (await page.textContent('#error-message').catch(() => '')) || '';
      throw new Error(`story ${phase}${text ? `: ${text}` : ' (its play function failed)'}`);
    }
    // Let Radix presence and late layout settle.
    await page.waitForTimeout(100);

    if (!loaded) await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      // Storybook's a11y addon may be running axe on the same document: wait for it.
      const run = async (tries) => {
        try {
          // @ts-expect-error axe is injected above
          return await window.axe.run(document, OPTIONS);
        } catch (error) {
          if (tries > 0 && String(error).includes('already running')) {
            await new Promise((r) => setTimeout(r, 200));
            return run(tries - 1);
          }
          throw error;
        }
      };
      const OPTIONS = {
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
        },
        rules: {
          region: { enabled: false },
          'page-has-heading-one': { enabled: false },
          'landmark-one-main': { enabled: false },
        },
      };
      const result = await run(25);
      return result.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .slice(0, 3)
            .map(
              (n) =>
                `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`,
            )
            .join('; ')}`,
      );
    });
    if (violations.length) throw new Error(`axe: ${violations.join('; ')}`);
    if (pageErrors.length) throw new Error(`console errors: ${pageErrors.join(' | ')}`);

    const actual = PNG.sync.read(
      await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' }),
    );
    const file = join(baselineDir, `${name}.png`);
    if (update || (!existsSync(file) && !isCI)) {
      const previous = existsSync(file) ? readFileSync(file) : null;
      const next = PNG.sync.write(actual);
      if (!previous || !previous.equals(next)) {
        writeFileSync(file, next);
        written.push(name);
      }
      passed++;
      return;
    }
    if (!existsSync(file))
      throw new Error('no baseline (run npm run test:visual:update and commit it)');
    const expected = PNG.sync.read(readFileSync(file));
    if (expected.width !== actual.width || expected.height !== actual.height) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(join(diffDir, `${name}.actual.png`), PNG.sync.write(actual));
      throw new Error(
        `size changed: ${expected.width}×${expected.height} → ${actual.width}×${actual.height} (see ${join('tests/visual/__diff__', name)}.actual.png)`,
      );
    }
    const diff = new PNG({ width: actual.width, height: actual.height });
    const changed = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
      threshold: 0.05,
    });
    if (changed > 0) {
      mkdirSync(diffDir, { recursive: true });
      writeFileSync(join(diffDir, `${name}.diff.png`), PNG.sync.write(diff));
      writeFileSync(join(diffDir, `${name}.actual.png`), PNG.sync.write(actual));
      throw new Error(`${changed} pixels differ (see tests/visual/__diff__/${name}.diff.png)`);
    }
    passed++;
  } catch (error) {
    // Whatever state the failure left behind, the next shot starts from a fresh preview.
    worker.globals = null;
    failures.push({ name, shot, message: error instanceof Error ? error.message : String(error) });
  }
}

// Three pages at a time on two cores: part of each shot is waiting (network, fonts, polling).
// Shots in brand, theme and width order: a page switches globals (a re-render) a few times a run.
const queue = [...shots].sort(
  (a, b) => a.brand.localeCompare(b.brand) || a.theme.localeCompare(b.theme) || b.width - a.width,
);
const started = Date.now();
let done = 0;
await Promise.all(
  Array.from({ length: 3 }, async () => {
    let worker = await openWorkerPage();
    while (queue.length) {
      if (worker.page.isClosed()) worker = await openWorkerPage();
      await runShot(worker, /** @type {any} */ (queue.shift()));
      done++;
      if (done % 100 === 0)
        console.log(
          `  ${done}/${shots.length} shots, ${Math.round((Date.now() - started) / 1000)} s`,
        );
    }
    await worker.page.context().close();
  }),
);

// A shot that failed among the crowd is played once more on its own, on a fresh page: a
// loaded machine can starve a play function of time. It passes only if it passes alone, and
// the first failure is still printed. Many failures are a real change: no second round then.
const flaky = [];
if (failures.length > 0 && failures.length <= 10) {
  const firstRound = failures.splice(0);
  const worker = await openWorkerPage();
  for (const failed of firstRound) {
    const before = failures.length;
    worker.globals = null; // each retry on a freshly loaded preview
    await runShot(worker, failed.shot);
    if (failures.length === before) flaky.push(failed);
  }
  await worker.page.context().close();
}

await browser.close();
await server.close();

if (update && !filter && !onlyBrand) {
  // Remove baselines of stories that no longer exist.
  const expectedNames = new Set(shots.map((s) => `${shotName(s)}.png`));
  for (const file of readdirSync(baselineDir)) {
    if (file.endsWith('.png') && !expectedNames.has(file)) {
      rmSync(join(baselineDir, file));
      console.log(`removed stale baseline ${file}`);
    }
  }
}

for (const name of written) console.log(`wrote baseline ${name}.png`);
for (const f of flaky) console.log(`⚠ ${f.name} failed, then passed alone: ${f.message}`);
for (const f of failures) console.log(`✗ ${f.name}: ${f.message}`);
mkdirSync(dirname(resultFile), { recursive: true });
writeFileSync(
  resultFile,
  JSON.stringify({ passed, failed: failures.length, passedOnRetry: flaky.length }),
);
console.log(
  `visual: ${passed} passed${flaky.length ? ` (${flaky.length} on a second try)` : ''}, ${failures.length} failed (${shots.length} screenshots of ${stories.length} stories)`,
);
process.exit(failures.length ? 1 : 0);
