// Writing the blog (issue 21; DECISIONS.md "Blog"): creating needs a session; editing and
// deleting, the author or staff. A draft is visible to its author (and staff) only: to anyone
// else its id is a 404, so drafts reveal nothing; someone else's published post is a 403. The
// HTML is sanitised with the allow-list before it is stored (services/sanitize-html.ts).
import {
  apiPaths,
  blogMessages,
  blogPostInputSchema,
  blogPostResponseSchema,
  blogPostSchema,
  messageResponseSchema,
  myPostsSchema,
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
  403: errorResponse('Someone else’s published post (or a cross-origin request)'),
  404: errorResponse('No such post, or someone else’s draft'),
};
const slugTaken = { 409: errorResponse('This slug is already taken') };
const slugTakenBody = errorBody(blogMessages.slugTaken, [
  { path: 'slug', message: blogMessages.slugTaken },
]);

const mineRoute = createRoute({
  method: 'get',
  path: apiPaths.blog.mine,
  tags,
  summary: 'The caller’s drafts and posts',
  security: signedInSecurity,
  responses: { 200: ok(myPostsSchema, 'Newest change first'), ...notSignedIn },
});

const getRoute = createRoute({
  method: 'get',
  path: apiPaths.blog.post,
  tags,
  summary: 'A post for its editor (author or staff)',
  security: signedInSecurity,
  request: { params: idParam },
  responses: { 200: ok(blogPostSchema, 'The post'), ...notSignedIn, ...editorErrors },
});

const createPostRoute = createRoute({
  method: 'post',
  path: apiPaths.blog.posts,
  tags,
  summary: 'Write a post',
  description: 'Published at once with status published (`publishedAt` is then set).',
  security: signedInSecurity,
  request: { body: jsonBody(blogPostInputSchema, 'The post; content is HTML') },
  responses: {
    201: ok(blogPostResponseSchema, 'Created'),
    ...bodyErrorResponses,
    ...notSignedIn,
    ...slugTaken,
  },
});

const updateRoute = createRoute({
  method: 'put',
  path: apiPaths.blog.post,
  tags,
  summary: 'Replace a post',
  description: '`publishedAt` is set when the post is first published and kept afterwards.',
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
      if (result.ok) return c.json({ post: result.value, message: blogMessages.created }, 201);
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
      if (result.ok) return c.json({ post: result.value, message: blogMessages.saved }, 200);
      if (result.reason === 'slug-taken') {
        return c.json(slugTakenBody, 409);
      }
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
