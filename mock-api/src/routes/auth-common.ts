// Pieces the account routes share (routes/auth.ts: sign-in and sign-up; routes/account.ts: the
// signed-in half): OpenAPI fragments, the 429 answer, the request context the rate limits and
// the Active sessions list read, and the signed-in user of a request.
import { accountMessages, rateLimitMessages } from '@brightlane/contract';
import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { clientIp } from '../http/client-ip.ts';
import { errorBody } from '../http/errors.ts';
import { ApiErrorSchema, errorResponse } from '../http/openapi.ts';
import {
  deviceIdOf,
  readSessionToken,
  setDeviceCookie,
  setSessionCookie,
  type SessionCookieOptions,
} from '../http/session.ts';
import type {
  AccountsService,
  CurrentSession,
  Limited,
  NewSession,
  RequestContext,
} from '../services/accounts.ts';

export interface AuthRoutesOptions extends SessionCookieOptions {
  /** TRUST_PROXY: proxies in front of the server (http/client-ip.ts). */
  trustProxy: number;
}

export const jsonBody = <T>(schema: T, description: string) => ({
  required: true,
  description,
  content: { 'application/json': { schema } },
});

export const ok = <T>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const sessionCookieHeader = {
  'Set-Cookie': {
    description:
      'The session: `__Host-session` (Secure) under https, `session` on http; HttpOnly; SameSite=Lax',
    schema: { type: 'string' as const },
  },
};

export const rateLimited = (what: string) =>
  ({
    429: {
      description: `Too many attempts: ${what}. The message says how many minutes to wait.`,
      headers: {
        'Retry-After': {
          description: 'Seconds until the next attempt is accepted',
          schema: { type: 'integer' },
        },
      },
      content: { 'application/json': { schema: ApiErrorSchema } },
    },
  }) satisfies RouteConfig['responses'];

/** The cookie, a Bearer token, or (for endpoints that allow it) neither. */
export const bearer: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerAuth: [] }, {}];
/** Endpoints of the signed-in user: the cookie or a Bearer token. */
export const signedInSecurity: Record<string, string[]>[] = [
  { sessionCookie: [] },
  { bearerAuth: [] },
];
export const notSignedIn = { 401: errorResponse('Not signed in') };

export function tooMany(c: Context, limited: Limited) {
  c.header('Retry-After', String(limited.retryAfterSeconds));
  const minutes = Math.ceil(limited.retryAfterSeconds / 60);
  return c.json(errorBody(rateLimitMessages.tooManyAttemptsIn(minutes)), 429);
}

/** Who is asking: address, browser, and the browser's device id (a new one if it has none). */
export function requestContext(
  c: Context,
  options: AuthRoutesOptions,
): RequestContext & { newDevice: boolean } {
  const { deviceId, isNew } = deviceIdOf(c, options);
  return {
    clientIp: clientIp(c, options.trustProxy),
    userAgent: c.req.header('user-agent'),
    deviceId,
    newDevice: isNew,
  };
}

/**
 * Sets the cookie of a new session (and the device cookie of a browser that had none); an
 * answer that carries a session token is never cached.
 */
export function signedIn(
  c: Context,
  options: AuthRoutesOptions,
  session: NewSession,
  context: { deviceId?: string; newDevice: boolean },
): void {
  setSessionCookie(c, options, session.token, session.expiresAt);
  if (context.newDevice && context.deviceId) setDeviceCookie(c, options, context.deviceId);
  c.header('Cache-Control', 'no-store');
}

/**
 * The request's live session and user, or undefined. Answers about the account are never
 * cached, by the browser or anything between.
 */
export async function currentSession(
  c: Context,
  accounts: AccountsService,
  options: AuthRoutesOptions,
): Promise<CurrentSession | undefined> {
  c.header('Cache-Control', 'no-store');
  const held = readSessionToken(c, options);
  return held ? accounts.session(held.token) : undefined;
}

/** The 401 of an endpoint that needs a session. */
export const signInRequired = (c: Context) =>
  c.json(errorBody(accountMessages.signInRequired), 401);
