// Request body guards for the API.
import type { Context, MiddlewareHandler } from 'hono';
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
  /**
   * Count the body while its reader reads it instead of reading it here first: for a large
   * body (a CV upload) whose route may refuse it before reading a byte (streamedBodyLimit).
   */
  streamed?: boolean;
}

/**
 * A cap that never buffers: a Content-Length over it is refused at once; a body without one is
 * handed on as a stream counted while its reader (the route) reads it, cut off past the cap
 * with the 413. Nothing is read here, so a route that refuses the request first (a rate
 * limit) never takes the body in. Hono's bodyLimit, by contrast, reads a body without
 * Content-Length into memory before the route runs.
 */
export function streamedBodyLimit(
  maxBytes: number,
  onError: (c: Context) => Response | Promise<Response>,
): MiddlewareHandler {
  return async (c, next) => {
    const raw = c.req.raw;
    if (!raw.body) return next();
    const length = raw.headers.get('content-length');
    if (length !== null && !raw.headers.has('transfer-encoding')) {
      return Number.parseInt(length, 10) > maxBytes ? onError(c) : next();
    }
    let size = 0;
    let exceeded = false;
    const reader = raw.body.getReader();
    // highWaterMark 0: a chunk is read from the client only when the route asks for one.
    const counted = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const { done, value } = await reader.read();
          if (done) return controller.close();
          size += value.byteLength;
          if (size > maxBytes) {
            exceeded = true;
            await reader.cancel();
            return controller.error(new Error('Request body too large'));
          }
          controller.enqueue(value);
        },
        cancel: (reason) => reader.cancel(reason),
      },
      { highWaterMark: 0 },
    );
    c.req.raw = new Request(raw, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // Whatever the reader made of the cut-off body (a parse error), the answer is the 413.
    if (exceeded) c.res = await onError(c);
  };
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
        streamed = false,
      } = typeof override === 'number' ? { maxBytes: override } : override;
      const issues = issuePath === undefined ? undefined : [{ path: issuePath, message }];
      const onError = (c: Context) => jsonError(c, 413, message, issues);
      return [
        path,
        streamed ? streamedBodyLimit(maxSize, onError) : bodyLimit({ maxSize, onError }),
      ];
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
