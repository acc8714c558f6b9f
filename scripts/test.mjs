#!/usr/bin/env node
// `npm test`: every suite of the project, in order, then one plain summary line
// (`N passed, N failed`) that totals all of them. Steps keep going after a failure so one
// run shows everything that is wrong; the exit code is non-zero if anything failed.
//
//   npm test                      everything
//   npm test -- --only=unit,e2e   a subset (system, lint, typecheck, unit, postgres, resilience,
//                                 resilience-postgres, build, package, visual, e2e)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const totals = { passed: 0, failed: 0 };
const failedSteps = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status === 0;
}

/** Reads a Vitest JSON report and adds its counts; a missing report counts as one failure. */
function vitestCounts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + (report.numFailedTestSuites ?? 0),
  };
}

function step(name, fn) {
  if (only && !only.includes(name)) return;
  const started = Date.now();
  console.log(`\n━━ ${name} ━━`);
  const { passed, failed } = fn();
  totals.passed += passed;
  totals.failed += failed;
  if (failed) failedSteps.push(name);
  console.log(
    `━━ ${name}: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
}

const ok = (success) => (success ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });
const vitest = (name, args, env) => {
  const file = join(results, `${name}.json`);
  run(
    'npx',
    [
      'vitest',
      'run',
      ...args,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    env,
  );
  return vitestCounts(file);
};

step('system', () => ok(run('node', ['scripts/ensure-system.mjs'])));
step('lint', () => ok(run('npx', ['eslint', '.', '--max-warnings=0'])));
step('typecheck', () => ok(run('npx', ['tsc', '-p', 'tsconfig.json'])));
step('unit', () => vitest('unit', []));
// The same API suite against a real PostgreSQL server in a throwaway cluster.
step('postgres', () =>
  existsSync(join(root, 'mock-api/scripts/with-postgres.sh'))
    ? (() => {
        const file = join(results, 'postgres.json');
        run('bash', [
          'mock-api/scripts/with-postgres.sh',
          'npx',
          'vitest',
          'run',
          '--project',
          'api',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${file}`,
        ]);
        return vitestCounts(file);
      })()
    : { passed: 0, failed: 1 },
);
// Faults and bad input (tests/resilience): SIGKILL mid-write, the OpenAPI fuzzer, slow clients;
// then again on PostgreSQL, where two processes share one database.
const resilienceConfig = ['--config', 'tests/resilience/vitest.config.ts'];
step('resilience', () => vitest('resilience', resilienceConfig));
step('resilience-postgres', () => {
  const file = join(results, 'resilience-postgres.json');
  run('bash', [
    'mock-api/scripts/with-postgres.sh',
    'npx',
    'vitest',
    'run',
    ...resilienceConfig,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${file}`,
  ]);
  return vitestCounts(file);
});
step('build', () => ok(run('npm', ['run', 'build'])));
/** Our own runners write `{ passed, failed }` to test-results/<name>.json. */
const script = (name, file) => {
  run('node', [file]);
  const counts = join(results, `${name}.json`);
  return existsSync(counts) ? JSON.parse(readFileSync(counts, 'utf8')) : { passed: 0, failed: 1 };
};
step('package', () => script('package', 'tests/package/run.mjs'));
step('visual', () => script('visual', 'tests/visual/run.mjs'));
step('e2e', () => vitest('e2e', ['--config', 'tests/e2e/vitest.config.ts']));

console.log(
  `\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`,
);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
