// Reading the blog (docs/product/spec.md §2 "Blog screens", docs/product/decisions.md "Blog"): GET /api/blog/posts lists
// published posts, newest first, a page at a time; GET /api/blog/posts/by-slug/{slug} is one
// published post, its HTML sanitised. Drafts and unknown slugs are the same 404, so a draft's
// slug is not revealed. Authoring (POST, PUT, DELETE) comes with user accounts.
import {
  apiPaths,
  blogListQuerySchema,
  blogReadMessages,
  publishedPostListSchema,
  publishedPostSchema,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBody } from '../http/errors.ts';
import { errorResponse } from '../http/openapi.ts';
import type { BlogService } from '../services/blog.ts';

const jsonContent = <T>(schema: T) => ({ 'application/json': { schema } });

const listRoute = createRoute({
  method: 'get',
  path: apiPaths.blog.posts,
  operationId: 'listBlogPosts',
  security: [],
  tags: ['Blog'],
  summary: 'Published blog posts, newest first',
  description:
    'One page of published posts (without their content) and the number of published posts. ' +
    'Drafts are never listed here.',
  request: { query: blogListQuerySchema },
  responses: {
    200: { description: 'A page of posts', content: jsonContent(publishedPostListSchema) },
    400: errorResponse('A page or page size that is not a whole number in range (see `issues`)'),
  },
});

const bySlugRoute = createRoute({
  method: 'get',
  path: apiPaths.blog.postBySlug,
  operationId: 'getBlogPostBySlug',
  security: [],
  tags: ['Blog'],
  summary: 'One published blog post by its slug',
  description:
    'The post with its sanitised HTML (`contentHtml`). A draft or an unknown slug answers 404.',
  request: {
    params: z.object({
      slug: z.string().meta({
        param: { name: 'slug', in: 'path' },
        example: 'how-fast-should-a-website-be',
      }),
    }),
  },
  responses: {
    200: { description: 'The post', content: jsonContent(publishedPostSchema) },
    404: errorResponse('No published post has this slug'),
  },
});

export function blogRoutes(blog: BlogService) {
  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const list = await blog.listPublished(c.req.valid('query'));
      return c.json(list, 200);
    })
    .openapi(bySlugRoute, async (c) => {
      const post = await blog.publishedBySlug(c.req.valid('param').slug);
      if (!post) return c.json(errorBody(blogReadMessages.postNotFound), 404);
      return c.json(post, 200);
    });
}
