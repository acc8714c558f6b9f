// /settings through the real route table (routes.tsx), signed in: the four cards, their saves
// and toasts (docs/product/spec.md §2 "Settings screen", §5, §8), the modals, the Active sessions list.
// `fetch` answers as the API does, by method and path.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { THEME_STORAGE_KEY } from '@brightlane/ui';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';

const settings = {
  darkMode: null as boolean | null,
  emailNotifications: true,
  pushNotifications: true,
  twoFactorEnabled: false,
};

const jane = testUser({ settings });

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function activeSessions() {
  return [
    {
      id: 's-phone',
      browser: 'Safari on iPhone',
      place: 'Private network',
      createdAt: minutesAgo(600),
      lastSeenAt: minutesAgo(5.5),
      current: false,
    },
    {
      id: 's-here',
      browser: 'Firefox on Linux',
      place: 'Local network',
      createdAt: minutesAgo(60),
      lastSeenAt: minutesAgo(0),
      current: true,
    },
    {
      id: 's-laptop',
      browser: 'Chrome on Windows',
      place: '203.0.113.0/24',
      createdAt: minutesAgo(3000),
      lastSeenAt: minutesAgo(2 * 24 * 60),
      current: false,
    },
  ];
}

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcde-fgh${'234567ab'[i % 8]}${i % 8}`);

type Answers = Record<string, (body: unknown) => Response | Promise<Response>>;

/** `fetch` answering `'METHOD /path'` from `answers`; Jane is signed in by default. */
function api(answers: Answers = {}, user: typeof jane = jane) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url, init) => {
    const key = `${init?.method ?? 'GET'} ${String(url)}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    const answer = answers[key];
    if (answer) return answer(body);
    if (key === 'GET /api/auth/session') return apiAnswer(200, { user });
    if (key === 'GET /api/auth/sessions') return apiAnswer(200, { sessions: activeSessions() });
    if (key === 'PUT /api/user/settings') {
      return apiAnswer(200, { settings: { ...user.settings, ...(body as object) } });
    }
    return apiAnswer(200, { success: true, message: 'OK' });
  });
  return fetchMock;
}

/** The requests made with `method` to `path`, with their JSON bodies. */
function requests(fetchMock: ReturnType<typeof api>, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(([url, init]) => String(url) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    );
}

async function openSettings() {
  const router = await renderSite('/settings');
  await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
  return router;
}

/**
 * A toast's text, in the toast region. By its label rather than its role: while a dialog is
 * open, everything outside it (the toasts too) is hidden from the accessibility tree.
 */
async function findToast(text: string) {
  const region = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('[role="region"][aria-label^="Alerts"]');
    if (!found) throw new Error('No toast region');
    return found;
  });
  return within(region).findByText(text);
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('/settings', () => {
  it('given a signed-in user, should show the four cards in order, each a named section', async () => {
    api();
    await openSettings();
    const names = [
      'Theme Preferences',
      'Notification Preferences',
      'Account Security',
      'Active sessions',
    ];
    const regions = screen
      .getAllByRole('region')
      .map((region) => region.getAttribute('aria-labelledby'))
      .map((id) => document.getElementById(id ?? '')?.textContent)
      .filter((name) => names.includes(name ?? ''));
    expect(regions).toEqual(names);
    for (const name of names) {
      expect(within(section(name)).getByRole('heading', { level: 2, name })).toBeVisible();
    }
    expect(
      within(section('Theme Preferences')).getByRole('switch', { name: 'Dark Mode' }),
    ).toBeVisible();
    const notifications = section('Notification Preferences');
    expect(
      within(notifications).getByRole('checkbox', { name: 'Email Notifications' }),
    ).toBeChecked();
    expect(
      within(notifications).getByRole('checkbox', { name: 'Push Notifications' }),
    ).toBeChecked();
    const security = section('Account Security');
    expect(within(security).getByRole('button', { name: 'Change Password' })).toBeVisible();
    expect(
      within(security).getByRole('button', { name: 'Enable Two-Factor Authentication' }),
    ).toBeVisible();
    expect(
      within(security).queryByRole('button', { name: 'Disable Two-Factor Authentication' }),
    ).not.toBeInTheDocument();
  });

  it('given a signed-out visitor, should ask for a sign-in first', async () => {
    api({ 'GET /api/auth/session': () => apiAnswer(200, { user: null }) });
    const router = await renderSite('/settings');
    await waitFor(() => expect(router.state.location.search).toBe('?next=%2Fsettings'));
    expect(router.state.location.pathname).toBe('/login');
  });

  describe('Theme Preferences', () => {
    it('given the Dark Mode switch, should apply and store the theme and save it on the account', async () => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
      const fetchMock = api();
      await openSettings();
      const darkMode = within(section('Theme Preferences')).getByRole('switch', {
        name: 'Dark Mode',
      });
      expect(darkMode).not.toBeChecked();

      const user = userEvent.setup();
      await user.click(darkMode);
      expect(darkMode).toBeChecked();
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
      await waitFor(() =>
        expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([{ darkMode: true }]),
      );
      await waitFor(() => expect(sessionStore.get().session.user?.settings.darkMode).toBe(true));

      await user.click(darkMode);
      expect(document.documentElement.dataset.theme).toBe('light');
      await waitFor(() =>
        expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([
          { darkMode: true },
          { darkMode: false },
        ]),
      );
    });

    it("given the navigation's theme toggle while signed in, should save the choice on the account too", async () => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
      const fetchMock = api();
      await openSettings();
      const navigationToggles = screen
        .getAllByRole('switch', { name: /dark mode/i })
        .filter((toggle) => !section('Theme Preferences').contains(toggle));
      expect(navigationToggles.length).toBeGreaterThan(0);
      await userEvent.setup().click(navigationToggles[0] as HTMLElement);
      expect(document.documentElement.dataset.theme).toBe('dark');
      await waitFor(() =>
        expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([{ darkMode: true }]),
      );
      await waitFor(() => expect(sessionStore.get().session.user?.settings.darkMode).toBe(true));
    });

    it('given the save fails, should say so and keep the theme chosen here', async () => {
      window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
      api({ 'PUT /api/user/settings': () => apiAnswer(500, null) });
      await openSettings();
      const user = userEvent.setup();
      await user.click(
        within(section('Theme Preferences')).getByRole('switch', { name: 'Dark Mode' }),
      );
      expect(await findToast('Failed to save your theme preference')).toBeVisible();
      expect(
        within(section('Theme Preferences')).getByRole('switch', { name: 'Dark Mode' }),
      ).not.toBeChecked();
      expect(document.documentElement.dataset.theme).toBe('light');
      expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    });
  });

  describe('Notification Preferences', () => {
    it('given a checkbox, should save it at once and say so', async () => {
      const fetchMock = api();
      await openSettings();
      const user = userEvent.setup();
      const email = screen.getByRole('checkbox', { name: 'Email Notifications' });
      await user.click(email);
      expect(email).not.toBeChecked();
      expect(await findToast('Notification preferences updated')).toBeVisible();
      expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([
        { emailNotifications: false },
      ]);
      expect(sessionStore.get().session.user?.settings.emailNotifications).toBe(false);

      await user.click(screen.getByRole('checkbox', { name: 'Push Notifications' }));
      await waitFor(() =>
        expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([
          { emailNotifications: false },
          { pushNotifications: false },
        ]),
      );
    });

    it('given the save fails, should say so and put the checkbox back', async () => {
      const answer = deferred<Response>();
      api({ 'PUT /api/user/settings': () => answer.promise });
      await openSettings();
      const user = userEvent.setup();
      const push = screen.getByRole('checkbox', { name: 'Push Notifications' });
      await user.click(push);
      // Shown at once while it saves, and busy.
      expect(push).not.toBeChecked();
      expect(push).toHaveAttribute('aria-busy', 'true');
      await act(async () => answer.resolve(apiAnswer(500, { message: 'Internal error' })));
      expect(await findToast('Failed to update notification preferences')).toBeVisible();
      expect(push).toBeChecked();
      expect(push).not.toHaveAttribute('aria-busy');
      expect(sessionStore.get().session.user?.settings.pushNotifications).toBe(true);
    });
  });

  describe('Push Notifications: the browser permission', () => {
    const pushOff = testUser({ settings: { ...settings, pushNotifications: false } });

    /** The browser's Notification API, not answered yet unless `permission` says so. */
    function stubNotificationApi(permission: NotificationPermission = 'default') {
      const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
      vi.stubGlobal(
        'Notification',
        Object.assign(function Notification() {}, { permission, requestPermission }),
      );
      return requestPermission;
    }

    it('given Push Notifications turned on, should ask the browser in that click, and save', async () => {
      const requestPermission = stubNotificationApi();
      const fetchMock = api({}, pushOff);
      await openSettings();
      const user = userEvent.setup();
      // Never at page load.
      expect(requestPermission).not.toHaveBeenCalled();
      const push = screen.getByRole('checkbox', { name: 'Push Notifications' });
      expect(push).not.toBeChecked();
      await user.click(push);
      expect(requestPermission).toHaveBeenCalledTimes(1);
      // In the click itself, before the save's request: browsers ask only with a click.
      const [save] = fetchMock.mock.invocationCallOrder.filter(
        (_, i) => fetchMock.mock.calls[i]![1]?.method === 'PUT',
      );
      expect(requestPermission.mock.invocationCallOrder[0]).toBeLessThan(save!);
      expect(push).toBeChecked();
      expect(await findToast('Notification preferences updated')).toBeVisible();
      expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([
        { pushNotifications: true },
      ]);
    });

    it('given Push Notifications turned off, or Email Notifications changed, should not ask', async () => {
      const requestPermission = stubNotificationApi();
      api();
      await openSettings();
      const user = userEvent.setup();
      await user.click(screen.getByRole('checkbox', { name: 'Push Notifications' }));
      await user.click(screen.getByRole('checkbox', { name: 'Email Notifications' }));
      await findToast('Notification preferences updated');
      expect(requestPermission).not.toHaveBeenCalled();
    });

    it('given the browser answered already, should not ask again', async () => {
      const requestPermission = stubNotificationApi('denied');
      const fetchMock = api({}, pushOff);
      await openSettings();
      await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Push Notifications' }));
      await findToast('Notification preferences updated');
      expect(requestPermission).not.toHaveBeenCalled();
      expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([
        { pushNotifications: true },
      ]);
    });

    it('given Push Notifications on but this browser never asked, should offer to ask, once, by a click', async () => {
      const requestPermission = stubNotificationApi();
      requestPermission.mockImplementation(async () => {
        (Notification as unknown as { permission: string }).permission = 'granted';
        return 'granted';
      });
      api();
      await openSettings();
      expect(requestPermission).not.toHaveBeenCalled();
      const allow = screen.getByRole('button', { name: 'Allow in this browser' });
      await userEvent.setup().click(allow);
      expect(requestPermission).toHaveBeenCalledTimes(1);
      await waitFor(() =>
        expect(screen.queryByRole('button', { name: 'Allow in this browser' })).toBeNull(),
      );
    });

    it('given the browser blocks notifications while Push is on, should say where to allow them', async () => {
      stubNotificationApi('denied');
      api();
      await openSettings();
      expect(screen.queryByRole('button', { name: 'Allow in this browser' })).toBeNull();
      expect(screen.getByText(/This browser blocks notifications from this site/)).toBeVisible();
    });

    it('given a browser without notifications, turning Push Notifications on should still save', async () => {
      vi.stubGlobal('Notification', undefined);
      const fetchMock = api({}, pushOff);
      await openSettings();
      await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Push Notifications' }));
      expect(await findToast('Notification preferences updated')).toBeVisible();
      expect(requests(fetchMock, 'PUT', '/api/user/settings')).toEqual([
        { pushNotifications: true },
      ]);
    });
  });

  describe('Change Password', () => {
    async function openModal() {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Change Password' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
      return { user, dialog };
    }

    it('given new passwords that differ, should say "New passwords do not match" without a request', async () => {
      const fetchMock = api();
      await openSettings();
      const { user, dialog } = await openModal();
      const current = within(dialog).getByLabelText(/^Current Password/, { selector: 'input' });
      expect(current).toHaveAttribute('type', 'password');
      expect(current).toHaveAttribute('autocomplete', 'current-password');
      await user.type(current, 'Old-Password-1');
      const next = within(dialog).getByLabelText(/^New Password/, { selector: 'input' });
      expect(next).toHaveAttribute('autocomplete', 'new-password');
      await user.type(next, 'Harbour-Signal-77');
      await user.type(
        within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' }),
        'Harbour-Signal-78',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
      expect(await findToast('New passwords do not match')).toBeVisible();
      expect(within(dialog).getByText('New passwords do not match')).toBeVisible();
      expect(
        within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' }),
      ).toHaveAttribute('aria-invalid', 'true');
      expect(requests(fetchMock, 'POST', '/api/auth/change-password')).toHaveLength(0);
    });

    it("given a wrong current password, should show the server's message on the field", async () => {
      api({
        'POST /api/auth/change-password': () =>
          apiAnswer(400, {
            message: 'Current password is incorrect',
            issues: [{ path: 'currentPassword', message: 'Current password is incorrect' }],
          }),
      });
      await openSettings();
      const { user, dialog } = await openModal();
      await user.type(
        within(dialog).getByLabelText(/^Current Password/, { selector: 'input' }),
        'Wrong-Password-1',
      );
      await user.type(
        within(dialog).getByLabelText(/^New Password/, { selector: 'input' }),
        'Harbour-Signal-77',
      );
      await user.type(
        within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' }),
        'Harbour-Signal-77',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
      await waitFor(() =>
        expect(
          within(dialog).getByLabelText(/^Current Password/, { selector: 'input' }),
        ).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(within(dialog).getAllByText('Current password is incorrect').length).toBeGreaterThan(
        0,
      );
      expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    });

    it('given a change, should say "Changing...", then toast, close and reload the sessions', async () => {
      const answer = deferred<Response>();
      const fetchMock = api({ 'POST /api/auth/change-password': () => answer.promise });
      await openSettings();
      await screen.findByText('Safari on iPhone');
      const listed = requests(fetchMock, 'GET', '/api/auth/sessions').length;
      const { user, dialog } = await openModal();
      await user.type(
        within(dialog).getByLabelText(/^Current Password/, { selector: 'input' }),
        'Old-Password-1',
      );
      await user.type(
        within(dialog).getByLabelText(/^New Password/, { selector: 'input' }),
        'Harbour-Signal-77',
      );
      await user.type(
        within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' }),
        'Harbour-Signal-77',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
      expect(await within(dialog).findByRole('button', { name: 'Changing...' })).toBeVisible();
      expect(requests(fetchMock, 'POST', '/api/auth/change-password')).toEqual([
        { currentPassword: 'Old-Password-1', newPassword: 'Harbour-Signal-77' },
      ]);
      await act(async () =>
        answer.resolve(apiAnswer(200, { success: true, message: 'Password changed successfully' })),
      );
      expect(await findToast('Password changed successfully')).toBeVisible();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Change Password' })).not.toBeInTheDocument(),
      );
      await waitFor(() =>
        expect(requests(fetchMock, 'GET', '/api/auth/sessions').length).toBeGreaterThan(listed),
      );
    });

    it('given no answer, should toast "Failed to change password"', async () => {
      api({ 'POST /api/auth/change-password': () => apiAnswer(503, null) });
      await openSettings();
      const { user, dialog } = await openModal();
      await user.type(
        within(dialog).getByLabelText(/^Current Password/, { selector: 'input' }),
        'Old-Password-1',
      );
      await user.type(
        within(dialog).getByLabelText(/^New Password/, { selector: 'input' }),
        'Harbour-Signal-77',
      );
      await user.type(
        within(dialog).getByLabelText(/^Confirm New Password/, { selector: 'input' }),
        'Harbour-Signal-77',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
      expect(await findToast('Failed to change password')).toBeVisible();
    });
  });

  describe('two-factor authentication', () => {
    const setupAnswer = {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl:
        'otpauth://totp/Brightlane%20Digital:jane%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Brightlane%20Digital',
    };

    /** The set-up's password field: turning two-factor on needs the password. */
    const password = (dialog: HTMLElement) =>
      within(dialog).getByLabelText(/^Current password/, { selector: 'input' });

    async function openSetup() {
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Enable Two-Factor Authentication' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Set Up Two-Factor Authentication',
      });
      return { user, dialog };
    }

    it('given a code that is not 6 digits, should say "Invalid verification code" without a request', async () => {
      const fetchMock = api({ 'POST /api/auth/2fa/setup': () => apiAnswer(200, setupAnswer) });
      await openSettings();
      const { user, dialog } = await openSetup();
      expect(
        await within(dialog).findByRole('img', {
          name: 'QR code that adds Brightlane Digital to your authenticator app',
        }),
      ).toBeVisible();
      expect(within(dialog).getByDisplayValue('JBSW Y3DP EHPK 3PXP')).toBeVisible();
      const code = within(dialog).getByLabelText(/^6-digit code/, { selector: 'input' });
      expect(code).toHaveAttribute('inputmode', 'numeric');
      expect(code).toHaveAttribute('autocomplete', 'one-time-code');
      await user.type(code, '12345');
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      expect(await findToast('Invalid verification code')).toBeVisible();
      expect(within(dialog).getByText('Invalid verification code')).toBeVisible();
      expect(requests(fetchMock, 'POST', '/api/auth/2fa/enable')).toHaveLength(0);
      // One secret per opening, even under StrictMode's doubled effects.
      expect(requests(fetchMock, 'POST', '/api/auth/2fa/setup')).toHaveLength(1);
    });

    it('given a wrong code, should show the server\'s "Invalid verification code" on the field', async () => {
      api({
        'POST /api/auth/2fa/setup': () => apiAnswer(200, setupAnswer),
        'POST /api/auth/2fa/enable': () =>
          apiAnswer(400, {
            message: 'Invalid verification code',
            issues: [{ path: 'code', message: 'Invalid verification code' }],
          }),
      });
      await openSettings();
      const { user, dialog } = await openSetup();
      await user.type(
        await within(dialog).findByLabelText(/^6-digit code/, { selector: 'input' }),
        '123456',
      );
      await user.type(password(dialog), 'the password');
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(
          within(dialog).getByLabelText(/^6-digit code/, { selector: 'input' }),
        ).toHaveAttribute('aria-invalid', 'true'),
      );
      expect(within(dialog).getAllByText('Invalid verification code').length).toBeGreaterThan(0);
    });

    it('given the code without the password, or a wrong one, should say so on the password field', async () => {
      const fetchMock = api({
        'POST /api/auth/2fa/setup': () => apiAnswer(200, setupAnswer),
        'POST /api/auth/2fa/enable': () =>
          apiAnswer(400, {
            message: 'Current password is incorrect',
            issues: [{ path: 'password', message: 'Current password is incorrect' }],
          }),
      });
      await openSettings();
      const { user, dialog } = await openSetup();
      await user.type(
        await within(dialog).findByLabelText(/^6-digit code/, { selector: 'input' }),
        '123456',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      expect(await within(dialog).findByText('Password is required')).toBeVisible();
      expect(requests(fetchMock, 'POST', '/api/auth/2fa/enable')).toHaveLength(0);
      await user.type(password(dialog), 'not it');
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      await waitFor(() => expect(password(dialog)).toHaveAttribute('aria-invalid', 'true'));
      expect(within(dialog).getAllByText('Current password is incorrect').length).toBeGreaterThan(
        0,
      );
      expect(requests(fetchMock, 'POST', '/api/auth/2fa/enable')).toEqual([
        { code: '123456', password: 'not it' },
      ]);
    });

    it('given a good code, should toast, close, and show the ten recovery codes; the card offers Disable', async () => {
      const fetchMock = api({
        'POST /api/auth/2fa/setup': () => apiAnswer(200, setupAnswer),
        'POST /api/auth/2fa/enable': () =>
          apiAnswer(200, {
            success: true,
            message: 'Two-factor authentication enabled',
            recoveryCodes,
          }),
      });
      await openSettings();
      const { user, dialog } = await openSetup();
      await user.type(
        await within(dialog).findByLabelText(/^6-digit code/, { selector: 'input' }),
        '123 456',
      );
      await user.type(password(dialog), 'the password');
      await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
      const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
      expect(
        screen.queryByRole('dialog', { name: 'Set Up Two-Factor Authentication' }),
      ).not.toBeInTheDocument();
      expect(requests(fetchMock, 'POST', '/api/auth/2fa/enable')).toEqual([
        { code: '123456', password: 'the password' },
      ]);
      expect(await findToast('Two-factor authentication enabled')).toBeVisible();
      const list = within(codes).getByRole('list', { name: 'Recovery codes' });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(recoveryCodes);
      expect(sessionStore.get().session.user?.settings.twoFactorEnabled).toBe(true);

      await user.click(within(codes).getByRole('button', { name: 'Done' }));
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Save your recovery codes' }),
        ).not.toBeInTheDocument(),
      );
      // Focus is back on the button that started it (the set-up modal it opened from is gone).
      const disable = screen.getByRole('button', { name: 'Disable Two-Factor Authentication' });
      expect(disable).toBeVisible();
      await waitFor(() => expect(disable).toHaveFocus());
    });

    it('given the set-up fails, should toast "Failed to enable 2FA"', async () => {
      api({ 'POST /api/auth/2fa/setup': () => apiAnswer(500, null) });
      await openSettings();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Enable Two-Factor Authentication' }));
      expect(await findToast('Failed to enable 2FA')).toBeVisible();
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Set Up Two-Factor Authentication' }),
        ).not.toBeInTheDocument(),
      );
    });

    it("given two-factor on, Disable asks for the password: a wrong one is the field's error, the right one turns it off", async () => {
      let attempts = 0;
      const fetchMock = api(
        {
          'POST /api/auth/2fa/disable': () =>
            ++attempts === 1
              ? apiAnswer(400, {
                  message: 'Current password is incorrect',
                  issues: [{ path: 'password', message: 'Current password is incorrect' }],
                })
              : apiAnswer(200, { success: true, message: 'Two-factor authentication disabled' }),
        },
        { ...jane, settings: { ...settings, twoFactorEnabled: true } },
      );
      await openSettings();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Disable Two-Factor Authentication' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Disable Two-Factor Authentication',
      });
      const password = within(dialog).getByLabelText(/^Password/, { selector: 'input' });
      expect(password).toHaveAttribute('autocomplete', 'current-password');
      await user.type(password, 'Wrong-Password-1');
      await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
      await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
      expect(within(dialog).getAllByText('Current password is incorrect').length).toBeGreaterThan(
        0,
      );

      await user.clear(password);
      await user.type(password, 'Right-Password-1');
      await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
      expect(await findToast('Two-factor authentication disabled')).toBeVisible();
      expect(requests(fetchMock, 'POST', '/api/auth/2fa/disable')).toEqual([
        { password: 'Wrong-Password-1' },
        { password: 'Right-Password-1' },
      ]);
      await waitFor(() =>
        expect(
          screen.queryByRole('dialog', { name: 'Disable Two-Factor Authentication' }),
        ).not.toBeInTheDocument(),
      );
      expect(
        screen.getByRole('button', { name: 'Enable Two-Factor Authentication' }),
      ).toBeVisible();
      expect(sessionStore.get().session.user?.settings.twoFactorEnabled).toBe(false);
    });

    it('given the disable fails on the server, should toast "Failed to disable 2FA"', async () => {
      api(
        { 'POST /api/auth/2fa/disable': () => apiAnswer(500, null) },
        { ...jane, settings: { ...settings, twoFactorEnabled: true } },
      );
      await openSettings();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Disable Two-Factor Authentication' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Disable Two-Factor Authentication',
      });
      await user.type(
        within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
        'Right-Password-1',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
      expect(await findToast('Failed to disable 2FA')).toBeVisible();
    });
  });

  describe('Active sessions', () => {
    it('should list this device first and the others with when they were last active', async () => {
      api();
      await openSettings();
      const card = section('Active sessions');
      const rows = await within(card).findAllByRole('listitem');
      expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual([
        'Firefox on Linux',
        'Safari on iPhone',
        'Chrome on Windows',
      ]);
      expect(within(rows[0]!).getByText('This device')).toBeVisible();
      expect(within(rows[1]!).getByText('5 minutes ago')).toBeVisible();
      expect(within(rows[2]!).getByText('2 days ago')).toBeVisible();
    });

    it('given "Sign out" on a session, should end that one (DELETE /api/auth/sessions/{id})', async () => {
      const fetchMock = api();
      await openSettings();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iPhone' }));
      expect(await findToast('Session signed out')).toBeVisible();
      expect(requests(fetchMock, 'DELETE', '/api/auth/sessions/s-phone')).toHaveLength(1);
      expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument();
      expect(screen.getByText('Chrome on Windows')).toBeVisible();
    });

    it('given "Sign out of all other sessions", should end them and keep this device', async () => {
      const fetchMock = api();
      await openSettings();
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('button', { name: 'Sign out of all other sessions' }),
      );
      expect(await findToast('Signed out of all other sessions')).toBeVisible();
      expect(requests(fetchMock, 'DELETE', '/api/auth/sessions')).toHaveLength(1);
      expect(screen.queryByText('Safari on iPhone')).not.toBeInTheDocument();
      expect(screen.queryByText('Chrome on Windows')).not.toBeInTheDocument();
      expect(screen.getByText('Firefox on Linux')).toBeVisible();
      expect(
        screen.queryByRole('button', { name: 'Sign out of all other sessions' }),
      ).not.toBeInTheDocument();
    });

    it('given a failed sign-out, should say so and keep the row', async () => {
      api({ 'DELETE /api/auth/sessions/s-laptop': () => apiAnswer(500, null) });
      await openSettings();
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Sign out Chrome on Windows' }));
      expect(await findToast('Failed to sign out the session')).toBeVisible();
      expect(screen.getByText('Chrome on Windows')).toBeVisible();
    });
  });
});
