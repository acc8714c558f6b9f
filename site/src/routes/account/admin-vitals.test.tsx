// /admin/vitals (docs/decisions/025-vitals-dashboard.md) through the real route table, with `fetch` answering as the API
// does: the session and GET /api/admin/vitals?days=.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminClientError, AdminVitalsResponse, VitalsPage } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { sessionStore } from '../../features/auth/session.ts';
import { renderSite, testUser } from '../../features/auth/testing.tsx';
import { apiAnswer, deferred, stubFetch } from '../../features/leads/testing.ts';
import { browserOf, formatVital } from './admin-vitals.tsx';

const user = (role: 'user' | 'staff') =>
  testUser({ name: 'Sam Staff', email: 'sam@brightlane.example', username: 'sam', role });

const home: VitalsPage = {
  path: '/',
  views: 1234,
  metrics: {
    LCP: { count: 1200, p75: 2100 },
    INP: { count: 800, p75: 350 },
    CLS: { count: 1100, p75: 0.31 },
    FCP: { count: 1234, p75: 1500 },
    TTFB: { count: 1234, p75: 420 },
  },
};
const services: VitalsPage = {
  path: '/services/cloud',
  views: 12,
  metrics: { LCP: { count: 12, p75: 4800 }, TTFB: { count: 12, p75: 900 } },
};
const error: AdminClientError = {
  id: '9',
  kind: 'unhandledrejection',
  message: 'Failed to fetch dynamically imported module',
  stack: 'TypeError: Failed to fetch\n    at load (entry.js:1:2)',
  // The site's own origin: listed by its path.
  url: `${window.location.origin}/contact?ref=nav`,
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
  createdAt: '2026-11-20T03:15:00.000Z',
};

const summary = (days: number, extra: Partial<AdminVitalsResponse> = {}): AdminVitalsResponse => ({
  days,
  pages: [home, services],
  errors: [error, { ...error, id: '8', kind: 'error', message: 'x is undefined', stack: null }],
  ...extra,
});

type Handler = (url: URL) => Response | Promise<Response> | undefined;

function api(role: 'user' | 'staff' = 'staff', extra?: Handler) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = await extra?.(url);
    if (answer) return answer;
    if (url.pathname === '/api/auth/session') return apiAnswer(200, { user: user(role) });
    if (url.pathname === '/api/admin/vitals') {
      return apiAnswer(200, summary(Number(url.searchParams.get('days'))));
    }
    return apiAnswer(404, { message: 'Not found' });
  });
  return fetchMock;
}

/** The `days` of each GET /api/admin/vitals, each once (StrictMode runs a first effect twice). */
const daysAsked = (fetchMock: ReturnType<typeof stubFetch>) => [
  ...new Set(
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/vitals')
      .map((url) => url.searchParams.get('days')),
  ),
];

const rowOf = (path: string) => screen.getByRole('rowheader', { name: path }).closest('tr')!;

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

describe('/admin/vitals', () => {
  it('given staff, should show each page’s p75 per metric with its rating in words, most viewed first', async () => {
    const fetchMock = api();
    await renderSite('/admin/vitals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
    const table = await screen.findByRole('table', {
      name: 'Page speed per page, 75th percentile',
    });
    const rows = within(table).getAllByRole('rowheader');
    expect(rows.map((row) => row.textContent)).toEqual(['/', '/services/cloud']);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Page', 'Views', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    expect(within(table).getByTitle('Largest Contentful Paint')).toHaveTextContent('LCP');

    const first = within(rowOf('/'));
    const cells = first.getAllByRole('cell').map((cell) => cell.textContent);
    // Views, then LCP 2.1 s good, INP 350 ms needs improvement, CLS 0.31 poor, FCP, TTFB.
    expect(cells).toEqual([
      '1,234',
      '2.10 sGood',
      '350 msNeeds improvement',
      '0.31Poor',
      '1.50 sGood',
      '420 msGood',
    ]);
    const second = within(rowOf('/services/cloud'));
    expect(second.getByText('4.80 s')).toBeVisible();
    expect(second.getByText('Poor')).toBeVisible();
    expect(second.getByText('900 ms').nextSibling).toHaveTextContent('Needs improvement');
    expect(second.getAllByText('No reports')).toHaveLength(3);
    expect(daysAsked(fetchMock)).toEqual(['7']);
    expect(document.title).toMatch(/^Web Vitals/);
    expect(await audit()).toEqual([]);
  });

  it('given errors, should list message, page and time, the stack in a disclosure', async () => {
    api();
    await renderSite('/admin/vitals');
    const list = within(
      (await screen.findByRole('region', { name: 'Latest errors' })).querySelector('ul')!,
    );
    const items = list.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByText('Unhandled rejection')).toBeVisible();
    expect(first.getByText('Failed to fetch dynamically imported module')).toBeVisible();
    expect(first.getByText('/contact?ref=nav')).toBeVisible();
    expect(first.getByText(/20 Nov 2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-11-20T03:15:00.000Z',
    );
    expect(first.getByText(/Chrome 156/)).toBeVisible();
    const stack = first.getByText(/at load \(entry\.js:1:2\)/);
    expect(stack).not.toBeVisible();
    await userEvent.setup().click(first.getByText('Stack trace'));
    expect(stack).toBeVisible();
    expect(within(items[1]!).getByText('No stack trace')).toBeVisible();
    expect(within(items[1]!).getByText('Error')).toBeVisible();
  });

  it('given a period link, should keep it in the address and ask for that period', async () => {
    const fetchMock = api();
    const router = await renderSite('/admin/vitals');
    const periods = await screen.findByRole('navigation', { name: 'Period' });
    expect(within(periods).getByRole('link', { name: '7 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.setup().click(within(periods).getByRole('link', { name: '90 days' }));
    await waitFor(() => expect(daysAsked(fetchMock)).toEqual(['7', '90']));
    expect(router.state.location.search).toBe('?days=90');
    expect(within(periods).getByRole('link', { name: '90 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('given nothing reported in the period, should say so for both lists', async () => {
    api('staff', (url) =>
      url.pathname === '/api/admin/vitals'
        ? apiAnswer(200, summary(30, { pages: [], errors: [] }))
        : undefined,
    );
    await renderSite('/admin/vitals?days=30');
    expect(
      await screen.findByRole('heading', { name: 'No page speed reports in the last 30 days' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No errors in the last 30 days' })).toBeVisible();
    expect(await audit()).toEqual([]);
  });

  it('while loading, should show the table busy; after a failure, say so and retry', async () => {
    const held = deferred<Response>();
    let mode: 'hold' | 'ok' = 'hold';
    api('staff', (url) =>
      url.pathname === '/api/admin/vitals' && mode === 'hold' ? held.promise : undefined,
    );
    await renderSite('/admin/vitals');
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading web vitals…');
    await act(async () => held.resolve(apiAnswer(500, { message: 'Internal server error' })));
    expect(await screen.findByText('Failed to load web vitals')).toBeVisible();
    mode = 'ok';
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: '/' })).toBeVisible();
  });

  it('given a signed-in user who is not staff, should show the not-found page and ask no /api/admin', async () => {
    const fetchMock = api('user');
    await renderSite('/admin/vitals');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
    expect(daysAsked(fetchMock)).toEqual([]);
    expect(document.title).toMatch(/^404 - Page Not Found/);
    cleanup();
  });

  it('should link back to the leads, and the leads page should link here', async () => {
    api('staff', (url) =>
      url.pathname.startsWith('/api/admin/leads/')
        ? apiAnswer(200, { leads: [], total: 0, page: 1, pageSize: 20, open: 0 })
        : undefined,
    );
    const router = await renderSite('/admin/vitals');
    const back = await screen.findByRole('link', { name: 'Back to leads' });
    expect(back).toHaveAttribute('href', '/admin');
    await userEvent.setup().click(back);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Web vitals and errors' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/vitals');
  });
});

describe('formatVital and browserOf', () => {
  it('should write milliseconds under a second, seconds above, CLS without a unit', () => {
    expect(formatVital('INP', 180.4)).toBe('180 ms');
    expect(formatVital('LCP', 2460)).toBe('2.46 s');
    expect(formatVital('CLS', 0.049)).toBe('0.05');
  });

  it('should name the browser of a user agent briefly', () => {
    expect(browserOf(error.userAgent!)).toBe('Chrome 156');
    expect(
      browserOf('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'),
    ).toBe('Firefox 140');
    expect(
      browserOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18');
    expect(browserOf('curl/8.0')).toBe('curl/8.0');
  });
});
