// Two API processes on one PostgreSQL (docs/decisions/016-accounts-in-the-site.md): what the accounts keep in the database holds
// across processes, as when several run behind a load balancer (docs/architecture.md "Scaling
// out"). Real server processes (tests/lib/server.ts), not two apps in one process.
import { apiPaths } from '@brightlane/contract';
import { startServer } from '../../../tests/lib/server.ts';
import type { RunningServer } from '../../../tests/lib/server.ts';

const databaseUrl = process.env.DATABASE_URL;
const PASSWORD = 'correct horse battery';

// Only with PostgreSQL: PGlite lives in one process and locks its data directory against a
// second one (db/data-dir-lock.ts). `npm test` runs this file in its postgres step
// (mock-api/scripts/with-postgres.sh), where DATABASE_URL is set.
describe.runIf(databaseUrl)('accounts across two API processes on one PostgreSQL', () => {
  const servers: RunningServer[] = [];
  beforeAll(async () => {
    // One after the other: the first applies the migrations, the second finds them applied.
    // Per-IP limits off, so the per-account sign-in limit is what the test counts.
    for (let i = 0; i < 2; i += 1) {
      servers.push(await startServer({ DATABASE_URL: databaseUrl!, AUTH_RATE_LIMIT: '0' }));
    }
  }, 240_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  const post = (server: RunningServer, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify(body),
    });
  const email = (name: string) => `${name}-${process.pid}-${Date.now()}@example.com`;

  it('V7.2: given a session made through one process, should be valid on the other, and end on both at logout', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const address = email('two-processes');
    const signup = await post(a, apiPaths.auth.signup, {
      name: 'Ann Example',
      email: address,
      password: PASSWORD,
    });
    expect(signup.status).toBe(201);
    const { token } = (await signup.json()) as { token: string };
    const session = (server: RunningServer) =>
      fetch(`${server.url}${apiPaths.auth.session}`, {
        headers: { Authorization: `Bearer ${token}` },
      }).then((res) => res.json() as Promise<{ user: { email: string } | null }>);

    expect((await session(b)).user?.email).toBe(address);

    const logout = await fetch(`${b.url}${apiPaths.auth.logout}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: b.url },
    });
    expect(logout.status).toBe(200);
    expect((await session(a)).user).toBeNull();
  });

  it('V6.3.1: should count failed sign-ins to one account across both processes', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const address = email('limit');
    expect(
      (await post(a, apiPaths.auth.signup, { name: 'Bo', email: address, password: PASSWORD }))
        .status,
    ).toBe(201);
    // Ten failures, alternating between the processes: the limit is 10 per 15 minutes.
    for (let i = 0; i < 10; i += 1) {
      const res = await post(i % 2 ? b : a, apiPaths.auth.login, {
        email: address,
        password: 'wrong password',
      });
      expect(res.status).toBe(401);
    }
    for (const server of [a, b]) {
      const refused = await post(server, apiPaths.auth.login, {
        email: address,
        password: PASSWORD,
      });
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^Too many attempts\. Try again in \d+ minutes?\.$/,
      );
    }
    // From the sixth failure on, each sign-in to the account waits out the backoff (1, 2, 4, 8,
    // then 16 s: docs/decisions/034-accounts-stay-the-owners.md), about 31 s in all.
  }, 90_000);

  it('docs/decisions/020-notifications.md: given a stream open on one process, should receive a notification made through the other (LISTEN/NOTIFY)', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const address = email('fan-out');
    const signup = await post(a, apiPaths.auth.signup, {
      name: 'Fay Out',
      email: address,
      password: PASSWORD,
    });
    const { token } = (await signup.json()) as { token: string };
    const abort = new AbortController();
    const stream = await fetch(`${b.url}${apiPaths.notifications.stream}`, {
      headers: { Authorization: `Bearer ${token}` },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = (await reader.read()).value ?? ''; // the retry line: b is listening
    const changed = await fetch(`${a.url}${apiPaths.auth.changePassword}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        Origin: a.url,
      },
      body: JSON.stringify({ currentPassword: PASSWORD, newPassword: 'another long passphrase' }),
    });
    expect(changed.status).toBe(200);
    while (!text.includes('data: ')) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    abort.abort();
    const data = text.match(/^data: (.+)$/m)?.[1];
    expect(JSON.parse(data ?? '{}')).toMatchObject({ kind: 'password-changed', read: false });
  });
});
