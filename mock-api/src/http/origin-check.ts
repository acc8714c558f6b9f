// CSRF defence for the API (DECISIONS.md, "Sessions"): a browser always sends Origin on
// unsafe cross-site requests, so one that names another site is refused. Requests without
// Origin come from non-browser clients (curl, server-to-server) and carry no ambient
// cookies worth forging, so they pass.
import type { MiddlewareHandler } from 'hono';
import { errorMessages, jsonError } from './errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function originCheck(trustedOrigins: readonly string[] = []): MiddlewareHandler {
  const trusted = new Set(trustedOrigins.map((origin) => origin.toLowerCase()));
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (SAFE_METHODS.has(c.req.method) || origin === undefined) return next();
    // The request URL's host is the Host header the client used (node-server builds it so).
    const ownHost = new URL(c.req.url).host.toLowerCase();
    let originHost: string | undefined;
    try {
      originHost = new URL(origin).host.toLowerCase();
    } catch {
      originHost = undefined; // 'null' (sandboxed frames, file://) or garbage: never trusted
    }
    if (originHost === ownHost || trusted.has(origin.toLowerCase())) return next();
    return jsonError(c, 403, errorMessages.crossOrigin);
  };
}
