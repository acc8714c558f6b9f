import { loginMessages, signupMessages } from '@brightlane/contract';
import { apiAnswer, callsTo, stubFetch } from '../leads/testing.ts';
import {
  AuthRequestError,
  InvalidAuthResponseError,
  authFailure,
  login,
  loginFailureMessages,
  requestPasswordReset,
  signupFailureMessages,
} from './api.ts';
import { fetchSession } from './session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const user = {
  id: '0b6f4b52-4a8e-4bb6-9df0-3f6a8d1f4c11',
  name: 'Jane Doe',
  email: 'jane@example.com',
  username: 'jane',
  role: 'user',
  emailVerified: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  pendingEmail: null,
  settings: {
    darkMode: null,
    emailNotifications: true,
    pushNotifications: true,
    twoFactorEnabled: false,
  },
};

describe('authFailure: the docs/product/spec.md §8 messages of the sign-in and sign-up forms', () => {
  const failed = (status: number, message?: string, issues?: { path: string; message: string }[]) =>
    new AuthRequestError(status, message === undefined ? null : { message, issues });

  it.each([
    [
      'a message containing "invalid credentials"',
      failed(401, 'Invalid credentials'),
      loginMessages.invalidCredentials,
    ],
    ['the API’s own 401', failed(401, 'Invalid email or password'), 'Invalid email or password'],
    ['a 404 without a body', failed(404), loginMessages.serviceUnavailable],
    ['a message containing "404"', failed(502, 'Upstream 404'), loginMessages.serviceUnavailable],
    [
      'an answer without token or user',
      new InvalidAuthResponseError(),
      loginMessages.invalidResponse,
    ],
    ['a server error', failed(500, 'Internal Server Error'), loginMessages.fallback],
    ['no answer at all', failed(0), loginMessages.fallback],
    ['something else thrown', new TypeError('boom'), loginMessages.fallback],
    [
      'a rate limit',
      failed(429, 'Too many attempts. Try again in 15 minutes.'),
      'Too many attempts. Try again in 15 minutes.',
    ],
  ])('sign-in, given %s, should say the right thing', (_, error, expected) => {
    expect(authFailure(error, loginFailureMessages).message).toBe(expected);
  });

  it.each([
    [
      'a message containing "already exists"',
      failed(409, 'User already exists'),
      signupMessages.emailTaken,
    ],
    [
      'the API’s duplicate answer',
      failed(409, 'Email already registered'),
      signupMessages.emailTaken,
    ],
    ['a 404', failed(404), signupMessages.serviceUnavailable],
    [
      'an answer without token or user',
      new InvalidAuthResponseError(),
      signupMessages.invalidResponse,
    ],
    ['no answer at all', failed(0), signupMessages.fallback],
  ])('sign-up, given %s, should say the right thing', (_, error, expected) => {
    expect(authFailure(error, signupFailureMessages).message).toBe(expected);
  });

  it('given per-field issues, should put them on the fields and the first on top', () => {
    const error = failed(400, 'Invalid input', [
      { path: 'password', message: signupMessages.passwordTooCommon },
    ]);
    const failure = authFailure(error, signupFailureMessages);
    expect(failure.fieldErrors).toEqual({ password: signupMessages.passwordTooCommon });
    expect(failure.message).toBe(signupMessages.passwordTooCommon);
  });
});

describe('the accounts client', () => {
  it('should read the session as the user, or null when signed out or malformed', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { user }));
    await expect(fetchSession()).resolves.toEqual(user);
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { user: null }));
    await expect(fetchSession()).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { user: { name: 'no id' } }));
    await expect(fetchSession()).resolves.toBeNull();
  });

  it('should send credentials and JSON, and refuse a success answer without a token', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { user }));
    await expect(login({ email: 'jane@example.com', password: 'x' })).rejects.toBeInstanceOf(
      InvalidAuthResponseError,
    );
    const [call] = callsTo(fetchMock, '/api/auth/login');
    expect(call?.init.credentials).toBe('same-origin');
    expect(call?.init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(call?.body).toEqual({ email: 'jane@example.com', password: 'x' });
  });

  it('should carry the server’s message, else "Request failed with status N" (docs/product/spec.md §7)', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(409, { message: 'Email already registered' }));
    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Email already registered',
    );
    fetchMock.mockResolvedValueOnce(apiAnswer(503, 'not json'));
    await expect(login({ email: 'a@b.co', password: 'x' })).rejects.toThrow(
      'Request failed with status 503',
    );
  });

  it('should ask /api/user/verify, then /api/auth/forgot-password, for a reset link', async () => {
    const fetchMock = stubFetch();
    await requestPasswordReset('jane@example.com');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/user/verify',
      '/api/auth/forgot-password',
    ]);
    expect(callsTo(fetchMock, '/api/auth/forgot-password')[0]?.body).toEqual({
      email: 'jane@example.com',
    });
  });
});
