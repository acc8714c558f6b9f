// The staff inbox (/admin) through the real route table (routes.tsx), with `fetch` answering as
// the API does: the session, a page of leads per kind, and the Handled PATCH.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { sessionStore } from '../auth/session.ts';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';
import { renderSite, testUser } from '../auth/testing.tsx';
import { leadsAnswer, testLead } from './testing.ts';

const user = (role: 'user' | 'staff') =>
  testUser({
    name: 'Sam Staff',
    email: 'sam@brightlane.example',
    username: 'sam',
    role,
    createdAt: '2026-01-10T10:00:00.000Z',
  });

const lead = testLead;

const quotes = [
  lead('quotes', '12', 'Ann Lee', {
    details: { 'Project type': 'Website', Industry: 'Retail', Scope: 'Small' },
  }),
  lead('quotes', '11', 'Bo Chen', {
    details: { 'Project type': 'Online store', Industry: 'Food', Scope: 'Large' },
    handledAt: '2026-03-01T00:00:00.000Z',
    flaggedSpam: true,
  }),
];
const contacts = [lead('contacts', '7', 'Cara Diaz', { message: 'Do you maintain old sites?' })];
const applications = [
  lead('applications', '3', 'Dev Patel', {
    details: { Position: 'Full-time developer' },
    cv: { filename: 'dev-patel.pdf', size: 120_000 },
  }),
];

const page = leadsAnswer;

type Handler = (
  url: URL,
  init: RequestInit | undefined,
) => Response | Promise<Response> | undefined;

/** `fetch` as the API: `role` signed in, each kind's first page, any `extra` handler first. */
function api(role: 'user' | 'staff' = 'staff', extra?: Handler) {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const answer = await extra?.(url, init);
    if (answer) return answer;
    if (url.pathname === '/api/auth/session') return apiAnswer(200, { user: user(role) });
    if (url.pathname === '/api/admin/leads/quotes') return page(quotes);
    if (url.pathname === '/api/admin/leads/contacts') return page(contacts);
    if (url.pathname === '/api/admin/leads/applications') return page(applications);
    return apiAnswer(404, { message: 'Not found' });
  });
  return fetchMock;
}

/** The admin requests made, as URLs, with their method and JSON body. */
function adminCalls(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({
      url: new URL(String(input), 'http://localhost'),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
    }))
    .filter(({ url }) => url.pathname.startsWith('/api/admin/'));
}

const open = renderSite;

const where = (router: Awaited<ReturnType<typeof open>>) =>
  `${router.state.location.pathname}${router.state.location.search}`;

/** axe on the whole page; the layout's deferred parts may mount meanwhile, inside act. */
async function audit() {
  let violations: string[] = [];
  await act(async () => {
    violations = await axeViolations(document.body);
  });
  return violations;
}

const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('the staff inbox', () => {
  it('given a staff user on /admin, should list the quotes with their details and the open counts', async () => {
    api();
    await open('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    const ann = await screen.findByRole('rowheader', { name: 'Ann Lee' });
    const row = within(ann.closest('tr')!);
    expect(row.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
      'href',
      'mailto:ann@example.com',
    );
    expect(row.getByText('Website')).toBeVisible();
    expect(row.getByTitle(/^Industry: Retail\s+Scope: Small$/)).toHaveTextContent(
      'Industry: Retail · , Scope: Small',
    );
    expect(row.getByText(/2 Mar 2026/).closest('time')).toHaveAttribute(
      'datetime',
      '2026-03-02T03:15:00.000Z',
    );
    expect(row.getByRole('switch', { name: 'Handled: Ann Lee' })).not.toBeChecked();
    // Handled rows are muted; spam is flagged.
    expect(rowOf('Bo Chen')).toHaveAttribute('data-variant', 'muted');
    expect(within(rowOf('Bo Chen')).getByText('Spam')).toBeVisible();
    expect(ann.closest('tr')).not.toHaveAttribute('data-variant');
    expect(screen.getByRole('tab', { name: 'Quotes, 1 open', selected: true })).toBeVisible();
    expect(await screen.findByRole('tab', { name: 'Contact messages, 1 open' })).toBeVisible();
    expect(document.title).toMatch(/^Leads/);
  });

  it('given the Contact messages tab, should load the contact messages into the address', async () => {
    const fetchMock = api();
    const router = await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    const before = adminCalls(fetchMock).filter((c) => c.url.pathname.endsWith('/contacts'));
    await userEvent.setup().click(screen.getByRole('tab', { name: /^Contact messages/ }));
    expect(await screen.findByRole('rowheader', { name: 'Cara Diaz' })).toBeVisible();
    expect(screen.queryByRole('rowheader', { name: 'Ann Lee' })).not.toBeInTheDocument();
    expect(where(router)).toBe('/admin?kind=contacts');
    const after = adminCalls(fetchMock).filter((c) => c.url.pathname.endsWith('/contacts'));
    expect(after.length).toBeGreaterThan(before.length);
  });

  it('given an application with a CV, should link its download', async () => {
    api();
    await open('/admin?kind=applications');
    const row = within(
      (await screen.findByRole('rowheader', { name: 'Dev Patel' })).closest('tr')!,
    );
    expect(row.getByRole('link', { name: 'Download CV of Dev Patel' })).toHaveAttribute(
      'href',
      '/api/admin/leads/applications/3/cv',
    );
    expect(row.getByText('Full-time developer')).toBeVisible();
  });

  it('given a search, should ask the API with `q` once typing pauses, and keep it in the address', async () => {
    const fetchMock = api();
    const router = await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Search quotes' }), 'ann');
    await waitFor(() =>
      expect(adminCalls(fetchMock).map((c) => c.url.searchParams.get('q'))).toContain('ann'),
    );
    // Debounced: no request for the partial words.
    expect(adminCalls(fetchMock).map((c) => c.url.searchParams.get('q'))).not.toContain('a');
    expect(where(router)).toBe('/admin?kind=quotes&q=ann');
  });

  it('given the Open filter, should ask for open leads only', async () => {
    const fetchMock = api();
    const router = await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'open');
    await waitFor(() =>
      expect(adminCalls(fetchMock).at(-1)?.url.searchParams.get('handled')).toBe('open'),
    );
    expect(where(router)).toBe('/admin?kind=quotes&handled=open');
  });

  it('given the Handled switch, should PATCH `{ handled: true }`, mute the row and say so', async () => {
    const saved = deferred<Response>();
    const fetchMock = api('staff', (url, init) =>
      init?.method === 'PATCH' ? saved.promise : undefined,
    );
    await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Handled: Ann Lee' }));
    // At once, before the server answers.
    expect(screen.getByRole('switch', { name: 'Handled: Ann Lee' })).toBeChecked();
    expect(rowOf('Ann Lee')).toHaveAttribute('data-variant', 'muted');
    expect(screen.getByRole('tab', { name: 'Quotes, 0 open' })).toBeVisible();
    const patch = adminCalls(fetchMock).filter((c) => c.method === 'PATCH');
    expect(patch).toEqual([expect.objectContaining({ body: { handled: true } })]);
    expect(patch[0]!.url.pathname).toBe('/api/admin/leads/quotes/12');
    await act(async () =>
      saved.resolve(
        apiAnswer(200, {
          lead: { ...quotes[0], handledAt: '2026-03-03T00:00:00.000Z' },
          message: 'Marked as handled',
        }),
      ),
    );
    expect(await screen.findByText('Marked as handled')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Handled: Ann Lee' })).toBeChecked();
    expect(rowOf('Ann Lee')).toHaveAttribute('data-variant', 'muted');
  });

  it('given a Handled change the server refuses, should undo it and say it failed', async () => {
    api('staff', (_url, init) =>
      init?.method === 'PATCH' ? apiAnswer(500, { message: 'Internal error' }) : undefined,
    );
    await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Handled: Ann Lee' }));
    expect(await screen.findByText('Failed to update the lead')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Handled: Ann Lee' })).not.toBeChecked();
    expect(rowOf('Ann Lee')).not.toHaveAttribute('data-variant');
    expect(screen.getByRole('tab', { name: 'Quotes, 1 open' })).toBeVisible();
  });

  it('given a signed-in user who is not staff, should show the not-found page and ask no /api/admin', async () => {
    const fetchMock = api('user');
    await open('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Leads' })).not.toBeInTheDocument();
    expect(adminCalls(fetchMock)).toEqual([]);
    expect(document.title).toMatch(/^404 - Page Not Found/);

    // The same address, signed in as staff: the inbox. The role is what tells them apart.
    cleanup();
    sessionStore.reset();
    api('staff');
    await open('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  });

  it('given more leads than a page, should ask for page 2 with Next', async () => {
    const fetchMock = api('staff', (url) =>
      url.pathname === '/api/admin/leads/quotes'
        ? page(url.searchParams.get('page') === '2' ? [lead('quotes', '1', 'Zed Old')] : quotes, {
            total: 21,
            page: Number(url.searchParams.get('page') ?? 1),
            open: 5,
          })
        : undefined,
    );
    const router = await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    const paging = screen.getByRole('navigation', { name: 'Pages of quotes' });
    expect(within(paging).getByText('21 quotes')).toBeVisible();
    expect(within(paging).getByText('Page 1 of 2')).toBeVisible();
    await userEvent.setup().click(within(paging).getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('rowheader', { name: 'Zed Old' })).toBeVisible();
    expect(adminCalls(fetchMock).at(-1)?.url.searchParams.get('page')).toBe('2');
    expect(where(router)).toBe('/admin?kind=quotes&page=2');
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it('given the Open filter and Next before the list re-renders, should keep both in the address', async () => {
    const fetchMock = api('staff', (url) =>
      url.pathname === '/api/admin/leads/quotes'
        ? page(quotes, { total: 21, page: Number(url.searchParams.get('page') ?? 1), open: 21 })
        : undefined,
    );
    const router = await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    const paging = screen.getByRole('navigation', { name: 'Pages of quotes' });
    // Both before the router has rendered the first: Next must start from the address with
    // the filter, not drop it.
    act(() => {
      fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
        target: { value: 'open' },
      });
      fireEvent.click(within(paging).getByRole('link', { name: 'Next' }));
    });
    await waitFor(() => expect(where(router)).toBe('/admin?kind=quotes&page=2&handled=open'));
    await waitFor(() =>
      expect(Object.fromEntries(adminCalls(fetchMock).at(-1)!.url.searchParams)).toMatchObject({
        page: '2',
        handled: 'open',
      }),
    );
  });

  it('given another tab and a filter before the list re-renders, should keep both in the address', async () => {
    api();
    const router = await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    act(() => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: /^Contact messages/ }));
      fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
        target: { value: 'open' },
      });
    });
    await waitFor(() => expect(where(router)).toBe('/admin?kind=contacts&handled=open'));
  });

  it('given a failed load, should say so and load again with Try again', async () => {
    let fail = true;
    api('staff', (url) =>
      url.pathname === '/api/admin/leads/quotes' && fail ? apiAnswer(500, null) : undefined,
    );
    await open('/admin');
    expect(await screen.findByText('Failed to load leads')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'Ann Lee' })).toBeVisible();
  });

  it('while the list loads, should show the table busy with its skeleton', async () => {
    const held = deferred<Response>();
    api('staff', (url) => (url.pathname === '/api/admin/leads/quotes' ? held.promise : undefined));
    await open('/admin');
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    await act(async () => held.resolve(page(quotes)));
    expect(await screen.findByRole('rowheader', { name: 'Ann Lee' })).toBeVisible();
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('should have no axe violations, with rows, a long message, an application and an error', async () => {
    const long = 'We sell handmade ceramics and need an online store with stock levels, '.repeat(3);
    let fail = false;
    api('staff', (url) => {
      if (url.pathname !== '/api/admin/leads/quotes') return undefined;
      if (fail) return apiAnswer(500, null);
      return page([{ ...quotes[0]!, message: long }, quotes[1]!]);
    });
    const router = await open('/admin');
    await screen.findByRole('rowheader', { name: 'Ann Lee' });
    // The long message opens in place; its summary holds the whole text.
    expect(screen.getByText(long.trim()).closest('summary')).toBeInTheDocument();
    expect(await audit()).toEqual([]);
    await act(() => router.navigate('/admin?kind=applications'));
    await screen.findByRole('rowheader', { name: 'Dev Patel' });
    expect(await audit()).toEqual([]);
    fail = true;
    await act(() => router.navigate('/admin?kind=quotes&q=x'));
    await screen.findByText('Failed to load leads');
    expect(await audit()).toEqual([]);
  });
});
