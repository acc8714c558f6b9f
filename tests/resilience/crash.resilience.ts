// Crash safety (docs/decisions/026-resilience.md): quotes, a password change and blog publishes under load, the
// server killed with SIGKILL mid-load and restarted on the same data. Every request that was
// answered 2xx must be in the database, and nothing may be half-written: each stored quote has
// its queued e-mail, the password is wholly the old or wholly the new one (with its
// notification and the other sessions ended), each stored post is whole.
import { apiPaths, buildPath } from '@brightlane/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from '../lib/server.ts';
import {
  backends,
  call,
  openServerDatabase,
  query,
  restartApi,
  signUp,
  startApi,
  uniqueEmail,
  validQuote,
} from './lib.ts';

const OLD_PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'purple tractor sunrise';
/** Parallel quote senders; each sends its next quote when the last one is answered. */
const SENDERS = 12;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves to the status, or undefined when the server died before answering. */
async function statusOf(request: Promise<Response>): Promise<number | undefined> {
  try {
    const res = await request;
    await res.arrayBuffer();
    return res.status;
  } catch {
    return undefined;
  }
}

const post = (n: number, run: string) => ({
  title: `Crash test post ${n}`,
  slug: `crash-${run}-${n}`,
  content: `<p>Post ${n} of run ${run}: ${'every word of it. '.repeat(40)}</p>`,
  excerpt: `Excerpt ${n}`,
  status: 'published',
});

describe.each(backends)('a server killed with SIGKILL mid-load ($name)', ({ env }) => {
  let server: RunningServer | undefined;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'brightlane-crash-'));
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('should keep every acknowledged write, whole, after a restart on the same data', async () => {
    const run = `${process.pid}-${Date.now()}`;
    server = await startApi(env, dataDir);
    // Two accounts, each with a second session (a password change must end it): one changes
    // its password under load and is answered, the other's change is in flight at the kill.
    const account = async () => {
      const started = server!;
      const email = uniqueEmail('crash');
      const token = await signUp(started, email, OLD_PASSWORD);
      const login = await call(started, apiPaths.auth.login, {
        body: { email, password: OLD_PASSWORD },
      });
      const otherToken = ((await login.json()) as { token: string }).token;
      return { email, token, otherToken, status: undefined as number | undefined };
    };
    const answered = await account();
    const killed = await account();
    const accounts = [answered, killed];
    const { token } = answered;
    const changePassword = (who: typeof answered) =>
      statusOf(
        call(target, apiPaths.auth.changePassword, {
          body: { currentPassword: OLD_PASSWORD, newPassword: NEW_PASSWORD },
          token: who.token,
        }),
      ).then((status) => void (who.status = status));

    // The load: quotes until the process dies, each with its own address.
    const quoteOutcomes: { email: string; status: number | undefined }[] = [];
    let dead = false;
    const target = server;
    const senders = Array.from({ length: SENDERS }, async (_, sender) => {
      for (let n = 0; !dead; n += 1) {
        const address = `crash-${run}-${sender}-${n}@example.com`;
        const status = await statusOf(
          call(target, apiPaths.submitQuote, { body: validQuote(`Crash ${sender} ${n}`, address) }),
        );
        quoteOutcomes.push({ email: address, status });
        if (status === undefined) return;
      }
    });

    // Under load: a password change and a post published and answered, then another change
    // and two more posts sent, and the process killed while they may still be in flight.
    await sleep(1000);
    await changePassword(answered);
    expect(answered.status).toBe(200);
    const postOutcomes: { n: number; status: number | undefined }[] = [];
    postOutcomes.push({
      n: 1,
      status: await statusOf(call(target, apiPaths.blog.posts, { body: post(1, run), token })),
    });
    const inFlight = [
      changePassword(killed),
      ...[2, 3].map((n) =>
        statusOf(call(target, apiPaths.blog.posts, { body: post(n, run), token })).then(
          (status) => void postOutcomes.push({ n, status }),
        ),
      ),
    ];
    await sleep(150);
    const exited = new Promise((resolve) => target.process.once('exit', resolve));
    target.process.kill('SIGKILL');
    await exited;
    dead = true;
    await Promise.all(inFlight);
    await Promise.all(senders);

    // The restart: a stale data-directory lock (PGlite) and an unclean database shut-down.
    server = await restartApi(target, env);
    const restarted = server;

    // Passwords: exactly one of old and new signs in; the new one if the change was answered,
    // and then the account's other session has ended.
    const changed = new Map<string, boolean>();
    for (const { email, otherToken, status } of accounts) {
      const signIn = async (password: string) =>
        (await call(restarted, apiPaths.auth.login, { body: { email, password } })).status;
      const [oldWorks, newWorks] = [
        (await signIn(OLD_PASSWORD)) === 200,
        (await signIn(NEW_PASSWORD)) === 200,
      ];
      expect(oldWorks !== newWorks, `${email}: old ${oldWorks}, new ${newWorks}`).toBe(true);
      if (status === 200) expect(newWorks).toBe(true);
      const otherSession = await call(restarted, apiPaths.auth.session, { token: otherToken });
      const otherUser = ((await otherSession.json()) as { user: unknown }).user;
      expect(otherUser === null).toBe(newWorks);
      changed.set(email, newWorks);
    }

    // Posts: every answered one is served whole; the others are whole or absent.
    for (const { n, status } of postOutcomes) {
      const res = await call(
        restarted,
        buildPath(apiPaths.blog.postBySlug, { slug: post(n, run).slug }),
      );
      if (status === 201) expect(res.status, `post ${n}`).toBe(200);
      if (res.status === 200) {
        const body = (await res.json()) as { post?: Record<string, unknown> } & Record<
          string,
          unknown
        >;
        const stored = body.post ?? body;
        expect(stored).toMatchObject({ title: post(n, run).title });
      } else {
        expect(res.status).toBe(404);
      }
    }

    await restarted.stop();
    server = undefined;
    const database = await openServerDatabase(dataDir, env);
    try {
      // Quotes: every 200 is stored; every stored quote has its sales e-mail queued.
      const stored = await query<{ id: number; email: string; mails: number }>(
        database,
        `select q.id, q.email,
           (select count(*)::int from outbound_mail m
            where m.lead_kind = 'quotes' and m.lead_id = q.id
              and m.purpose = 'sales-notification') as mails
         from quotes q where q.email like $1`,
        [`crash-${run}-%`],
      );
      const storedEmails = new Set(stored.map((row) => row.email));
      const acknowledged = quoteOutcomes.filter((outcome) => outcome.status === 200);
      expect(quoteOutcomes.every((o) => o.status === 200 || o.status === undefined)).toBe(true);
      const missing = acknowledged.filter((outcome) => !storedEmails.has(outcome.email));
      expect(missing).toEqual([]);
      expect(stored.filter((row) => row.mails !== 1)).toEqual([]);

      // Each password change happened whole or not at all.
      for (const [email, newWorks] of changed) {
        const [notes] = await query<{ n: number }>(
          database,
          `select count(*)::int as n from notifications n join users u on u.id = n.user_id
           where u.email = $1 and n.kind = 'password-changed'`,
          [email],
        );
        expect(notes?.n).toBe(newWorks ? 1 : 0);
      }

      const posts = await query<{
        slug: string;
        content: string;
        status: string;
        published_at: Date | null;
      }>(
        database,
        `select slug, content, status, published_at from blog_posts where slug like $1`,
        [`crash-${run}-%`],
      );
      for (const row of posts) {
        const n = Number(row.slug.split('-').at(-1));
        expect(row.content).toBe(post(n, run).content);
        expect(row.status).toBe('published');
        expect(row.published_at).not.toBeNull();
      }

      console.log(
        `crash (${env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${quoteOutcomes.length} quotes sent, ` +
          `${acknowledged.length} acknowledged, ${stored.length} present (${missing.length} missing); ` +
          `password changes ${accounts.map((a) => `${a.status ?? 'unanswered'} -> ${changed.get(a.email) ? 'new' : 'old'}`).join(', ')}; ` +
          `posts ${postOutcomes.map((o) => `${o.n}:${o.status ?? 'unanswered'}`).join(' ')} -> ${posts.length} stored`,
      );
    } finally {
      await database.close();
    }
  });
});
