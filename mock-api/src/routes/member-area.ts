// The member area's analytics, storage and billing (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area"):
// read-only answers about the signed-in caller's own data. Their own module rather than more
// of projects.ts: that file is the projects' CRUD, and these read other tables too (daily
// views, blog posts, invoices) through their own service (services/member-area.ts).
import {
  analyticsQuerySchema,
  analyticsSchema,
  apiPaths,
  billingSchema,
  memberAreaMessages,
  storageSchema,
  toAnalyticsPeriod,
  DEFAULT_ANALYTICS_PERIOD,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorBody, issuesFrom } from '../http/errors.ts';
import { bodyErrorResponses } from '../http/openapi.ts';
import type { Services } from '../services/index.ts';
import {
  currentSession,
  notSignedIn,
  ok,
  signedInSecurity,
  signInRequired,
  type AuthRoutesOptions,
} from './auth-common.ts';

const tags = ['Member area'];

const analyticsRoute = createRoute({
  method: 'get',
  path: apiPaths.user.analytics,
  operationId: 'getAnalytics',
  tags,
  summary: 'The caller’s project views over time',
  description:
    'For each of the caller’s projects, its views total at the end of each day (UTC) of the ' +
    'last `days` days (7, 30 or 90), the last known total carried forward; null before the ' +
    'project existed. Totals: today’s views, the change over the window and the sum per day.',
  security: signedInSecurity,
  request: { query: analyticsQuerySchema },
  responses: {
    200: ok(analyticsSchema, 'A series per project, and totals'),
    400: bodyErrorResponses[400],
    ...notSignedIn,
  },
});

const storageRoute = createRoute({
  method: 'get',
  path: apiPaths.user.storage,
  operationId: 'getStorage',
  tags,
  summary: 'The caller’s storage against the quota',
  description:
    'Bytes of the caller’s projects’ text and blog posts (the dashboard’s storage tile is the ' +
    'same count as a percentage), the quota, and the bytes by kind.',
  security: signedInSecurity,
  responses: { 200: ok(storageSchema, 'Bytes used and the quota'), ...notSignedIn },
});

const billingRoute = createRoute({
  method: 'get',
  path: apiPaths.user.billing,
  operationId: 'getBilling',
  tags,
  summary: 'The caller’s plan and invoices',
  description:
    'Every account is on the Free plan (there is no payment provider). Invoices newest first; ' +
    'nothing issues invoices yet, so the list is empty for everyone until staff tooling does.',
  security: signedInSecurity,
  responses: { 200: ok(billingSchema, 'The plan and the invoices'), ...notSignedIn },
});

export function memberAreaRoutes(services: Services, options: AuthRoutesOptions) {
  const { accounts, memberArea } = services;
  const session = (c: Context) => currentSession(c, accounts, options);

  return new OpenAPIHono()
    .openapi(
      analyticsRoute,
      async (c) => {
        const current = await session(c);
        if (!current) return signInRequired(c);
        const days = toAnalyticsPeriod(c.req.valid('query').days) ?? DEFAULT_ANALYTICS_PERIOD;
        return c.json(await memberArea.analytics(current.user.id, days), 200);
      },
      // A bad period says which periods there are, in the answer's message too.
      (result, c) => {
        if (!result.success) {
          return c.json(errorBody(memberAreaMessages.periodInvalid, issuesFrom(result.error)), 400);
        }
      },
    )
    .openapi(storageRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      return c.json(await memberArea.storage(current.user.id), 200);
    })
    .openapi(billingRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      return c.json(await memberArea.billing(current.user.id), 200);
    });
}
