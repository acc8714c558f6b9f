// /profile through the real route table (docs/product/spec.md §2 "Profile screen"; docs/product/decisions.md
// "Accounts": real data only, a guest is asked to sign in, a failed save shows its error).
// `fetch` answers as the API does.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '../auth/session.ts';
import { apiAnswer, callsTo, deferred, stubFetch } from '../leads/testing.ts';
import { renderSite, testUser } from '../auth/testing.tsx';

const jane = testUser();

type Answers = Record<string, () => Response | Promise<Response>>;

/** `fetch` answering each path from `answers` (signed out by default). */
function api(answers: Answers = {}) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (url) => {
    const answer = answers[String(url)];
    if (answer) return answer();
    if (url === '/api/auth/session') return apiAnswer(200, { user: null });
    // 'Your Stats': no projects unless a test says otherwise.
    if (String(url).startsWith('/api/user/projects?')) return projectTotal(0);
    return apiAnswer(200, { success: true, message: 'OK' });
  });
  return fetchMock;
}

/** A one-row page of the projects list: only its `total` matters to 'Your Stats'. */
const projectTotal = (total: number) =>
  apiAnswer(200, { projects: [], total, page: 1, pageSize: 1 });

/** The list calls behind 'Your Stats': all projects, the active ones, the archived ones. */
const statsPaths = {
  all: '/api/user/projects?pageSize=1',
  active: '/api/user/projects?status=active&pageSize=1',
  archived: '/api/user/projects?status=archived&pageSize=1',
};

/** 'Your Stats' figures by label. */
function stats() {
  const region = screen.getByRole('region', { name: 'Your Stats' });
  return Object.fromEntries(
    [...region.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

const signedIn = (user: object = jane) => ({
  '/api/auth/session': () => apiAnswer(200, { user }),
});

const open = renderSite;

/** The details list: each term with its detail's text. */
function details() {
  const list = screen.getByText('Full Name', { selector: 'dt' }).closest('dl')!;
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

// The page is a lazy route: load (transform) its module once up front, so the first test's
// `findBy…` does not spend its wait on that when the whole suite shares two cores.
beforeAll(async () => {
  await import('../../routes/account/profile.tsx');
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the profile page', () => {
  it('given a guest, should show "My Profile" and ask them to sign in, with no Settings tab', async () => {
    api();
    await open('/profile');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in to see your profile' })).toBeVisible();
    for (const login of screen.getAllByRole('link', { name: 'Login' })) {
      expect(login).toHaveAttribute('href', '/login?next=%2Fprofile');
    }
    expect(screen.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/signup?next=%2Fprofile',
    );
    expect(screen.getByRole('tab', { name: 'Profile' })).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Settings' })).toBeNull();
    // Never the sample person of docs/product/spec.md.
    expect(screen.queryByText(/Premium/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('given the session check still running, should show a busy skeleton, not the guest prompt', async () => {
    const session = deferred<Response>();
    api({ '/api/auth/session': () => session.promise });
    await open('/profile');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your profile');
    expect(screen.queryByRole('heading', { name: 'Sign in to see your profile' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();

    await act(async () => session.resolve(apiAnswer(200, { user: jane })));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Jane Doe's Profile" }),
    ).toBeVisible();
  });

  it('given a signed-in user, should show their details, their project counts and both tabs', async () => {
    api({
      ...signedIn({ ...jane, role: 'staff' }),
      [statsPaths.all]: () => projectTotal(5),
      [statsPaths.active]: () => projectTotal(2),
      [statsPaths.archived]: () => projectTotal(1),
    });
    await open('/profile');

    expect(
      await screen.findByRole('heading', { level: 1, name: "Jane Doe's Profile" }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Settings' })).toBeVisible();
    expect(details()).toEqual({
      'Full Name': 'Jane Doe',
      Email: 'jane@example.com',
      'Member Since': '24 November 2026',
      'Account Type': 'Staff',
    });

    // Projects (all), Active (status active), Completed (status archived): never docs/product/spec.md's
    // sample 12 / 3 / 9.
    await waitFor(() => expect(stats()).toEqual({ Projects: '5', Active: '2', Completed: '1' }));
    const region = screen.getByRole('region', { name: 'Your Stats' });
    expect(within(region).getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  });

  it('while the counts load, should show them busy; a failure says so quietly and Try again asks again', async () => {
    const held = deferred<Response>();
    let fail = true;
    const fetchMock = api({
      ...signedIn(),
      [statsPaths.all]: () => held.promise,
      // Held as well, then failing: the page is busy first, then says it failed.
      [statsPaths.active]: async () => {
        await held.promise;
        return fail ? apiAnswer(500, null) : projectTotal(3);
      },
      [statsPaths.archived]: () => projectTotal(0),
    });
    await open('/profile');
    await screen.findByRole('heading', { level: 1, name: "Jane Doe's Profile" });
    const region = screen.getByRole('region', { name: 'Your Stats' });
    expect(region.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
    expect(stats()).toEqual({ Projects: '', Active: '', Completed: '' });
    await act(async () => held.resolve(projectTotal(4)));
    expect(await within(region).findByText('Could not load your stats')).toBeVisible();
    expect(region.querySelector('dl')).toBeNull();

    fail = false;
    const asked = callsTo(fetchMock, statsPaths.active).length;
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(stats()).toEqual({ Projects: '4', Active: '3', Completed: '0' }));
    expect(callsTo(fetchMock, statsPaths.active).length).toBeGreaterThan(asked);
  });

  it('given "Account Settings", should open the Settings tab and focus it', async () => {
    api(signedIn());
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account Settings' }));

    const tab = screen.getByRole('tab', { name: 'Settings' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(tab).toHaveFocus());
  });

  it('given the Settings tab, should show the settings screen itself: theme, notifications, security', async () => {
    api(signedIn(testUser({ settings: { ...jane.settings, emailNotifications: false } })));
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));

    const panel = screen.getByRole('tabpanel', { name: 'Settings' });
    // Its module loads as the tab opens.
    const theme = await within(panel).findByRole(
      'region',
      { name: 'Theme Preferences' },
      { timeout: 5000 },
    );
    expect(within(theme).getByRole('switch', { name: 'Dark Mode' })).toBeVisible();
    const notifications = within(panel).getByRole('region', { name: 'Notification Preferences' });
    expect(
      within(notifications).getByRole('checkbox', { name: /^Email Notifications/ }),
    ).not.toBeChecked();
    expect(within(panel).getByRole('region', { name: 'Account Security' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Change Password' })).toBeVisible();
    // No second stop on the way: the tab is the settings, not a link to them.
    expect(within(panel).queryByRole('link', { name: 'Account Settings' })).toBeNull();
  });

  it('given the Dark Mode switch in the Settings tab, should switch the theme and save it', async () => {
    document.documentElement.dataset.theme = 'light';
    const fetchMock = api({
      ...signedIn(),
      '/api/user/settings': () =>
        apiAnswer(200, { settings: { ...jane.settings, darkMode: true } }),
    });
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Settings' }));
    const theme = await screen.findByRole(
      'region',
      { name: 'Theme Preferences' },
      { timeout: 5000 },
    );
    const darkMode = within(theme).getByRole('switch', { name: 'Dark Mode' });
    expect(darkMode).not.toBeChecked();

    await user.click(darkMode);
    expect(darkMode).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/user/settings').at(-1)?.body).toEqual({ darkMode: true }),
    );
    delete document.documentElement.dataset.theme;
  });

  it('given an edit, should PUT the name and e-mail, leave edit mode and show the saved name', async () => {
    const fetchMock = api({
      ...signedIn(),
      '/api/auth/user': () =>
        apiAnswer(200, { user: { ...jane, name: 'Jane Q. Doe' }, message: 'Profile updated' }),
    });
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));

    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Full Name' });
    expect(name).toHaveValue('Jane Doe');
    expect(name).toBeRequired();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.queryByLabelText(/^Current Password/, { selector: 'input' })).toBeNull();
    await user.clear(name);
    await user.type(name, 'Jane Q. Doe');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 1, name: "Jane Q. Doe's Profile" })).toBeVisible();
    expect(details()['Full Name']).toBe('Jane Q. Doe');
    expect(sessionStore.get().session.user?.name).toBe('Jane Q. Doe');
    const [call] = callsTo(fetchMock, '/api/auth/user');
    expect(call?.init.method).toBe('PUT');
    expect(call?.body).toEqual({ name: 'Jane Q. Doe', email: 'jane@example.com' });
  });

  it('given a new e-mail, should ask for the Current Password and show the pending address', async () => {
    const fetchMock = api({
      ...signedIn(),
      '/api/auth/user': () =>
        apiAnswer(200, {
          user: { ...jane, pendingEmail: 'jane@new.example' },
          message: 'Check jane@new.example for a link to confirm your new email address.',
        }),
    });
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'Jane@New.example');

    const password = screen.getByLabelText(/^Current Password/, { selector: 'input' });
    expect(password).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Enter your current password to change your email'),
    ).toBeVisible();
    expect(password).toHaveFocus();
    expect(callsTo(fetchMock, '/api/auth/user')).toHaveLength(0);

    await user.type(password, 'Lantern-Orbit-42');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText(
        'Check jane@new.example for a link to confirm your new email address.',
      ),
    ).toBeVisible();
    expect(details().Email).toBe('jane@example.comPending confirmation: jane@new.example');
    expect(callsTo(fetchMock, '/api/auth/user')[0]?.body).toEqual({
      name: 'Jane Doe',
      email: 'jane@new.example',
      currentPassword: 'Lantern-Orbit-42',
    });
  });

  it('given a wrong current password, should show the error on the field and stay in edit mode', async () => {
    api({
      ...signedIn(),
      '/api/auth/user': () =>
        apiAnswer(400, {
          message: 'Current password is incorrect',
          issues: [{ path: ['currentPassword'], message: 'Current password is incorrect' }],
        }),
    });
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'jane@new.example');
    const password = screen.getByLabelText(/^Current Password/, { selector: 'input' });
    await user.type(password, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(/Current password is incorrect/);
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('jane@new.example');
  });

  it('given a failed save (500), should say "Update failed" and stay in edit mode', async () => {
    api({ ...signedIn(), '/api/auth/user': () => apiAnswer(500, null) });
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByRole('textbox', { name: 'Full Name' }), ' Smith');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Update failed');
    expect(screen.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane Doe Smith');
    expect(sessionStore.get().session.user?.name).toBe('Jane Doe');
  });

  it('given an e-mail someone else has, should say so on Email', async () => {
    api({
      ...signedIn(),
      '/api/auth/user': () => apiAnswer(409, { message: 'Email already registered' }),
    });
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.type(
      screen.getByLabelText(/^Current Password/, { selector: 'input' }),
      'Lantern-Orbit-42',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/Email already registered/);
  });

  it('given a blank name, should say it is required without a request; Cancel leaves edit mode', async () => {
    const fetchMock = api(signedIn());
    await open('/profile');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByRole('textbox', { name: 'Full Name' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Full name is required')).toBeVisible();
    expect(callsTo(fetchMock, '/api/auth/user')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    expect(details()['Full Name']).toBe('Jane Doe');
  });
});
