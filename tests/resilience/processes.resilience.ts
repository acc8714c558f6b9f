// Two API processes on one PostgreSQL (docs/decisions/026-resilience.md): the per-IP rate limits hold across them.
// Sessions, the per-account sign-in limit and notifications across processes are covered by
// mock-api/src/routes/auth.processes.test.ts. Every limit is counted in the database (the
// lead forms count stored submissions per IP, the auth limits count rows in
// auth_rate_limit_hits, each under an advisory lock), so a second process sees the first's.
import { apiPaths } from '@brightlane/contract';
import type { RunningServer } from '../lib/server.ts';
import { call, databaseUrl, startApi, validQuote } from './lib.ts';

// PGlite is one process's database (db/data-dir-lock.ts): only with PostgreSQL, as under
// `bash mock-api/scripts/with-postgres.sh npm run test:resilience`.
describe.runIf(databaseUrl)('per-IP rate limits across two API processes on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    // One after the other: the first applies the migrations. Each test's client comes from an
    // address of its own (TRUST_PROXY), so earlier runs on this database do not count.
    for (let i = 0; i < 2; i += 1) {
      servers.push(
        await startApi({
          DATABASE_URL: databaseUrl!,
          FORM_RATE_LIMIT: '3',
          AUTH_RATE_LIMIT: '1',
          TRUST_PROXY: '1',
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const freshIp = () =>
    `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${(process.pid % 250) + 1}`;

  it('given FORM_RATE_LIMIT=3, should refuse the 4th quote from one IP whichever process gets it', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const ip = freshIp();
    const quote = (server: RunningServer, n: number) =>
      call(server, apiPaths.submitQuote, {
        body: validQuote(`Two processes ${n}`, `two-processes-${n}@example.com`),
        headers: { 'X-Forwarded-For': ip },
      });
    // Sent together, two to each process: the limit is taken under a lock, never overrun.
    const first = await Promise.all([quote(a, 1), quote(b, 2), quote(a, 3), quote(b, 4)]);
    expect(first.map((res) => res.status).sort()).toEqual([200, 200, 200, 429]);
    for (const server of [a, b]) {
      const refused = await quote(server, 5);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another address is not held back by it.
    const other = await call(b, apiPaths.submitQuote, {
      body: validQuote('Someone else', 'someone-else@example.com'),
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(other.status).toBe(200);
  });

  it('should count one IP’s failed sign-ins (10 per 15 minutes) across both processes', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const ip = freshIp();
    // A different unknown address each time: the per-account limit never comes into it.
    const login = (server: RunningServer, n: number) =>
      call(server, apiPaths.auth.login, {
        body: { email: `nobody-${process.pid}-${n}@example.com`, password: 'not the password' },
        headers: { 'X-Forwarded-For': ip },
      });
    for (let n = 0; n < 10; n += 1) {
      expect((await login(n % 2 ? b : a, n)).status).toBe(401);
    }
    expect((await login(a, 10)).status).toBe(429);
    expect((await login(b, 11)).status).toBe(429);
  });
});
