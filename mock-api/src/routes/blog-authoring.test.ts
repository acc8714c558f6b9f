// Writing the blog (docs/decisions/021-blog-authoring.md): sign-in to create; only the author or staff edit and delete
// (ASVS 5.0 V8.2); members submit for review and only staff publish (V8.2.1,
// docs/decisions/034-accounts-stay-the-owners.md); drafts private to their author; unique slugs;
// published_at set when first published; stored HTML sanitised with the allow-list (V5.2.2: no
// script survives).
import { blogMessages, type BlogPost } from '@brightlane/contract';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../app.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { openTestDatabase } from '../test/database.ts';
import { apiClient } from '../test/api-client.ts';

describe('blog authoring', () => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase();
    ({ app } = buildApp({ database, config: { logLevel: 'silent', authRateLimit: false } }));
  });
  afterAll(async () => {
    await database?.close();
  });

  let counter = 0;
  const { request, signup } = apiClient(() => app, '192.0.2.20');
  const slug = (word: string) => `${word}-${(counter += 1)}-${Date.now() % 100000}`;
  const draft = (overrides: Record<string, unknown> = {}) => ({
    title: 'Why page speed sells',
    slug: slug('page-speed'),
    content: '<p>Fast pages convert.</p>',
    excerpt: '',
    status: 'draft',
    ...overrides,
  });
  const write = (token: string, body: Record<string, unknown>) =>
    request<{ post: BlogPost; message: string }>('POST', '/api/blog/posts', { token, body });
  /** An account with the staff role (npm run staff:create gives it; here the row is set). */
  const staffSignup = async (name = 'Staff') => {
    const staff = await signup(name);
    await database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.id));
    return staff;
  };
  /** A member's post, submitted and then published by staff: the way a post goes public. */
  const publishedBy = async (author: { token: string }, staff: { token: string }) => {
    const { post } = (await write(author.token, draft({ status: 'submitted' }))).body;
    const published = await request<{ post: BlogPost }>('PUT', `/api/blog/posts/${post.id}`, {
      token: staff.token,
      body: draft({ slug: post.slug, status: 'published' }),
    });
    expect(published.status).toBe(200);
    return published.body.post;
  };

  it('given no session, should refuse to write, list mine, read for editing, save or delete', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', '/api/blog/posts'],
      ['GET', '/api/blog/mine'],
      ['GET', `/api/blog/posts/${id}`],
      ['PUT', `/api/blog/posts/${id}`],
      ['DELETE', `/api/blog/posts/${id}`],
    ]) {
      const res = await request(method as string, path as string, {
        body: method === 'POST' || method === 'PUT' ? draft() : undefined,
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('given a draft, should keep it to its author until staff publish it, then set published_at once', async () => {
    const author = await signup('Wren Hale');
    const reader = await signup('Reader');
    const staff = await staffSignup();
    const created = await write(author.token, draft());
    expect(created.status).toBe(201);
    const post = created.body.post;
    expect(post).toMatchObject({ status: 'draft', publishedAt: null, authorName: 'Wren Hale' });
    expect(post.authorId).toBe(author.id);

    // Nowhere public, and invisible to others even by id.
    expect((await request('GET', `/api/blog/posts/by-slug/${post.slug}`)).status).toBe(404);
    const list = await request<{ posts: { slug: string }[] }>('GET', '/api/blog/posts?pageSize=50');
    expect(list.body.posts.map((p) => p.slug)).not.toContain(post.slug);
    expect(
      (await request('GET', `/api/blog/posts/${post.id}`, { token: reader.token })).status,
    ).toBe(404);
    const mine = await request<{ posts: { id: string }[] }>('GET', '/api/blog/mine', {
      token: author.token,
    });
    expect(mine.body.posts.map((p) => p.id)).toEqual([post.id]);
    expect(
      (await request('GET', `/api/blog/posts/${post.id}`, { token: author.token })).body,
    ).toEqual(post);

    const submitted = await request<{ post: BlogPost; message: string }>(
      'PUT',
      `/api/blog/posts/${post.id}`,
      { token: author.token, body: draft({ slug: post.slug, status: 'submitted' }) },
    );
    expect(submitted.body).toMatchObject({
      message: blogMessages.submitted,
      post: { status: 'submitted', publishedAt: null },
    });
    expect((await request('GET', `/api/blog/posts/by-slug/${post.slug}`)).status).toBe(404);
    const published = await request<{ post: BlogPost }>('PUT', `/api/blog/posts/${post.id}`, {
      token: staff.token,
      body: draft({ slug: post.slug, status: 'published' }),
    });
    expect(published.status).toBe(200);
    const firstPublished = published.body.post.publishedAt;
    expect(firstPublished).toEqual(expect.any(String));
    expect((await request('GET', `/api/blog/posts/by-slug/${post.slug}`)).status).toBe(200);

    // Back to draft and out again: the first publication date stays.
    for (const status of ['draft', 'published']) {
      const again = await request<{ post: BlogPost }>('PUT', `/api/blog/posts/${post.id}`, {
        token: staff.token,
        body: draft({ slug: post.slug, status }),
      });
      expect(again.body.post.publishedAt).toBe(firstPublished);
    }
  });

  it('V8.2.1: given a member, should refuse status published (403 on the field); staff find the submitted post, publish it and it keeps its author', async () => {
    // A member may call themselves anything, the agency's name too.
    const member = await signup('Brightlane Digital');
    const staff = await staffSignup('Sasha Staff');
    const refused = await write(member.token, draft({ status: 'published' }));
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({
      message: blogMessages.publishNeedsStaff,
      issues: [{ path: 'status', message: blogMessages.publishNeedsStaff }],
    });
    const { post } = (await write(member.token, draft({ status: 'submitted' }))).body;
    const publish = draft({ slug: post.slug, status: 'published' });
    const path = `/api/blog/posts/${post.id}`;
    expect((await request('PUT', path, { token: member.token, body: publish })).status).toBe(403);

    // Only staff see what waits for review.
    expect((await request('GET', '/api/blog/review', { token: member.token })).body).toEqual({
      message: blogMessages.reviewNeedsStaff,
    });
    const waiting = await request<{ posts: BlogPost[] }>('GET', '/api/blog/review', {
      token: staff.token,
    });
    expect(waiting.body.posts.map((p) => p.id)).toContain(post.id);

    const published = await request<{ post: BlogPost }>('PUT', path, {
      token: staff.token,
      body: publish,
    });
    expect(published.body.post).toMatchObject({
      status: 'published',
      authorId: member.id,
      authorName: 'Brightlane Digital',
    });
    const read = await request<{ authorName: string; authorKind: string }>(
      'GET',
      `/api/blog/posts/by-slug/${post.slug}`,
    );
    // Search engines are told a person wrote it, never the agency.
    expect(read.body).toMatchObject({ authorName: 'Brightlane Digital', authorKind: 'person' });
    const after = await request<{ posts: BlogPost[] }>('GET', '/api/blog/review', {
      token: staff.token,
    });
    expect(after.body.posts.map((p) => p.id)).not.toContain(post.id);

    // A member's change to their published post goes back to review, off the blog.
    const changed = await request<{ post: BlogPost }>('PUT', path, {
      token: member.token,
      body: draft({ slug: post.slug, title: 'Changed', status: 'submitted' }),
    });
    expect(changed.body.post.status).toBe('submitted');
    expect((await request('GET', `/api/blog/posts/by-slug/${post.slug}`)).status).toBe(404);
  });

  it('V8.2: given someone else’s published post, should answer 403 to edit and delete; staff may', async () => {
    const author = await signup();
    const other = await signup('Other');
    const staff = await staffSignup();
    const post = await publishedBy(author, staff);
    const path = `/api/blog/posts/${post.id}`;
    const body = draft({ slug: post.slug, title: 'Taken over', status: 'published' });
    expect((await request('GET', path, { token: other.token })).status).toBe(403);
    const put = await request('PUT', path, { token: other.token, body });
    expect(put.status).toBe(403);
    expect(put.body).toEqual({ message: blogMessages.forbidden });
    expect((await request('DELETE', path, { token: other.token })).status).toBe(403);
    expect(
      (await request<{ title: string }>('GET', `/api/blog/posts/by-slug/${post.slug}`)).body.title,
    ).toBe('Why page speed sells');

    const edited = await request<{ post: BlogPost }>('PUT', path, { token: staff.token, body });
    expect(edited.status).toBe(200);
    expect(edited.body.post.title).toBe('Taken over');
    expect((await request('DELETE', path, { token: staff.token })).body).toEqual({
      success: true,
      message: blogMessages.deleted,
    });
    expect((await request('GET', `/api/blog/posts/by-slug/${post.slug}`)).status).toBe(404);
  });

  it('given a slug in use, should answer 409 "This slug is already taken" on create and on save', async () => {
    const { token } = await signup();
    const first = (await write(token, draft())).body.post;
    const taken = await write(token, draft({ slug: first.slug }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: blogMessages.slugTaken,
      issues: [{ path: 'slug', message: blogMessages.slugTaken }],
    });
    const second = (await write(token, draft())).body.post;
    const clash = await request('PUT', `/api/blog/posts/${second.id}`, {
      token,
      body: draft({ slug: first.slug }),
    });
    expect(clash.status).toBe(409);
  });

  it('given invalid posts, should answer 400 with the required-field messages', async () => {
    const { token } = await signup();
    const cases: [Record<string, unknown>, string, string][] = [
      [draft({ title: ' ' }), 'title', blogMessages.titleRequired],
      [draft({ title: 'x'.repeat(201) }), 'title', blogMessages.titleTooLong],
      [draft({ slug: '' }), 'slug', blogMessages.slugRequired],
      [draft({ slug: 'no spaces!' }), 'slug', blogMessages.slugInvalid],
      [draft({ content: '' }), 'content', blogMessages.contentRequired],
      [draft({ status: 'scheduled' }), 'status', blogMessages.statusInvalid],
    ];
    for (const [body, path, message] of cases) {
      const res = await write(token, body);
      expect(res.status, path).toBe(400);
      expect((res.body as unknown as { issues: unknown[] }).issues).toContainEqual({
        path,
        message,
      });
    }
    expect((await write(token, { ...draft(), authorId: 'someone-else' })).status).toBe(400);
  });

  it('V5.2.2: given hostile HTML, should store and serve none of the script, handlers, javascript: URLs or styles', async () => {
    const { token } = await staffSignup();
    const hostile = [
      '<h2 onclick="steal()">Heading</h2>',
      '<script>alert(1)</script>',
      '<p style="position:fixed;inset:0;background:url(javascript:alert(1))">Text</p>',
      '<a href="javascript:alert(1)">bad link</a>',
      '<a href="https://example.com" onmouseover="x()">good link</a>',
      '<img src="x" onerror="alert(1)"><img src="https://example.com/a.png" alt="A">',
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>',
      '<svg><script>alert(1)</script></svg><object data="x"></object>',
    ].join('');
    const { post } = (await write(token, draft({ content: hostile, status: 'published' }))).body;
    const served = await request<{ contentHtml: string }>(
      'GET',
      `/api/blog/posts/by-slug/${post.slug}`,
    );
    for (const html of [post.content, served.body.contentHtml]) {
      expect(html).not.toMatch(
        /<script|onclick|onerror|onmouseover|javascript:|style=|<style|<iframe|<svg|<object/i,
      );
      expect(html).toContain('<h2>Heading</h2>');
      expect(html).toContain('https://example.com/a.png');
    }
  });
});
