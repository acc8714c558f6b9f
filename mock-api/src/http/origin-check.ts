// CSRF defence for the API (docs/product/decisions.md, "Sessions"; ASVS 5.0 V3.5). Unsafe methods must
// 1. come from this site: a browser always sends Origin on unsafe cross-site requests, and
//    modern ones also Sec-Fetch-Site; one that names another site is refused. Requests with
//    neither come from non-browser clients (curl, server-to-server), which carry no ambient
//    cookies worth forging, and pass;
// 2. carry a body type no cross-site HTML form can send: application/json, or
//    multipart/form-data for uploads. text/plain and form-urlencoded bodies are refused, so
//    even a browser that sent no Origin could not forge a request the API accepts. Beacon
//    paths (navigator.sendBeacon sends text/plain) are named in `textPlainPaths`; a request
//    without a body needs no type.
// The site's pages take the form types instead, with the same origin rule (site-forms.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { errorMessages, jsonError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_TYPES = new Set(['application/json', 'multipart/form-data']);

export interface OriginCheckOptions {
  /** Exact paths that also take text/plain bodies (the telemetry beacons). */
  textPlainPaths?: readonly string[];
}

function hasBody(headers: { header(name: string): string | undefined }): boolean {
  const length = headers.header('content-length');
  if (length !== undefined) return Number(length) > 0;
  return headers.header('transfer-encoding') !== undefined;
}

/**
 * Whether an unsafe request comes from another site: its Origin names another host (and is not
 * trusted), or its Sec-Fetch-Site says cross-site or same-site (a sibling subdomain). Requests
 * with neither header come from non-browser clients and pass.
 */
export function isCrossSite(c: Context, trusted: ReadonlySet<string>): boolean {
  const origin = c.req.header('origin');
  const isTrusted = origin !== undefined && trusted.has(origin.toLowerCase());
  if (origin !== undefined && !isTrusted) {
    // The request URL's host is the Host header the client used (node-server builds it so).
    const ownHost = new URL(c.req.url).host.toLowerCase();
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      originHost = undefined; // 'null' (sandboxed frames, file://) or garbage: never trusted
    }
    if (originHost !== ownHost) return true;
  }
  // 'same-site' is a sibling subdomain: not this origin either.
  const site = c.req.header('sec-fetch-site')?.toLowerCase();
  return !isTrusted && (site === 'cross-site' || site === 'same-site');
}

/** The request's media type, lower case, without parameters ('' when it has none). */
export function mediaTypeOf(c: Context): string {
  return c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
}

export function originCheck(
  trustedOrigins: readonly string[] = [],
  options: OriginCheckOptions = {},
): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((origin) => origin.toLowerCase()));
  const textPlain = new Set(options.textPlainPaths ?? []);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (isCrossSite(c, trusted)) return jsonError(c, 403, errorMessages.crossOrigin);

    const mediaType = mediaTypeOf(c);
    if (mediaType === '') {
      if (hasBody(c.req)) return jsonError(c, 415, errorMessages.unsupportedMediaType);
      return next();
    }
    if (ALLOWED_TYPES.has(mediaType)) return next();
    if (mediaType === 'text/plain' && textPlain.has(c.req.path)) return next();
    return jsonError(c, 415, errorMessages.unsupportedMediaType);
  };
}
