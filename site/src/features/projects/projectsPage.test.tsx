// The member area's project pages (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area") through the real
// route table (routes.tsx), with `fetch` answering as the projects API does.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { projectMessages, type Project } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { sessionStore } from '../auth/session.ts';
import { renderSite } from '../auth/testing.tsx';
import { apiAnswer, deferred } from '../leads/testing.ts';
import { projectCalls, projectsApi, testProject } from './testing.ts';

const open = renderSite;

const where = (router: Awaited<ReturnType<typeof open>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${name}$`) }).closest('tr')!;

/** axe on the whole page; the layout's deferred parts may mount meanwhile, inside act. */
async function audit() {
  let violations: string[] = [];
  await act(async () => {
    violations = await axeViolations(document.body);
  });
  return violations;
}

const shopfront = () =>
  testProject({
    id: '7',
    name: 'Shopfront',
    description: 'The online store.\nSpring range first.',
    status: 'active',
    views: 12_345,
    pages: 14,
    revenue: 1250.5,
    updatedAt: '2026-03-02T03:15:00.000Z',
  });
const brochure = () =>
  testProject({
    id: '8',
    name: 'Brochure site',
    status: 'draft',
    views: 40,
    pages: 3,
    revenue: 0,
    updatedAt: '2026-02-01T03:15:00.000Z',
  });

// The pages are lazy routes: load (transform) their modules once up front, so the first test's
// `findBy…` does not spend its wait on that when the whole suite shares two cores.
beforeAll(async () => {
  await Promise.all([
    import('../../routes/account/projects/list.tsx'),
    import('../../routes/account/projects/new.tsx'),
    import('../../routes/account/projects/detail.tsx'),
    import('../../routes/account/projects/edit.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('My Projects (/projects)', () => {
  it('given projects, should list each with status, figures and last update, linking to it', async () => {
    projectsApi([shopfront(), brochure()]);
    await open('/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Projects' })).toBeVisible();
    await screen.findByRole('rowheader', { name: 'Shopfront' });
    const row = within(rowOf('Shopfront'));
    expect(row.getByRole('link', { name: 'Shopfront' })).toHaveAttribute('href', '/projects/7');
    expect(row.getByText('Active')).toBeVisible();
    expect(row.getByText('12,345')).toBeVisible();
    expect(row.getByText('14')).toBeVisible();
    expect(row.getByText('$1,250.50')).toBeVisible();
    expect(row.getByText('2 Mar 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-03-02T03:15:00.000Z',
    );
    expect(within(rowOf('Brochure site')).getByText('Draft')).toBeVisible();
    // Last updated first, by default.
    const names = screen.getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(names).toEqual(['Shopfront', 'Brochure site']);
    expect(screen.getByRole('status')).toHaveTextContent('2 projects');
    expect(document.title).toMatch(/^My Projects/);
  });

  it('while the list loads, should show the table busy with its skeleton', async () => {
    const held = deferred<Response>();
    projectsApi([shopfront()], (url) =>
      url.pathname === '/api/user/projects' ? held.promise : undefined,
    );
    await open('/projects');
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading your projects…')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader')).toBeNull();
    await act(async () =>
      held.resolve(apiAnswer(200, { projects: [shopfront()], total: 1, page: 1, pageSize: 20 })),
    );
    expect(await screen.findByRole('rowheader', { name: 'Shopfront' })).toBeVisible();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('given no projects, should say so and offer New Project', async () => {
    projectsApi([]);
    await open('/projects');
    const empty = await screen.findByRole('heading', { level: 2, name: 'No projects yet' });
    const cell = empty.closest('td')!;
    expect(within(cell).getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
    expect(screen.queryByRole('navigation', { name: 'Pages of projects' })).toBeNull();
  });

  it('given the status filter and the order, should ask the API for them and keep them in the address', async () => {
    const fetchMock = projectsApi([shopfront(), brochure()]);
    const router = await open('/projects');
    await screen.findByRole('rowheader', { name: 'Shopfront' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'draft');
    await waitFor(() => expect(where(router)).toBe('/projects?status=draft'));
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Shopfront' })).toBeNull());
    expect(await screen.findByRole('rowheader', { name: 'Brochure site' })).toBeVisible();
    expect(projectCalls(fetchMock).at(-1)?.url.searchParams.get('status')).toBe('draft');

    // Status → All, then Sort by → Name, both before the router has rendered the first (a
    // quick visitor on a slow phone): the order must start from the address without the
    // filter, not bring it back.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
        target: { value: 'all' },
      });
      fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), {
        target: { value: 'name' },
      });
    });
    await waitFor(() => expect(where(router)).toBe('/projects?sort=name'));
    await waitFor(() =>
      expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
        'Brochure site',
        'Shopfront',
      ]),
    );
    const last = projectCalls(fetchMock).at(-1)!.url.searchParams;
    expect(last.get('sort')).toBe('name');
    expect(last.get('status')).toBeNull();
  });

  it('given an address with a filter, an order and a page, should start from them', async () => {
    const many = Array.from({ length: 25 }, (_, i) =>
      testProject({ name: `Site ${String(i + 1).padStart(2, '0')}`, status: 'archived' }),
    );
    const fetchMock = projectsApi(many);
    await open('/projects?status=archived&sort=name&page=2');
    expect(await screen.findByRole('rowheader', { name: 'Site 21' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('archived');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    const asked = projectCalls(fetchMock).at(-1)!.url.searchParams;
    expect(Object.fromEntries(asked)).toEqual({ status: 'archived', sort: 'name', page: '2' });
    // Where the code does not run: the filter is a query form whose fields name the address's
    // params, and the pages are links that keep them.
    const filter = screen.getByRole('search', { name: 'Filter projects' });
    expect(filter).toHaveAttribute('method', 'get');
    expect(Object.fromEntries(new FormData(filter as HTMLFormElement))).toEqual({
      status: 'archived',
      sort: 'name',
    });
    const paging = screen.getByRole('navigation', { name: 'Pages of projects' });
    expect(within(paging).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '?status=archived&sort=name',
    );
  });

  it('given more projects than a page, should page with Next and keep the page in the address', async () => {
    const many = Array.from({ length: 21 }, (_, i) =>
      testProject({ name: `Site ${String(i + 1).padStart(2, '0')}` }),
    );
    const fetchMock = projectsApi(many);
    const router = await open('/projects?sort=name');
    await screen.findByRole('rowheader', { name: 'Site 01' });
    const paging = screen.getByRole('navigation', { name: 'Pages of projects' });
    expect(within(paging).getByText('21 projects')).toBeVisible();
    expect(within(paging).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.setup().click(within(paging).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Site 21' })).toBeVisible();
    expect(where(router)).toBe('/projects?sort=name&page=2');
    expect(projectCalls(fetchMock).at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('given a filter and Next before the list re-renders, should keep both in the address', async () => {
    const many = Array.from({ length: 21 }, (_, i) =>
      testProject({ name: `Site ${String(i + 1).padStart(2, '0')}`, status: 'draft' }),
    );
    projectsApi(many);
    const router = await open('/projects?sort=name');
    await screen.findByRole('rowheader', { name: 'Site 01' });
    const paging = screen.getByRole('navigation', { name: 'Pages of projects' });
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
        target: { value: 'draft' },
      });
      fireEvent.click(within(paging).getByRole('link', { name: 'Next' }));
    });
    await waitFor(() => expect(where(router)).toBe('/projects?status=draft&sort=name&page=2'));
    expect(await screen.findByRole('rowheader', { name: 'Site 21' })).toBeVisible();
  });

  it('given a failed load, should say so quietly and load again with Try again', async () => {
    let fail = true;
    projectsApi([shopfront()], (url) =>
      url.pathname === '/api/user/projects' && fail ? apiAnswer(500, null) : undefined,
    );
    await open('/projects');
    expect(await screen.findByText('Could not load your projects')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Shopfront' })).toBeVisible();
  });

  it('given a signed-out visitor, should ask for a sign-in first', async () => {
    projectsApi([], (url) =>
      url.pathname === '/api/auth/session' ? apiAnswer(200, { user: null }) : undefined,
    );
    const router = await open('/projects/7/edit');
    await waitFor(() => expect(where(router)).toBe('/login?next=%2Fprojects%2F7%2Fedit'));
  });

  it('should have no axe violations, with rows and when empty', async () => {
    projectsApi([shopfront(), brochure()]);
    const router = await open('/projects');
    await screen.findByRole('rowheader', { name: 'Shopfront' });
    expect(await audit()).toEqual([]);
    await act(() => router.navigate('/projects?status=archived'));
    await screen.findByRole('heading', { name: 'No archived projects' });
    expect(await audit()).toEqual([]);
  });
});

describe('New Project (/projects/new)', () => {
  const fill = async (user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) => {
    for (const [label, value] of Object.entries(values)) {
      const field = screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`), {
        selector: 'input, textarea',
      });
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  };

  it('given invalid values, should show the contract’s messages on their fields and send nothing', async () => {
    const fetchMock = projectsApi([]);
    await open('/projects/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New Project' })).toBeVisible();
    const user = userEvent.setup();
    await fill(user, { Views: '12.5', 'Revenue (AUD)': 'lots' });
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    const name = screen.getByRole('textbox', { name: /^Project name/ });
    expect(await screen.findByText('Project name is required')).toBeVisible();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Project name is required'));
    expect(name).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /^Views/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number, 0 or more'),
    );
    expect(screen.getByRole('textbox', { name: /^Revenue/ })).toHaveAccessibleDescription(
      expect.stringContaining('Enter an amount in dollars, 0 or more'),
    );
    expect(projectCalls(fetchMock).filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('given the server refuses a field, should show its message there and keep every value', async () => {
    let refuse = true;
    const fetchMock = projectsApi([], (url, init) =>
      url.pathname === '/api/user/projects' && init?.method === 'POST' && refuse
        ? apiAnswer(400, {
            message: 'Invalid input',
            issues: [{ path: ['name'], message: 'Project name must be 100 characters or less' }],
          })
        : undefined,
    );
    const router = await open('/projects/new');
    await screen.findByRole('heading', { level: 1, name: 'New Project' });
    const user = userEvent.setup();
    await fill(user, {
      'Project name': 'Harbour Cafe',
      Description: 'Menu and bookings',
      Views: '1,200',
      Pages: '6',
      'Revenue (AUD)': '$950.25',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'draft');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    const name = screen.getByRole('textbox', { name: /^Project name/ });
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(
        expect.stringContaining('Project name must be 100 characters or less'),
      ),
    );
    expect(name).toHaveValue('Harbour Cafe');
    expect(screen.getByRole('textbox', { name: /^Revenue/ })).toHaveValue('$950.25');
    expect(screen.getByRole('combobox', { name: /^Status/ })).toHaveValue('draft');
    expect(where(router)).toBe('/projects/new');

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbour Cafe' })).toBeVisible();
    expect(await screen.findByText('Project created')).toBeVisible();
    const posted = projectCalls(fetchMock).filter((c) => c.method === 'POST');
    expect(posted.at(-1)?.body).toEqual({
      name: 'Harbour Cafe',
      description: 'Menu and bookings',
      status: 'draft',
      views: 1200,
      pages: 6,
      revenue: 950.25,
    });
    expect(router.state.location.pathname).toMatch(/^\/projects\/\d+$/);
  });

  it('while saving, should show the button busy and the fields disabled', async () => {
    const held = deferred<Response>();
    projectsApi([], (url, init) =>
      url.pathname === '/api/user/projects' && init?.method === 'POST' ? held.promise : undefined,
    );
    await open('/projects/new');
    await screen.findByRole('heading', { level: 1, name: 'New Project' });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Project name/ }), 'Harbour Cafe');
    await user.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(await screen.findByRole('button', { name: /Creating/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Project name/ })).toBeDisabled();
    await act(async () => held.resolve(apiAnswer(500, null)));
    expect(await screen.findByText('Could not save the project. Please try again.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Project name/ })).toHaveValue('Harbour Cafe');
  });
});

describe('A project (/projects/{id})', () => {
  it('should show its details with Edit and Delete', async () => {
    projectsApi([shopfront()]);
    await open('/projects/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopfront' })).toBeVisible();
    const list = screen.getByText('Views', { selector: 'dt' }).closest('dl')!;
    const details = Object.fromEntries(
      [...list.querySelectorAll('dt')].map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]),
    );
    expect(details).toMatchObject({
      Status: 'Active',
      Description: 'The online store.\nSpring range first.',
      Views: '12,345',
      Pages: '14',
      Revenue: '$1,250.50',
    });
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/projects/7/edit');
    expect(screen.getByRole('link', { name: 'All projects' })).toHaveAttribute('href', '/projects');
    expect(document.title).toMatch(/^Shopfront/);
    expect(await audit()).toEqual([]);
  });

  it('given the address of a save the server answered, should say it saved in a status banner', async () => {
    // Where the server's action goes after a save sent before or without the page's code
    // (app/notice.ts); a notice the site does not know says nothing.
    projectsApi([shopfront()]);
    await open('/projects/7?notice=project-created');
    await screen.findByRole('heading', { level: 1, name: 'Shopfront' });
    expect(screen.getByText(projectMessages.created).closest('[role="status"]')).not.toBeNull();
    cleanup();
    projectsApi([shopfront()]);
    await open('/projects/7?notice=Call%20us%20now');
    await screen.findByRole('heading', { level: 1, name: 'Shopfront' });
    expect(screen.queryByText('Call us now')).toBeNull();
  });

  it('given an unknown id, or someone else’s, should show the not-found page', async () => {
    projectsApi([shopfront()]);
    await open('/projects/999');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
    expect(document.title).toMatch(/^404 - Page Not Found/);
  });

  it('given an unknown id on the edit page, should show the not-found page', async () => {
    projectsApi([shopfront()]);
    await open('/projects/999/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
  });

  it('given Delete, should ask first: Cancel keeps it, "Delete project" deletes it and goes back to the list', async () => {
    const held = deferred<Response>();
    const projects: Project[] = [shopfront(), brochure()];
    const fetchMock = projectsApi(projects, (url, init) =>
      init?.method === 'DELETE' ? held.promise : undefined,
    );
    const router = await open('/projects/7');
    await screen.findByRole('heading', { level: 1, name: 'Shopfront' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    expect(dialog).toHaveAccessibleDescription(
      '“Shopfront” and its figures will be removed from your account. This cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(projectCalls(fetchMock).filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(within(dialog).getByRole('button', { name: /Deleting/ })).toBeInTheDocument();
    expect(where(router)).toBe('/projects/7');
    projects.splice(0, 1);
    await act(async () =>
      held.resolve(apiAnswer(200, { success: true, message: 'Project deleted' })),
    );
    await waitFor(() => expect(where(router)).toBe('/projects'));
    expect(await screen.findByText('Project deleted')).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'Brochure site' })).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: 'Shopfront' })).toBeNull();
    expect(projectCalls(fetchMock).filter((c) => c.method === 'DELETE')[0]?.url.pathname).toBe(
      '/api/user/projects/7',
    );
  });

  it('given a delete that fails, should say so and stay', async () => {
    projectsApi([shopfront()], (url, init) =>
      init?.method === 'DELETE' ? apiAnswer(500, null) : undefined,
    );
    const router = await open('/projects/7');
    await screen.findByRole('heading', { level: 1, name: 'Shopfront' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this project?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    expect(
      await screen.findByText('Could not delete the project. Please try again.'),
    ).toBeVisible();
    expect(where(router)).toBe('/projects/7');
  });
});

describe('Edit a project (/projects/{id}/edit)', () => {
  it('should start from the project’s values and save them with PUT, then show the project', async () => {
    const fetchMock = projectsApi([shopfront()]);
    const router = await open('/projects/7/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Shopfront' })).toBeVisible();
    const name = screen.getByRole('textbox', { name: /^Project name/ });
    expect(name).toHaveValue('Shopfront');
    expect(screen.getByRole('textbox', { name: /^Views/ })).toHaveValue('12345');
    expect(screen.getByRole('textbox', { name: /^Revenue/ })).toHaveValue('1250.5');
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, 'Shopfront II');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Status/ }), 'archived');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopfront II' })).toBeVisible();
    expect(where(router)).toBe('/projects/7');
    expect(await screen.findByText('Project saved')).toBeVisible();
    expect(projectCalls(fetchMock).find((c) => c.method === 'PUT')).toMatchObject({
      url: expect.objectContaining({ pathname: '/api/user/projects/7' }),
      body: {
        name: 'Shopfront II',
        description: 'The online store.\nSpring range first.',
        status: 'archived',
        views: 12345,
        pages: 14,
        revenue: 1250.5,
      },
    });
  });

  it('given unsaved changes, should ask before leaving: Stay keeps the changes, Leave goes', async () => {
    projectsApi([shopfront()]);
    // From the project's page, so Back has somewhere to go.
    const router = await open('/projects/7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Edit' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit Shopfront' });
    const name = screen.getByRole('textbox', { name: /^Project name/ });
    await user.type(name, ' (new)');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where(router)).toBe('/projects/7/edit');
    expect(screen.getByRole('textbox', { name: /^Project name/ })).toHaveValue('Shopfront (new)');

    // Back, too.
    await act(() => router.navigate(-1));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(where(router)).toBe('/projects/7/edit');

    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(where(router)).toBe('/projects/7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Shopfront' })).toBeVisible();
  });

  it('given no changes, or changes undone, should leave without asking', async () => {
    projectsApi([shopfront()]);
    const router = await open('/projects/7/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Shopfront' });
    const user = userEvent.setup();
    const name = screen.getByRole('textbox', { name: /^Project name/ });
    await user.type(name, 'x');
    await user.type(name, '{Backspace}');
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(where(router)).toBe('/projects/7'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('given unsaved changes, should ask the browser before a reload or closing the tab', async () => {
    projectsApi([shopfront()]);
    await open('/projects/7/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Shopfront' });
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.setup().type(screen.getByRole('textbox', { name: /^Pages/ }), '0');
    expect(unload()).toBe(true);
  });
});
