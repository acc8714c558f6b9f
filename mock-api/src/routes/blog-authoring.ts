// Writing the blog (docs/decisions/021-blog-authoring.md; docs/product/decisions.md "Blog"): creating needs a session; editing and
// deleting, the author or staff. A draft is visible to its author (and staff) only: to anyone
// else its id is a 404, so drafts reveal nothing; someone else's published post is a 403. The
// HTML is sanitised with the allow-list before it is stored (services/sanitize-html.ts).
// Publishing needs the staff role: a member saves a draft or submits it for review (status
// submitted); staff find those in GET /api/blog/review and publish them with PUT, the post
// keeping its author (docs/decisions/034-accounts-stay-the-owners.md).
import {
  apiPaths,
  blogMessages,
  blogPostInputSchema,
  blogPostResponseSchema,
  blogPostSchema,
  messageResponseSchema,
  myPostsSchema,
  postsToReviewSchema,
  type BlogPostStatus,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorBody } from '../http/errors.ts';
import { bodyErrorResponses, errorResponse } from '../http/openapi.ts';
import type { BlogService } from '../services/blog.ts';
import type { Services } from '../services/index.ts';
import {
  currentSession,
  jsonBody,
  notSignedIn,
  ok,
  signedInSecurity,
  signInRequired,
  type AuthRoutesOptions,
} from './auth-common.ts';

const tags = ['Blog'];
const idParam = z.object({ id: z.string().max(40) });
const editorErrors = {
  403: errorResponse(
    'Someone else’s published post, status published without the staff role (or a cross-origin request)',
  ),
  404: errorResponse('No such post, or someone else’s draft'),
};
const slugTaken = { 409: errorResponse('This slug is already taken') };
const slugTakenBody = errorBody(blogMessages.slugTaken, [
  { path: 'slug', message: blogMessages.slugTaken },
]);
const publishNeedsStaffBody = errorBody(blogMessages.publishNeedsStaff, [
  { path: 'status', message: blogMessages.publishNeedsStaff },
]);
/** What a save answers: a post submitted for review says so. */
const savedMessage = (status: BlogPostStatus, fallback: string) =>
  status === 'submitted' ? blogMessages.submitted : fallback;

const mineRoute = createRoute({
  method: 'get',
  path: apiPaths.blog.mine,
  operationId: 'listMyBlogPosts',
  tags,
  summary: 'The caller’s drafts and posts',
  security: signedInSecurity,
  responses: { 200: ok(myPostsSchema, 'Newest change first'), ...notSignedIn },
});

const reviewRoute = createRoute({
  method: 'get',
  path: apiPaths.blog.review,
  operationId: 'listBlogPostsToReview',
  tags,
  summary: 'Posts submitted for review (staff)',
  description:
    'Every post a member submitted, the longest waiting first. Staff open one in the editor ' +
    'and publish it with `PUT /api/blog/posts/{id}` and status published; its author stays.',
  security: signedInSecurity,
  responses: {
    200: ok(postsToReviewSchema, 'Longest waiting first'),
    ...notSignedIn,
    403: errorResponse('Not staff'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: apiPaths.blog.post,
  operationId: 'getBlogPostForEditing',
  tags,
  summary: 'A post for its editor (author or staff)',
  security: signedInSecurity,
  request: { params: idParam },
  responses: { 200: ok(blogPostSchema, 'The post'), ...notSignedIn, ...editorErrors },
});

const createPostRoute = createRoute({
  method: 'post',
  path: apiPaths.blog.posts,
  operationId: 'createBlogPost',
  tags,
  summary: 'Write a post',
  description:
    'A draft, a post submitted for review, or (staff only) published at once with status ' +
    'published (`publishedAt` is then set).',
  security: signedInSecurity,
  request: { body: jsonBody(blogPostInputSchema, 'The post; content is HTML') },
  responses: {
    201: ok(blogPostResponseSchema, 'Created'),
    ...bodyErrorResponses,
    ...notSignedIn,
    403: errorResponse('Status published without the staff role (or a cross-origin request)'),
    ...slugTaken,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: apiPaths.blog.post,
  operationId: 'updateBlogPost',
  tags,
  summary: 'Replace a post',
  description:
    'Status published needs the staff role (a member submits for review instead); the post ' +
    'keeps its author. `publishedAt` is set when the post is first published and kept ' +
    'afterwards.',
  security: signedInSecurity,
  request: { params: idParam, body: jsonBody(blogPostInputSchema, 'The whole post') },
  responses: {
    200: ok(blogPostResponseSchema, 'Saved'),
    ...bodyErrorResponses,
    ...notSignedIn,
    ...editorErrors,
    ...slugTaken,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: apiPaths.blog.post,
  operationId: 'deleteBlogPost',
  tags,
  summary: 'Delete a post',
  security: signedInSecurity,
  request: { params: idParam },
  responses: { 200: ok(messageResponseSchema, 'Deleted'), ...notSignedIn, ...editorErrors },
});

export function blogAuthoringRoutes(
  blog: BlogService,
  services: Services,
  options: AuthRoutesOptions,
) {
  const session = (c: Context) => currentSession(c, services.accounts, options);
  const editor = (user: { id: string; role: 'user' | 'staff' }) => ({
    id: user.id,
    role: user.role,
  });

  return new OpenAPIHono()
    .openapi(mineRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      return c.json({ posts: await blog.mine(current.user.id) }, 200);
    })
    .openapi(reviewRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      if (current.user.role !== 'staff') {
        return c.json(errorBody(blogMessages.reviewNeedsStaff), 403);
      }
      return c.json({ posts: await blog.submitted() }, 200);
    })
    .openapi(getRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await blog.forEditor(c.req.valid('param').id, editor(current.user));
      if (result.ok) return c.json(result.value, 200);
      return result.reason === 'forbidden'
        ? c.json(errorBody(blogMessages.forbidden), 403)
        : c.json(errorBody(blogMessages.notFound), 404);
    })
    .openapi(createPostRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await blog.create(c.req.valid('json'), current.user);
      if (result.ok) {
        const message = savedMessage(result.value.status, blogMessages.created);
        return c.json({ post: result.value, message }, 201);
      }
      if (result.reason === 'publish-needs-staff') return c.json(publishNeedsStaffBody, 403);
      return c.json(slugTakenBody, 409);
    })
    .openapi(updateRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await blog.update(
        c.req.valid('param').id,
        c.req.valid('json'),
        editor(current.user),
      );
      if (result.ok) {
        const message = savedMessage(result.value.status, blogMessages.saved);
        return c.json({ post: result.value, message }, 200);
      }
      if (result.reason === 'slug-taken') {
        return c.json(slugTakenBody, 409);
      }
      if (result.reason === 'publish-needs-staff') return c.json(publishNeedsStaffBody, 403);
      return result.reason === 'forbidden'
        ? c.json(errorBody(blogMessages.forbidden), 403)
        : c.json(errorBody(blogMessages.notFound), 404);
    })
    .openapi(deleteRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await blog.remove(c.req.valid('param').id, editor(current.user));
      if (result.ok) return c.json({ success: true, message: blogMessages.deleted }, 200);
      return result.reason === 'forbidden'
        ? c.json(errorBody(blogMessages.forbidden), 403)
        : c.json(errorBody(blogMessages.notFound), 404);
    });
}
