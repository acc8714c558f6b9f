// The account pages through the real route table (routes.tsx): guards, sign-in with `?next=`,
// the logout confirmation, the e-mailed links' pages. `fetch` answers as the API does.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { profileMessages } from '@brightlane/contract';
import { apiAnswer, callsTo, stubFetch } from '../leads/testing.ts';
import { sessionStore } from './session.ts';
import { renderSite, testUser } from './testing.tsx';

const jane = testUser();

type Answers = Record<string, () => Response | Promise<Response>>;

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

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the account pages', () => {
  it('given a signed-out visitor on /dashboard, should send them to sign in and back after', async () => {
    const fetchMock = api({
      '/api/auth/login': () => apiAnswer(200, { token: 't'.repeat(43), user: jane }),
    });
    const router = await open('/dashboard');
    await waitFor(() => expect(where(router)).toBe('/login?next=%2Fdashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

    const user = userEvent.setup();
    const form = screen.getByRole('form', { name: 'Welcome Back' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' Jane@Example.com ');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Lantern-Orbit-42');
    await user.click(form.querySelector('button[type="submit"]')!);
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' }),
    ).toBeVisible();
    expect(callsTo(fetchMock, '/api/auth/login')[0]?.body).toEqual({
      email: 'jane@example.com',
      password: 'Lantern-Orbit-42',
    });
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    // Only staff are offered the staff inbox.
    expect(screen.queryByRole('link', { name: 'Leads' })).toBeNull();
  });

  it('given a staff member on /dashboard, should offer the staff inbox (Leads → /admin)', async () => {
    api({ '/api/auth/session': () => apiAnswer(200, { user: testUser({ role: 'staff' }) }) });
    await open('/dashboard');
    expect(await screen.findByRole('link', { name: 'Leads' })).toHaveAttribute('href', '/admin');
  });

  it('given a `next` to another site, should go to /dashboard instead', async () => {
    api({ '/api/auth/login': () => apiAnswer(200, { token: 't'.repeat(43), user: jane }) });
    const router = await open('/login?next=%2F%2Fevil.example%2Fphish');
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Lantern-Orbit-42');
    await user.click(
      screen.getByRole('form', { name: 'Welcome Back' }).querySelector('button[type="submit"]')!,
    );
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
  });

  it('given a guarded page of a later issue, should ask for a sign-in first', async () => {
    const router = await open('/blog/create');
    await waitFor(() => expect(where(router)).toBe('/login?next=%2Fblog%2Fcreate'));
  });

  it('"Ready to Leave?": Cancel goes back one page', async () => {
    api({ '/api/auth/session': () => apiAnswer(200, { user: jane }) });
    const router = await open('/dashboard');
    await screen.findByRole('heading', { name: 'Welcome back, Jane Doe' });
    await act(() => router.navigate('/logout'));
    const user = userEvent.setup();
    // A link to the dashboard (without JavaScript); with it, back one page in the history.
    const cancel = await screen.findByRole('link', { name: 'Cancel' });
    expect(cancel.getAttribute('href')).toBe('/dashboard');
    await user.click(cancel);
    await waitFor(() => expect(where(router)).toBe('/dashboard'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('"Ready to Leave?": a failed logout still signs out here, says so, and goes to /login', async () => {
    const fetchMock = api({
      '/api/auth/session': () => apiAnswer(200, { user: jane }),
      '/api/auth/logout': () => apiAnswer(500, null),
    });
    const router = await open('/logout');
    expect(await screen.findByRole('heading', { name: 'Ready to Leave?' })).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(callsTo(fetchMock, '/api/auth/logout')).toHaveLength(1);
    expect(sessionStore.get().session.status).toBe('signedOut');
    expect(screen.getByText('Logout failed. Please try again.')).toBeVisible();
  });

  it('given /logout signed out, should go to /login', async () => {
    api();
    const router = await open('/logout');
    await waitFor(() => expect(where(router)).toBe('/login'));
  });

  it('given /verify-email with a token, should spend nothing until Confirm is pressed, then confirm it once and say so', async () => {
    const fetchMock = api({
      '/api/auth/verify-email': () =>
        apiAnswer(200, { success: true, message: 'Your email address is confirmed.' }),
    });
    await open('/verify-email?token=abc123');
    const confirm = await screen.findByRole('button', { name: 'Confirm' });
    // Opening the link (a mail scanner does) uses nothing up.
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toEqual([]);
    await userEvent.setup().click(confirm);
    expect(await screen.findByText('Your email address is confirmed.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Email Confirmed' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toEqual([
      expect.objectContaining({ body: { token: 'abc123' } }),
    ]);
  });

  it('given the "this was not me" link in a signed-in tab, should say the change was undone and sign the tab out', async () => {
    let undone = false;
    api({
      '/api/auth/session': () => apiAnswer(200, { user: undone ? null : jane }),
      '/api/auth/verify-email': () => {
        undone = true;
        return apiAnswer(200, {
          success: true,
          message: profileMessages.emailChangeUndone,
        });
      },
    });
    await sessionStore.check();
    await open('/verify-email?token=undo');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(profileMessages.emailChangeUndone)).toBeVisible();
    expect(sessionStore.get().session.status).toBe('signedOut');
  });

  it('given a confirmation in a signed-in tab, should lead on to the dashboard', async () => {
    api({
      '/api/auth/session': () => apiAnswer(200, { user: { ...jane, emailVerified: true } }),
    });
    await sessionStore.check();
    await open('/verify-email?token=ok');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('given a used verification link, should say it is invalid', async () => {
    api({
      '/api/auth/verify-email': () =>
        apiAnswer(400, { message: 'This verification link is invalid or has expired' }),
    });
    await open('/verify-email?token=used');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('This verification link is invalid or has expired'),
    ).toBeVisible();
  });

  it('given /verify-email without a token, should say the link is invalid and ask nothing', async () => {
    const fetchMock = api();
    await open('/verify-email');
    expect(
      await screen.findByText('This verification link is invalid or has expired'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toEqual([]);
  });

  it('given /reset-password without a token, should say the link is invalid', async () => {
    api();
    await open('/reset-password');
    expect(await screen.findByText('This reset link is invalid or has expired')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('given a reset, should check the confirmation, then send to /login with its notice', async () => {
    const fetchMock = api();
    const router = await open('/reset-password?token=tok');
    const user = userEvent.setup();
    const password = await screen.findByLabelText(/^New Password/, { selector: 'input' });
    await user.type(password, 'Harbour-Signal-77');
    await user.type(screen.getByLabelText(/^Confirm New Password/, { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match')).toBeVisible();
    expect(callsTo(fetchMock, '/api/auth/reset-password')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Confirm New Password/, { selector: 'input' }));
    await user.type(
      screen.getByLabelText(/^Confirm New Password/, { selector: 'input' }),
      'Harbour-Signal-77',
    );
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    await waitFor(() => expect(where(router)).toBe('/login'));
    expect(await screen.findByText('Password reset. Please sign in.')).toBeVisible();
    expect(callsTo(fetchMock, '/api/auth/reset-password')[0]?.body).toEqual({
      token: 'tok',
      password: 'Harbour-Signal-77',
    });
  });

  it('forgot password: the toast and "Check Your Email"; Resend repeats both calls and toasts again', async () => {
    const fetchMock = api();
    await open('/forgot-password');
    const user = userEvent.setup();
    await user.type(
      await screen.findByRole('textbox', { name: 'Email Address' }),
      'jane@example.com',
    );
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toHaveFocus();
    expect(screen.getByText('We sent a password reset link to jane@example.com.')).toBeVisible();
    const alerts = screen.getByRole('region', { name: /^Alerts/ });
    expect(await within(alerts).findByText('Password reset link sent to your email')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(callsTo(fetchMock, '/api/auth/forgot-password')).toHaveLength(2));
    // The resend's toast takes the first one's place rather than stacking a copy.
    await waitFor(() =>
      expect(within(alerts).getAllByText('Password reset link sent to your email')).toHaveLength(1),
    );
    const posted = fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url !== '/api/auth/session');
    expect(posted).toEqual([
      '/api/user/verify',
      '/api/auth/forgot-password',
      '/api/user/verify',
      '/api/auth/forgot-password',
    ]);
  });

  describe('forgot password failures: the form stays and says why, never whether the account exists', () => {
    async function sendFor(answer: () => Response | Promise<Response>) {
      api({ '/api/user/verify': async () => answer() });
      await open('/forgot-password');
      const user = userEvent.setup();
      await user.type(
        await screen.findByRole('textbox', { name: 'Email Address' }),
        'jane@example.com',
      );
      await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    }

    it('given an answer whose message says "not found" (the endpoint missing), should say "Email not found"', async () => {
      await sendFor(() => apiAnswer(404, { message: 'Not found' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Email not found');
      expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
      expect(screen.queryByText('Password reset link sent to your email')).toBeNull();
    });

    it("given the API's own message (a rate limit), should show it", async () => {
      await sendFor(() =>
        apiAnswer(429, { message: 'Too many attempts. Please try again in 15 minutes.' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many attempts. Please try again in 15 minutes.',
      );
    });

    it('given no usable message (a server error, no answer at all), should say "Failed to send reset link"', async () => {
      await sendFor(() => apiAnswer(500, {}));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link');
    });

    it('given no answer at all, should say "Failed to send reset link"', async () => {
      await sendFor(() => Promise.reject(new TypeError('Failed to fetch')));
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send reset link');
    });
  });
});
