#!/usr/bin/env node
// `npm test`: every suite of the project, independent ones side by side, then one plain summary
// line (`N passed, N failed`) that totals all of them. Steps keep going after a failure so one
// run shows everything that is wrong; the exit code is non-zero if anything failed.
//
//   npm test                      everything
//   npm test -- --only=unit,e2e   a subset (system, build, e2e, lint, typecheck, unit, postgres,
//                                 resilience, resilience-postgres, package, storybook, visual)
//
// Each step writes its output to test-results/<step>.log, printed whole when the step ends, so
// steps running together never interleave their lines. Which steps share the machine, and why,
// is in docs/decisions/039-ci-on-any-machine.md.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ passed: number, failed: number }} Counts
 * @typedef {object} Step
 * @property {string} name
 * @property {number} load how many cores the step keeps busy while it runs
 * @property {string[]} [after] steps that must have finished first, when they run at all
 * @property {boolean} [alone] nothing runs beside it
 */

/**
 * Runs `steps` with as many side by side as the machine's cores allow, and resolves when all
 * have finished. A step starts once the steps it comes `after` (those in the list) are done,
 * nothing `alone` is running, and its load fits beside the running steps' loads; a step whose
 * load is more than `cores` runs when nothing else does. When several could start, the first
 * in the list goes first, so the list puts the longest chain (build, then e2e) first.
 * `start(step, beside)` runs one step (`beside`: the names of those already running).
 *
 * @template {Step} S
 * @param {S[]} steps
 * @param {{ cores: number, start: (step: S, beside: string[]) => Promise<unknown> }} options
 */
export function runSteps(steps, { cores, start }) {
  const names = new Set(steps.map((step) => step.name));
  const finished = new Set();
  /** @type {Map<string, S>} */
  const running = new Map();
  const waiting = [...steps];
  const loadOf = (/** @type {S} */ step) => Math.min(step.load, cores);
  const ready = (/** @type {S} */ step) =>
    (step.after ?? []).every((name) => !names.has(name) || finished.has(name));
  const fits = (/** @type {S} */ step) => {
    if (running.size === 0) return true;
    if (step.alone || [...running.values()].some((other) => other.alone)) return false;
    const busy = [...running.values()].reduce((sum, other) => sum + loadOf(other), 0);
    return busy + loadOf(step) <= cores;
  };
  return new Promise((resolve, reject) => {
    const schedule = () => {
      for (const step of [...waiting]) {
        if (!ready(step) || !fits(step)) continue;
        waiting.splice(waiting.indexOf(step), 1);
        const beside = [...running.keys()];
        running.set(step.name, step);
        start(step, beside).then(() => {
          running.delete(step.name);
          finished.add(step.name);
          schedule();
        }, reject);
      }
      if (running.size === 0) {
        if (waiting.length === 0) resolve(undefined);
        else reject(new Error(`steps that can never start: ${waiting.map((s) => s.name)}`));
      }
    };
    schedule();
  });
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');

/**
 * What a step counts, given its command's exit code and the counts its report holds (null when
 * it wrote none). A command that failed counts at least one failure even when its report shows
 * none (Vitest exits non-zero on an unhandled error outside any test; a runner can crash after
 * writing its report), and a missing report is one failure.
 *
 * @param {number} code
 * @param {Counts | null} report
 * @returns {Counts}
 */
export function stepCounts(code, report) {
  const passed = report?.passed ?? 0;
  const failed = report?.failed ?? 0;
  if (!report || (code !== 0 && failed === 0)) return { passed, failed: failed + 1 };
  return { passed, failed };
}

/** Reads a Vitest JSON report's counts, or null when there is none. */
function vitestReport(/** @type {string} */ file) {
  if (!existsSync(file)) return null;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
  };
}

/**
 * The failed tests of a Vitest JSON report, one line each: the file, the test's full name and
 * the first line of its first error. Printed again at the end of the run, so the tail of a
 * long CI log says which tests failed, not only which steps.
 *
 * @param {{ testResults?: { name: string, message?: string, assertionResults?: { status: string, fullName: string, failureMessages?: string[] }[] }[] }} report
 * @param {string} rootDir paths are shown relative to it
 * @returns {string[]}
 */
export function failedTestsOf(report, rootDir) {
  const lines = [];
  const firstLine = (/** @type {string | undefined} */ text) =>
    (text ?? '')
      .split('\n')
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? '';
  for (const file of report.testResults ?? []) {
    const where = file.name.startsWith(`${rootDir}/`)
      ? file.name.slice(rootDir.length + 1)
      : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed)
      lines.push(`${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed outside any test (an import, a hook) has its message on the file.
    if (failed.length === 0 && file.message) lines.push(`${where}: ${firstLine(file.message)}`);
  }
  return lines;
}

/**
 * The tests that passed only on a retry, from a step's log (Vitest's default reporter marks
 * them `(retry xN)`): they count as passed, and are named at the end of the run so that a
 * test that has become flaky is seen and fixed rather than retried for ever.
 *
 * @param {string} log
 * @returns {string[]}
 */
export function retriedTestsOf(log) {
  return (
    log
      // The reporter's colours (ESC [ … m).
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .filter((line) => /\(retry x\d+\)/.test(line) && /^\s*✓/.test(line))
      .map((line) => line.trim().replace(/^✓\s*/, ''))
  );
}

/** Our own runners write `{ passed, failed }` to test-results/<name>.json; null when missing. */
function scriptReport(/** @type {string} */ name) {
  const file = join(results, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * Runs one command with its output appended to `log`; resolves (once) with its exit code.
 * Each child leads a process group of its own, so an interrupted run can stop it with
 * everything it started (servers, browsers, a PostgreSQL cluster's wrapper).
 *
 * @param {import('node:fs').WriteStream} log
 * @param {string} command
 * @param {string[]} args
 * @param {Record<string, string>} [env]
 * @returns {Promise<number>}
 */
function run(log, command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    children.add(child);
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.on('error', (error) => log.write(`${command}: ${error.message}\n`));
    // 'close' comes once its output is flushed; but a process it left behind could hold the
    // pipes open for ever, so the step also ends a little after the command itself exits.
    const finish = (/** @type {number | null} */ code) => {
      children.delete(child);
      resolve(code ?? 1);
    };
    child.on('close', finish);
    child.on('exit', (code) => setTimeout(() => finish(code), 10_000).unref());
  });
}

/** A step that is one command: one pass or one failure. */
const ok = (/** @type {number} */ code) =>
  stepCounts(code, { passed: code === 0 ? 1 : 0, failed: 0 });

/**
 * `npx vitest run …` with a JSON report to count from, through `wrapper` when given (a
 * PostgreSQL cluster).
 *
 * @param {import('node:fs').WriteStream} log
 * @param {string} name
 * @param {string[]} args
 * @param {{ wrapper?: string[], env?: Record<string, string> }} [options]
 */
async function vitest(log, name, args, { wrapper = [], env } = {}) {
  const file = join(results, `${name}.json`);
  const command = [
    ...wrapper,
    'npx',
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ];
  const code = await run(log, command[0], command.slice(1), env);
  return stepCounts(code, vitestReport(file));
}

const withPostgres = 'mock-api/scripts/with-postgres.sh';
const resilienceConfig = ['--config', 'tests/resilience/vitest.config.ts'];
const afterSystem = ['system'];
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

/**
 * Every step, longest chain first. Loads are what each keeps busy on its own (measured in
 * docs/decisions/039-ci-on-any-machine.md): a Vitest run is one worker on two cores, the
 * builds and the screenshot runner's three pages use both.
 *
 * `run(log, names)`: `names` are the steps of this run.
 *
 * @type {(Step & { run: (log: import('node:fs').WriteStream, names: Set<string>) => Promise<Counts> })[]}
 */
export const allSteps = [
  // Installs system packages with apt, so before everything and on its own.
  {
    name: 'system',
    load: 0,
    alone: true,
    run: async (log) => ok(await run(log, 'node', ['scripts/ensure-system.mjs'])),
  },
  // The site and its build stamp: what the e2e step serves. Not `npm run build`, which also
  // builds the @brightlane/ui library into packages/ui/dist: the site, Storybook, Vitest and
  // tsc all read the library's sources (its `brightlane-source` export), and the package step
  // builds the library itself, from an empty dist, as a fresh clone's `npm pack` would.
  {
    name: 'build',
    load: 2,
    after: afterSystem,
    run: async (log) =>
      ok(
        await run(log, 'bash', [
          '-c',
          'npm run build -w @brightlane/site && node scripts/build-stamp.mjs --write',
        ]),
      ),
  },
  // One browser page at a time beside one server, with the machine to itself: beside the unit
  // step on two cores, tests that wait for a real browser ran into their time limits
  // (docs/decisions/039-ci-on-any-machine.md, "e2e alone"). E2E_WORKERS=n runs n files side by
  // side, each worker with a server and a browser of its own (tests/e2e/global-setup.ts).
  {
    name: 'e2e',
    load: e2eWorkers,
    alone: true,
    after: [...afterSystem, 'build'],
    run: (log) =>
      vitest(log, 'e2e', ['--config', 'tests/e2e/vitest.config.ts'], {
        env: { E2E_WORKERS: String(e2eWorkers) },
      }),
  },
  {
    name: 'lint',
    load: 1,
    after: afterSystem,
    run: async (log) => ok(await run(log, 'npx', ['eslint', '.', '--max-warnings=0'])),
  },
  {
    name: 'typecheck',
    load: 1,
    after: afterSystem,
    run: async (log) => ok(await run(log, 'npx', ['tsc', '-p', 'tsconfig.json'])),
  },
  { name: 'unit', load: 1, after: afterSystem, run: (log) => vitest(log, 'unit', []) },
  // The API suite again, on a real PostgreSQL server in a throwaway cluster. The two
  // PostgreSQL steps start their clusters from different ports, so that if they run together
  // their free-port searches never pick the same one.
  {
    name: 'postgres',
    load: 1,
    after: afterSystem,
    run: (log) =>
      vitest(log, 'postgres', ['--project', 'api'], {
        wrapper: ['bash', withPostgres],
        env: { PG_PORT: '5433' },
      }),
  },
  // Faults and bad input (tests/resilience): SIGKILL mid-write, the OpenAPI fuzzer, slow
  // clients; then again on PostgreSQL, where two processes share one database.
  {
    name: 'resilience',
    load: 1,
    after: afterSystem,
    run: (log) => vitest(log, 'resilience', resilienceConfig),
  },
  {
    name: 'resilience-postgres',
    load: 1,
    after: afterSystem,
    run: (log) =>
      vitest(log, 'resilience-postgres', resilienceConfig, {
        wrapper: ['bash', withPostgres],
        env: { PG_PORT: '5633' },
      }),
  },
  // Packs @brightlane/ui from an empty packages/ui/dist (its prepack builds it); nothing else
  // in the run reads or writes that directory.
  {
    name: 'package',
    load: 1,
    after: afterSystem,
    run: async (log) => {
      const code = await run(log, 'node', ['tests/package/run.mjs']);
      return stepCounts(code, scriptReport('package'));
    },
  },
  // Storybook's build for the visual step, a step of its own so that it takes the core beside
  // e2e rather than waiting, with the shots, for both cores to be free. Removes the last build
  // first, so that the visual step never shoots a stale one.
  {
    name: 'storybook',
    load: 1,
    after: afterSystem,
    run: async (log) => {
      rmSync(join(root, 'storybook-static'), { recursive: true, force: true });
      return ok(await run(log, 'npx', ['storybook', 'build', '-o', 'storybook-static', '--quiet']));
    },
  },
  {
    name: 'visual',
    load: 2,
    after: [...afterSystem, 'storybook'],
    run: async (log, names) => {
      // Without the storybook step in the run (--only=visual), the runner builds Storybook.
      const args = names.has('storybook') ? ['--no-build'] : [];
      const code = await run(log, 'node', ['tests/visual/run.mjs', ...args]);
      return stepCounts(code, scriptReport('visual'));
    },
  },
];

async function main() {
  const only = process.argv
    .find((a) => a.startsWith('--only='))
    ?.slice(7)
    .split(',');
  const unknown = only?.filter((name) => !allSteps.some((step) => step.name === name)) ?? [];
  if (unknown.length) {
    console.error(`Unknown step(s): ${unknown.join(', ')}`);
    process.exit(2);
  }
  const steps = allSteps.filter((step) => !only || only.includes(step.name));
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  const cores = availableParallelism();
  // The 1-minute load average, printed with the timings: other work on the machine slows
  // every step.
  const load = () => loadavg()[0].toFixed(1);
  const loadAtStart = load();
  const t0 = Date.now();
  const clock = () => {
    const s = Math.round((Date.now() - t0) / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };

  for (const [signal, code] of /** @type {const} */ ([
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ])) {
    process.on(signal, () => {
      for (const child of children) {
        try {
          if (child.pid) process.kill(-child.pid, signal);
        } catch {
          /* already gone */
        }
      }
      process.exit(code);
    });
  }

  /** @type {Map<string, Counts & { seconds: number }>} */
  const outcomes = new Map();
  await runSteps(steps, {
    cores,
    start: async (step, beside) => {
      console.log(
        `▶ ${clock()} ${step.name}${beside.length ? ` beside ${beside.join(', ')}` : ''}`,
      );
      const logFile = join(results, `${step.name}.log`);
      const log = createWriteStream(logFile);
      const started = Date.now();
      /** @type {Counts} */
      let counts;
      try {
        counts = await step.run(log, new Set(steps.map(({ name }) => name)));
      } catch (error) {
        log.write(`\n${error instanceof Error ? (error.stack ?? error.message) : error}\n`);
        counts = { passed: 0, failed: 1 };
      }
      await new Promise((resolve) => log.end(resolve));
      const seconds = Math.round((Date.now() - started) / 1000);
      outcomes.set(step.name, { ...counts, seconds });
      console.log(`\n━━ ${step.name} (test-results/${step.name}.log) ━━`);
      process.stdout.write(readFileSync(logFile, 'utf8'));
      console.log(
        `━━ ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s, ended at ${clock()})\n`,
      );
    },
  });

  const totals = { passed: 0, failed: 0 };
  const failedSteps = [];
  console.log('step                  passed  failed  seconds');
  for (const step of steps) {
    const { passed, failed, seconds } = /** @type {Counts & { seconds: number }} */ (
      outcomes.get(step.name)
    );
    totals.passed += passed;
    totals.failed += failed;
    if (failed) failedSteps.push(step.name);
    console.log(
      `${step.name.padEnd(20)} ${String(passed).padStart(7)} ${String(failed).padStart(7)} ${String(seconds).padStart(8)}`,
    );
  }
  console.log(
    `all steps ${clock()} on ${cores} cores; load average ${loadAtStart} at the start, ${load()} at the end`,
  );
  // Which tests, not only which steps: the tail of a CI log is often all that is shown.
  const failedTests = [];
  const retried = [];
  for (const step of steps) {
    const report = join(results, `${step.name}.json`);
    if (existsSync(report)) {
      try {
        failedTests.push(...failedTestsOf(JSON.parse(readFileSync(report, 'utf8')), root));
      } catch {
        /* not a Vitest report (our own runners write counts only) */
      }
    }
    const logFile = join(results, `${step.name}.log`);
    if (existsSync(logFile))
      retried.push(
        ...retriedTestsOf(readFileSync(logFile, 'utf8')).map((t) => `${step.name}: ${t}`),
      );
  }
  if (retried.length)
    console.log(`\nPassed on a retry (flaky: fix them):\n  ${retried.join('\n  ')}`);
  if (failedTests.length) console.log(`\nFailed tests:\n  ${failedTests.join('\n  ')}`);
  console.log(
    `\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`,
  );
  console.log(`${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed ? 1 : 0);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
