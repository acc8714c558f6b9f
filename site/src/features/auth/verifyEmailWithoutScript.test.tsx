// /verify-email without JavaScript (docs/decisions/040-forms-post-to-the-server.md): opening the
// link spends nothing; 'Confirm' posted spends the token through the server's API, and the page
// the server renders says what the link did.
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { accountMessages, profileMessages } from '@brightlane/contract';
import type { PostedForm } from '../../forms/postedForm.ts';
import { answerOf as unwrap, formPost } from '../../forms/testing.ts';
import { Component as VerifyEmailPage } from '../../routes/_auth/verify-email.tsx';
import { apiAnswer, callsTo, stubFetch } from '../leads/testing.ts';
import { verifyEmailAction } from './actions.ts';
import { testUser } from './testing.tsx';

/** A form of /verify-email posted as the browser sends it, with the server's in-process API. */
const post = (path: string, api: ReturnType<typeof stubFetch>, form = 'verify-email') =>
  formPost(path, { 'form-name': form }, api);

/** The server's in-process API: each path's answer, signed out unless `user`. */
function serverApi(answer: () => Response, user: unknown = null) {
  const api = stubFetch();
  api.mockImplementation(async (url) =>
    String(url) === '/api/auth/session' ? apiAnswer(200, { user }) : answer(),
  );
  return api;
}

/** The page as the server renders it answering `answer` (the router's action data). */
function renderAnswering(answer: PostedForm<Record<string, string>>) {
  const router = createMemoryRouter(
    [{ id: 'verify', path: '/verify-email', Component: VerifyEmailPage }],
    {
      initialEntries: ['/verify-email?token=abc'],
      hydrationData: { loaderData: {}, actionData: { verify: answer } },
    },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('verifyEmailAction (Confirm posted without JavaScript)', () => {
  it("given the link's token, should spend it through the given API and answer the API's sentence", async () => {
    const api = serverApi(() => apiAnswer(200, { message: accountMessages.emailVerified }));
    const { body, status } = unwrap(await verifyEmailAction(post('/verify-email?token=abc', api)));
    expect(callsTo(api, '/api/auth/verify-email')).toEqual([
      expect.objectContaining({ body: { token: 'abc' } }),
    ]);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      form: 'verify-email',
      generalError: null,
      state: { message: accountMessages.emailVerified, signedIn: '' },
    });
  });

  it('given a signed-in visitor, should say so, for the way on to the dashboard', async () => {
    const api = serverApi(() => apiAnswer(200, { message: 'ok' }), testUser());
    const { body } = unwrap(await verifyEmailAction(post('/verify-email?token=abc', api)));
    expect(body.state).toEqual({ message: 'ok', signedIn: 'yes' });
  });

  it("given a used link, should answer 400 with the API's reason", async () => {
    const api = serverApi(() =>
      apiAnswer(400, { message: accountMessages.verificationLinkInvalid }),
    );
    const { body, status } = unwrap(await verifyEmailAction(post('/verify-email?token=x', api)));
    expect(status).toBe(400);
    expect(body.generalError).toBe(accountMessages.verificationLinkInvalid);
  });

  it('given an API that failed, should answer 503 asking to try again', async () => {
    const api = serverApi(() => apiAnswer(500, { message: 'boom' }));
    const { body, status } = unwrap(await verifyEmailAction(post('/verify-email?token=x', api)));
    expect(status).toBe(503);
    expect(body.generalError).toBe(accountMessages.verificationFailed);
  });

  it('given no token, should ask the API nothing', async () => {
    const api = serverApi(() => apiAnswer(200, {}));
    const { body, status } = unwrap(await verifyEmailAction(post('/verify-email', api)));
    expect(callsTo(api, '/api/auth/verify-email')).toEqual([]);
    expect(status).toBe(400);
    expect(body.generalError).toBe(accountMessages.verificationLinkInvalid);
  });
});

describe("verifyEmailAction ('Resend' of the banner posted without JavaScript)", () => {
  it('should send the link again through the given API and answer its sentence', async () => {
    const api = serverApi(() => apiAnswer(200, { message: accountMessages.verificationSent }));
    const { body, status } = unwrap(
      await verifyEmailAction(post('/verify-email', api, 'resend-verification')),
    );
    expect(callsTo(api, '/api/auth/resend-verification')).toHaveLength(1);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      form: 'resend-verification',
      state: { message: accountMessages.verificationSent },
    });
  });

  it("given a limit reached, should answer the API's sentence", async () => {
    const api = serverApi(() => apiAnswer(429, { message: 'Too many requests' }));
    const { body } = unwrap(
      await verifyEmailAction(post('/verify-email', api, 'resend-verification')),
    );
    expect(body.generalError).toBe('Too many requests');
  });

  it('given a post naming no form of the page, should refuse it', async () => {
    const api = serverApi(() => apiAnswer(200, {}));
    await expect(verifyEmailAction(post('/verify-email', api, 'other'))).rejects.toMatchObject({
      init: { status: 400 },
    });
    expect(callsTo(api, '/api/auth/resend-verification')).toEqual([]);
  });
});

describe('/verify-email as the server renders its answer', () => {
  const answer = (rest: Partial<PostedForm<Record<string, string>>>) => ({
    form: 'verify-email',
    values: {},
    errors: {},
    generalError: null,
    ...rest,
  });

  it('given a link followed, should say what it did and lead on to sign in or to the dashboard', async () => {
    renderAnswering(
      answer({ state: { message: profileMessages.emailChangeUndone, signedIn: '' } }),
    );
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(profileMessages.emailChangeUndone);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it('given a link refused, should say why', async () => {
    renderAnswering(answer({ generalError: accountMessages.verificationLinkInvalid }));
    expect(await screen.findByRole('heading', { name: 'Link Not Valid' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(accountMessages.verificationLinkInvalid);
  });

  it("given 'Resend' answered, should say the link is on its way", async () => {
    renderAnswering(
      answer({ form: 'resend-verification', state: { message: accountMessages.verificationSent } }),
    );
    expect(await screen.findByRole('heading', { name: 'Confirm Your Email' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(accountMessages.verificationSent);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
  });

  it("given a signed-in visitor's answer, should lead on to the dashboard", async () => {
    renderAnswering(answer({ state: { message: 'ok', signedIn: 'yes' } }));
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
