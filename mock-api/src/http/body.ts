// Request body guards for the API.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { errorMessages, jsonError } from './errors.ts';

export const DEFAULT_JSON_BODY_LIMIT = 100 * 1024;

/**
 * A request answered before its body was read in full (refused by the origin check, over the
 * body limit, unauthorised): the rest of the body may still be on its way, and the Node
 * adapter closes the socket once it gives up draining it (500 ms). Without `Connection: close`
 * the client would send its next request on that socket and lose it (found by the fuzzer,
 * ADR 026), so the answer says the connection ends.
 */
export const closeAfterUnreadBody: MiddlewareHandler = async (c, next) => {
  const raw = c.req.raw;
  const length = c.req.header('content-length');
  const hasBody =
    length !== undefined ? Number(length) > 0 : c.req.header('transfer-encoding') !== undefined;
  await next();
  if (hasBody && (!raw.bodyUsed || c.res.status === 413)) c.header('Connection', 'close');
};

/** A route's own cap, and optionally its own 413 answer (e.g. naming the file field). */
export interface BodyLimitOverride {
  maxBytes: number;
  message?: string;
  /** Adds `issues: [{ path: issuePath, message }]`, so a form shows it on that field. */
  issuePath?: string;
}

/**
 * Caps every /api body at `maxBytes`. Routes that legitimately take more (a CV upload) are
 * listed in `overrides` by exact path and get their own cap instead. Bodies without a
 * Content-Length are counted while they stream in and cut off at the cap.
 */
export function apiBodyLimit(
  maxBytes: number,
  overrides: Record<string, number | BodyLimitOverride> = {},
): MiddlewareHandler {
  const standard = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => jsonError(c, 413, errorMessages.bodyTooLarge),
  });
  const special = new Map(
    Object.entries(overrides).map(([path, override]) => {
      const {
        maxBytes: maxSize,
        message = errorMessages.bodyTooLarge,
        issuePath,
      } = typeof override === 'number' ? { maxBytes: override } : override;
      const issues = issuePath === undefined ? undefined : [{ path: issuePath, message }];
      return [path, bodyLimit({ maxSize, onError: (c) => jsonError(c, 413, message, issues) })];
    }),
  );
  return (c, next) => (special.get(c.req.path) ?? standard)(c, next);
}

/**
 * navigator.sendBeacon(url, string) sends `text/plain;charset=UTF-8` — the only way to beacon
 * without a CORS-unsafe content type. For beacon endpoints, treat such a body as the JSON it is
 * so the normal JSON validation (and its error messages) applies.
 */
export const acceptBeaconText: MiddlewareHandler = async (c, next) => {
  const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'text/plain') {
    const headers = new Headers(c.req.raw.headers);
    headers.set('content-type', 'application/json');
    c.req.raw = new Request(c.req.raw, { headers });
  }
  await next();
};
