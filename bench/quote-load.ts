// The lead API under load (issue: lead capture): N quotes posted by autocannon over C
// connections to the real server (FORM_RATE_LIMIT=0), reporting throughput and latency percentiles, then
// checking that the database holds exactly the acknowledged count. 127.0.0.1 only, bounded
// in count.
import { execFileSync } from 'node:child_process';
import { apiPaths } from '@brightlane/contract';
// @ts-expect-error autocannon ships no types (the parts used are typed below)
import autocannon from 'autocannon';
import { repoRoot } from '../tests/lib/server.ts';

export interface QuoteLoadResult {
  requests: number;
  concurrency: number;
  acknowledged: number;
  failed: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  stored: number;
}

/** The parts of autocannon's result read here (the package ships no types). */
interface AutocannonResult {
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
  latency: { p50: number; p99: number; max: number };
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>;

/** Posts `requests` quotes with `concurrency` connections at once; counts what was stored. */
export async function quoteLoad(
  server: { url: string; dataDir: string },
  requests = 5000,
  concurrency = 50,
): Promise<QuoteLoadResult> {
  let n = 0;
  const result = await (autocannon as Autocannon)({
    url: `${server.url}${apiPaths.submitQuote}`,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: server.url },
    connections: concurrency,
    amount: requests,
    // Each request a different lead, as real traffic would be.
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => {
          n++;
          return {
            ...request,
            body: JSON.stringify({
              projectGoal: 'website',
              businessType: 'retail',
              projectScope: 'small',
              name: `Load Test ${n}`,
              email: `load${n}@example.com`,
              phone: '',
              message: 'Benchmark quote',
              timestamp: new Date().toISOString(),
            }),
          };
        },
      },
    ],
  });
  const acknowledged = result['2xx'];
  const seconds = result.duration;

  // Count what the database holds, through the same script the agency uses.
  const lines = execFileSync('npm', ['run', '--silent', 'leads', '--', '--json'], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: server.dataDir },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
    .split('\n')
    .filter((line) => line.startsWith('{'));
  const stored = lines.filter(
    (line) => (JSON.parse(line) as { kind: string }).kind === 'quotes',
  ).length;

  return {
    requests,
    concurrency,
    acknowledged,
    failed: result.non2xx + result.errors + result.timeouts,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(acknowledged / seconds),
    p50Ms: Math.round(result.latency.p50),
    p99Ms: Math.round(result.latency.p99),
    maxMs: Math.round(result.latency.max),
    stored,
  };
}
