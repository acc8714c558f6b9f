// One JSON error shape for every failure: { message, issues? } (contract: apiErrorSchema).
// Validation failures list the contract's own messages per field; faults never leak details.
import type { ApiError, ApiIssue } from '@brightlane/contract';
import { INVALID_INPUT_MESSAGE } from '@brightlane/contract';
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Logger } from '../logger.ts';

export const errorMessages = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  malformedJson: 'Malformed JSON body',
  malformedMultipart: 'Malformed multipart/form-data body',
  oneFileOnly: 'Attach one file only',
  bodyTooLarge: 'Request body too large',
  unsupportedMediaType: 'Unsupported media type',
  crossOrigin: 'Cross-origin request blocked',
  internal: 'Internal server error',
  databaseUnavailable: 'Database unavailable',
  headersTooLarge: 'Request headers too large',
  requestTimeout: 'Request timed out',
  malformedRequest: 'Malformed HTTP request',
} as const;

export function errorBody(message: string, issues?: ApiIssue[]): ApiError {
  return issues ? { message, issues } : { message };
}

export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  message: string,
  issues?: ApiIssue[],
) {
  return c.json(errorBody(message, issues), status);
}

/** zod's issues → contract issues: dotted path ('' for the whole body) and the schema's message. */
export function issuesFrom(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** OpenAPIHono's defaultHook: a failed request validation becomes a 400 with issues. */
export const validationHook = (
  result: { success: true } | { success: false; error: z.ZodError },
  c: Context,
) => {
  if (!result.success) return jsonError(c, 400, INVALID_INPUT_MESSAGE, issuesFrom(result.error));
};

// Hono and its validators throw HTTPExceptions with their own wording; say it our way.
function messageForHttpException(error: HTTPException): string {
  if (error.status === 400 && error.message.startsWith('Malformed JSON'))
    return errorMessages.malformedJson;
  if (error.status === 400 && error.message.startsWith('Malformed FormData'))
    return errorMessages.malformedMultipart;
  if (error.status === 413) return errorMessages.bodyTooLarge;
  if (error.status === 415) return errorMessages.unsupportedMediaType;
  if (error.status === 404) return errorMessages.notFound;
  return error.message || errorMessages.internal;
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return jsonError(c, error.status as ContentfulStatusCode, messageForHttpException(error));
    }
    // The stack stays in the server log; the client only learns that it was our fault.
    logger.error(`Unhandled error on ${c.req.method} ${c.req.path}:`, error);
    return jsonError(c, 500, errorMessages.internal);
  };
}
