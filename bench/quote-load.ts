// The lead API under load (issue: lead capture): N quotes posted by C concurrent clients to
// the real server (FORM_RATE_LIMIT=0), reporting throughput and latency percentiles, then
// checking that the database holds exactly the acknowledged count. 127.0.0.1 only, bounded
// in count.
import { execFileSync } from 'node:child_process';
import { apiPaths } from '@brightlane/contract';
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

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Posts `requests` quotes with `concurrency` connections at once; counts what was stored. */
export async function quoteLoad(
  server: { url: string; dataDir: string },
  requests = 5000,
  concurrency = 50,
): Promise<QuoteLoadResult> {
  const latencies: number[] = [];
  let acknowledged = 0;
  let failed = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        const n = next++;
        const body = JSON.stringify({
          projectGoal: 'website',
          businessType: 'retail',
          projectScope: 'small',
          name: `Load Test ${n}`,
          email: `load${n}@example.com`,
          phone: '',
          message: 'Benchmark quote',
          timestamp: new Date().toISOString(),
        });
        const t0 = performance.now();
        try {
          const response = await fetch(`${server.url}${apiPaths.submitQuote}`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Origin: server.url },
            body,
          });
          await response.arrayBuffer();
          if (response.ok) acknowledged++;
          else failed++;
        } catch {
          failed++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

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
    failed,
    seconds: Number(seconds.toFixed(2)),
    perSecond: Math.round(acknowledged / seconds),
    p50Ms: Math.round(percentile(latencies, 50)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(latencies.at(-1) ?? 0),
    stored,
  };
}
