// Where the post page's loader reads a post. In the browser: the API (api.ts). When the server
// renders /blog/{slug} at request time, it passes React Router's request context
// (`handler.query(request, { requestContext })`, site/src/entry-server.tsx) with a `blog`
// reader that reads the database directly (mock-api/src/site-render.ts): a loader in Node
// cannot fetch a relative /api address. Either way the post is checked against the contract.
import { publishedPostSchema, type PublishedPost } from '@brightlane/contract';
import { fetchPost } from './api.ts';

/** The request context the server gives loaders (docs/decisions/007-blog-post-server-rendering.md). */
export interface BlogRequestContext {
  blog: {
    /** The published post with this slug, in the API's shape, or null/undefined when there is none. */
    publishedPostBySlug(slug: string): Promise<unknown>;
  };
}

/** The server's blog reader, when `context` is the server's request context. */
export function blogReaderFrom(context: unknown): BlogRequestContext['blog'] | undefined {
  if (typeof context !== 'object' || context === null || !('blog' in context)) return undefined;
  const blog = (context as { blog: unknown }).blog;
  if (typeof blog !== 'object' || blog === null) return undefined;
  const read = (blog as Partial<BlogRequestContext['blog']>).publishedPostBySlug;
  return typeof read === 'function' ? (blog as BlogRequestContext['blog']) : undefined;
}

/** The published post with this slug, or null when there is none. */
export async function readPublishedPost(
  slug: string,
  context: unknown,
  signal?: AbortSignal,
): Promise<PublishedPost | null> {
  const blog = blogReaderFrom(context);
  if (!blog) return fetchPost(slug, signal);
  const found = await blog.publishedPostBySlug(slug);
  if (found === null || found === undefined) return null;
  // The same check the API answer gets: a page never renders a shape it does not expect.
  return publishedPostSchema.parse(found);
}
