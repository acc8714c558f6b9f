// /workspace and /{username}/workspace through the real route table (routes.tsx), with `fetch`
// answering as the API does: the session, and GET /api/user/{username}/workspace (docs/product/spec.md §2,
// §7, §8; docs/product/decisions.md "Logged-in area"). The pages rendered by the server per
// request: their loaders, their HTML, and that HTML hydrated.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicUser } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { hydrateServed, loaderArgs, unhydrate } from '../../app/testing.ts';
import { loader } from '../../routes/account/workspace.tsx';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';
import { browserFetch, memberAreaReads } from '../member-area/testing.ts';
import { formatDate } from '../projects/format.ts';
import { loadUserWorkspace } from './guard.ts';
import {
  hoursAgo,
  janesWorkspace,
  renderServedWorkspace,
  workspaceServerApi,
  workspacesRead,
} from './testing.ts';
import * as styles from '../member-area/memberArea.css.ts';

const jane = testUser();
const sam = testUser({
  id: '5d1e0b8e-3a52-4c8e-9a43-7a0f2f5b9e21',
  name: 'Sam Staff',
  email: 'sam@brightlane.example',
  username: 'sam',
  role: 'staff',
});

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

/** /{username}/workspace's loader's arguments for `username`, as in the browser without `api`. */
const userArgs = (username: string, api?: ReturnType<typeof workspaceServerApi>) => ({
  ...loaderArgs(`/${username}/workspace`, api),
  params: { username },
});

/** A served page's stats, by label. */
function servedFigures(page: Document) {
  const stats = page.querySelector('[aria-label="Workspace stats"]');
  return Object.fromEntries(
    [...(stats?.querySelectorAll('dt') ?? [])].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

/** A served page's project rows, as their cells' texts. */
const servedRows = (page: Document) =>
  [...page.querySelectorAll('tbody tr')].map((row) =>
    [...row.querySelectorAll('th, td')].map((cell) => cell.textContent),
  );

describe('the workspace pages’ loaders', () => {
  it('given no server api (in the browser), should read no workspace, leaving it to the page', async () => {
    const fetchMock = api();
    expect(await loader(loaderArgs('/workspace'))).toEqual({});
    expect(await loadUserWorkspace(userArgs('Jane'))).toEqual({ username: 'jane' });
    expect(workspaceCalls(fetchMock)).toEqual([]);
  });

  it("given the server's api, should read the visitor's own workspace as them, with the server's clock", async () => {
    const fetchMock = stubFetch();
    const workspace = janesWorkspace();
    const server = workspaceServerApi(jane, { workspace });
    const before = Date.now();
    const served = await loader(loaderArgs('/workspace', server));
    expect(served).toEqual({ workspace: { data: workspace }, servedAt: expect.any(Number) });
    expect(served.servedAt).toBeGreaterThanOrEqual(before);
    expect(server.mock.calls.map(([path]) => path)).toEqual([
      '/api/auth/session',
      '/api/user/jane/workspace',
    ]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given no workspace, or a failed read, should serve it as empty or as failed', async () => {
    expect(
      await loader(loaderArgs('/workspace', workspaceServerApi(jane, { workspace: null }))),
    ).toMatchObject({ workspace: { data: null } });
    const wren = testUser({ id: 'w1', username: 'wren.h', email: 'wren@example.com' });
    expect(await loader(loaderArgs('/workspace', workspaceServerApi(wren)))).toMatchObject({
      workspace: { data: null },
    });
    const failing = workspaceServerApi(jane, {
      extra: (url) =>
        url.pathname === '/api/user/jane/workspace'
          ? Response.json({ message: 'Internal error' }, { status: 500 })
          : undefined,
    });
    expect(await loader(loaderArgs('/workspace', failing))).toMatchObject({
      workspace: { failed: true },
    });
    const invalid = workspaceServerApi(jane, {
      extra: (url) =>
        url.pathname === '/api/user/jane/workspace'
          ? Response.json({ username: 'jane', stats: { totalProjects: -1 }, projects: [] })
          : undefined,
    });
    expect(await loader(loaderArgs('/workspace', invalid))).toMatchObject({
      workspace: { failed: true },
    });
  });

  it("given the owner or staff, should read the address's workspace; anyone else signed in is not found, with no read", async () => {
    const workspace = janesWorkspace();
    const owner = workspaceServerApi(jane, { workspace });
    expect(await loadUserWorkspace(userArgs('Jane', owner))).toEqual({
      username: 'jane',
      workspace: { data: workspace },
      servedAt: expect.any(Number),
    });
    expect(workspacesRead(owner)).toEqual(['/api/user/jane/workspace']);

    const staff = workspaceServerApi(sam, { workspace });
    expect(await loadUserWorkspace(userArgs('jane', staff))).toMatchObject({
      username: 'jane',
      workspace: { data: workspace },
    });

    const bob = workspaceServerApi(
      testUser({ id: 'b0b', username: 'bob', email: 'bob@example.com' }),
    );
    const thrown = await loadUserWorkspace(userArgs('jane', bob)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(workspacesRead(bob)).toEqual([]);
  });
});

describe('the workspace pages rendered by the server', () => {
  afterEach(() => {
    unhydrate();
  });

  it("given a signed-in visitor at /workspace, should render their workspace's heading, stats and projects, without the browser's fetch", async () => {
    const fetchMock = stubFetch();
    const server = workspaceServerApi();
    const { status, document: html, page } = await renderServedWorkspace('/workspace', server);
    expect(status).toBe(200);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(workspacesRead(server)).toEqual(['/api/user/jane/workspace']);
    expect(page.title).toBe('Workspace | Brightlane Digital');
    expect(page.querySelector('h1')?.textContent).toBe('Workspace for jane');
    expect(html).not.toContain('This Page Needs JavaScript');
    expect(html).not.toContain('Loading workspace...');
    expect(servedFigures(page)).toEqual({
      'Total Projects': '3',
      'Total Visitors': '12,480',
      'Storage Used': '12.5%',
      'Last Active': '2 hours ago',
    });
    expect(servedRows(page)).toEqual([
      ['Harbour Café', '20 Nov 2026', 'Active', '10,200', '12'],
      ['Spring Sale', '2 Oct 2026', 'Draft', '2,280', '3'],
      ['Old Blog', '14 Mar 2026', 'Archived', '0', '1'],
    ]);
    expect(page.querySelector('tbody a')?.getAttribute('href')).toBe('/projects/7');
  });

  it('given the owner at /{username}/workspace, should render it titled with the username', async () => {
    const server = workspaceServerApi();
    const { status, page } = await renderServedWorkspace('/Jane/workspace', server);
    expect(status).toBe(200);
    expect(page.title).toBe('Workspace for jane | Brightlane Digital');
    expect(page.querySelector('h1')?.textContent).toBe('Workspace for jane');
    expect(servedRows(page).map(([name]) => name)).toEqual([
      'Harbour Café',
      'Spring Sale',
      'Old Blog',
    ]);
  });

  it('given another signed-in user, or a first segment the site uses, should render the not-found page and read no workspace', async () => {
    const bob = workspaceServerApi(
      testUser({ id: 'b0b', username: 'bob', email: 'bob@example.com' }),
    );
    const other = await renderServedWorkspace('/jane/workspace', bob);
    expect(other.status).toBe(404);
    expect(other.page.querySelector('h1')?.textContent).toBe(notFoundCopy.title);
    expect(other.page.title).toMatch(/^404 - Page Not Found/);
    expect(other.document).not.toContain('Workspace for');
    expect(workspacesRead(bob)).toEqual([]);

    const reserved = await renderServedWorkspace('/services/workspace', workspaceServerApi());
    expect(reserved.status).toBe(404);
    expect(reserved.page.querySelector('h1')?.textContent).toBe(notFoundCopy.title);
  });

  it('given a signed-out visitor, should send them to sign in and back', async () => {
    const server = workspaceServerApi(null);
    expect((await renderServedWorkspace('/workspace', server)).location).toBe(
      '/login?next=%2Fworkspace',
    );
    expect((await renderServedWorkspace('/jane/workspace', server)).location).toBe(
      '/login?next=%2Fjane%2Fworkspace',
    );
    expect(workspacesRead(server)).toEqual([]);
  });

  it('given a failed read, should render the failure, its Try again a link to the same address where scripts do not run', async () => {
    const server = workspaceServerApi(sam, {
      extra: (url) =>
        url.pathname === '/api/user/jane/workspace'
          ? Response.json({ message: 'Internal error' }, { status: 500 })
          : undefined,
    });
    const { status, document: html, page } = await renderServedWorkspace('/jane/workspace', server);
    expect(status).toBe(200);
    expect(page.querySelector('[role="alert"]')?.textContent).toContain(
      'Error: Failed to fetch workspace data',
    );
    expect(html).not.toContain('Loading workspace...');
    expect(page.querySelector('[aria-label="Workspace stats"]')).toBeNull();
    const retry = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Try again');
    expect(retry?.getAttribute('href')).toBe('/jane/workspace');
    expect(retry?.classList).toContain(styles.withoutScript);
    const button = [...page.querySelectorAll('button')].find(
      (one) => one.textContent === 'Try again',
    );
    expect(button?.classList).toContain(styles.withScript);
  });

  it("given no workspace, should render 'No workspace data available'", async () => {
    const { page } = await renderServedWorkspace(
      '/workspace',
      workspaceServerApi(jane, { workspace: null }),
    );
    expect(page.querySelector('h2')?.textContent).toBe('No workspace data available');
    expect(page.querySelector('table')).toBeNull();
  });

  it('given the served page, should hydrate it without a mismatch or reading again, though the browser’s clock and zone differ', async () => {
    const readAt = Date.parse('2026-11-25T00:00:00.000Z');
    // 59½ minutes before the server read it: 'an hour ago' by the time the page's code runs.
    const workspace = janesWorkspace({
      stats: { ...janesWorkspace().stats, lastActive: hoursAgo(59.5 / 60, readAt) },
      projects: [
        {
          ...janesWorkspace().projects[0]!,
          // 1 am on 2 March in Melbourne: 1 March where the server or the visitor keeps UTC.
          lastModified: '2026-03-01T14:00:00.000Z',
        },
      ],
    });
    const clock = vi.spyOn(Date, 'now').mockReturnValue(readAt);
    const { document: html, page } = await renderServedWorkspace(
      '/workspace',
      workspaceServerApi(jane, { workspace }),
    );
    expect(servedFigures(page)['Last Active']).toBe('59 minutes ago');
    expect(page.querySelector('tbody time')?.textContent).toBe('2 Mar 2026');

    // The page's code runs two minutes later; the browser's own reads never answer.
    clock.mockReturnValue(readAt + 120_000);
    const fetchMock = browserFetch();
    const started = await hydrateServed(html, '/workspace');
    expect(started.hydrated).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Workspace for jane' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Harbour Café' })).toBeVisible();
    expect(screen.queryByText('Loading workspace...')).not.toBeInTheDocument();
    // Hydrated as the server wrote it (else React reports the mismatch and the test fails),
    // then as of the browser's clock and in its zone.
    await waitFor(() => expect(stat('Last Active')).toHaveTextContent('1 hour ago'));
    expect(screen.getByText(formatDate('2026-03-01T14:00:00.000Z'))).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual([]);
    clock.mockRestore();
  });

  it('given a served failure, should hydrate it, drop the link, and read again only on Try again', async () => {
    const { document: html } = await renderServedWorkspace(
      '/workspace',
      workspaceServerApi(jane, {
        extra: (url) =>
          url.pathname === '/api/user/jane/workspace'
            ? Response.json({ message: 'Internal error' }, { status: 500 })
            : undefined,
      }),
    );
    const fetchMock = browserFetch((url) =>
      url.pathname === '/api/user/jane/workspace' ? apiAnswer(200, janesWorkspace()) : undefined,
    );
    await hydrateServed(html, '/workspace');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error: Failed to fetch workspace data');
    await waitFor(() =>
      expect(within(alert).queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument(),
    );
    expect(memberAreaReads(fetchMock)).toEqual([]);

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Harbour Café' })).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual(['/api/user/jane/workspace']);
  });
});
