// `npm run seed`: sample content for a development or demo database — five published blog
// posts about the agency's services, each added only if its slug is free, and a demo account
// with a few projects, added only if no account uses its e-mail, so running it twice changes
// nothing. The demo account's password is generated and printed once: never a placeholder in
// the repo. Sample data lives here and nowhere else: the API and the site never invent content.
// The database is the server's (DATABASE_URL, else PGlite in DATA_DIR/db, created and migrated
// if new). PGlite is one process's database and the server's control socket only reads, so
// with PGlite the server must be stopped first; with PostgreSQL it may keep running.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { loadServerConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { acquireDataDirLock, dataDirLockOwner } from '../db/data-dir-lock.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { makePrivateDir } from '../private-files.ts';
import type { ProjectInput } from '@brightlane/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords.ts';
import { createLogger } from '../logger.ts';
import { createMemoryMailer } from '../mail/mailer.ts';
import { blogPosts, projectDailyViews, projects as projectsTable, users } from '../db/schema.ts';
import { freeUsername } from '../services/accounts.ts';
import { createBlogService, type NewPost } from '../services/blog.ts';
import { createMailQueue } from '../services/mail-queue.ts';
import { createNotificationsService } from '../services/notifications.ts';
import { createProjectsService, utcDay } from '../services/projects.ts';

const AUTHOR = 'Brightlane Digital';

/** The sample posts, oldest first. */
export const samplePosts: readonly NewPost[] = [
  {
    title: 'Moving a small business to the cloud without the downtime',
    slug: 'moving-to-the-cloud-without-downtime',
    excerpt:
      'Email, files and the website off the office server: what to move first, what to leave, and how to switch over on a quiet weekend.',
    content: `<p>Many of the businesses we work with still run a server in a cupboard. It works until it does not: a failed disk, a power cut or a burglary can stop the whole office.</p>
<h2>Move in this order</h2>
<ol>
<li><strong>Email and calendars</strong> first: the least custom, the most used.</li>
<li><strong>Shared files</strong> next, with the folder permissions written down before anything moves.</li>
<li><strong>The website and line-of-business apps</strong> last, each with a tested way back.</li>
</ol>
<h2>Switch over when nobody is working</h2>
<p>We copy everything in the background for a week, then do the final sync and the DNS change on a Saturday morning. On Monday the team signs in as usual.</p>
<p>Read about our <a href="/services/cloud">cloud services</a>.</p>`,
    status: 'published',
    authorName: AUTHOR,
    publishedAt: new Date('2026-08-18T00:00:00.000Z'),
  },
  {
    title: 'How fast should a small-business website be?',
    slug: 'how-fast-should-a-small-business-website-be',
    excerpt:
      'Visitors leave slow pages. What the Core Web Vitals measure, the numbers to aim for and the fixes that matter most.',
    content: `<p>Most visitors decide within a few seconds whether a page is worth waiting for. Google's <strong>Core Web Vitals</strong> put numbers on that feeling, and they also feed into search rankings.</p>
<h2>The three numbers</h2>
<ul>
<li><strong>Largest Contentful Paint</strong> (LCP): the main content shows within 2.5 seconds.</li>
<li><strong>Interaction to Next Paint</strong> (INP): the page answers a tap or click within 200 milliseconds.</li>
<li><strong>Cumulative Layout Shift</strong> (CLS): nothing jumps around while the page loads (below 0.1).</li>
</ul>
<h2>Where the time goes</h2>
<p>On the sites we audit, the usual culprits are oversized images, third-party scripts and web fonts loaded from another server. Each has a simple fix:</p>
<ol>
<li>Serve images at the size they are shown, in a modern format.</li>
<li>Remove the scripts nobody looks at the data of.</li>
<li>Self-host fonts, or use the system font stack.</li>
</ol>
<p>Want to know where your site stands? <a href="/contact">Ask us for a free review</a>.</p>`,
    status: 'published',
    authorName: AUTHOR,
    publishedAt: new Date('2026-09-15T00:00:00.000Z'),
  },
  {
    title: 'Shopify, WooCommerce or custom: choosing an e-commerce platform',
    slug: 'shopify-woocommerce-or-custom',
    excerpt:
      'The right platform depends on your catalogue, your team and where you want to be in three years. A plain-English comparison.',
    content: `<p>Every online store we build starts with the same question: which platform? There is no single right answer, but there is usually a clear one for each business.</p>
<h2>Shopify</h2>
<p>Hosted, secure and quick to launch. Best when you want to sell, not run servers. Monthly fees and app costs add up as you grow.</p>
<h2>WooCommerce</h2>
<p>Runs on WordPress, so your shop and your content live together. Flexible and inexpensive to start, but you (or we) look after hosting and updates.</p>
<h2>Custom</h2>
<p>For unusual pricing, complex integrations or very large catalogues. More up-front work, no platform limits.</p>
<blockquote><p>Pick the platform that fits the business you will be in three years, not the one you are today.</p></blockquote>
<p>Read more about our <a href="/services/ecommerce">e-commerce services</a>.</p>`,
    status: 'published',
    authorName: AUTHOR,
    publishedAt: new Date('2026-10-06T00:00:00.000Z'),
  },
  {
    title: 'What a website care plan actually covers',
    slug: 'what-a-website-care-plan-covers',
    excerpt:
      'Updates, backups, uptime checks and small changes each month: what you get, and what a site without one risks.',
    content: `<p>A website is not finished on launch day. Plugins, frameworks and servers get security updates every week, and each one left alone is a door left open.</p>
<h2>Every month</h2>
<ul>
<li>Security and software updates, tested on a copy first.</li>
<li>Daily backups, kept off site, with a restore tested each quarter.</li>
<li>Uptime and speed checks, with an alert to us before you notice.</li>
<li>An hour of small changes: new prices, a staff photo, a seasonal banner.</li>
</ul>
<blockquote><p>The cheapest fix is the one made before anything broke.</p></blockquote>
<p>See what our <a href="/support">support team</a> looks after.</p>`,
    status: 'published',
    authorName: AUTHOR,
    publishedAt: new Date('2026-10-20T00:00:00.000Z'),
  },
  {
    title: 'Local SEO for Melbourne businesses: a checklist',
    slug: 'local-seo-checklist-melbourne',
    excerpt:
      'Show up when people nearby search for what you do: your business profile, your pages and your reviews, step by step.',
    content: `<p>When someone searches for a service "near me", search engines favour businesses they can place on a map. Local SEO is how you make sure that is you.</p>
<h2>The checklist</h2>
<ul>
<li>Claim and complete your business profile: hours, categories, photos.</li>
<li>Use the same name, address and phone number everywhere.</li>
<li>Give each service and each area you serve a page of its own.</li>
<li>Ask happy clients for reviews, and answer every review.</li>
<li>Add <code>LocalBusiness</code> structured data to your site.</li>
</ul>
<h2>Structured data in one snippet</h2>
<pre><code class="language-json">{ "@type": "LocalBusiness", "name": "Your Business", "address": "Melbourne VIC" }</code></pre>
<p>Our <a href="/services/seo">SEO services</a> cover all of this and more.</p>`,
    status: 'published',
    authorName: AUTHOR,
    publishedAt: new Date('2026-11-03T00:00:00.000Z'),
  },
];

export interface SeedResult {
  added: string[];
  skipped: string[];
}

/** Adds the sample posts whose slugs are free. */
export async function seedSamplePosts(db: Db): Promise<SeedResult> {
  const blog = createBlogService(db);
  const result: SeedResult = { added: [], skipped: [] };
  for (const post of samplePosts) {
    const added = await blog.createIfSlugFree(post);
    (added ? result.added : result.skipped).push(post.slug);
  }
  return result;
}

/**
 * `npm start` on a new database (no account, no post yet): the sample posts, so a first run's
 * blog is not empty. Undefined when the database was in use already (its blog stays as its
 * owners left it, even empty).
 */
export async function seedOnFirstRun(db: Db): Promise<SeedResult | undefined> {
  const [posts, accounts] = await Promise.all([db.$count(blogPosts), db.$count(users)]);
  if (posts > 0 || accounts > 0) return undefined;
  return seedSamplePosts(db);
}

/** The demo account: a client of the agency with projects at every stage. */
export const demoAccount = {
  email: 'demo@brightlane.example',
  name: 'Demo Client',
  projects: [
    {
      name: 'Harbour Café website',
      description: 'A five-page site with the menu, opening hours and online bookings.',
      status: 'active',
      views: 1840,
      pages: 5,
      revenue: 4200,
    },
    {
      name: 'Online store for Fitzroy Ceramics',
      description: 'A Shopify store with 120 products, shipping rules and gift cards.',
      status: 'active',
      views: 5320,
      pages: 14,
      revenue: 12850.5,
    },
    {
      name: 'Annual report microsite',
      description: 'Planning: the brief and the first wireframes.',
      status: 'draft',
      views: 0,
      pages: 3,
      revenue: 0,
    },
    {
      name: 'Spring campaign landing page',
      description: 'Ran from September to October; kept for the record.',
      status: 'archived',
      views: 9410,
      pages: 1,
      revenue: 1800,
    },
  ] satisfies ProjectInput[],
} as const;

export type DemoSeed =
  | { created: true; email: string; username: string; password: string; projects: number }
  | { created: false; email: string };

/** Days of views history the demo's projects get, so /analytics has something to draw. */
const HISTORY_DAYS = 45;
const DAY_MS = 86_400_000;

/**
 * Makes a demo project `ageDays` old with a daily views history that grows to its total today:
 * the shape a live site's counter has, so the demo's /analytics chart is not one dot. Only the
 * seed writes the past; the API records from the day a project is made.
 */
async function backdate(db: Db, projectId: number, views: number, today: number, ageDays: number) {
  const createdAt = new Date(today - ageDays * DAY_MS);
  await db.update(projectsTable).set({ createdAt }).where(eq(projectsTable.id, projectId));
  if (views === 0) return;
  const days = Array.from({ length: HISTORY_DAYS }, (_, back) => HISTORY_DAYS - back);
  await db
    .insert(projectDailyViews)
    .values(
      days.map((back) => ({
        projectId,
        day: utcDay(new Date(today - back * DAY_MS)),
        // A running total: slower at first, never falling, today's figure at the end.
        views: Math.round(views * ((HISTORY_DAYS - back) / HISTORY_DAYS) ** 1.5),
      })),
    )
    .onConflictDoNothing();
}

/**
 * The demo account and its projects, unless an account uses the demo e-mail already (then
 * nothing changes, its password least of all). The account is verified, so it can sign in at
 * once; the password is random and returned for printing, never stored anywhere but as a hash.
 */
export async function seedDemoAccount(db: Db): Promise<DemoSeed> {
  const { email, name } = demoAccount;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return { created: false, email };
  const password = randomBytes(15).toString('base64url');
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const username = await freeUsername(tx, email);
    const [row] = await tx
      .insert(users)
      .values({ email, username, name, passwordHash, emailVerifiedAt: new Date() })
      .returning({ id: users.id, username: users.username });
    if (!row) throw new Error('The demo account was not stored');
    return row;
  });
  // Through the projects service, so whatever it keeps beside a project is kept for these too.
  const logger = createLogger('silent');
  const mailQueue = createMailQueue({ db, mailer: createMemoryMailer(), logger });
  const notifications = createNotificationsService({ db, mailQueue, siteUrl: '' });
  const projects = createProjectsService({ db, notifications, deliver: () => {} });
  const today = Date.now();
  for (const [index, input] of demoAccount.projects.entries()) {
    const project = await projects.create(user.id, input);
    await backdate(db, Number(project.id), input.views, today, HISTORY_DAYS + index * 15);
  }
  return {
    created: true,
    email,
    username: user.username,
    password,
    projects: demoAccount.projects.length,
  };
}

/** The server's database, opened (and migrated) for this script; throws while the server holds PGlite. */
export async function openSeedDatabase(
  env: NodeJS.ProcessEnv,
): Promise<{ database: Database; release(): void }> {
  const config = loadServerConfig(env);
  if (config.databaseUrl) {
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl });
    await migrateDatabase(database);
    return { database, release: () => {} };
  }
  const owner = dataDirLockOwner(config.dataDir);
  if (owner) {
    throw new Error(
      `The database in ${join(config.dataDir, 'db')} is open in another process (${owner.role}, pid ${owner.pid}). ` +
        'Stop the server, run `npm run seed`, then start it again.',
    );
  }
  makePrivateDir(config.dataDir);
  const lock = acquireDataDirLock(config.dataDir, 'script');
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: join(config.dataDir, 'db') });
    await migrateDatabase(database);
    return { database, release: () => lock.release() };
  } catch (error) {
    lock.release();
    throw error;
  }
}

const USAGE =
  'Usage: npm run seed   (adds the sample blog posts that are not there yet, and the demo account with its projects if it is not there)';

export interface RunSeedResult extends SeedResult {
  demo: DemoSeed;
}

/** Runs the command, writing its output through `write`. */
export async function runSeed(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  write: (text: string) => void,
): Promise<RunSeedResult | undefined> {
  if (argv.includes('--help') || argv.includes('-h')) {
    write(`${USAGE}\n`);
    return undefined;
  }
  const { database, release } = await openSeedDatabase(env);
  try {
    const result = await seedSamplePosts(database.db);
    const demo = await seedDemoAccount(database.db);
    const lines = [
      `Sample blog posts: ${result.added.length} added, ${result.skipped.length} already there.`,
      ...result.added.map((slug) => `  + /blog/${slug}`),
      ...(demo.created
        ? [
            `Demo account: ${demo.email} (/${demo.username}/workspace) with ${demo.projects} projects.`,
            `  Password: ${demo.password}`,
            '  Shown this once and stored only as a hash: note it now, or change it in Settings after signing in.',
          ]
        : [`Demo account: ${demo.email} is already there (its password is unchanged).`]),
    ];
    write(`${lines.join('\n')}\n`);
    return { ...result, demo };
  } finally {
    await database.close();
    release();
  }
}
