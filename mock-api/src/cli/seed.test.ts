import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { dataDirLockPath } from '../db/data-dir-lock.ts';
import { openTestDatabase } from '../test/database.ts';
import { blogPosts, users } from '../db/schema.ts';
import {
  demoAccount,
  runSeed,
  samplePosts,
  seedDemoAccount,
  seedOnFirstRun,
  seedSamplePosts,
} from './seed.ts';

describe('npm run seed', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('given an empty database, should add five published posts the API lists newest first', async () => {
    const result = await seedSamplePosts(database.db);
    expect(result.added).toHaveLength(5);
    expect(result.skipped).toEqual([]);

    const app = createApp({ database, config: { logLevel: 'silent' } });
    const list = await (await app.request('/api/blog/posts')).json();
    expect(list.total).toBe(5);
    expect(list.posts.map((post: { slug: string }) => post.slug)).toEqual(
      samplePosts.map((post) => post.slug).reverse(),
    );
    const [newest] = samplePosts.slice(-1);
    const post = await (await app.request(`/api/blog/posts/by-slug/${newest?.slug}`)).json();
    expect(post.title).toBe(newest?.title);
    expect(post.contentHtml).toContain('<code class="language-json">');
  });

  it('given a first run (no account, no post), should seed; a database in use, never', async () => {
    const fresh = await openTestDatabase();
    try {
      expect((await seedOnFirstRun(fresh.db))?.added).toHaveLength(5);
      // Now it has posts: a restart adds nothing, even after they are all deleted by hand
      // while accounts exist.
      expect(await seedOnFirstRun(fresh.db)).toBeUndefined();
      await fresh.db.delete(blogPosts);
      await fresh.db.insert(users).values({
        email: 'owner@example.com',
        username: 'owner',
        name: 'Owner',
        passwordHash: 'x',
      });
      expect(await seedOnFirstRun(fresh.db)).toBeUndefined();
      expect(await fresh.db.$count(blogPosts)).toBe(0);
    } finally {
      await fresh.close();
    }
  });

  it('given the posts are there already, should add nothing', async () => {
    const result = await seedSamplePosts(database.db);
    expect(result).toEqual({ added: [], skipped: samplePosts.map((post) => post.slug) });
  });

  it('given the server holds the PGlite directory, should refuse and say how to proceed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bl-seed-'));
    try {
      // The lock of a live process that is not this one: the test runner's parent.
      writeFileSync(
        dataDirLockPath(dataDir),
        JSON.stringify({ pid: process.ppid, role: 'server' }),
      );
      await expect(runSeed([], { DATA_DIR: dataDir }, () => {})).rejects.toThrow(
        `is open in another process (server, pid ${process.ppid}). Stop the server, run \`npm run seed\`, then start it again.`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('given no demo account, should add one that signs in with the printed password, with its projects', async () => {
    const demo = await seedDemoAccount(database.db);
    if (!demo.created) throw new Error('expected the demo account to be created');
    expect(demo.password).toMatch(/^[\w-]{20}$/);
    const app = createApp({ database, config: { logLevel: 'silent' } });
    const login = await app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: 'http://localhost' },
      body: JSON.stringify({ email: demoAccount.email, password: demo.password }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const list = await (
      await app.request('/api/user/projects?sort=name', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    expect(list.projects.map((project: { name: string }) => project.name).sort()).toEqual(
      demoAccount.projects.map((project) => project.name).sort(),
    );
    const [user] = await database.db.select().from(users);
    expect(user?.emailVerifiedAt).not.toBeNull();

    // A views history for /analytics: a running total per day, ending at today's figure.
    const analytics = await (
      await app.request('/api/user/analytics?days=30', {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json();
    const cafe = analytics.series.find(
      (series: { name: string }) => series.name === 'Harbour Café website',
    );
    const views = cafe.points.map((point: { views: number | null }) => point.views);
    expect(views).toHaveLength(30);
    expect(views.every((value: number | null) => typeof value === 'number')).toBe(true);
    expect(views).toEqual([...views].sort((a: number, b: number) => a - b));
    expect(views[0]).toBeLessThan(views.at(-1));
    expect(views.at(-1)).toBe(1840);
  });

  it('given the demo account exists, should change nothing (its password least of all)', async () => {
    const [before] = await database.db.select().from(users);
    expect(await seedDemoAccount(database.db)).toEqual({
      created: false,
      email: demoAccount.email,
    });
    const after = await database.db.select().from(users);
    expect(after).toEqual([before]);
  });

  it('given a data directory, should print the demo password once and say it is there on the next run', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bl-seed-run-'));
    try {
      let first = '';
      await runSeed([], { DATA_DIR: dataDir }, (text) => (first += text));
      expect(first).toContain('Sample blog posts: 5 added, 0 already there.');
      expect(first).toMatch(
        /Demo account: demo@brightlane\.example \(\/demo\/workspace\) with 4 projects\.\n {2}Password: [\w-]{20}\n/,
      );
      let second = '';
      await runSeed([], { DATA_DIR: dataDir }, (text) => (second += text));
      expect(second).toBe(
        'Sample blog posts: 0 added, 5 already there.\nDemo account: demo@brightlane.example is already there (its password is unchanged).\n',
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('given --help, should print the usage and touch no database', async () => {
    let out = '';
    await runSeed(['--help'], { DATA_DIR: '/nonexistent/never-created' }, (text) => (out += text));
    expect(out).toContain('Usage: npm run seed');
  });
});
