// /analytics (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area") through the real route table: the
// period in the address, the totals, the chart and its table, and the loading, empty and
// error states; the dashboard's tiles lead here; /content/create goes to the blog editor. The
// page rendered by the server per request: its loader, its HTML, and that HTML hydrated.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { loader } from '../../routes/account/analytics.tsx';
import { sessionStore } from '../auth/session.ts';
import { renderSite } from '../auth/testing.tsx';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';
import { projectCalls } from '../projects/testing.ts';
import {
  browserFetch,
  emptyAnalytics,
  memberAreaApi,
  failingServerApi,
  memberAreaServerApi,
  sectionNamed,
  pathsAsked,
  memberAreaReads,
  testAnalytics,
} from './testing.ts';
import { hydrateServed, loaderArgs, renderServed, unhydrate } from '../../app/testing.ts';
import * as styles from './memberArea.css.ts';

/** A StatGroup's figures by label. */
function figures(region: HTMLElement) {
  return Object.fromEntries(
    [...region.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

/** The periods asked for, each once (StrictMode runs a first effect twice in tests). */
const periodsAsked = (fetchMock: ReturnType<typeof memberAreaApi>) => [
  ...new Set(
    projectCalls(fetchMock)
      .filter((call) => call.url.pathname === '/api/user/analytics')
      .map((call) => call.url.searchParams.get('days')),
  ),
];

beforeAll(async () => {
  await import('../../routes/account/analytics.tsx');
  await import('../../routes/account/dashboard.tsx');
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('/analytics', () => {
  it('given projects, should show the totals and a chart named by its summary, 30 days by default', async () => {
    const fetchMock = memberAreaApi();
    await renderSite('/analytics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(document.title).toBe('Analytics | Brightlane Digital');
    const summary = screen.getByRole('region', { name: 'Summary' });
    await waitFor(() =>
      expect(figures(summary)).toEqual({
        'Total views': '1,216',
        'Change in 30 days': '+1,116',
        Projects: '2',
      }),
    );
    const chart = screen.getByRole('figure', { name: 'Views per project' });
    expect(within(chart).getByRole('img')).toHaveAccessibleName(
      'Views per project, 27 Oct to 25 Nov: Harbour Cafe 1,204, Northside Bakery 12.',
    );
    expect(periodsAsked(fetchMock)).toEqual(['30']);
    const periods = screen.getByRole('navigation', { name: 'Period' });
    expect(within(periods).getByRole('link', { name: '30 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(await act(async () => axeViolations(document.body))).toEqual([]);
  });

  it('given the table toggle, should show the same numbers in a table, with no data before a project existed', async () => {
    memberAreaApi();
    await renderSite('/analytics?days=7');
    const chart = await screen.findByRole('figure', { name: 'Views per project' });
    await userEvent
      .setup()
      .click(await within(chart).findByRole('button', { name: 'Show as table' }));
    const table = within(chart).getByRole('table', { name: 'Views per project' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Day', 'Harbour Cafe', 'Northside Bakery']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[0]).toHaveTextContent('19 Nov100—No data');
    expect(rows[6]).toHaveTextContent('25 Nov1,20412');
    expect(await act(async () => axeViolations(document.body))).toEqual([]);
  });

  it('given a period link, should keep the period in the address and load that period', async () => {
    const fetchMock = memberAreaApi();
    const router = await renderSite('/analytics');
    const periods = await screen.findByRole('navigation', { name: 'Period' });
    await screen.findByRole('img', { name: /^Views per project, 27 Oct/ });
    await userEvent.setup().click(within(periods).getByRole('link', { name: '7 days' }));
    await waitFor(() => expect(router.state.location.search).toBe('?days=7'));
    expect(await screen.findByRole('img', { name: /^Views per project, 19 Nov/ })).toBeVisible();
    expect(within(periods).getByRole('link', { name: '7 days' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(figures(screen.getByRole('region', { name: 'Summary' }))['Change in 7 days']).toBe(
      '+1,116',
    );
    expect(periodsAsked(fetchMock)).toEqual(['30', '7']);
  });

  it('given a period that is not offered in the address, should use 30 days', async () => {
    const fetchMock = memberAreaApi();
    await renderSite('/analytics?days=14');
    await screen.findByRole('img', { name: /^Views per project/ });
    expect(periodsAsked(fetchMock)).toEqual(['30']);
  });

  it('while loading, should show the chart busy with its placeholder and say so', async () => {
    const held = deferred<Response>();
    memberAreaApi({}, (url) => (url.pathname === '/api/user/analytics' ? held.promise : undefined));
    await renderSite('/analytics');
    const chart = await screen.findByRole('figure', { name: 'Views per project' });
    expect(chart).toHaveAttribute('aria-busy', 'true');
    expect(within(chart).getByRole('status')).toHaveTextContent('Loading your analytics…');
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('region', { name: 'Summary' }).querySelector('dl')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await act(async () => held.resolve(apiAnswer(200, emptyAnalytics())));
  });

  it('given no projects, should invite to create one', async () => {
    memberAreaApi({ analytics: emptyAnalytics });
    await renderSite('/analytics');
    expect(await screen.findByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'New Project' })).toHaveAttribute(
      'href',
      '/projects/new',
    );
    expect(screen.queryByRole('figure')).toBeNull();
  });

  it('given the answer fails, should say so quietly and load again with Try again', async () => {
    let fail = true;
    memberAreaApi({}, (url) =>
      url.pathname === '/api/user/analytics' && fail ? apiAnswer(500, null) : undefined,
    );
    await renderSite('/analytics');
    expect(await screen.findByText('Could not load your analytics')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^Views per project/ })).toBeVisible();
  });

  it('given an answer that is not the contract’s, should show the error, not a broken chart', async () => {
    memberAreaApi({}, (url) =>
      url.pathname === '/api/user/analytics' ? apiAnswer(200, { series: 'nope' }) : undefined,
    );
    await renderSite('/analytics');
    expect(await screen.findByText('Could not load your analytics')).toBeVisible();
  });
});

describe('the dashboard’s tiles', () => {
  it('should lead from Visitors to /analytics and from Storage to /storage', async () => {
    memberAreaApi();
    await renderSite('/dashboard');
    const numbers = await screen.findByRole('region', { name: 'Your numbers' });
    await waitFor(() => expect(within(numbers).getAllByRole('link')).toHaveLength(2));
    expect(
      within(numbers)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/analytics', '/storage']);
  });
});

describe('/content/create', () => {
  it('given a signed-in user, should go to the blog editor’s address', async () => {
    memberAreaApi();
    const router = await renderSite('/content/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog/create'));
  });

  it('given a signed-out visitor, should ask to sign in first and come back to it', async () => {
    memberAreaApi({}, (url) =>
      url.pathname === '/api/auth/session' ? apiAnswer(200, { user: null }) : undefined,
    );
    const router = await renderSite('/content/create');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/content/create')}`);
  });
});

describe('/analytics rendered by the server', () => {
  afterEach(() => {
    unhydrate();
  });

  it('given no server api (in the browser), should load nothing, leaving it to the panel', async () => {
    const fetchMock = stubFetch();
    expect(await loader(loaderArgs('/analytics?days=7'))).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given the server's api, should read the address's period as this visitor", async () => {
    const api = memberAreaServerApi();
    expect(await loader(loaderArgs('/analytics?days=7', api))).toEqual({ data: testAnalytics(7) });
    expect(pathsAsked(api)).toEqual(['/api/user/analytics?days=7']);
  });

  it('given a period that is not offered in the address, should read 30 days', async () => {
    const api = memberAreaServerApi();
    expect(await loader(loaderArgs('/analytics?days=14', api))).toEqual({
      data: testAnalytics(30),
    });
    expect(pathsAsked(api)).toEqual(['/api/user/analytics?days=30']);
  });

  it('given the answer fails or is not the contract’s, should say it failed', async () => {
    expect(await loader(loaderArgs('/analytics', failingServerApi('/api/user/analytics')))).toEqual(
      { failed: true },
    );
    const invalid = memberAreaServerApi({}, (url) =>
      url.pathname === '/api/user/analytics' ? Response.json({ series: 'nope' }) : undefined,
    );
    expect(await loader(loaderArgs('/analytics', invalid))).toEqual({ failed: true });
  });

  it('given a signed-in visitor, should render the figures, the period links and the views as a table for where scripts do not run, without the browser’s fetch', async () => {
    const fetchMock = stubFetch();
    const api = memberAreaServerApi();
    const { status, document: html, page } = await renderServed('/analytics?days=7', api);
    expect(status).toBe(200);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pathsAsked(api)).toEqual(
      expect.arrayContaining(['/api/auth/session', '/api/user/analytics?days=7']),
    );
    expect(page.querySelector('h1')?.textContent).toBe('Analytics');
    expect(html).not.toContain('This Page Needs JavaScript');
    expect(html).not.toContain('Loading your analytics');
    expect(figures(sectionNamed(page, 'Summary'))).toEqual({
      'Total views': '1,216',
      'Change in 7 days': '+1,116',
      Projects: '2',
    });
    const periods = [...page.querySelectorAll('a[href^="/analytics"]')].map((link) => [
      link.textContent,
      link.getAttribute('href'),
      link.getAttribute('aria-current'),
    ]);
    expect(periods).toEqual([
      ['7 days', '/analytics?days=7', 'true'],
      ['30 days', '/analytics?days=30', null],
      ['90 days', '/analytics?days=90', null],
    ]);
    // Recharts draws nothing on the server: the chart shows where scripts run, and the same
    // numbers as a table where they do not.
    expect(page.querySelector('figure')?.parentElement?.classList).toContain(
      styles.chartWithScript,
    );
    const table = page.querySelector('table');
    expect(table?.closest('[role="region"]')?.classList).toContain(styles.withoutScript);
    expect(table?.querySelector('caption')?.textContent).toBe('Views per project');
    const rows = [...(table?.querySelectorAll('tr') ?? [])].map((row) => row.textContent);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toBe('DayHarbour CafeNorthside Bakery');
    expect(rows[1]).toBe('19 Nov100—No data');
    expect(rows[7]).toBe('25 Nov1,20412');
  });

  it('given the server could not read them, should render the quiet error, its Try again a link to the same address', async () => {
    const {
      status,
      document: html,
      page,
    } = await renderServed('/analytics?days=90', failingServerApi('/api/user/analytics'));
    expect(status).toBe(200);
    expect(html).toContain('Could not load your analytics');
    expect(html).not.toContain('Loading your analytics');
    const retry = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Try again');
    expect(retry?.getAttribute('href')).toBe('/analytics?days=90');
    expect(retry?.classList).toContain(styles.withoutScript);
  });

  it('given the served page, should hydrate it without a mismatch, draw the chart and ask again only for another period', async () => {
    const { document: html } = await renderServed('/analytics?days=7', memberAreaServerApi());
    const fetchMock = browserFetch((url) =>
      url.pathname === '/api/user/analytics' ? apiAnswer(200, testAnalytics(30)) : undefined,
    );
    const started = await hydrateServed(html, '/analytics?days=7');
    expect(started.hydrated).toBe(true);
    expect(figures(screen.getByRole('region', { name: 'Summary' }))).toEqual({
      'Total views': '1,216',
      'Change in 7 days': '+1,116',
      Projects: '2',
    });
    expect(
      await screen.findByRole('img', { name: /^Views per project, 19 Nov to 25 Nov/ }),
    ).toBeVisible();
    // The table for where the code does not run is gone now that it runs.
    expect(screen.queryByRole('table')).toBeNull();
    expect(memberAreaReads(fetchMock)).toEqual([]);

    const periods = screen.getByRole('navigation', { name: 'Period' });
    await userEvent.setup().click(within(periods).getByRole('link', { name: '30 days' }));
    expect(await screen.findByRole('img', { name: /^Views per project, 27 Oct/ })).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual(['/api/user/analytics?days=30']);
  });

  it('given a served failure, should hydrate the quiet error and ask again only on Try again', async () => {
    const { document: html } = await renderServed(
      '/analytics',
      failingServerApi('/api/user/analytics'),
    );
    const fetchMock = browserFetch((url) =>
      url.pathname === '/api/user/analytics' ? apiAnswer(200, testAnalytics(30)) : undefined,
    );
    await hydrateServed(html, '/analytics');
    expect(screen.getByText('Could not load your analytics')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Try again' })).toBeNull();
    expect(memberAreaReads(fetchMock)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: /^Views per project, 27 Oct/ })).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual(['/api/user/analytics?days=30']);
  });
});
