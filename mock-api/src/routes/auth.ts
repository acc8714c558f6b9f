// The account endpoints (docs/decisions/016-accounts-in-the-site.md; docs/product/spec.md §7 both flows, docs/product/decisions.md "One API"): the spec's
// older paths (/api/auth/login) and newer ones ({base}/auth/login with base = /api) are these
// same routes. Every body is validated with the contract; login and sign-up answer
// `{ token, user, message? }` and set the session cookie (http/session.ts).
import {
  accountMessages,
  apiPaths,
  authResponseSchema,
  loginResponseSchema,
  profileMessages,
  twoFactorMessages,
  forgotPasswordMessages,
  forgotPasswordSchema,
  loginMessages,
  loginSchema,
  messageResponseSchema,
  resetPasswordMessages,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signupMessages,
  signupRequestSchema,
  userVerifySchema,
  verifyEmailRequestSchema,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono } from '@hono/zod-openapi';
import { errorBody } from '../http/errors.ts';
import { bodyErrorResponses, errorResponse } from '../http/openapi.ts';
import {
  clearSessionCookie,
  clearSessionHintCookie,
  hasSessionHint,
  readSessionToken,
  setSessionCookie,
  setSessionHintCookie,
} from '../http/session.ts';
import type { Services } from '../services/index.ts';
import {
  bearer,
  currentSession,
  jsonBody,
  ok,
  rateLimited,
  requestContext,
  sessionCookieHeader,
  signedIn,
  signInRequired,
  tooMany,
  type AuthRoutesOptions,
} from './auth-common.ts';

export type { AuthRoutesOptions } from './auth-common.ts';

const sessionRoute = createRoute({
  method: 'get',
  path: apiPaths.auth.session,
  operationId: 'getSession',
  tags: ['Accounts'],
  summary: 'The signed-in user, or null',
  description:
    'Reads the session cookie or `Authorization: Bearer`. Signed out (or an expired or revoked ' +
    'session) is `{ user: null }` with 200. Each use moves the 30-day idle expiry forward, ' +
    'never past the absolute limit.',
  security: bearer,
  responses: { 200: ok(sessionResponseSchema, 'The current user, or null') },
});

const loginRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.login,
  operationId: 'signIn',
  security: [],
  tags: ['Accounts'],
  summary: 'Sign in',
  description:
    'Starts a new session (any session the client held ends: rotation) and answers its token ' +
    'with the user; the cookie carries the same token. For an account with two-factor ' +
    'authentication the answer is instead `{ twoFactorRequired: true, challenge }` and no ' +
    'session starts until `POST /api/auth/2fa/verify`. Failed attempts are limited to 10 per ' +
    '15 minutes per account from one address and 10 per address (an IPv6 /64 counts as one). ' +
    'Failures to an account from anywhere never lock it: after 5 in 15 minutes its sign-ins ' +
    'wait (1 s after the latest failure, doubling, at most 16 s), so the owner still gets in.',
  request: { body: jsonBody(loginSchema, 'E-mail and password') },
  responses: {
    200: {
      ...ok(loginResponseSchema, 'Signed in, or the second step is needed'),
      headers: sessionCookieHeader,
    },
    ...bodyErrorResponses,
    401: errorResponse('Invalid email or password'),
    ...rateLimited(
      '10 failed sign-ins per 15 minutes per account and IP address, or per IP address',
    ),
  },
});

const signupRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.signup,
  operationId: 'signUp',
  security: [],
  tags: ['Accounts'],
  summary: 'Create an account',
  description:
    'Creates the account (password 8 to 128 characters, not one of the 10,000 most common), ' +
    'signs it in and e-mails a link to confirm the address (valid 24 hours, single use).',
  request: { body: jsonBody(signupRequestSchema, 'Full name, e-mail and password') },
  responses: {
    201: { ...ok(authResponseSchema, 'Created and signed in'), headers: sessionCookieHeader },
    ...bodyErrorResponses,
    409: errorResponse('Email already registered'),
    ...rateLimited('10 sign-ups per hour per IP address, 5 per e-mail address'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.logout,
  operationId: 'signOut',
  tags: ['Accounts'],
  summary: 'Sign out',
  description: 'Ends the session on the server and clears the cookie. Succeeds without one too.',
  security: bearer,
  responses: {
    200: ok(messageResponseSchema, 'Signed out'),
    403: bodyErrorResponses[403],
    415: bodyErrorResponses[415],
  },
});

const forgotPasswordRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.forgotPassword,
  operationId: 'requestPasswordReset',
  security: [],
  tags: ['Accounts'],
  summary: 'E-mail a password reset link',
  description:
    'When an account has this address, e-mails it a single-use link valid for 1 hour. The ' +
    'answer is the same, in about the same time, whether or not the account exists.',
  request: { body: jsonBody(forgotPasswordSchema, 'The account’s e-mail') },
  responses: {
    200: ok(messageResponseSchema, 'Accepted'),
    ...bodyErrorResponses,
    ...rateLimited(
      '3 per hour per e-mail and IP address, 10 per hour per e-mail address, 10 per 15 minutes per IP address',
    ),
  },
});

const resetPasswordRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.resetPassword,
  operationId: 'resetPassword',
  security: [],
  tags: ['Accounts'],
  summary: 'Set a new password with the e-mailed token',
  description:
    'Uses the token once, sets the password and ends every session of the account, and any ' +
    'pending e-mail change or two-factor set-up.',
  request: { body: jsonBody(resetPasswordRequestSchema, 'The token and the new password') },
  responses: {
    200: ok(messageResponseSchema, 'Password reset'),
    ...bodyErrorResponses,
  },
});

const verifyEmailRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.verifyEmail,
  operationId: 'verifyEmail',
  security: [],
  tags: ['Accounts'],
  summary: 'Follow the link of a sign-up, e-mail-change or "this was not me" e-mail',
  description:
    'The sign-up link confirms the address; the link sent to a new address (PUT ' +
    '/api/auth/user) makes it the login e-mail, unless the password changed since it was ' +
    'sent. The link sent to the old address undoes the change: that address is the login ' +
    'e-mail again, every session ends, two-factor set up since the change is turned off and ' +
    'a reset link is e-mailed to it.',
  request: { body: jsonBody(verifyEmailRequestSchema, 'The token from the link') },
  responses: {
    200: ok(messageResponseSchema, 'Confirmed'),
    ...bodyErrorResponses,
  },
});

const resendVerificationRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.resendVerification,
  operationId: 'resendVerificationEmail',
  tags: ['Accounts'],
  summary: 'E-mail a new verification link to the signed-in user',
  security: bearer,
  responses: {
    200: ok(messageResponseSchema, 'Sent, or already confirmed'),
    401: errorResponse('Not signed in'),
    403: bodyErrorResponses[403],
    415: bodyErrorResponses[415],
    ...rateLimited('5 per hour per account, 10 per 15 minutes per IP address'),
  },
});

const userVerifyRoute = createRoute({
  method: 'post',
  path: apiPaths.user.verify,
  operationId: 'checkPasswordResetEmail',
  security: [],
  tags: ['Accounts'],
  summary: 'The check before forgot-password (docs/product/spec.md §7)',
  description:
    'Accepts any well-formed address with the same answer, so it reveals nothing about which ' +
    'accounts exist; the reset itself is `POST /api/auth/forgot-password`.',
  request: { body: jsonBody(userVerifySchema, 'The e-mail') },
  responses: { 200: ok(messageResponseSchema, 'Accepted'), ...bodyErrorResponses },
});

export function authRoutes(services: Services, options: AuthRoutesOptions) {
  const { accounts } = services;
  const context = (c: Parameters<typeof requestContext>[0]) => requestContext(c, options);

  return new OpenAPIHono()
    .openapi(sessionRoute, async (c) => {
      c.header('Cache-Control', 'no-store');
      const held = readSessionToken(c, options);
      const current = held ? await accounts.session(held.token) : undefined;
      if (held?.source === 'cookie') {
        // Both end together: a hint (docs/decisions/032) never outlives its session.
        if (!current) clearSessionCookie(c, options);
        else if (current.renewedUntil) {
          setSessionCookie(c, options, held.token, current.renewedUntil);
        } else if (!hasSessionHint(c, options)) {
          // A session from before the hint existed: the page checks it at start-up from now on.
          setSessionHintCookie(c, options);
        }
      } else if (!held && hasSessionHint(c, options)) {
        // The session cookie expired in the browser: the hint says nothing true any more.
        clearSessionHintCookie(c, options);
      }
      return c.json({ user: current?.user ?? null }, 200);
    })
    .openapi(loginRoute, async (c) => {
      const previous = readSessionToken(c, options);
      const asker = context(c);
      const result = await accounts.login(c.req.valid('json'), asker, previous?.token);
      if (result.ok && 'twoFactor' in result) {
        c.header('Cache-Control', 'no-store');
        return c.json(
          {
            twoFactorRequired: true as const,
            challenge: result.twoFactor.challenge,
            message: twoFactorMessages.codeRequired,
          },
          200,
        );
      }
      if (result.ok) {
        signedIn(c, options, result.session, asker);
        return c.json(
          { token: result.session.token, user: result.user, message: accountMessages.signedIn },
          200,
        );
      }
      if (result.reason === 'rate-limited') return tooMany(c, result);
      return c.json(errorBody(loginMessages.invalidCredentials), 401);
    })
    .openapi(signupRoute, async (c) => {
      const asker = context(c);
      const result = await accounts.signup(c.req.valid('json'), asker);
      if (result.ok) {
        signedIn(c, options, result.session, asker);
        return c.json(
          { token: result.session.token, user: result.user, message: accountMessages.signedUp },
          201,
        );
      }
      if (result.reason === 'rate-limited') return tooMany(c, result);
      if (result.reason === 'common-password') {
        const message = signupMessages.passwordTooCommon;
        return c.json(errorBody(message, [{ path: 'password', message }]), 400);
      }
      return c.json(errorBody(signupMessages.emailTaken), 409);
    })
    .openapi(logoutRoute, async (c) => {
      const held = readSessionToken(c, options);
      if (held) await accounts.logout(held.token);
      clearSessionCookie(c, options);
      return c.json({ success: true, message: accountMessages.signedOut }, 200);
    })
    .openapi(forgotPasswordRoute, async (c) => {
      const result = await accounts.forgotPassword(c.req.valid('json'), context(c));
      if (!result.ok) return tooMany(c, result);
      return c.json({ success: true, message: forgotPasswordMessages.success }, 200);
    })
    .openapi(resetPasswordRoute, async (c) => {
      const result = await accounts.resetPassword(c.req.valid('json'));
      if (result.ok) {
        // This browser's session (if any) ended with all the others.
        clearSessionCookie(c, options);
        return c.json({ success: true, message: resetPasswordMessages.success }, 200);
      }
      const message =
        result.reason === 'common-password'
          ? resetPasswordMessages.passwordTooCommon
          : resetPasswordMessages.tokenMissing;
      const path = result.reason === 'common-password' ? 'password' : 'token';
      return c.json(errorBody(message, [{ path, message }]), 400);
    })
    .openapi(verifyEmailRoute, async (c) => {
      const result = await accounts.verifyEmail(c.req.valid('json').token);
      if (!result.ok) {
        const message =
          result.reason === 'email-taken'
            ? profileMessages.emailTaken
            : accountMessages.verificationLinkInvalid;
        return c.json(errorBody(message, [{ path: 'token', message }]), 400);
      }
      const message = {
        verified: accountMessages.emailVerified,
        changed: profileMessages.emailChanged,
        reverted: profileMessages.emailChangeUndone,
      }[result.outcome];
      return c.json({ success: true, message }, 200);
    })
    .openapi(resendVerificationRoute, async (c) => {
      const current = await currentSession(c, accounts, options);
      if (!current) return signInRequired(c);
      const result = await accounts.resendVerification(current.user.id, context(c));
      if (!result.ok) return tooMany(c, result);
      const message = result.alreadyVerified
        ? accountMessages.alreadyVerified
        : accountMessages.verificationSent;
      return c.json({ success: true, message }, 200);
    })
    .openapi(userVerifyRoute, (c) =>
      c.json({ success: true, message: accountMessages.verifyAccepted }, 200),
    );
}
