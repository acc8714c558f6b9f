// Where the blog's loaders read posts. In the browser: the API (api.ts). When the server
// renders /blog or /blog/{slug} at request time, it passes the router's request context
// (`handler.query(request, { requestContext })`, site/src/entry-server.tsx) with a `blog`
// reader that reads the database directly (mock-api/src/site-render.ts): a loader in Node
// cannot fetch a relative /api address. Either way the answer is checked against the contract.
import type { PublishedPost, PublishedPostList } from '@brightlane/contract';
import { loadBlogSchemas } from './schemas.ts';
import { fetchPost, fetchPosts } from './api.ts';

/** The request context the server gives loaders (docs/decisions/007-blog-post-server-rendering.md). */
export interface BlogRequestContext {
  blog: {
    /** The published post with this slug, in the API's shape, or null/undefined when there is none. */
    publishedPostBySlug(slug: string): Promise<unknown>;
    /** One page of published posts, newest first, as GET /api/blog/posts answers it. */
    publishedPosts(query: { page: number; pageSize: number }): Promise<unknown>;
  };
}

type BlogReader = BlogRequestContext['blog'];

/** The server's reader `name`, when `context` is the server's request context and has it. */
export function blogReaderFrom<Name extends keyof BlogReader>(
  context: unknown,
  name: Name,
): BlogReader[Name] | undefined {
  if (typeof context !== 'object' || context === null || !('blog' in context)) return undefined;
  const blog = (context as { blog: unknown }).blog;
  if (typeof blog !== 'object' || blog === null) return undefined;
  const read = (blog as Partial<BlogReader>)[name];
  return typeof read === 'function' ? (read.bind(blog) as BlogReader[Name]) : undefined;
}

/** The published post with this slug, or null when there is none. */
export async function readPublishedPost(
  slug: string,
  context: unknown,
  signal?: AbortSignal,
): Promise<PublishedPost | null> {
  const read = blogReaderFrom(context, 'publishedPostBySlug');
  if (!read) return fetchPost(slug, signal);
  const found = await read(slug);
  if (found === null || found === undefined) return null;
  // The same check the API answer gets: a page never renders a shape it does not expect.
  const { publishedPostSchema } = await loadBlogSchemas();
  return publishedPostSchema.parse(found);
}

/** One page of published posts, newest first (out of range: no posts, and the total). */
export async function readPublishedPosts(
  query: { page: number; pageSize: number },
  context: unknown,
  signal?: AbortSignal,
): Promise<PublishedPostList> {
  const read = blogReaderFrom(context, 'publishedPosts');
  if (!read) return fetchPosts(query, signal);
  const [found, { publishedPostListSchema }] = await Promise.all([read(query), loadBlogSchemas()]);
  return publishedPostListSchema.parse(found);
}
