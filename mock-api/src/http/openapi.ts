// Shared OpenAPI pieces: the error body as a named component, and the error responses most
// routes can return, so each route lists only what is specific to it.
import { apiErrorSchema } from '@brightlane/contract';
import { z, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';

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

/**
 * The document's own fields (the paths come from the routes). A generated client reads them
 * too: see docs/decisions/037-openapi-document.md for what each route must declare.
 */
export const openApiInfo = {
  openapi: '3.1.0',
  info: {
    title: 'Brightlane Digital API',
    version: '0.1.0',
    description:
      'The API of the Brightlane Digital site. Every failure returns `{ message, issues? }`; ' +
      'unsafe methods from a browser must come from the same origin.',
    // Use of the API is use of the site: its Terms of Service apply. A relative URL resolves
    // against the document's own address, so it names the site that serves it.
    termsOfService: '/terms',
    license: { name: 'Proprietary: use under the site’s Terms of Service', url: '/terms' },
  },
  // The API shares the site's origin wherever it is deployed: '/' is the server that served
  // this document, so a client or the reference page never calls a hard-coded host.
  servers: [{ url: '/', description: 'The site that serves this document' }],
  // Every tag a route uses, in the order the reference page lists them (openapi.lint.test.ts
  // fails on a tag missing here).
  tags: [
    { name: 'Leads', description: 'The public forms: quotes, contact messages, job applications' },
    {
      name: 'Blog',
      description: 'Published posts for everyone; writing and editing for their authors and staff',
    },
    {
      name: 'Accounts',
      description: 'Signing up, in and out; e-mail verification and password reset',
    },
    {
      name: 'Account',
      description: 'The signed-in user’s profile, settings, password, two-factor and sessions',
    },
    {
      name: 'Notifications',
      description: 'The signed-in user’s notifications and their live stream',
    },
    {
      name: 'Member area',
      description:
        'The signed-in user’s projects, dashboard, workspace, analytics, storage and billing',
    },
    { name: 'Staff', description: 'Staff only: the leads inbox, CVs and the web vitals report' },
    { name: 'Telemetry', description: 'Beacons from the site: Core Web Vitals and browser errors' },
    { name: 'Operations', description: 'Liveness and readiness probes for load balancers' },
  ],
} satisfies Parameters<OpenAPIHono['getOpenAPI31Document']>[0];
