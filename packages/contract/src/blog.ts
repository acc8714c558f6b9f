// Reading the blog (docs/product/spec.md §2 "Blog screens", §3 "Blog post"; docs/product/decisions.md "Blog"): what
// GET /api/blog/posts and GET /api/blog/posts/by-slug/{slug} answer to anyone. Only published
// posts are public, so these shapes have no status and always a publish date. The authoring
// shapes (BlogPostInput, BlogPost with status and author id) are in forms.ts.
import { z } from './zod.ts';
import { idSchema, isoDateTime } from './fields.ts';

/** Posts per page when the request names none, and the most one page may hold. */
export const BLOG_PAGE_SIZE_DEFAULT = 10;
export const BLOG_PAGE_SIZE_MAX = 50;

/** Ours: the API's answers about reading posts. */
export const blogReadMessages = {
  postNotFound: 'Post not found',
  pageInvalid: 'Page must be a whole number from 1',
  pageSizeInvalid: `Page size must be a whole number from 1 to ${BLOG_PAGE_SIZE_MAX}`,
} as const;

// Query values arrive as text: '2' → 2. A missing one takes the default; '', 'x' or '1.5' fail.
const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** The query of GET /api/blog/posts: `?page=2&pageSize=10`, both optional. */
export const blogListQuerySchema = z.object({
  page: wholeNumber(blogReadMessages.pageInvalid, 1, Number.MAX_SAFE_INTEGER)
    .default(1)
    .meta({ description: 'Which page, from 1', example: 1 }),
  pageSize: wholeNumber(blogReadMessages.pageSizeInvalid, 1, BLOG_PAGE_SIZE_MAX)
    .default(BLOG_PAGE_SIZE_DEFAULT)
    .meta({ description: `Posts per page, 1 to ${BLOG_PAGE_SIZE_MAX}`, example: 10 }),
});

/** A published post as a card of the list: everything but its body. */
export const publishedPostSummarySchema = z
  .object({
    id: idSchema,
    slug: z.string(),
    title: z.string(),
    /** The author's excerpt, else the start of the post's text. */
    excerpt: z.string(),
    authorName: z.string(),
    /**
     * Who the byline names for search engines (JSON-LD): 'organization' only for a post with no
     * account behind it (the agency's own, e.g. the sample posts); a member's or a staff
     * member's post names that person, whatever name the account chose.
     */
    authorKind: z.enum(['person', 'organization']),
    publishedAt: isoDateTime(),
    updatedAt: isoDateTime(),
  })
  .meta({ id: 'PublishedPostSummary' });

/** One published post, for /blog/{slug}. `contentHtml` was sanitised by the API (allow-list). */
export const publishedPostSchema = publishedPostSummarySchema
  .extend({ contentHtml: z.string() })
  .meta({ id: 'PublishedPost' });

/** GET /api/blog/posts: one page of published posts, newest first, and how many there are. */
export const publishedPostListSchema = z
  .object({
    posts: z.array(publishedPostSummarySchema),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(BLOG_PAGE_SIZE_MAX),
    /** Published posts in all; pages = ceil(total / pageSize). */
    total: z.number().int().min(0),
  })
  .meta({ id: 'PublishedPostList' });

export type BlogListQuery = z.infer<typeof blogListQuerySchema>;
export type PublishedPostSummary = z.infer<typeof publishedPostSummarySchema>;
export type PublishedPost = z.infer<typeof publishedPostSchema>;
export type PublishedPostList = z.infer<typeof publishedPostListSchema>;
