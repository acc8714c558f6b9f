// /workspace and /{username}/workspace through the real route table (routes.tsx), with `fetch`
// answering as the API does: the session, and GET /api/user/{username}/workspace (docs/product/spec.md §2,
// §7, §8; docs/product/decisions.md "Logged-in area").
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser, Workspace } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';

const jane = testUser();
const sam = testUser({
  id: '5d1e0b8e-3a52-4c8e-9a43-7a0f2f5b9e21',
  name: 'Sam Staff',
  email: 'sam@brightlane.example',
  username: 'sam',
  role: 'staff',
});

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

function janesWorkspace(extra: Partial<Workspace> = {}): Workspace {
  return {
    username: 'jane',
    stats: {
      totalProjects: 3,
      totalVisitors: 12_480,
      storageUsed: 12.5,
      lastActive: hoursAgo(2),
    },
    projects: [
      {
        id: '7',
        name: 'Harbour Café',
        lastModified: '2026-11-20T03:15:00.000Z',
        status: 'active',
        visitors: 10_200,
        pages: 12,
      },
      {
        id: '5',
        name: 'Spring Sale',
        lastModified: '2026-10-02T01:00:00.000Z',
        status: 'draft',
        visitors: 2_280,
        pages: 3,
      },
      {
        id: '2',
        name: 'Old Blog',
        lastModified: '2026-03-14T08:30:00.000Z',
        status: 'archived',
        visitors: 0,
        pages: 1,
      },
    ],
    ...extra,
  };
}

type Handler = (url: URL) => Response | Promise<Response> | undefined;

/** `fetch` as the API: `user` signed in (null: signed out), Jane's workspace, `extra` first. */
function api(user: PublicUser | null = jane, extra?: Handler) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = await extra?.(url);
    if (answer) return answer;
    if (url.pathname === '/api/auth/session') return apiAnswer(200, { user });
    if (url.pathname === '/api/user/jane/workspace') return apiAnswer(200, janesWorkspace());
    return apiAnswer(404, { message: 'No workspace data available' });
  });
  return fetchMock;
}

/** The workspace requests made, with their URL and options. */
function workspaceCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => /^\/api\/user\/[^/]+\/workspace$/.test(url.pathname));
}

/**
 * The workspaces asked for, in order, each once: StrictMode (AppProviders) runs effects twice in
 * development, so the page's first request is made twice (the first answer is dropped).
 */
function workspacesAsked(fetchMock: ReturnType<typeof stubFetch>) {
  return [...new Set(workspaceCalls(fetchMock).map(({ url }) => url.pathname))];
}

const where = (router: Awaited<ReturnType<typeof renderSite>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** The figure of one stat, by its label. */
function stat(label: string) {
  const term = within(screen.getByLabelText('Workspace stats')).getByText(label, {
    selector: 'dt',
  });
  return term.nextElementSibling as HTMLElement;
}

/** axe on the whole page; the layout's deferred parts may mount meanwhile, inside act. */
async function audit() {
  let violations: string[] = [];
  await act(async () => {
    violations = await axeViolations(document.body);
  });
  return violations;
}

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('/workspace', () => {
  it('given a signed-out visitor, should send them to sign in and back', async () => {
    const fetchMock = api(null);
    const router = await renderSite('/workspace');
    await waitFor(() => expect(where(router)).toBe('/login?next=%2Fworkspace'));
    expect(workspaceCalls(fetchMock)).toEqual([]);
  });

  it("given a signed-in user, should show their workspace: the session's username, stats and projects", async () => {
    const fetchMock = api();
    await renderSite('/workspace');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workspace for jane' }),
    ).toBeVisible();
    const harbour = await screen.findByRole('rowheader', { name: 'Harbour Café' });
    // The session's username chose the request, sent with the session cookie.
    expect(workspacesAsked(fetchMock)).toEqual(['/api/user/jane/workspace']);
    expect(workspaceCalls(fetchMock)[0]!.init?.credentials).toBe('same-origin');

    expect(stat('Total Projects')).toHaveTextContent('3');
    expect(stat('Total Visitors')).toHaveTextContent('12,480');
    expect(stat('Storage Used')).toHaveTextContent('12.5%');
    expect(stat('Last Active')).toHaveTextContent('2 hours ago');
    expect(within(stat('Last Active')).getByText('2 hours ago').tagName).toBe('TIME');

    const table = screen.getByRole('table', { name: 'Projects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Last modified', 'Status', 'Visitors', 'Pages']);
    const row = within(harbour.closest('tr')!);
    expect(row.getByRole('link', { name: 'Harbour Café' })).toHaveAttribute('href', '/projects/7');
    expect(row.getByText('20 Nov 2026').closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T03:15:00.000Z',
    );
    expect(row.getByText('Active')).toBeVisible();
    expect(row.getByText('10,200')).toBeVisible();
    expect(row.getByText('12')).toBeVisible();
    expect(
      within(screen.getByRole('rowheader', { name: 'Spring Sale' }).closest('tr')!).getByText(
        'Draft',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('rowheader', { name: 'Old Blog' }).closest('tr')!).getByText(
        'Archived',
      ),
    ).toBeVisible();
    expect(screen.queryByText('Loading workspace...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Workspace \|/));
    expect(await audit()).toEqual([]);
  }, 15_000);

  it("should ask for the session user's workspace, whoever is signed in", async () => {
    const wren = testUser({ id: 'w1', username: 'wren.h', email: 'wren@example.com' });
    const fetchMock = api(wren, (url) =>
      url.pathname === '/api/user/wren.h/workspace'
        ? apiAnswer(200, janesWorkspace({ username: 'wren.h', projects: [] }))
        : undefined,
    );
    await renderSite('/workspace');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workspace for wren.h' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 3, name: 'No projects yet' })).toBeVisible();
    expect(workspacesAsked(fetchMock)).toEqual(['/api/user/wren.h/workspace']);
  });

  it("while the workspace loads, should say 'Loading workspace...' with the stats and table busy", async () => {
    const held = deferred<Response>();
    api(jane, (url) => (url.pathname === '/api/user/jane/workspace' ? held.promise : undefined));
    await renderSite('/workspace');
    expect(await screen.findByText('Loading workspace...')).toBeVisible();
    expect(screen.getByLabelText('Workspace stats')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('table', { name: 'Projects' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('heading', { level: 1, name: 'Workspace for jane' })).toBeVisible();

    await act(async () => held.resolve(apiAnswer(200, janesWorkspace())));
    expect(await screen.findByRole('rowheader', { name: 'Harbour Café' })).toBeVisible();
    expect(screen.queryByText('Loading workspace...')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Workspace stats')).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('table', { name: 'Projects' })).not.toHaveAttribute('aria-busy');
  });

  it('given a workspace without projects, should show its stats and an empty project list', async () => {
    api(jane, (url) =>
      url.pathname === '/api/user/jane/workspace'
        ? apiAnswer(
            200,
            janesWorkspace({
              stats: { totalProjects: 0, totalVisitors: 0, storageUsed: 0, lastActive: null },
              projects: [],
            }),
          )
        : undefined,
    );
    await renderSite('/workspace');
    expect(await screen.findByRole('heading', { level: 3, name: 'No projects yet' })).toBeVisible();
    expect(screen.getByText('Projects made in this account are listed here.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Projects' })).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(stat('Total Projects')).toHaveTextContent('0');
    expect(stat('Storage Used')).toHaveTextContent('0%');
    expect(stat('Last Active')).toHaveTextContent('Never');
    expect(screen.queryByText('No workspace data available')).not.toBeInTheDocument();
  });

  it("given a failed fetch, should say 'Error: Failed to fetch workspace data' and load again with Try again", async () => {
    let fail = true;
    const fetchMock = api(jane, (url) =>
      url.pathname === '/api/user/jane/workspace' && fail
        ? apiAnswer(500, { message: 'Internal error' })
        : undefined,
    );
    await renderSite('/workspace');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch workspace data');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Workspace stats')).not.toBeInTheDocument();
    expect(await audit()).toEqual([]);

    fail = false;
    const before = workspaceCalls(fetchMock).length;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Harbour Café' })).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(workspaceCalls(fetchMock)).toHaveLength(before + 1);
  });

  it('given no answer at all (offline), should say the fetch failed', async () => {
    api(jane, (url) => {
      if (url.pathname === '/api/user/jane/workspace') throw new TypeError('Failed to fetch');
      return undefined;
    });
    await renderSite('/workspace');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch workspace data',
    );
  });

  it('given an answer that is not a workspace, should say the fetch failed', async () => {
    api(jane, (url) =>
      url.pathname === '/api/user/jane/workspace'
        ? apiAnswer(200, { username: 'jane', stats: { totalProjects: -1 }, projects: [] })
        : undefined,
    );
    await renderSite('/workspace');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: Failed to fetch workspace data',
    );
  });

  it("given an answer with nothing in it, should say 'No workspace data available'", async () => {
    api(jane, (url) =>
      url.pathname === '/api/user/jane/workspace' ? apiAnswer(200, null) : undefined,
    );
    await renderSite('/workspace');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No workspace data available' }),
    ).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/{username}/workspace', () => {
  it('given the owner, should show their workspace, titled with the username', async () => {
    const fetchMock = api();
    await renderSite('/jane/workspace');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Workspace for jane' }),
    ).toBeVisible();
    expect(await screen.findByRole('rowheader', { name: 'Harbour Café' })).toBeVisible();
    expect(workspacesAsked(fetchMock)).toEqual(['/api/user/jane/workspace']);
    await waitFor(() => expect(document.title).toMatch(/^Workspace for jane \|/));
  });

  it('given the owner with the username in capitals, should show the same workspace', async () => {
    api();
    await renderSite('/Jane/workspace');
    expect(await screen.findByRole('rowheader', { name: 'Harbour Café' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Workspace for jane' })).toBeVisible();
  });

  it('given another signed-in user, should show the not-found page and ask for no workspace', async () => {
    const fetchMock = api(testUser({ id: 'b0b', username: 'bob', email: 'bob@example.com' }));
    await renderSite('/jane/workspace');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: /^Workspace for/ })).not.toBeInTheDocument();
    expect(workspaceCalls(fetchMock)).toEqual([]);
    await waitFor(() => expect(document.title).toMatch(/^404 - Page Not Found/));
  });

  it('given staff, should show any user’s workspace, and no data for an unknown username', async () => {
    const fetchMock = api(sam);
    const router = await renderSite('/jane/workspace');
    expect(await screen.findByRole('rowheader', { name: 'Harbour Café' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Workspace for jane' })).toBeVisible();

    await act(() => router.navigate('/nobody/workspace'));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No workspace data available' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Workspace for nobody' })).toBeVisible();
    expect(workspacesAsked(fetchMock)).toEqual([
      '/api/user/jane/workspace',
      '/api/user/nobody/workspace',
    ]);
  });

  it('given a signed-out visitor, should send them to sign in and back', async () => {
    const fetchMock = api(null);
    const router = await renderSite('/jane/workspace');
    await waitFor(() => expect(where(router)).toBe('/login?next=%2Fjane%2Fworkspace'));
    expect(workspaceCalls(fetchMock)).toEqual([]);
  });

  it("given a first segment the site's own pages use, should be the not-found page", async () => {
    api();
    await renderSite('/services/workspace');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
  });

  it('given another page name, should still show only its heading', async () => {
    const fetchMock = api(null);
    await renderSite('/jane/portfolio');
    expect(await screen.findByRole('heading', { level: 1, name: 'portfolio' })).toBeVisible();
    expect(workspaceCalls(fetchMock)).toEqual([]);
  });
});
