// The signed-in half of the account API (docs/decisions/017-account-security.md): profile, settings, password change,
// two-factor authentication and the Active sessions list. Every endpoint but the second
// sign-in step needs a session and acts on that session's user only; bodies are validated
// with the contract's schemas and every answer is documented with them.
import {
  activeSessionsResponseSchema,
  apiPaths,
  authResponseSchema,
  changePasswordMessages,
  changePasswordRequestSchema,
  messageResponseSchema,
  profileMessages,
  publicUserSchema,
  sessionMessages,
  settingsMessages,
  settingsResponseSchema,
  twoFactorDisableSchema,
  twoFactorEnableResponseSchema,
  twoFactorEnableSchema,
  twoFactorMessages,
  twoFactorSetupResponseSchema,
  twoFactorVerifySchema,
  updateProfileSchema,
  updateSettingsSchema,
  accountMessages,
} from '@brightlane/contract';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorBody } from '../http/errors.ts';
import { bodyErrorResponses, errorResponse } from '../http/openapi.ts';
import { clearSessionCookie, readSessionToken } from '../http/session.ts';
import type { Services } from '../services/index.ts';
import {
  currentSession,
  jsonBody,
  notSignedIn,
  ok,
  rateLimited,
  requestContext,
  sessionCookieHeader,
  signedIn,
  signedInSecurity,
  signInRequired,
  tooMany,
  type AuthRoutesOptions,
} from './auth-common.ts';

const tags = ['Account'];

/** A 400 that names one field, as validation errors do. */
const fieldError = (c: Context, path: string, message: string) =>
  c.json(errorBody(message, [{ path, message }]), 400);

const profileResponseSchema = z
  .object({ user: publicUserSchema, message: z.string() })
  .openapi('ProfileResponse');

const updateProfileRoute = createRoute({
  method: 'put',
  path: apiPaths.auth.user,
  operationId: 'updateAccount',
  tags,
  summary: 'Change the name and e-mail',
  description:
    'The name changes at once. A new e-mail needs `currentPassword`; it is kept as ' +
    '`pendingEmail` and becomes the login e-mail when the link sent to it is followed. The ' +
    'old address is told, with a link that stops the change (and, once it took effect, gives ' +
    'the address back); a save with the current e-mail keeps a pending change. A password ' +
    'change, a reset or signing out the other sessions ends a pending change.',
  security: signedInSecurity,
  request: { body: jsonBody(updateProfileSchema, 'Full name and e-mail') },
  responses: {
    200: ok(profileResponseSchema, 'Saved'),
    ...bodyErrorResponses,
    ...notSignedIn,
    409: errorResponse('Email already registered'),
    ...rateLimited(
      '5 e-mail changes per hour per account, 10 per IP address; 10 wrong passwords and 20 ' +
        'password checks per 15 minutes per account',
    ),
  },
});

const getSettingsRoute = createRoute({
  method: 'get',
  path: apiPaths.user.settings,
  operationId: 'getSettings',
  tags,
  summary: 'The account’s preferences',
  security: signedInSecurity,
  responses: { 200: ok(settingsResponseSchema, 'The settings'), ...notSignedIn },
});

const updateSettingsRoute = createRoute({
  method: 'put',
  path: apiPaths.user.settings,
  operationId: 'updateSettings',
  tags,
  summary: 'Change dark mode or notification preferences',
  description: 'Only the fields sent change. Two-factor authentication has its own endpoints.',
  security: signedInSecurity,
  request: { body: jsonBody(updateSettingsSchema, 'Any of the writable preferences') },
  responses: {
    200: ok(settingsResponseSchema, 'Saved'),
    ...bodyErrorResponses,
    ...notSignedIn,
  },
});

const changePasswordRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.changePassword,
  operationId: 'changePassword',
  tags,
  summary: 'Change the password',
  description:
    'Checks the current password; the new one follows sign-up’s rules (8 to 128 characters, ' +
    'not a common password). Every other session of the account ends; this one stays. A ' +
    'pending e-mail change or two-factor set-up ends too.',
  security: signedInSecurity,
  request: { body: jsonBody(changePasswordRequestSchema, 'Current and new password') },
  responses: {
    200: ok(messageResponseSchema, 'Changed'),
    ...bodyErrorResponses,
    ...notSignedIn,
    ...rateLimited('10 wrong passwords and 20 password checks per 15 minutes per account'),
  },
});

const twoFactorSetupRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.twoFactorSetup,
  operationId: 'startTwoFactorSetup',
  tags,
  summary: 'Start two-factor set-up',
  description:
    'A new random secret (16 base32 characters), kept pending for 15 minutes until a code ' +
    'made from it is sent to /enable. Stored encrypted; shown only in this answer.',
  security: signedInSecurity,
  responses: {
    200: ok(twoFactorSetupResponseSchema, 'The secret and its otpauth:// URL for the QR code'),
    ...notSignedIn,
    403: bodyErrorResponses[403],
    415: bodyErrorResponses[415],
    409: errorResponse('Already enabled'),
  },
});

const twoFactorEnableRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.twoFactorEnable,
  operationId: 'enableTwoFactor',
  tags,
  summary: 'Turn two-factor on with a code from the pending secret and the password',
  description:
    'Needs the current password. RFC 6238: 6 digits, 30-second steps, one step of drift ' +
    'either side. On success the answer carries ten single-use recovery codes, shown only ' +
    'this once (stored as argon2id hashes).',
  security: signedInSecurity,
  request: { body: jsonBody(twoFactorEnableSchema, 'The 6-digit code and the current password') },
  responses: {
    200: ok(twoFactorEnableResponseSchema, 'Enabled'),
    ...bodyErrorResponses,
    ...notSignedIn,
    409: errorResponse('Already enabled, or the set-up expired'),
    ...rateLimited('10 wrong codes or passwords and 20 password checks per 15 minutes per account'),
  },
});

const twoFactorDisableRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.twoFactorDisable,
  operationId: 'disableTwoFactor',
  tags,
  summary: 'Turn two-factor off',
  description: 'Needs the current password; the secret and the recovery codes are deleted.',
  security: signedInSecurity,
  request: { body: jsonBody(twoFactorDisableSchema, 'The current password') },
  responses: {
    200: ok(messageResponseSchema, 'Disabled'),
    ...bodyErrorResponses,
    ...notSignedIn,
    409: errorResponse('Not enabled'),
    ...rateLimited('10 wrong passwords and 20 password checks per 15 minutes per account'),
  },
});

const twoFactorVerifyRoute = createRoute({
  method: 'post',
  path: apiPaths.auth.twoFactorVerify,
  operationId: 'verifyTwoFactorSignIn',
  security: [],
  tags: ['Accounts'],
  summary: 'The second sign-in step',
  description:
    'Takes the `challenge` of the login answer (valid 5 minutes, once) and a 6-digit code or ' +
    'one of the recovery codes. A code works once: a replayed or older one is refused. ' +
    'Starts the session as login does.',
  request: { body: jsonBody(twoFactorVerifySchema, 'The challenge and the code') },
  responses: {
    200: { ...ok(authResponseSchema, 'Signed in'), headers: sessionCookieHeader },
    ...bodyErrorResponses,
    401: errorResponse('The challenge is unknown, used or expired: sign in again'),
    ...rateLimited('5 wrong codes per 15 minutes per account, 10 per IP address'),
  },
});

const listSessionsRoute = createRoute({
  method: 'get',
  path: apiPaths.auth.sessions,
  operationId: 'listSessions',
  tags,
  summary: 'The account’s live sessions',
  description:
    'Each with the browser it signed in with, the network of its address (no geolocation), ' +
    'when it was last used, and `current` for the caller’s own.',
  security: signedInSecurity,
  responses: { 200: ok(activeSessionsResponseSchema, 'This device first'), ...notSignedIn },
});

const revokeSessionRoute = createRoute({
  method: 'delete',
  path: apiPaths.auth.sessionById,
  operationId: 'revokeSession',
  tags,
  summary: 'Sign out one session',
  description: 'Only the account’s own sessions; any other id is a 404.',
  security: signedInSecurity,
  request: { params: z.object({ id: z.string() }) },
  responses: {
    200: ok(messageResponseSchema, 'Signed out'),
    ...notSignedIn,
    403: bodyErrorResponses[403],
    404: errorResponse('Session not found'),
  },
});

const revokeOtherSessionsRoute = createRoute({
  method: 'delete',
  path: apiPaths.auth.sessions,
  operationId: 'revokeOtherSessions',
  tags,
  summary: 'Sign out of all other sessions',
  description: 'Also ends a pending e-mail change and a pending two-factor set-up.',
  security: signedInSecurity,
  responses: {
    200: ok(messageResponseSchema, 'Signed out'),
    ...notSignedIn,
    403: bodyErrorResponses[403],
  },
});

export function accountRoutes(services: Services, options: AuthRoutesOptions) {
  const { accounts, accountSecurity: security } = services;
  const session = (c: Context) => currentSession(c, accounts, options);

  return new OpenAPIHono()
    .openapi(updateProfileRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await security.updateProfile(
        current.user.id,
        c.req.valid('json'),
        requestContext(c, options),
      );
      if (result.ok) {
        const message = result.emailChangePending
          ? profileMessages.emailChangePending(result.user.pendingEmail ?? '')
          : profileMessages.updated;
        return c.json({ user: result.user, message }, 200);
      }
      if (result.reason === 'rate-limited') return tooMany(c, result);
      if (result.reason === 'email-taken')
        return c.json(errorBody(profileMessages.emailTaken), 409);
      const message =
        result.reason === 'password-required'
          ? profileMessages.passwordRequiredForEmail
          : profileMessages.currentPasswordIncorrect;
      return fieldError(c, 'currentPassword', message);
    })
    .openapi(getSettingsRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      return c.json({ settings: current.user.settings }, 200);
    })
    .openapi(updateSettingsRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const input = c.req.valid('json');
      const settings = await security.updateSettings(current.user.id, input);
      if (!settings) return signInRequired(c);
      const notifications =
        input.emailNotifications !== undefined || input.pushNotifications !== undefined;
      return c.json(
        { settings, ...(notifications && { message: settingsMessages.notificationsUpdated }) },
        200,
      );
    })
    .openapi(changePasswordRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const input = c.req.valid('json');
      const result = await security.changePassword(current.user.id, current.sessionId, input);
      if (result.ok) {
        return c.json({ success: true, message: settingsMessages.passwordChanged }, 200);
      }
      if (result.reason === 'rate-limited') return tooMany(c, result);
      if (result.reason === 'common-password') {
        return fieldError(c, 'newPassword', changePasswordMessages.newPasswordTooCommon);
      }
      return fieldError(c, 'currentPassword', changePasswordMessages.currentPasswordIncorrect);
    })
    .openapi(twoFactorSetupRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await security.twoFactorSetup(current.user.id);
      if (!result.ok) return c.json(errorBody(twoFactorMessages.alreadyEnabled), 409);
      return c.json({ secret: result.secret, otpauthUrl: result.otpauthUrl }, 200);
    })
    .openapi(twoFactorEnableRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await security.twoFactorEnable(current.user.id, c.req.valid('json'));
      if (result.ok) {
        return c.json(
          {
            success: true as const,
            message: settingsMessages.twoFactorEnabled,
            recoveryCodes: result.recoveryCodes,
          },
          200,
        );
      }
      if (result.reason === 'rate-limited') return tooMany(c, result);
      if (result.reason === 'invalid-code') {
        return fieldError(c, 'code', twoFactorMessages.invalidCode);
      }
      if (result.reason === 'invalid-password') {
        return fieldError(c, 'password', changePasswordMessages.currentPasswordIncorrect);
      }
      const message =
        result.reason === 'already-enabled'
          ? twoFactorMessages.alreadyEnabled
          : twoFactorMessages.setupExpired;
      return c.json(errorBody(message), 409);
    })
    .openapi(twoFactorDisableRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const result = await security.twoFactorDisable(current.user.id, c.req.valid('json').password);
      if (result.ok) {
        return c.json({ success: true, message: settingsMessages.twoFactorDisabled }, 200);
      }
      if (result.reason === 'rate-limited') return tooMany(c, result);
      if (result.reason === 'not-enabled') {
        return c.json(errorBody(twoFactorMessages.notEnabled), 409);
      }
      return fieldError(c, 'password', changePasswordMessages.currentPasswordIncorrect);
    })
    .openapi(twoFactorVerifyRoute, async (c) => {
      const previous = readSessionToken(c, options);
      const asker = requestContext(c, options);
      const result = await security.twoFactorVerify(c.req.valid('json'), asker, previous?.token);
      if (result.ok) {
        signedIn(c, options, result.session, asker);
        const message =
          result.recoveryCodesLeft === undefined
            ? accountMessages.signedIn
            : twoFactorMessages.recoveryCodeUsed(result.recoveryCodesLeft);
        return c.json({ token: result.session.token, user: result.user, message }, 200);
      }
      if (result.reason === 'rate-limited') return tooMany(c, result);
      if (result.reason === 'invalid-code') {
        return fieldError(c, 'code', twoFactorMessages.invalidCode);
      }
      return c.json(errorBody(twoFactorMessages.challengeExpired), 401);
    })
    .openapi(listSessionsRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const list = await security.listSessions(current.user.id, current.sessionId);
      return c.json({ sessions: list }, 200);
    })
    .openapi(revokeSessionRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      const { id } = c.req.valid('param');
      const ended = await security.revokeSession(current.user.id, id);
      if (!ended) return c.json(errorBody(sessionMessages.notFound), 404);
      // Signing out this device from the list is a sign-out: the cookie goes too.
      if (id === String(current.sessionId)) clearSessionCookie(c, options);
      return c.json({ success: true, message: sessionMessages.signedOut }, 200);
    })
    .openapi(revokeOtherSessionsRoute, async (c) => {
      const current = await session(c);
      if (!current) return signInRequired(c);
      await security.revokeOtherSessions(current.user.id, current.sessionId);
      return c.json({ success: true, message: sessionMessages.othersSignedOut }, 200);
    });
}
