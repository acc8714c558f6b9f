// The staff inbox's API (docs/product/decisions.md "Lead forms"; docs/decisions/017-account-security.md). Staff only: for anyone else,
// signed in or not, every /api/admin path answers exactly as an unknown path does (404), before
// any input is read, so the endpoints reveal nothing of themselves.
import {
  adminLeadKindSchema,
  adminLeadResponseSchema,
  adminLeadsQuerySchema,
  adminLeadsResponseSchema,
  adminLeadUpdateSchema,
  adminVitalsQuerySchema,
  adminVitalsResponseSchema,
  apiPaths,
  staffMessages,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { errorBody, errorMessages, jsonError } from '../http/errors.ts';
import { bodyErrorResponses, errorResponse } from '../http/openapi.ts';
import type { Services } from '../services/index.ts';
import type { StaffInboxService } from '../services/staff-inbox.ts';
import {
  currentSession,
  jsonBody,
  ok,
  signedInSecurity,
  type AuthRoutesOptions,
} from './auth-common.ts';

const tags = ['Staff'];
const notStaff = { 404: errorResponse('Not found: not signed in as staff, or no such lead') };

const listRoute = createRoute({
  method: 'get',
  path: apiPaths.admin.leads,
  operationId: 'listLeads',
  tags,
  summary: 'Leads of one kind, newest first',
  description: '20 a page. `q` searches name, e-mail and message; `handled` filters.',
  security: signedInSecurity,
  request: {
    params: z.object({ kind: adminLeadKindSchema }),
    query: adminLeadsQuerySchema,
  },
  responses: {
    200: {
      description: 'A page of leads',
      content: { 'application/json': { schema: adminLeadsResponseSchema } },
    },
    400: bodyErrorResponses[400],
    ...notStaff,
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: apiPaths.admin.lead,
  operationId: 'updateLead',
  tags,
  summary: 'Mark a lead handled, or open again',
  security: signedInSecurity,
  request: {
    params: z.object({ kind: adminLeadKindSchema, id: z.string() }),
    body: jsonBody(adminLeadUpdateSchema, '`{ handled }`'),
  },
  responses: {
    200: ok(adminLeadResponseSchema, 'Updated'),
    ...bodyErrorResponses,
    ...notStaff,
  },
});

const cvRoute = createRoute({
  method: 'get',
  path: apiPaths.admin.applicationCv,
  operationId: 'downloadApplicationCv',
  tags,
  summary: 'Download the CV of an application',
  security: signedInSecurity,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: {
      description: 'The file as uploaded (PDF or DOCX), as an attachment',
      content: {
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
          schema: { type: 'string', format: 'binary' },
        },
      },
    },
    ...notStaff,
  },
});

const vitalsRoute = createRoute({
  method: 'get',
  path: apiPaths.admin.vitals,
  operationId: 'getVitalsReport',
  tags,
  summary: 'Web vitals p75 per page, and the latest client errors',
  description:
    'Over the last `days` days (1-90, default 7): per page path (the 50 most viewed) and metric, ' +
    'the number of reports and their 75th percentile; and the latest 50 uncaught errors and ' +
    'unhandled rejections, newest first, their stacks cut to 4,000 characters.',
  security: signedInSecurity,
  request: { query: adminVitalsQuerySchema },
  responses: {
    200: ok(adminVitalsResponseSchema, 'The summary'),
    400: bodyErrorResponses[400],
    404: errorResponse('Not found: not signed in as staff'),
  },
});

/** `attachment` with an ASCII fallback name and the exact one (RFC 6266), never a header break. */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_').slice(0, 150) || 'cv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

export function adminRoutes(
  services: Services,
  inbox: StaffInboxService,
  options: AuthRoutesOptions,
) {
  const app = new OpenAPIHono();
  app.use('/api/admin/*', async (c, next) => {
    const current = await currentSession(c, services.accounts, options);
    if (current?.user.role !== 'staff') return jsonError(c, 404, errorMessages.notFound);
    await next();
  });
  return app
    .openapi(listRoute, async (c) => {
      const { kind } = c.req.valid('param');
      return c.json(await inbox.list(kind, c.req.valid('query')), 200);
    })
    .openapi(updateRoute, async (c) => {
      const { kind, id } = c.req.valid('param');
      const { handled } = c.req.valid('json');
      const lead = await inbox.setHandled(kind, id, handled);
      if (!lead) return c.json(errorBody(staffMessages.leadNotFound), 404);
      const message = handled ? staffMessages.markedHandled : staffMessages.markedOpen;
      return c.json({ lead, message }, 200);
    })
    .openapi(cvRoute, async (c) => {
      const cv = await inbox.cv(c.req.valid('param').id);
      if (!cv) return c.json(errorBody(staffMessages.leadNotFound), 404);
      c.header('Content-Type', cv.type);
      c.header('Content-Disposition', attachment(cv.filename));
      c.header('Cache-Control', 'no-store');
      return c.body(cv.content as Uint8Array<ArrayBuffer>, 200);
    })
    .openapi(vitalsRoute, async (c) => {
      const { days } = c.req.valid('query');
      return c.json(await services.telemetry.summary(days), 200);
    });
}
