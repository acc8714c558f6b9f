// The second sign-in step of an account with two-factor authentication (docs/product/decisions.md
// "Two-factor"), through the real route table: /login answers a challenge, the form asks for
// the code, /api/auth/2fa/verify signs in. `fetch` answers as the API does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiAnswer, callsTo, stubFetch } from '../leads/testing.ts';
import { sessionStore } from './session.ts';
import { renderSite, testUser } from './testing.tsx';

const jane = testUser();

const challengeAnswer = () =>
  apiAnswer(200, {
    twoFactorRequired: true,
    challenge: 'c'.repeat(43),
    message: 'Enter the 6-digit code from your authenticator app or a recovery code.',
  });

type Answers = Record<string, () => Response>;

/** `fetch` answering each path from `answers` (signed out by default). */
function api(answers: Answers = {}) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url) => {
    const answer = answers[String(url)];
    if (answer) return answer();
    if (url === '/api/auth/session') return apiAnswer(200, { user: null });
    return apiAnswer(200, { success: true, message: 'OK' });
  });
  return fetchMock;
}

const open = renderSite;

const where = (router: Awaited<ReturnType<typeof open>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** Types the password step's e-mail and password and submits it. */
async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jane@example.com');
  await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Lantern-Orbit-42');
  await user.click(
    screen.getByRole('form', { name: 'Welcome Back' }).querySelector('button[type="submit"]')!,
  );
}

// The pages are lazy routes: load (transform) their modules once up front, so the first
// test's `findBy…` does not spend its wait on that when the whole suite shares two cores.
beforeAll(async () => {
  await Promise.all([
    import('../../routes/_auth/login.tsx'),
    import('../../routes/account/dashboard.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('signing in with two-factor authentication', () => {
  it('given a two-factor account, should ask for the code instead of signing in', async () => {
    api({ '/api/auth/login': challengeAnswer });
    const router = await open('/login');
    const user = userEvent.setup();
    await signIn(user);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Two-Factor Authentication' }),
    ).toBeVisible();
    expect(
      screen.getByText('Enter the 6-digit code from your authenticator app or a recovery code.'),
    ).toBeVisible();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'text');
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Verify' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeVisible();
    expect(sessionStore.get().session.status).not.toBe('signedIn');
    expect(where(router)).toBe('/login');
  });

  it('given a malformed code, should say it is invalid without sending it', async () => {
    const fetchMock = api({ '/api/auth/login': challengeAnswer });
    await open('/login');
    const user = userEvent.setup();
    await signIn(user);
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Invalid verification code')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Authentication code' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(callsTo(fetchMock, '/api/auth/2fa/verify')).toHaveLength(0);
  });

  it('given the right code, should sign in and go to /dashboard', async () => {
    const fetchMock = api({
      '/api/auth/login': challengeAnswer,
      '/api/auth/2fa/verify': () =>
        apiAnswer(200, { token: 't'.repeat(43), user: jane, message: 'Signed in' }),
    });
    const router = await open('/login');
    const user = userEvent.setup();
    await signIn(user);
    await user.type(
      await screen.findByRole('textbox', { name: 'Authentication code' }),
      ' 123 456 ',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' }),
    ).toBeVisible();
    expect(sessionStore.get().session.status).toBe('signedIn');
    expect(callsTo(fetchMock, '/api/auth/2fa/verify')[0]?.body).toEqual({
      challenge: 'c'.repeat(43),
      code: '123456',
    });
  });

  it('given a recovery code and a `next`, should sign in and go back there', async () => {
    const fetchMock = api({
      '/api/auth/login': challengeAnswer,
      '/api/auth/2fa/verify': () =>
        apiAnswer(200, {
          token: 't'.repeat(43),
          user: jane,
          message: 'Signed in with a recovery code. 9 codes left.',
        }),
    });
    const router = await open('/login?next=%2Fprofile');
    const user = userEvent.setup();
    await signIn(user);
    await user.type(
      await screen.findByRole('textbox', { name: 'Authentication code' }),
      'K7F3Q-4Q2MZ',
    );
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(where(router)).toBe('/profile'));
    expect(callsTo(fetchMock, '/api/auth/2fa/verify')[0]?.body).toEqual({
      challenge: 'c'.repeat(43),
      code: 'k7f3q-4q2mz',
    });
  });

  it('given a wrong code, should show the API message on the field and stay', async () => {
    api({
      '/api/auth/login': challengeAnswer,
      '/api/auth/2fa/verify': () =>
        apiAnswer(400, {
          message: 'Invalid verification code',
          issues: [{ path: ['code'], message: 'Invalid verification code' }],
        }),
    });
    const router = await open('/login');
    const user = userEvent.setup();
    await signIn(user);
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(/Invalid verification code/);
    // Said once, on the field; the code selected for the next try.
    expect(screen.getAllByText('Invalid verification code')).toHaveLength(1);
    await waitFor(() => expect(code).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Two-Factor Authentication' })).toBeVisible();
    expect(where(router)).toBe('/login');
    expect(sessionStore.get().session.status).not.toBe('signedIn');
  });

  it('given an expired challenge (401), should go back to the password step and say so', async () => {
    api({
      '/api/auth/login': challengeAnswer,
      '/api/auth/2fa/verify': () =>
        apiAnswer(401, { message: 'Your sign-in has expired. Please sign in again.' }),
    });
    await open('/login');
    const user = userEvent.setup();
    await signIn(user);
    await user.type(await screen.findByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your sign-in has expired. Please sign in again.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
    expect(screen.queryByRole('textbox', { name: 'Authentication code' })).toBeNull();
  });

  it('given "Back to sign in", should return to the password step with its values', async () => {
    api({ '/api/auth/login': challengeAnswer });
    await open('/login');
    const user = userEvent.setup();
    await signIn(user);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
