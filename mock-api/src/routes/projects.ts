// The member area's API (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/spec.md §7 "/api/user/..."; docs/product/decisions.md "Logged-in area"):
// the signed-in user's projects, the dashboard's tiles and the workspace. Another user's
// project or workspace answers 404, the same as one that does not exist.
import {
  apiPaths,
  dashboardSummarySchema,
  messageResponseSchema,
  projectInputSchema,
  projectListQuerySchema,
  projectListSchema,
  projectMessages,
  projectResponseSchema,
  projectSchema,
  workspaceMessages,
  workspaceSchema,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorBody } from '../http/errors.ts';
import { bodyErrorResponses, errorResponse } from '../http/openapi.ts';
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

const tags = ['Member area'];
const idParam = z.object({ id: z.string().max(20) });
const notFound = { 404: errorResponse('Not found, or not the caller’s') };

const listRoute = createRoute({
  method: 'get',
  path: apiPaths.user.projects,
  operationId: 'listProjects',
  tags,
  summary: 'The caller’s projects',
  description:
    '`status` filters; `sort` is updated (default), created, name, views or revenue; ' +
    '`page` and `pageSize` (default 20, at most 50) page.',
  security: signedInSecurity,
  request: { query: projectListQuerySchema },
  responses: {
    200: ok(projectListSchema, 'A page of projects'),
    400: bodyErrorResponses[400],
    ...notSignedIn,
  },
});

const createProjectRoute = createRoute({
  method: 'post',
  path: apiPaths.user.projects,
  operationId: 'createProject',
  tags,
  summary: 'Create a project',
  security: signedInSecurity,
  request: { body: jsonBody(projectInputSchema, 'The project') },
  responses: {
    201: ok(projectResponseSchema, 'Created'),
    ...bodyErrorResponses,
    ...notSignedIn,
  },
});

const getRoute = createRoute({
  method: 'get',
  path: apiPaths.user.project,
  operationId: 'getProject',
  tags,
  summary: 'One of the caller’s projects',
  security: signedInSecurity,
  request: { params: idParam },
  responses: { 200: ok(projectSchema, 'The project'), ...notSignedIn, ...notFound },
});

const updateRoute = createRoute({
  method: 'put',
  path: apiPaths.user.project,
  operationId: 'updateProject',
  tags,
  summary: 'Replace a project',
  description: 'A new status is told to the owner as a notification.',
  security: signedInSecurity,
  request: { params: idParam, body: jsonBody(projectInputSchema, 'The whole project') },
  responses: {
    200: ok(projectResponseSchema, 'Saved'),
    ...bodyErrorResponses,
    ...notSignedIn,
    ...notFound,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: apiPaths.user.project,
  operationId: 'deleteProject',
  tags,
  summary: 'Delete a project',
  security: signedInSecurity,
  request: { params: idParam },
  responses: {
    200: ok(messageResponseSchema, 'Deleted'),
    403: bodyErrorResponses[403],
    ...notSignedIn,
    ...notFound,
  },
});

const dashboardRoute = createRoute({
  method: 'get',
  path: apiPaths.user.dashboard,
  operationId: 'getDashboard',
  tags,
  summary: 'The dashboard’s four tiles',
  description:
    'Projects (count), visitors (sum of the projects’ views), storage (percent of the ' +
    'quota the account’s projects and posts take) and revenue (sum, in dollars).',
  security: signedInSecurity,
  responses: { 200: ok(dashboardSummarySchema, 'The sums'), ...notSignedIn },
});

const workspaceRoute = createRoute({
  method: 'get',
  path: apiPaths.user.workspace,
  operationId: 'getWorkspace',
  tags,
  summary: 'A user’s workspace: stats and projects',
  description: 'For the user themself and for staff; anyone else gets 404.',
  security: signedInSecurity,
  request: { params: z.object({ username: z.string().max(100) }) },
  responses: { 200: ok(workspaceSchema, 'The workspace'), ...notSignedIn, ...notFound },
});

export function projectRoutes(services: Services, options: AuthRoutesOptions) {
  const { accounts, projects } = services;
  const session = (c: Context) => currentSession(c, accounts, options);
  const projectNotFound = (c: Context) => c.json(errorBody(projectMessages.notFound), 404);

  return new OpenAPIHono()
    .openapi(listRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      return c.json(await projects.list(current.user.id, c.req.valid('query')), 200);
    })
    .openapi(createProjectRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const project = await projects.create(current.user.id, c.req.valid('json'));
      return c.json({ project, message: projectMessages.created }, 201);
    })
    .openapi(getRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const project = await projects.get(current.user.id, c.req.valid('param').id);
      return project ? c.json(project, 200) : projectNotFound(c);
    })
    .openapi(updateRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const project = await projects.update(
        current.user.id,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return project
        ? c.json({ project, message: projectMessages.saved }, 200)
        : projectNotFound(c);
    })
    .openapi(deleteRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const gone = await projects.remove(current.user.id, c.req.valid('param').id);
      return gone
        ? c.json({ success: true, message: projectMessages.deleted }, 200)
        : projectNotFound(c);
    })
    .openapi(dashboardRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      return c.json(await projects.dashboard(current.user.id), 200);
    })
    .openapi(workspaceRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const workspace = await projects.workspace(c.req.valid('param').username, current.user);
      return workspace ? c.json(workspace, 200) : c.json(errorBody(workspaceMessages.empty), 404);
    });
}
