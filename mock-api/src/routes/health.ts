// GET /api/health — the process answers (liveness). GET /api/ready — it can also reach the
// database (readiness: a load balancer sends traffic only when this is 200).
import { apiPaths } from '@brightlane/contract';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBody, errorMessages } from '../http/errors.ts';
import { errorResponse } from '../http/openapi.ts';
import type { Logger } from '../logger.ts';
import type { Services } from '../services/index.ts';

const healthRoute = createRoute({
  method: 'get',
  path: apiPaths.health,
  operationId: 'getHealth',
  security: [],
  tags: ['Operations'],
  summary: 'Liveness: the process is up',
  responses: {
    200: {
      description: 'Up',
      content: { 'application/json': { schema: z.object({ status: z.literal('ok') }) } },
    },
  },
});

const readyRoute = createRoute({
  method: 'get',
  path: apiPaths.ready,
  operationId: 'getReadiness',
  security: [],
  tags: ['Operations'],
  summary: 'Readiness: the database answers',
  responses: {
    200: {
      description: 'Ready to serve',
      content: { 'application/json': { schema: z.object({ status: z.literal('ready') }) } },
    },
    503: errorResponse('Database unavailable'),
  },
});

export function healthRoutes(services: Services, logger: Logger) {
  return new OpenAPIHono()
    .openapi(healthRoute, (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' as const }, 200);
    })
    .openapi(readyRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const failure = await services.health.checkDatabase();
      if (failure !== undefined) {
        logger.warn(
          'Readiness check failed:',
          failure instanceof Error ? failure.message : failure,
        );
        return c.json(errorBody(errorMessages.databaseUnavailable), 503);
      }
      return c.json({ status: 'ready' as const }, 200);
    });
}
