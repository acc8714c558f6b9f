// @ts-expect-error plain ESM script
import { allSteps, failedTestsOf, retriedTestsOf, runSteps, stepCounts } from './test.mjs';

interface FakeStep {
  name: string;
  load: number;
  after?: string[];
  alone?: boolean;
}

/**
 * Runs `steps` through the scheduler with steps that end only when the test says so. Returns
 * what is running, what has started so far, a way to end a step, and the scheduler's promise.
 */
function schedule(steps: FakeStep[], cores = 2) {
  const running = new Set<string>();
  const started: { name: string; beside: string[] }[] = [];
  const enders = new Map<string, () => void>();
  const done = runSteps(steps, {
    cores,
    start: (step: FakeStep, beside: string[]) => {
      running.add(step.name);
      started.push({ name: step.name, beside });
      return new Promise<void>((resolve) =>
        enders.set(step.name, () => {
          running.delete(step.name);
          resolve();
        }),
      );
    },
  }) as Promise<void>;
  const end = async (name: string) => {
    const ender = enders.get(name);
    if (!ender) throw new Error(`${name} has not started`);
    ender();
    // The scheduler starts the next steps from the ended step's promise callbacks.
    await new Promise((resolve) => setTimeout(resolve));
  };
  const names = () => started.map((entry) => entry.name);
  return { running, started, names, end, done };
}

describe('runSteps', () => {
  it('given a step that must run alone, should start nothing beside it and then fill the cores', async () => {
    const run = schedule([
      { name: 'system', load: 0, alone: true },
      { name: 'lint', load: 1, after: ['system'] },
      { name: 'unit', load: 1, after: ['system'] },
      { name: 'visual', load: 1, after: ['system'] },
    ]);
    expect([...run.running]).toEqual(['system']);
    await run.end('system');
    expect([...run.running]).toEqual(['lint', 'unit']);
    await run.end('unit');
    expect([...run.running]).toEqual(['lint', 'visual']);
    expect(run.started.at(-1)).toEqual({ name: 'visual', beside: ['lint'] });
    await run.end('lint');
    await run.end('visual');
    await expect(run.done).resolves.toBeUndefined();
  });

  it('given a step after another, should start it only once the other has finished', async () => {
    const run = schedule([
      { name: 'build', load: 1 },
      { name: 'e2e', load: 1, after: ['build'] },
      { name: 'package', load: 1, after: ['build'] },
      { name: 'lint', load: 1 },
    ]);
    expect(run.names()).toEqual(['build', 'lint']);
    await run.end('lint');
    expect(run.names()).toEqual(['build', 'lint']);
    await run.end('build');
    expect([...run.running]).toEqual(['e2e', 'package']);
    await run.end('e2e');
    await run.end('package');
    await run.done;
  });

  it('given loads, should never keep more cores busy than there are; a step bigger than the machine runs by itself', async () => {
    const run = schedule(
      [
        { name: 'build', load: 2 },
        { name: 'e2e', load: 1, after: ['build'] },
        { name: 'visual', load: 2 },
        { name: 'huge', load: 8 },
        { name: 'lint', load: 1 },
      ],
      2,
    );
    expect([...run.running]).toEqual(['build']);
    await run.end('build');
    // visual (2) does not fit beside e2e (1); lint does; the list order decides the rest.
    expect([...run.running]).toEqual(['e2e', 'lint']);
    await run.end('e2e');
    await run.end('lint');
    expect([...run.running]).toEqual(['visual']);
    await run.end('visual');
    expect([...run.running]).toEqual(['huge']);
    await run.end('huge');
    await run.done;
  });

  it('given a step after one that is not in the run (--only), should not wait for it', async () => {
    const run = schedule([{ name: 'e2e', load: 1, after: ['system', 'build'] }]);
    expect(run.names()).toEqual(['e2e']);
    await run.end('e2e');
    await run.done;
  });

  it('given steps that wait for each other, should reject naming them', async () => {
    const run = schedule([
      { name: 'a', load: 1, after: ['b'] },
      { name: 'b', load: 1, after: ['a'] },
    ]);
    await expect(run.done).rejects.toThrow('steps that can never start: a,b');
  });

  it('given a step that fails to start, should reject', async () => {
    const done = runSteps([{ name: 'broken', load: 1 }], {
      cores: 2,
      start: () => Promise.reject(new Error('spawn failed')),
    }) as Promise<void>;
    await expect(done).rejects.toThrow('spawn failed');
  });
});

describe("npm test's steps", () => {
  it('given two cores, should build the site alone, run e2e alone from its end, then the other steps two at a time, and shoot the stories last, from the storybook step', async () => {
    const run = schedule(
      (allSteps as FakeStep[]).map(({ name, load, after, alone }) => ({
        name,
        load,
        after,
        alone,
      })),
      2,
    );
    expect([...run.running]).toEqual(['system']);
    await run.end('system');
    expect([...run.running]).toEqual(['build']);
    await run.end('build');
    expect([...run.running]).toEqual(['e2e']);
    await run.end('e2e');
    expect([...run.running]).toEqual(['lint', 'typecheck']);
    for (const [done, running] of [
      ['lint', ['typecheck', 'unit']],
      ['typecheck', ['unit', 'postgres']],
      ['unit', ['postgres', 'resilience']],
      ['postgres', ['resilience', 'resilience-postgres']],
      ['resilience', ['resilience-postgres', 'package']],
      ['resilience-postgres', ['package', 'storybook']],
      // visual (2) waits for the storybook step's build and for both cores.
      ['package', ['storybook']],
      ['storybook', ['visual']],
    ] as const) {
      await run.end(done);
      expect([...run.running]).toEqual(running);
    }
    await run.end('visual');
    await run.done;
  });
});

describe('stepCounts', () => {
  it('given a command that exited 0 with its report, should count the report', () => {
    expect(stepCounts(0, { passed: 12, failed: 0 })).toEqual({ passed: 12, failed: 0 });
  });

  it('given a report with failures, should count them as they are', () => {
    expect(stepCounts(1, { passed: 10, failed: 2 })).toEqual({ passed: 10, failed: 2 });
  });

  it('given a command that failed while its report shows no failure, should count one failure', () => {
    expect(stepCounts(1, { passed: 12, failed: 0 })).toEqual({ passed: 12, failed: 1 });
  });

  it('given no report, should count one failure whatever the exit code', () => {
    expect(stepCounts(0, null)).toEqual({ passed: 0, failed: 1 });
    expect(stepCounts(137, null)).toEqual({ passed: 0, failed: 1 });
  });
});

describe('failedTestsOf', () => {
  it('should name each failed test with its file and the first line of its error, and a file that failed outside any test', () => {
    const report = {
      testResults: [
        {
          name: '/repo/tests/e2e/leads.e2e.ts',
          assertionResults: [
            { status: 'passed', fullName: 'leads should send', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'leads should mark handled',
              failureMessages: [
                '\nTimeoutError: locator.click: Timeout 30000ms exceeded.\n    at x',
              ],
            },
          ],
        },
        {
          name: '/repo/tests/e2e/blog.e2e.ts',
          message: 'Error: hook timed out\nstack',
          assertionResults: [],
        },
        {
          name: '/repo/tests/e2e/smoke.e2e.ts',
          assertionResults: [{ status: 'passed', fullName: 'ok' }],
        },
      ],
    };
    expect(failedTestsOf(report, '/repo')).toEqual([
      'tests/e2e/leads.e2e.ts > leads should mark handled: TimeoutError: locator.click: Timeout 30000ms exceeded.',
      'tests/e2e/blog.e2e.ts: Error: hook timed out',
    ]);
  });
});

describe('retriedTestsOf', () => {
  it('should name the tests that passed only on a retry, from the reporter’s log', () => {
    const log = [
      ' \u001b[32m✓\u001b[39m tests/e2e/leads.e2e.ts (9 tests) 65068ms',
      '     \u001b[32m✓\u001b[39m should send a quote 1200ms\u001b[33m (retry x1)\u001b[39m',
      '     × should fail twice (retry x1)',
    ].join('\n');
    expect(retriedTestsOf(log)).toEqual(['should send a quote 1200ms (retry x1)']);
  });
});
