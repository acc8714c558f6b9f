// The session token on the wire (docs/product/decisions.md "Sessions and the token"; ASVS 5.0 V3.3, V7.2).
// A cookie, HttpOnly and SameSite=Lax, named `__Host-session` and Secure when the site is
// served over https (the prefix pins it to this host and path /, so a sibling subdomain cannot
// plant one), plain `session` on http://localhost where browsers refuse Secure cookies. The
// same token also comes back in the JSON body of login and sign-up, and is accepted as
// `Authorization: Bearer <token>` (that header wins when both are present).
import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SECURE_SESSION_HINT_COOKIE, SESSION_HINT_COOKIE } from '@brightlane/contract';

export interface SessionCookieOptions {
  /** True when the site's public URL (SITE_URL) is https. */
  secure: boolean;
}

export const SESSION_COOKIE = 'session';
export const SECURE_SESSION_COOKIE = '__Host-session';

export function sessionCookieName(options: SessionCookieOptions): string {
  return options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

export type TokenSource = 'bearer' | 'cookie';

/** The token the request carries, and where it came from; undefined when none. */
export function readSessionToken(
  c: Context,
  options: SessionCookieOptions,
): { token: string; source: TokenSource } | undefined {
  const authorization = c.req.header('authorization');
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  if (bearer) return { token: bearer, source: 'bearer' };
  const cookie = getCookie(c, sessionCookieName(options));
  return cookie ? { token: cookie, source: 'cookie' } : undefined;
}

export function setSessionCookie(
  c: Context,
  options: SessionCookieOptions,
  token: string,
  expiresAt: Date,
): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  setCookie(c, sessionCookieName(options), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    maxAge,
  });
  setSessionHintCookie(c, options, maxAge);
}

/** Ends the session cookie, and its hint with it. */
export function clearSessionCookie(c: Context, options: SessionCookieOptions): void {
  deleteCookie(c, sessionCookieName(options), {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
  });
  clearSessionHintCookie(c, options);
}

/**
 * The "has signed in" hint (contract SESSION_HINT_COOKIE; docs/decisions/032): not httpOnly, so
 * the page can read it and skip its session check when it is missing. Its value says nothing
 * (always '1') and nothing on the server reads it as proof of anything: only the session cookie
 * (or a bearer token) is a credential. It lives as long as the session cookie (`maxAge`), or
 * as long as the browser session when the session's end is not known here.
 */
export function sessionHintCookieName(options: SessionCookieOptions): string {
  return options.secure ? SECURE_SESSION_HINT_COOKIE : SESSION_HINT_COOKIE;
}

export function hasSessionHint(c: Context, options: SessionCookieOptions): boolean {
  return getCookie(c, sessionHintCookieName(options)) !== undefined;
}

export function setSessionHintCookie(
  c: Context,
  options: SessionCookieOptions,
  maxAge?: number,
): void {
  setCookie(c, sessionHintCookieName(options), '1', {
    path: '/',
    sameSite: 'Lax',
    secure: options.secure,
    ...(maxAge === undefined ? {} : { maxAge }),
  });
}

/**
 * Pages for a browser that signed in before the hint existed: it holds a session cookie but no
 * hint, so its pages would skip the session check and show it signed out until it opened a
 * signed-in page. A page (HTML) answered to such a request sets the hint for the browser
 * session, so the page's session check runs (and clears both if the session has ended); after a
 * browser restart the next page sets it again. Such an answer is `private`: a shared cache must
 * not keep its cookie.
 */
export function sessionHintForPages(options: SessionCookieOptions): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.req.path === '/api' || c.req.path.startsWith('/api/')) return;
    if (!c.res.headers.get('content-type')?.startsWith('text/html')) return;
    if (!getCookie(c, sessionCookieName(options)) || hasSessionHint(c, options)) return;
    setSessionHintCookie(c, options);
    c.res.headers.set('Cache-Control', 'private, no-cache');
  };
}

export function clearSessionHintCookie(c: Context, options: SessionCookieOptions): void {
  deleteCookie(c, sessionHintCookieName(options), {
    path: '/',
    sameSite: 'Lax',
    secure: options.secure,
  });
}

/**
 * The browser's own random id (docs/decisions/020-notifications.md): no session, no user, only "this browser signed in to
 * this account before", so a sign-in from a new one can be told to the account's owner. Kept a
 * year; the database stores only its SHA-256 per account.
 */
export const DEVICE_COOKIE = 'device';
export const SECURE_DEVICE_COOKIE = '__Host-device';
const DEVICE_MAX_AGE_S = 365 * 24 * 60 * 60;

const deviceCookieName = (options: SessionCookieOptions) =>
  options.secure ? SECURE_DEVICE_COOKIE : DEVICE_COOKIE;

/** The request's device id, or a new one with `isNew` (then set it with setDeviceCookie). */
export function deviceIdOf(
  c: Context,
  options: SessionCookieOptions,
): { deviceId: string; isNew: boolean } {
  const held = getCookie(c, deviceCookieName(options));
  // Our ids are 43 base64url characters; anything else was not made here.
  if (held && /^[\w-]{43}$/.test(held)) return { deviceId: held, isNew: false };
  return { deviceId: randomBytes(32).toString('base64url'), isNew: true };
}

export function setDeviceCookie(c: Context, options: SessionCookieOptions, deviceId: string) {
  setCookie(c, deviceCookieName(options), deviceId, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: options.secure,
    maxAge: DEVICE_MAX_AGE_S,
  });
}
