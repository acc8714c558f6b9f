// Test helpers for blog authoring: a fake of the authoring API in memory, answering as
// mock-api/src/routes/blog-authoring.ts does (201/200 with 'Post created'/'Post saved', or
// 'Post submitted for review', 409 for a taken slug, 403 for someone else's published post and
// for status published from a member, 404 for unknown ids and their drafts; staff's review list).
import type { BlogPost, BlogPostInput, PublicUser } from '@brightlane/contract';
import { blogMessages } from '@brightlane/contract';
import { testUser } from '../auth/testing.tsx';
import { apiAnswer, stubFetch } from '../leads/testing.ts';

let next = 500;

/** A post as the editor's GET returns it; Jane's unless `authorId` says otherwise. */
export function testPost(overrides: Partial<BlogPost> = {}): BlogPost {
  next += 1;
  return {
    id: String(next),
    title: `Post ${next}`,
    slug: `post-${next}`,
    content: '<p>Hello.</p>',
    excerpt: null,
    status: 'draft',
    authorId: testUser().id,
    authorName: 'Jane Doe',
    createdAt: '2026-03-01T01:00:00.000Z',
    updatedAt: '2026-03-02T03:15:00.000Z',
    publishedAt: null,
    ...overrides,
  };
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | undefined;

/**
 * `fetch` as the API for `user` (Jane; null when signed out) with `posts` (changed in place);
 * `extra` answers first when it returns something.
 */
export function blogApi(
  posts: BlogPost[] = [],
  { user = testUser(), extra }: { user?: PublicUser | null; extra?: Handler } = {},
) {
  const fetchMock = stubFetch();
  const mayEdit = (post: BlogPost) => user && (post.authorId === user.id || user.role === 'staff');
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = extra?.(url, init);
    if (answer) return answer;
    const method = init?.method ?? 'GET';
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as BlogPostInput) : undefined;
    if (url.pathname === '/api/auth/session') return apiAnswer(200, { user });
    if (!user) return apiAnswer(401, { message: 'Not signed in' });
    const summaries = (list: BlogPost[]) =>
      list.map(({ content: _content, ...summary }) => summary);
    if (url.pathname === '/api/blog/mine') {
      return apiAnswer(200, {
        posts: summaries(posts.filter((post) => post.authorId === user.id)),
      });
    }
    if (url.pathname === '/api/blog/review') {
      if (user.role !== 'staff') return apiAnswer(403, { message: blogMessages.reviewNeedsStaff });
      return apiAnswer(200, {
        posts: summaries(posts.filter((post) => post.status === 'submitted')),
      });
    }
    if (body?.status === 'published' && user.role !== 'staff') {
      return apiAnswer(403, {
        message: blogMessages.publishNeedsStaff,
        issues: [{ path: 'status', message: blogMessages.publishNeedsStaff }],
      });
    }
    const savedAs = (fallback: string) =>
      body?.status === 'submitted' ? blogMessages.submitted : fallback;
    if (url.pathname === '/api/blog/posts' && method === 'POST' && body) {
      if (posts.some((post) => post.slug === body.slug)) {
        return apiAnswer(409, {
          message: blogMessages.slugTaken,
          issues: [{ path: 'slug', message: blogMessages.slugTaken }],
        });
      }
      const post = testPost({
        ...body,
        excerpt: body.excerpt ?? null,
        authorId: user.id,
        publishedAt: body.status === 'published' ? '2026-04-01T00:00:00.000Z' : null,
      });
      posts.push(post);
      return apiAnswer(201, { post, message: savedAs(blogMessages.created) });
    }
    const one = url.pathname.match(/^\/api\/blog\/posts\/([^/]+)$/);
    if (one) {
      const index = posts.findIndex((post) => post.id === one[1]);
      const post = posts[index];
      if (!post || (!mayEdit(post) && post.status === 'draft')) {
        return apiAnswer(404, { message: blogMessages.notFound });
      }
      if (!mayEdit(post)) return apiAnswer(403, { message: blogMessages.forbidden });
      if (method === 'GET') return apiAnswer(200, post);
      if (method === 'PUT' && body) {
        posts[index] = {
          ...post,
          ...body,
          excerpt: body.excerpt ?? null,
          updatedAt: '2026-04-02T00:00:00.000Z',
          publishedAt:
            post.publishedAt ?? (body.status === 'published' ? '2026-04-02T00:00:00.000Z' : null),
        };
        return apiAnswer(200, { post: posts[index], message: savedAs(blogMessages.saved) });
      }
      if (method === 'DELETE') {
        posts.splice(index, 1);
        return apiAnswer(200, { success: true, message: blogMessages.deleted });
      }
    }
    return apiAnswer(404, { message: 'Not found' });
  });
  return fetchMock;
}

/** The blog authoring requests made, with their method and JSON body. */
export function blogCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    }))
    .filter(({ url }) => url.pathname.startsWith('/api/blog/'));
}
