// /dashboard's tiles and recent projects (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/spec.md §2 "Dashboard", §8 "Silent"),
// through the real route table, with `fetch` answering as the projects API does.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { sessionStore } from '../auth/session.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { renderServed, hydrateServed, unhydrate } from '../../app/testing.ts';
import { testPost } from '../blog/testing.ts';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';
import { dashboardPage } from './dashboardPage.ts';
import { projectCalls, projectsApi, testProject } from './testing.ts';

const open = renderSite;

/** A StatGroup's figures by label. */
function figures(region: HTMLElement) {
  return Object.fromEntries(
    [...region.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

const six = () =>
  Array.from({ length: 6 }, (_, i) =>
    testProject({
      name: `Site ${i + 1}`,
      views: 1000 * (i + 1),
      revenue: 100.25,
      updatedAt: `2026-03-0${i + 1}T00:00:00.000Z`,
    }),
  );

beforeAll(async () => {
  await import('../../routes/account/dashboard.tsx');
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the dashboard', () => {
  it('should keep the greeting and show the four tiles from the dashboard sums', async () => {
    const fetchMock = projectsApi(six());
    await open('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' }),
    ).toBeVisible();
    const numbers = screen.getByRole('region', { name: 'Your numbers' });
    await waitFor(() =>
      expect(figures(numbers)).toEqual({
        Projects: '6',
        Visitors: '21,000',
        Storage: '12.5%',
        Revenue: '$601.50',
      }),
    );
    expect(projectCalls(fetchMock).some((c) => c.url.pathname === '/api/user/dashboard')).toBe(
      true,
    );
  });

  it('while the sums load, should show the tiles busy with skeletons', async () => {
    const held = deferred<Response>();
    projectsApi(six(), (url) =>
      url.pathname === '/api/user/dashboard' ? held.promise : undefined,
    );
    await open('/dashboard');
    const numbers = await screen.findByRole('region', { name: 'Your numbers' });
    const list = numbers.querySelector('dl')!;
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(figures(numbers)).toEqual({ Projects: '', Visitors: '', Storage: '', Revenue: '' });
    await act(async () =>
      held.resolve(apiAnswer(200, { projects: 2, visitors: 5, storage: 0, revenue: 0 })),
    );
    await waitFor(() => expect(list).not.toHaveAttribute('aria-busy'));
    expect(figures(numbers)).toEqual({
      Projects: '2',
      Visitors: '5',
      Storage: '0%',
      Revenue: '$0.00',
    });
  });

  it('given the sums fail, should say so quietly and load them again with Try again', async () => {
    let fail = true;
    projectsApi(six(), (url) => {
      if (url.pathname === '/api/user/dashboard' && fail) return apiAnswer(500, null);
      // 'Your Posts' answers too: only the sums fail (unanswered, it says 'Not found' aloud,
      // before or after the check depending on the machine's load).
      if (url.pathname === '/api/blog/mine') return apiAnswer(200, { posts: [] });
      return undefined;
    });
    await open('/dashboard');
    const numbers = await screen.findByRole('region', { name: 'Your numbers' });
    expect(await within(numbers).findByText('Could not load your numbers')).toBeVisible();
    // The rest of the page is there: no crash, no alarm.
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Jane Doe' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await userEvent.setup().click(within(numbers).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figures(numbers).Projects).toBe('6'));
  });

  it('should offer the quick actions', async () => {
    projectsApi([]);
    await open('/dashboard');
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const links = within(actions)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['New Project', '/projects/new'],
      ['New Workspace', '/workspace'],
      ['Write a Post', '/blog/create'],
      ['Account Settings', '/settings'],
      ['Profile', '/profile'],
    ]);
  });

  it('should list the five projects changed last, each linking to it', async () => {
    const fetchMock = projectsApi(six());
    await open('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent projects' });
    await within(recent).findByRole('link', { name: 'Site 6' });
    expect(
      within(recent)
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0]!.textContent),
    ).toEqual(['Site 6', 'Site 5', 'Site 4', 'Site 3', 'Site 2']);
    const six6 = within(recent).getByRole('link', { name: 'Site 6' });
    expect(six6.getAttribute('href')).toMatch(/^\/projects\/\d+$/);
    expect(within(recent).getByRole('link', { name: 'View all projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    const asked = projectCalls(fetchMock).find((c) => c.url.pathname === '/api/user/projects')!.url
      .searchParams;
    expect(asked.get('pageSize')).toBe('5');
    expect(await act(async () => axeViolations(document.body))).toEqual([]);
  });

  it('given no projects, should invite the first one', async () => {
    projectsApi([]);
    await open('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent projects' });
    expect(await within(recent).findByRole('heading', { name: 'No projects yet' })).toBeVisible();
    expect(within(recent).getByRole('link', { name: 'Create your first project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
    await waitFor(() =>
      expect(figures(screen.getByRole('region', { name: 'Your numbers' })).Projects).toBe('0'),
    );
  });
});

describe("the dashboard's data on the server (dashboardPage)", () => {
  const api = (role: 'user' | 'staff', failing: string) => async (path: string) => {
    const at = path.split('?')[0]!;
    if (at === failing) return apiAnswer(500, null);
    if (at === '/api/auth/session') return apiAnswer(200, { user: testUser({ role }) });
    if (at === '/api/user/dashboard')
      return apiAnswer(200, { projects: 0, visitors: 0, storage: 0, revenue: 0 });
    if (at === '/api/user/projects')
      return apiAnswer(200, { projects: [], total: 0, page: 1, pageSize: 5 });
    return apiAnswer(200, { posts: [] });
  };
  const read = (fetchApi: ReturnType<typeof api>) =>
    dashboardPage({
      request: new Request('http://localhost/dashboard'),
      params: {},
      context: { api: fetchApi },
    } as unknown as LoaderFunctionArgs);

  it('given a part that fails, should serve it as failed and the rest as read', async () => {
    const data = await read(api('user', '/api/user/projects'));
    expect(data).toEqual({
      staff: false,
      summary: { data: { projects: 0, visitors: 0, storage: 0, revenue: 0 } },
      recent: { failed: true },
      posts: { data: [] },
    });
  });

  it("given staff, should read the posts waiting for review too, as the page's code does", async () => {
    const data = await read(api('staff', '/api/blog/review'));
    expect(data.staff).toBe(true);
    // The review list failed, so 'Your Posts' as a whole did.
    expect(data.posts).toEqual({ failed: true });
  });
});

describe('/dashboard rendered by the server', () => {
  afterEach(() => {
    unhydrate();
  });

  it('given a signed-in visitor, should hold the figures, projects, posts and notice, and hydrate them without asking again', async () => {
    // Changed at 1 am on 2 March in Melbourne: 1 March where the server or the visitor keeps UTC.
    const project = testProject({
      id: '7',
      name: 'Harbour Cafe',
      views: 1200,
      updatedAt: '2026-03-01T14:00:00.000Z',
    });
    const { content: _content, ...post } = testPost({ id: '45', title: 'Harbour notes' });
    // The server's in-process API, as this visitor.
    const asked: string[] = [];
    const api = async (path: string) => {
      asked.push(path.split('?')[0]!);
      if (path === '/api/auth/session') return Response.json({ user: testUser() });
      if (path === '/api/user/dashboard')
        return Response.json({ projects: 1, visitors: 1200, storage: 0.125, revenue: 0 });
      if (path.startsWith('/api/user/projects'))
        return Response.json({ projects: [project], total: 1, page: 1, pageSize: 5 });
      if (path === '/api/blog/mine') return Response.json({ posts: [post] });
      return Response.json({ message: 'Not found' }, { status: 404 });
    };
    const path = '/dashboard?notice=post-deleted';
    const { status, document: html, page } = await renderServed(path, api);
    expect(status).toBe(200);
    expect(asked).toEqual(
      expect.arrayContaining(['/api/user/dashboard', '/api/user/projects', '/api/blog/mine']),
    );
    // As a browser without scripting shows it: no 'This Page Needs JavaScript'.
    expect(page.querySelector('h1')?.textContent).toBe('Welcome back, Jane Doe');
    expect(page.body.textContent).toContain('1,200');
    expect(page.querySelector('a[href="/projects/7"]')?.textContent).toBe('Harbour Cafe');
    expect(page.querySelector('a[href="/blog/edit/45"]')?.textContent).toBe('Harbour notes');
    expect(page.querySelector('[role="status"]')?.textContent).toContain('Post deleted');
    // The day in Melbourne's zone, whatever the server's, so that hydration writes the same.
    expect(page.querySelector('time[datetime="2026-03-01T14:00:00.000Z"]')?.textContent).toBe(
      'Updated 2 Mar 2026',
    );

    // The browser's own requests never answer: what shows is what the server read.
    const fetchMock = stubFetch().mockImplementation(() => new Promise<Response>(() => {}));
    const started = await hydrateServed(html, path);
    expect(started.hydrated).toBe(true);
    expect(screen.getByRole('link', { name: 'Harbour Cafe' })).toBeVisible();
    expect(figures(screen.getByRole('region', { name: 'Your numbers' })).Visitors).toBe('1,200');
    const reads = fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);
    expect(reads.filter((read) => read !== '/api/auth/session')).toEqual([]);
  });
});
