// The public lead forms (docs/product/spec.md §7, docs/product/decisions.md "Lead forms"): POST /api/submit-quote,
// /api/send-confirmation, /api/contact (JSON) and /api/careers/applications (multipart with an
// optional CV). Each validates with the contract, is rate limited per IP and form, stores the
// submission and then e-mails it (services/leads.ts). A filled honeypot gets the same success.
import {
  apiPaths,
  applicationRequestSchema,
  careersMessages,
  contactSchema,
  CV_MAX_BYTES,
  leadMessages,
  messageResponseSchema,
  quoteRequestSchema,
  rateLimitMessages,
  sendConfirmationSchema,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import { errorBody } from '../http/errors.ts';
import { ApiErrorSchema, bodyErrorResponses, errorResponse } from '../http/openapi.ts';
import { readSessionToken, type SessionCookieOptions } from '../http/session.ts';
import { multipartWithFile } from '../http/upload.ts';
import { detectCvType } from '../services/file-type.ts';
import type { Services } from '../services/index.ts';
import { bearer } from './auth-common.ts';

export interface LeadRoutesOptions extends SessionCookieOptions {
  /** TRUST_PROXY: proxies in front of the server (http/client-ip.ts). */
  trustProxy: number;
}

/** The careers route's body cap: the largest CV plus room for the fields and multipart framing. */
export const APPLICATION_BODY_LIMIT = CV_MAX_BYTES + 1024 * 1024;
/** The text fields of an application together, in characters (as a JSON form's body cap). */
const APPLICATION_TEXT_LIMIT = 100 * 1024;

const jsonBody = <T>(schema: T, description: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});

const success = (description: string) => ({
  description,
  content: { 'application/json': { schema: messageResponseSchema } },
});

const rateLimited = {
  429: {
    description:
      'Too many submissions of this form from this IP address in 10 minutes (FORM_RATE_LIMIT)',
    headers: {
      'Retry-After': {
        description: 'Seconds until the next submission is accepted',
        schema: { type: 'integer' },
      },
    },
    content: { 'application/json': { schema: ApiErrorSchema } },
  },
} satisfies RouteConfig['responses'];

const submitQuoteRoute = createRoute({
  method: 'post',
  path: apiPaths.submitQuote,
  operationId: 'createQuote',
  security: bearer,
  tags: ['Leads'],
  summary: 'Request a quote (the Quote Builder and the home page form)',
  description:
    'Stores the quote and e-mails the sales team. The visitor’s confirmation is sent by ' +
    '`POST /api/send-confirmation`. A filled `website` honeypot gets the same answer but is ' +
    'stored flagged as spam and never e-mailed.',
  request: { body: jsonBody(quoteRequestSchema, 'The quote form and the submit time') },
  responses: {
    200: success('Stored'),
    ...bodyErrorResponses,
    ...rateLimited,
  },
});

const sendConfirmationRoute = createRoute({
  method: 'post',
  path: apiPaths.sendConfirmation,
  operationId: 'sendQuoteConfirmation',
  security: [],
  tags: ['Leads'],
  summary: 'E-mail the visitor a confirmation of their quote request',
  description:
    'Sends the confirmation of the latest quote this address submitted in the last hour, ' +
    'once, with the content of that stored quote. The answer is the same whether or not a ' +
    'message was sent, so the call reveals nothing about who asked for a quote.',
  request: { body: jsonBody(sendConfirmationSchema, 'The quote’s e-mail, name and project type') },
  responses: { 200: success('Accepted (sent only when a quote matches)'), ...bodyErrorResponses },
});

const contactRoute = createRoute({
  method: 'post',
  path: apiPaths.contact,
  operationId: 'sendContactMessage',
  security: [],
  tags: ['Leads'],
  summary: 'Send a message through the contact form',
  description:
    'Stores the message, e-mails the sales team and sends the visitor a confirmation. ' +
    'A filled `website` honeypot gets the same answer but is stored flagged and never e-mailed.',
  request: { body: jsonBody(contactSchema, 'The contact form') },
  responses: {
    200: success('Stored'),
    ...bodyErrorResponses,
    ...rateLimited,
  },
});

const applicationRoute = createRoute({
  method: 'post',
  path: apiPaths.careersApplications,
  operationId: 'createJobApplication',
  security: [],
  tags: ['Leads'],
  summary: 'Apply for a position (the careers modal)',
  description:
    'multipart/form-data with an optional `cv`: a PDF or DOCX of at most 5 MB, checked by ' +
    'its content (not its name or declared type). Stores the application and its CV, e-mails ' +
    'the sales team (CV attached) and sends the applicant a confirmation. The per-IP limit is ' +
    'checked before the body is read; a filled honeypot is stored flagged, without its CV.',
  middleware: [
    multipartWithFile({
      field: 'cv',
      maxFileBytes: CV_MAX_BYTES,
      fileTooLarge: careersMessages.cvTooLarge,
      maxTextLength: APPLICATION_TEXT_LIMIT,
      detectType: detectCvType,
    }),
  ] as const,
  request: {
    body: {
      required: true,
      description: 'The application form; an unchosen file input is ignored',
      content: { 'multipart/form-data': { schema: applicationRequestSchema } },
    },
  },
  responses: {
    200: success('Stored'),
    400: errorResponse(
      'Invalid input (see `issues`; a CV that is not a PDF or DOCX is one) or a malformed multipart body',
    ),
    403: bodyErrorResponses[403],
    413: errorResponse('The CV is over 5 MB, or the body is too large'),
    415: bodyErrorResponses[415],
    ...rateLimited,
  },
});

export function leadRoutes(services: Services, options: LeadRoutesOptions) {
  const submission = (c: Context) => ({
    clientIp: clientIp(c, options.trustProxy),
    userAgent: c.req.header('user-agent'),
  });

  const tooMany = (c: Context, retryAfterSeconds: number) => {
    c.header('Retry-After', String(retryAfterSeconds));
    const minutes = Math.ceil(retryAfterSeconds / 60);
    return c.json(errorBody(rateLimitMessages.tooManySubmissionsIn(minutes)), 429);
  };

  // An application's per-IP limit is looked at before its body (up to a 5 MB CV) is read: a
  // refused upload is never taken into memory, and a hundred at once from one address are
  // not read side by side (services/leads.ts reserveApplication).
  const beforeTheBody: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const reserved = await services.leads.reserveApplication(submission(c));
    if (!reserved.ok) return tooMany(c, reserved.retryAfterSeconds);
    try {
      await next();
    } finally {
      reserved.release();
    }
  };

  const app = new OpenAPIHono();
  app.use(apiPaths.careersApplications, beforeTheBody);
  return app
    .openapi(submitQuoteRoute, async (c) => {
      // A signed-in visitor's quote is also told to them as a notification.
      const held = readSessionToken(c, options);
      const submitter = held ? await services.accounts.session(held.token) : undefined;
      const result = await services.leads.submitQuote(c.req.valid('json'), {
        ...submission(c),
        submitterId: submitter?.user.id,
      });
      if (!result.ok) return tooMany(c, result.retryAfterSeconds);
      return c.json({ success: true, message: leadMessages.quoteReceived }, 200);
    })
    .openapi(sendConfirmationRoute, async (c) => {
      await services.leads.requestQuoteConfirmation(c.req.valid('json'));
      return c.json({ success: true, message: leadMessages.confirmationRequested }, 200);
    })
    .openapi(contactRoute, async (c) => {
      const result = await services.leads.submitContact(c.req.valid('json'), submission(c));
      if (!result.ok) return tooMany(c, result.retryAfterSeconds);
      return c.json({ success: true, message: leadMessages.contactReceived }, 200);
    })
    .openapi(applicationRoute, async (c) => {
      const { cv, ...fields } = c.req.valid('form');
      const upload = cv
        ? { filename: cv.name, type: cv.type, bytes: new Uint8Array(await cv.arrayBuffer()) }
        : undefined;
      const result = await services.leads.submitApplication(
        { ...fields, cv: upload },
        submission(c),
      );
      if (!result.ok) return tooMany(c, result.retryAfterSeconds);
      return c.json({ success: true, message: leadMessages.applicationReceived }, 200);
    });
}
