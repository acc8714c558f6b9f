// Shared OpenAPI pieces: the error body as a named component, and the error responses most
// routes can return, so each route lists only what is specific to it.
import { apiErrorSchema } from '@brightlane/contract';
import { z, type RouteConfig } from '@hono/zod-openapi';

// zod copies .openapi() onto a schema when it is constructed, so contract schemas built before
// @hono/zod-openapi loaded lack it. A new object over the contract's own fields has it,
// whatever the import order, and validates exactly as the contract does.
export const ApiErrorSchema = z.object(apiErrorSchema.shape).openapi('ApiError');

const errorContent = { 'application/json': { schema: ApiErrorSchema } };

export const errorResponse = (description: string) => ({ description, content: errorContent });

/** 400/403/413/415 for any route that takes a JSON body from a browser. */
export const bodyErrorResponses = {
  400: errorResponse('Invalid input (see `issues`) or malformed JSON'),
  403: errorResponse('Cross-origin request blocked'),
  413: errorResponse('Request body too large'),
  415: errorResponse('Unsupported media type'),
} satisfies RouteConfig['responses'];

export const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Brightlane Digital API',
    version: '0.1.0',
    description:
      'The API of the Brightlane Digital site. Every failure returns `{ message, issues? }`; ' +
      'unsafe methods from a browser must come from the same origin.',
  },
} as const;
