// /dashboard's tiles and recent projects (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/spec.md §2 "Dashboard", §8 "Silent"),
// through the real route table, with `fetch` answering as the projects API does.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { sessionStore } from '../auth/session.ts';
import { renderSite } from '../auth/testing.tsx';
import { apiAnswer, deferred } from '../leads/testing.ts';
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
