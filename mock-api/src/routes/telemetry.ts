// POST /api/vitals and POST /api/client-errors — the site's beacons, validated with the
// contract schemas and stored. 204: a beacon never reads the response.
// Before anything is read (DECISIONS 025): a request that carries `Sec-GPC: 1` or `DNT: 1` is
// answered 204 and stored nowhere (the site sends nothing then, but other clients may), and
// each address may send TELEMETRY_RATE_LIMIT reports a minute (429 beyond). Bodies are capped
// at TELEMETRY_BODY_LIMIT in app.ts, as every /api body is.
import { apiPaths, clientErrorSchema, telemetryMessages, vitalSchema } from '@brightlane/contract';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { acceptBeaconText } from '../http/body.ts';
import { clientIp, rateLimitKey } from '../http/client-ip.ts';
import { errorBody } from '../http/errors.ts';
import { ApiErrorSchema, bodyErrorResponses, errorResponse } from '../http/openapi.ts';
import type { Services } from '../services/index.ts';

/** Reports per IP per minute when TELEMETRY_RATE_LIMIT is not set. */
export const DEFAULT_TELEMETRY_RATE_LIMIT = 120;
const WINDOW_MS = 60_000;

export interface TelemetryRoutesOptions {
  /** Reports per IP per minute, both endpoints together; 0 = no limit. */
  rateLimit?: number;
  /** TRUST_PROXY: proxies in front of the server (http/client-ip.ts). */
  trustProxy?: number;
  /** The limiter's clock (tests move it). */
  now?: () => number;
}

/** True when the request asks not to be tracked: Global Privacy Control or Do Not Track. */
export function refusesTracking(header: (name: string) => string | undefined): boolean {
  return header('sec-gpc')?.trim() === '1' || header('dnt')?.trim() === '1';
}

/**
 * A fixed one-minute window per address, counted in this process's memory: a beacon must cost
 * no database round trip before it is stored, and the limit is a guard against floods, not
 * an exact quota (with several API processes, each counts its own). The whole map is dropped
 * when a window ends, so it holds at most one minute's addresses.
 */
export function createBeaconLimiter(max: number, now: () => number = Date.now) {
  let windowStart = now();
  let counts = new Map<string, number>();
  return (key: string): { ok: true } | { ok: false; retryAfterSeconds: number } => {
    const time = now();
    if (time - windowStart >= WINDOW_MS) {
      windowStart = time;
      counts = new Map();
    }
    const used = counts.get(key) ?? 0;
    if (used >= max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + WINDOW_MS - time) / 1000));
      return { ok: false, retryAfterSeconds };
    }
    counts.set(key, used + 1);
    return { ok: true };
  };
}

function beaconGate(options: TelemetryRoutesOptions): MiddlewareHandler {
  const max = options.rateLimit ?? DEFAULT_TELEMETRY_RATE_LIMIT;
  const limit = max > 0 ? createBeaconLimiter(max, options.now) : undefined;
  return async (c, next) => {
    if (refusesTracking((name) => c.req.header(name))) return c.body(null, 204);
    const verdict = limit?.(rateLimitKey(clientIp(c, options.trustProxy ?? 0)));
    if (verdict && !verdict.ok) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      return c.json(errorBody(telemetryMessages.tooManyReports), 429);
    }
    await next();
  };
}

// JSON, or the same JSON as text/plain (what sendBeacon sends for a string body).
const beaconBody = <T>(schema: T, description: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema }, 'text/plain': { schema } },
});

const beaconResponses = {
  204: {
    description:
      'Stored; or, with `Sec-GPC: 1` or `DNT: 1`, accepted and not stored (the body is not read)',
  },
  ...bodyErrorResponses,
  413: errorResponse(telemetryMessages.reportTooLarge),
  429: {
    description: 'Too many reports from this address this minute',
    headers: {
      'Retry-After': {
        description: 'Seconds until the next report is accepted',
        schema: { type: 'integer' as const },
      },
    },
    content: { 'application/json': { schema: ApiErrorSchema } },
  },
};

export function telemetryRoutes(services: Services, options: TelemetryRoutesOptions = {}) {
  const gate = beaconGate(options);

  const vitalsRoute = createRoute({
    method: 'post',
    path: apiPaths.vitals,
    operationId: 'recordVital',
    security: [],
    tags: ['Telemetry'],
    summary: 'Record one Core Web Vitals metric',
    middleware: [gate, acceptBeaconText] as const,
    request: { body: beaconBody(vitalSchema, 'A web-vitals metric from one page view') },
    responses: beaconResponses,
  });

  const clientErrorsRoute = createRoute({
    method: 'post',
    path: apiPaths.clientErrors,
    operationId: 'reportClientError',
    security: [],
    tags: ['Telemetry'],
    summary: 'Record an uncaught error or unhandled rejection from the browser',
    middleware: [gate, acceptBeaconText] as const,
    request: { body: beaconBody(clientErrorSchema, 'The error as the browser saw it') },
    responses: beaconResponses,
  });

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
