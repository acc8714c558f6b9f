// The blog's client for GET /api/blog/posts and GET /api/blog/posts/by-slug/{slug} (docs/product/decisions.md
// "Blog": posts come from our API, never from database calls in the browser). Answers are
// checked against the contract, so a page never renders a shape it does not expect.
import {
  apiPaths,
  buildPath,
  withQuery,
  type PublishedPost,
  type PublishedPostList,
} from '@brightlane/contract';
import { loadBlogSchemas } from './schemas.ts';

/** Posts on one page of /blog. */
export const BLOG_LIST_PAGE_SIZE = 10;

/** A request that did not succeed: `status` 0 means it never got an answer (offline, aborted). */
export class BlogRequestError extends Error {
  readonly status: number;
  constructor(status: number, message?: string) {
    super(message ?? `Request failed with status ${status}`);
    this.name = 'BlogRequestError';
    this.status = status;
  }
}

async function getJson(
  path: string,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(path, { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    // An abort is the caller's own doing: let it through as it is.
    if (signal?.aborted) throw error;
    throw new BlogRequestError(0, error instanceof Error ? error.message : String(error));
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  return { status: response.status, body };
}

/** One page of published posts, newest first. */
export async function fetchPosts(
  { page = 1, pageSize = BLOG_LIST_PAGE_SIZE }: { page?: number; pageSize?: number } = {},
  signal?: AbortSignal,
): Promise<PublishedPostList> {
  const [{ status, body }, { publishedPostListSchema }] = await Promise.all([
    getJson(withQuery(apiPaths.blog.posts, { page, pageSize }), signal),
    loadBlogSchemas(),
  ]);
  if (status !== 200) throw new BlogRequestError(status);
  const parsed = publishedPostListSchema.safeParse(body);
  if (!parsed.success) throw new BlogRequestError(status, 'Unexpected response from the server');
  return parsed.data;
}

/** The published post with this slug, or null when there is none (a 404). */
export async function fetchPost(slug: string, signal?: AbortSignal): Promise<PublishedPost | null> {
  const [{ status, body }, { publishedPostSchema }] = await Promise.all([
    getJson(buildPath(apiPaths.blog.postBySlug, { slug }), signal),
    loadBlogSchemas(),
  ]);
  if (status === 404) return null;
  if (status !== 200) throw new BlogRequestError(status);
  const parsed = publishedPostSchema.safeParse(body);
  if (!parsed.success) throw new BlogRequestError(status, 'Unexpected response from the server');
  return parsed.data;
}

/** '2026-11-03T00:00:00.000Z' → '3 November 2026', the date in Melbourne (where we publish). */
export function formatPostDate(iso: string): string {
  return new Intl.DateTimeFormat('en-AU', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Australia/Melbourne',
  }).format(new Date(iso));
}
