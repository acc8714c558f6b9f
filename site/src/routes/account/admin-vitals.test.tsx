// /admin/vitals (docs/decisions/025-vitals-dashboard.md) through the real route table, with `fetch` answering as the API
// does: the session and GET /api/admin/vitals?days=. Then the page rendered by the server per
// request (docs/decisions/040-forms-post-to-the-server.md): its loader, its HTML, and that HTML
// hydrated.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminClientError,
  AdminVitalsResponse,
  SiteApiFetch,
  VitalsPage,
} from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { hydrateServed, loaderArgs, renderServed, unhydrate } from '../../app/testing.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { sessionStore } from '../../features/auth/session.ts';
import { renderSite, testUser } from '../../features/auth/testing.tsx';
import { apiAnswer, deferred, stubFetch } from '../../features/leads/testing.ts';
import * as cards from '../../features/member-area/memberArea.css.ts';
import { browserOf, formatVital, loader } from './admin-vitals.tsx';

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

const vitalsLoading = 'Loading web vitals';

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

/** The page's module, for the build manifest of the server's render. */
const MODULE = 'account/admin-vitals.tsx';

/**
 * The in-process API the server hands the page's loaders (`context.api`), as a visitor of
 * `role` (null: signed out); `extra` answers first when it returns something (a failure).
 */
function serverApi(
  role: 'user' | 'staff' | null = 'staff',
  extra?: (url: URL) => Response | undefined,
) {
  return vi.fn<SiteApiFetch>(async (path) => {
    const url = new URL(path, 'http://localhost');
    const first = extra?.(url);
    if (first) return first;
    if (url.pathname === '/api/auth/session') {
      return Response.json({ user: role ? user(role) : null });
    }
    if (url.pathname === '/api/admin/vitals') {
      return Response.json(summary(Number(url.searchParams.get('days'))));
    }
    return Response.json({ message: 'Not found' }, { status: 404 });
  });
}

/** The server's API as staff, the vitals answering 500. */
const failingVitals = () =>
  serverApi('staff', (url) =>
    url.pathname === '/api/admin/vitals' ? Response.json(null, { status: 500 }) : undefined,
  );

/** The paths (with their query) the server's API was asked for, in order. */
const asked = (fake: ReturnType<typeof serverApi>) => fake.mock.calls.map(([path]) => path);

describe('/admin/vitals rendered by the server', () => {
  afterEach(() => {
    unhydrate();
  });

  it('given no server api (in the browser), should only check staff, leaving the vitals to the page', async () => {
    const fetchMock = api();
    expect(await loader(loaderArgs('/admin/vitals?days=30'))).toEqual({ staff: true });
    expect(daysAsked(fetchMock)).toEqual([]);
  });

  it("given the server's api, should read the address's period as this visitor", async () => {
    const fake = serverApi();
    expect(await loader(loaderArgs('/admin/vitals?days=30', fake))).toEqual({
      staff: true,
      data: summary(30),
    });
    expect(asked(fake)).toEqual(['/api/auth/session', '/api/admin/vitals?days=30']);
  });

  it('given a period that is not offered in the address, should read 7 days', async () => {
    const fake = serverApi();
    expect(await loader(loaderArgs('/admin/vitals?days=14', fake))).toEqual({
      staff: true,
      data: summary(7),
    });
    expect(asked(fake)).toContain('/api/admin/vitals?days=7');
  });

  it('given the answer fails or is not the contract’s, should say it failed', async () => {
    expect(await loader(loaderArgs('/admin/vitals', failingVitals()))).toEqual({
      staff: true,
      failed: true,
    });
    const invalid = serverApi('staff', (url) =>
      url.pathname === '/api/admin/vitals' ? Response.json({ pages: 'nope' }) : undefined,
    );
    expect(await loader(loaderArgs('/admin/vitals', invalid))).toEqual({
      staff: true,
      failed: true,
    });
  });

  it('given a signed-in visitor who is not staff, should answer not found and ask no /api/admin', async () => {
    const fake = serverApi('user');
    const answer = await loader(loaderArgs('/admin/vitals', fake)).catch((thrown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(404);
    expect(asked(fake)).toEqual(['/api/auth/session']);
  });

  it('given staff, should render the figures, the errors and the period links, without the browser’s fetch', async () => {
    const fetchMock = stubFetch();
    const fake = serverApi();
    const {
      status,
      document: html,
      page,
    } = await renderServed('/admin/vitals?days=30', fake, MODULE);
    expect(status).toBe(200);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(asked(fake)).toContain('/api/admin/vitals?days=30');
    expect(page.title).toBe('Web Vitals | Brightlane Digital');
    expect(page.querySelector('h1')?.textContent).toBe('Web vitals');
    expect(html).not.toContain('This Page Needs JavaScript');
    expect(html).not.toContain(vitalsLoading);
    const table = page.querySelector('table');
    expect(table?.getAttribute('aria-busy')).toBeNull();
    expect(
      [...(table?.querySelectorAll('th[scope="row"]') ?? [])].map((th) => th.textContent),
    ).toEqual(['/', '/services/cloud']);
    expect(table?.querySelector('tbody tr')?.textContent).toContain('2.10 sGood');
    const errors = [...page.querySelectorAll('section li')];
    expect(errors).toHaveLength(2);
    // The page is the site's own: its path; the time is Melbourne's (AEDT, UTC+11) until the
    // page's code runs.
    expect(errors[0]?.textContent).toContain('/contact?ref=nav, on 20 Nov 2026, 2:15 pm');
    expect(errors[0]?.querySelector('time')?.getAttribute('datetime')).toBe(error.createdAt);
    const periods = [...page.querySelectorAll('a[href*="days="]')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(periods).toEqual([
      ['7 days', '/admin/vitals?days=7', null],
      ['30 days', '/admin/vitals?days=30', 'true'],
      ['90 days', '/admin/vitals?days=90', null],
    ]);
    expect(page.querySelector('a[href="/admin"]')?.textContent).toBe('Back to leads');
  });

  it('given the server could not read them, should render the quiet error, its Try again a link to the same address', async () => {
    const {
      status,
      document: html,
      page,
    } = await renderServed('/admin/vitals?days=90', failingVitals(), MODULE);
    expect(status).toBe(200);
    expect(html).toContain('Failed to load web vitals');
    expect(html).not.toContain(vitalsLoading);
    const retry = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Try again');
    expect(retry?.getAttribute('href')).toBe('/admin/vitals?days=90');
    expect(retry?.classList).toContain(cards.withoutScript);
  });

  it('given a signed-in visitor who is not staff, should render the not-found page, its title, and ask no /api/admin', async () => {
    const fake = serverApi('user');
    const { status, page } = await renderServed('/admin/vitals', fake, MODULE);
    expect(status).toBe(404);
    expect(page.title).toBe(`${notFoundCopy.title} | Brightlane Digital`);
    expect(page.querySelector('h1')?.textContent).toBe(notFoundCopy.title);
    expect(asked(fake).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
  });

  it('given a signed-out visitor, should send them to sign in and come back to the period', async () => {
    const { location, status } = await renderServed(
      '/admin/vitals?days=30',
      serverApi(null),
      MODULE,
    );
    expect(status).toBe(302);
    expect(location).toBe(`/login?next=${encodeURIComponent('/admin/vitals?days=30')}`);
  });

  it('given the served page, should hydrate it without a mismatch and ask again only for another period', async () => {
    const { document: html } = await renderServed('/admin/vitals?days=30', serverApi(), MODULE);
    const fetchMock = api();
    const started = await hydrateServed(html, '/admin/vitals?days=30');
    expect(started.hydrated).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: '/services/cloud' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
    expect(daysAsked(fetchMock)).toEqual([]);

    const periods = screen.getByRole('navigation', { name: 'Period' });
    await userEvent.setup().click(within(periods).getByRole('link', { name: '90 days' }));
    await waitFor(() => expect(daysAsked(fetchMock)).toEqual(['90']));
    expect(await screen.findByRole('heading', { name: 'Latest errors' })).toBeVisible();
  });

  it('given a served failure, should hydrate the quiet error and ask again only on Try again', async () => {
    const { document: html } = await renderServed('/admin/vitals', failingVitals(), MODULE);
    const fetchMock = api();
    await hydrateServed(html, '/admin/vitals');
    expect(screen.getByText('Failed to load web vitals')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(daysAsked(fetchMock)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: '/' })).toBeVisible();
    expect(daysAsked(fetchMock)).toEqual(['7']);
  });
});
