import { publishedPostListSchema, publishedPostSchema } from '@brightlane/contract';
import { eq } from 'drizzle-orm';
import { createApp } from '../app.ts';
import type { Database, Listen } from '../db/client.ts';
import { blogPosts } from '../db/schema.ts';
import { createBlogService, type BlogService, type NewPost } from '../services/blog.ts';
import { openTestDatabase } from '../test/database.ts';

describe('reading the blog', () => {
  let database: Database;
  let app: ReturnType<typeof createApp>;
  let uncached: ReturnType<typeof createApp>;
  let blog: BlogService;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = createApp({ database, config: { logLevel: 'silent' } });
    // The list's own tests read through an app that keeps no page (its listener cannot start,
    // so every read goes to the database): the posts they write behind its back are there on
    // the next read, however late a NOTIFY arrives on a busy PostgreSQL. What is kept, and when
    // it is let go, is tested below with `app` ("kept in memory until the posts change").
    const notListening: Listen = () => Promise.reject(new Error('no LISTEN in these tests'));
    uncached = createApp({
      database: { db: database.db, listen: notListening },
      config: { logLevel: 'silent' },
    });
    blog = createBlogService(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await database.db.delete(blogPosts);
  });

  const post = (overrides: Partial<NewPost> = {}): NewPost => ({
    title: 'Hello',
    slug: 'hello',
    content: '<p>Hello world</p>',
    excerpt: 'A first post',
    status: 'published',
    authorName: 'Ann Lee',
    publishedAt: new Date('2026-10-01T09:00:00Z'),
    ...overrides,
  });

  /** Published posts day-1 … day-n, one day apart (day-n is the newest). */
  const publishDays = async (n: number) => {
    for (let day = 1; day <= n; day += 1) {
      await blog.createIfSlugFree(
        post({
          title: `Day ${day}`,
          slug: `day-${day}`,
          publishedAt: new Date(Date.UTC(2026, 9, day, 9)),
        }),
      );
    }
  };

  describe('GET /api/blog/posts', () => {
    it('given no posts, should answer an empty first page', async () => {
      const res = await uncached.request('/api/blog/posts');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ posts: [], page: 1, pageSize: 10, total: 0 });
    });

    it('given published posts and a draft, should list only the published ones, newest first', async () => {
      await blog.createIfSlugFree(
        post({ slug: 'older', title: 'Older', publishedAt: new Date('2026-09-01T00:00:00Z') }),
      );
      await blog.createIfSlugFree(
        post({ slug: 'newer', title: 'Newer', publishedAt: new Date('2026-10-01T00:00:00Z') }),
      );
      await blog.createIfSlugFree(post({ slug: 'secret-draft', title: 'Draft', status: 'draft' }));

      const res = await uncached.request('/api/blog/posts');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(publishedPostListSchema.parse(body)).toEqual(body);
      expect(body.total).toBe(2);
      expect(body.posts.map((p: { slug: string }) => p.slug)).toEqual(['newer', 'older']);
      expect(body.posts[0]).toEqual({
        id: expect.any(String),
        slug: 'newer',
        title: 'Newer',
        excerpt: 'A first post',
        authorName: 'Ann Lee',
        // No account wrote it (the agency's own, as the sample posts): the organisation's.
        authorKind: 'organization',
        publishedAt: '2026-10-01T00:00:00.000Z',
        updatedAt: expect.any(String),
      });
      // A list entry has no body.
      expect(body.posts[0]).not.toHaveProperty('contentHtml');
      expect(body.posts[0]).not.toHaveProperty('content');
    });

    it('given a page and a page size, should answer that page and the total', async () => {
      await publishDays(5);
      const first = await (await uncached.request('/api/blog/posts?page=1&pageSize=2')).json();
      const second = await (await uncached.request('/api/blog/posts?page=2&pageSize=2')).json();
      const last = await (await uncached.request('/api/blog/posts?page=3&pageSize=2')).json();
      const beyond = await (await uncached.request('/api/blog/posts?page=4&pageSize=2')).json();
      const slugs = (page: { posts: { slug: string }[] }) => page.posts.map((p) => p.slug);

      expect(first).toMatchObject({ page: 1, pageSize: 2, total: 5 });
      expect(slugs(first)).toEqual(['day-5', 'day-4']);
      expect(slugs(second)).toEqual(['day-3', 'day-2']);
      expect(slugs(last)).toEqual(['day-1']);
      expect(beyond).toEqual({ posts: [], page: 4, pageSize: 2, total: 5 });
    });

    it('given a page size of 50, should accept it', async () => {
      const res = await uncached.request('/api/blog/posts?pageSize=50');
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ pageSize: 50 });
    });

    it.each([
      ['pageSize=51', 'pageSize', 'Page size must be a whole number from 1 to 50'],
      ['pageSize=0', 'pageSize', 'Page size must be a whole number from 1 to 50'],
      ['pageSize=ten', 'pageSize', 'Page size must be a whole number from 1 to 50'],
      ['page=0', 'page', 'Page must be a whole number from 1'],
      ['page=1.5', 'page', 'Page must be a whole number from 1'],
      ['page=-1', 'page', 'Page must be a whole number from 1'],
    ])('given %s, should answer 400 naming the parameter', async (query, path, message) => {
      const res = await uncached.request(`/api/blog/posts?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid input', issues: [{ path, message }] });
    });

    it('given a post without an excerpt, should make one from the start of its text', async () => {
      await blog.createIfSlugFree(
        post({
          excerpt: null,
          content: '<h2>Speed</h2><p>Fast sites <strong>sell</strong> more &amp; rank better.</p>',
        }),
      );
      const body = await (await uncached.request('/api/blog/posts')).json();
      expect(body.posts[0].excerpt).toBe('Speed Fast sites sell more & rank better.');
    });

    describe('kept in memory until the posts change', () => {
      const slugsListed = async () =>
        (
          (await (await app.request('/api/blog/posts')).json()) as { posts: { slug: string }[] }
        ).posts.map((listed) => listed.slug);
      const insertBehindItsBack = (slug: string) =>
        database.db.insert(blogPosts).values({
          title: slug,
          slug,
          content: '<p>Written elsewhere</p>',
          status: 'published',
          authorName: 'Ann Lee',
          publishedAt: new Date(),
        });

      // A LISTEN that never hears anything: what the service keeps, and when it lets go, apart
      // from the NOTIFYs (other test files write blog_posts and NOTIFY the same channel).
      const deaf: Listen = async () => async () => {};

      it('given a listed page and a change nobody announced, should answer the kept page', async () => {
        const kept = createBlogService(database.db, { listen: deaf });
        await blog.createIfSlugFree(post());
        expect((await kept.listPublished({ page: 1, pageSize: 10 })).total).toBe(1);
        await insertBehindItsBack('unannounced');
        expect((await kept.listPublished({ page: 1, pageSize: 10 })).total).toBe(1);
        expect((await blog.listPublished({ page: 1, pageSize: 10 })).total).toBe(2);
      });

      it('given a post written by another process, should list it once its change is heard', async () => {
        await blog.createIfSlugFree(post());
        await vi.waitFor(async () => expect(await slugsListed()).toEqual(['hello']));
        await insertBehindItsBack('from-elsewhere');
        await vi.waitFor(async () =>
          expect(await slugsListed()).toEqual(['from-elsewhere', 'hello']),
        );
      });

      it('given a post written through the same service, should list it on the very next read', async () => {
        const own = createBlogService(database.db, { listen: deaf });
        expect((await own.listPublished({ page: 1, pageSize: 10 })).total).toBe(0);
        // Nothing is heard: only the service's own clearing can make the next read see it.
        await own.createIfSlugFree(post());
        expect((await own.listPublished({ page: 1, pageSize: 10 })).total).toBe(1);
      });
    });
  });

  describe('GET /api/blog/posts/by-slug/{slug}', () => {
    it('given a published post, should answer it with its sanitised HTML', async () => {
      await blog.createIfSlugFree(
        post({
          content:
            '<h2>Intro</h2><p onclick="steal()">Read <a href="javascript:alert(1)">this</a></p><script>alert(1)</script>',
        }),
      );
      const res = await app.request('/api/blog/posts/by-slug/hello');
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(publishedPostSchema.parse(body)).toEqual(body);
      expect(body).toEqual({
        id: expect.any(String),
        slug: 'hello',
        title: 'Hello',
        excerpt: 'A first post',
        authorName: 'Ann Lee',
        // No account wrote it (the agency's own, as the sample posts): the organisation's.
        authorKind: 'organization',
        publishedAt: '2026-10-01T09:00:00.000Z',
        updatedAt: expect.any(String),
        contentHtml: '<h2>Intro</h2><p>Read <a>this</a></p>',
      });
    });

    it('given HTML stored unsanitised (an older allow-list), should sanitise it on the way out', async () => {
      await database.db.insert(blogPosts).values({
        slug: 'legacy',
        title: 'Legacy',
        content:
          '<p>Old</p><img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>',
        status: 'published',
        authorName: 'Ann Lee',
        publishedAt: new Date('2026-01-01T00:00:00Z'),
      });
      const body = await (await app.request('/api/blog/posts/by-slug/legacy')).json();
      expect(body.contentHtml).toBe('<p>Old</p>');
    });

    it('given a draft, should answer 404 as if it did not exist', async () => {
      await blog.createIfSlugFree(post({ slug: 'secret-draft', status: 'draft' }));
      const res = await app.request('/api/blog/posts/by-slug/secret-draft');
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toEqual({ message: 'Post not found' });
    });

    it.each(['no-such-post', 'Hello', '..%2Fadmin', 'a%20b'])(
      'given the slug %s, should answer 404 JSON',
      async (slug) => {
        await blog.createIfSlugFree(post());
        const res = await app.request(`/api/blog/posts/by-slug/${slug}`);
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ message: 'Post not found' });
      },
    );
  });

  describe('storing posts', () => {
    it('given a post, should store its HTML sanitised and set published_at only when published', async () => {
      await blog.createIfSlugFree(
        post({ slug: 'clean', content: '<p style="x">Hi<script>1</script></p>' }),
      );
      await blog.createIfSlugFree(post({ slug: 'draft', status: 'draft' }));
      const [clean] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'clean'));
      const [draft] = await database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'draft'));
      expect(clean).toMatchObject({ content: '<p>Hi</p>', authorId: null });
      expect(clean?.publishedAt?.toISOString()).toBe('2026-10-01T09:00:00.000Z');
      expect(draft?.publishedAt).toBeNull();
    });

    it('given a slug that is taken, should keep the first post', async () => {
      await expect(blog.createIfSlugFree(post({ title: 'First' }))).resolves.toBe(true);
      await expect(blog.createIfSlugFree(post({ title: 'Second' }))).resolves.toBe(false);
      const rows = await database.db.select().from(blogPosts);
      expect(rows.map((row) => row.title)).toEqual(['First']);
    });

    it('given a published row without a publish date, should be refused by the table', async () => {
      await expect(
        database.db.insert(blogPosts).values({
          slug: 'broken',
          title: 'Broken',
          content: '<p>x</p>',
          status: 'published',
          authorName: 'Ann Lee',
        }),
      ).rejects.toThrow();
    });
  });

  it('should describe both endpoints in the OpenAPI document', async () => {
    const doc = await (await app.request('/api/openapi.json')).json();
    expect(doc.paths['/api/blog/posts'].get.parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'page', in: 'query' }),
        expect.objectContaining({ name: 'pageSize', in: 'query' }),
      ]),
    );
    expect(doc.paths['/api/blog/posts/by-slug/{slug}'].get.responses).toHaveProperty('404');
    expect(doc.components.schemas).toHaveProperty('PublishedPost');
    expect(doc.components.schemas).toHaveProperty('PublishedPostList');
  });
});
