// POST /api/vitals and POST /api/client-errors — the site's beacons, validated with the
// contract schemas and stored. 204: a beacon never reads the response.
import { apiPaths, clientErrorSchema, vitalSchema } from '@brightlane/contract';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { acceptBeaconText } from '../http/body.ts';
import { bodyErrorResponses } from '../http/openapi.ts';
import type { Services } from '../services/index.ts';

// JSON, or the same JSON as text/plain (what sendBeacon sends for a string body).
const beaconBody = <T>(schema: T, description: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema }, 'text/plain': { schema } },
});

const vitalsRoute = createRoute({
  method: 'post',
  path: apiPaths.vitals,
  tags: ['Telemetry'],
  summary: 'Record one Core Web Vitals metric',
  middleware: [acceptBeaconText] as const,
  request: { body: beaconBody(vitalSchema, 'A web-vitals metric from one page view') },
  responses: { 204: { description: 'Stored' }, ...bodyErrorResponses },
});

const clientErrorsRoute = createRoute({
  method: 'post',
  path: apiPaths.clientErrors,
  tags: ['Telemetry'],
  summary: 'Record an uncaught error or unhandled rejection from the browser',
  middleware: [acceptBeaconText] as const,
  request: { body: beaconBody(clientErrorSchema, 'The error as the browser saw it') },
  responses: { 204: { description: 'Stored' }, ...bodyErrorResponses },
});

export function telemetryRoutes(services: Services) {
  return new OpenAPIHono()
    .openapi(vitalsRoute, async (c) => {
      await services.telemetry.recordVital(c.req.valid('json'));
      return c.body(null, 204);
    })
    .openapi(clientErrorsRoute, async (c) => {
      await services.telemetry.recordClientError(c.req.valid('json'), {
        userAgent: c.req.header('user-agent'),
      });
      return c.body(null, 204);
    });
}
