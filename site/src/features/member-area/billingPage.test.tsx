// /billing (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area") through the real route table: the Free
// plan, the invoices (newest first, as the API sends them) and their empty, loading and error
// states; amounts and dates written for Australia. The page rendered by the server per request:
// its loader, its HTML, and that HTML hydrated.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { loader } from '../../routes/account/billing.tsx';
import { sessionStore } from '../auth/session.ts';
import { renderSite } from '../auth/testing.tsx';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';
import { formatDate } from '../projects/format.ts';
import {
  browserFetch,
  memberAreaApi,
  memberAreaReads,
  failingServerApi,
  memberAreaServerApi,
  sectionNamed,
  pathsAsked,
  testBilling,
} from './testing.ts';
import { hydrateServed, loaderArgs, renderServed, unhydrate } from '../../app/testing.ts';
import * as styles from './memberArea.css.ts';

function details(region: HTMLElement) {
  return Object.fromEntries(
    [...region.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

beforeAll(async () => {
  await import('../../routes/account/billing.tsx');
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('/billing', () => {
  it('given no invoices, should show the Free plan and the empty invoices list', async () => {
    memberAreaApi();
    await renderSite('/billing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
    expect(document.title).toBe('Billing | Brightlane Digital');
    expect(await screen.findByRole('heading', { level: 3, name: 'No invoices yet' })).toBeVisible();
    expect(details(screen.getByRole('region', { name: 'Your plan' }))).toEqual({
      Plan: 'Free',
      Price: '$0.00 a month',
      Storage: '1 GB',
    });
    expect(await act(async () => axeViolations(document.body))).toEqual([]);
  });

  it('given invoices, should list them in a table in the order given, in en-AU', async () => {
    memberAreaApi({
      billing: testBilling([
        {
          id: '2',
          number: 'BL-000002',
          issuedAt: '2026-10-01T00:00:00.000Z',
          dueAt: '2026-10-15T00:00:00.000Z',
          amountCents: 123_450,
          currency: 'AUD',
          status: 'open',
        },
        {
          id: '1',
          number: 'BL-000001',
          issuedAt: '2026-09-01T00:00:00.000Z',
          dueAt: '2026-09-15T00:00:00.000Z',
          amountCents: 9_900,
          currency: 'AUD',
          status: 'paid',
        },
      ]),
    });
    await renderSite('/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findAllByRole('row')).toHaveLength(3);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Invoice', 'Issued', 'Due', 'Amount', 'Status']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['BL-000002', '1 Oct 2026', '15 Oct 2026', '$1,234.50', 'Open'],
      ['BL-000001', '1 Sept 2026', '15 Sept 2026', '$99.00', 'Paid'],
    ]);
    expect(screen.queryByText('No invoices yet')).toBeNull();
  });

  it('while loading, should show the table busy and say so', async () => {
    const held = deferred<Response>();
    memberAreaApi({}, (url) => (url.pathname === '/api/user/billing' ? held.promise : undefined));
    await renderSite('/billing');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your billing…');
    await act(async () => held.resolve(apiAnswer(200, testBilling())));
    expect(await screen.findByText('No invoices yet')).toBeVisible();
    expect(table).not.toHaveAttribute('aria-busy');
  });

  it('given the answer fails, should say so quietly and load again with Try again', async () => {
    let fail = true;
    memberAreaApi({}, (url) =>
      url.pathname === '/api/user/billing' && fail ? apiAnswer(500, null) : undefined,
    );
    await renderSite('/billing');
    expect(await screen.findByText('Could not load your billing')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invoices yet')).toBeVisible();
  });
});

describe('/billing rendered by the server', () => {
  /** Issued at 20:00 UTC on 30 September: already 1 October in Melbourne. */
  const lateInvoice: Invoice = {
    id: '3',
    number: 'BL-000003',
    issuedAt: '2026-09-30T20:00:00.000Z',
    dueAt: '2026-10-14T20:00:00.000Z',
    amountCents: 9_900,
    currency: 'AUD',
    status: 'open',
  };

  afterEach(() => {
    unhydrate();
  });

  it('given no server api (in the browser), should load nothing, leaving it to the panel', async () => {
    const fetchMock = stubFetch();
    expect(await loader(loaderArgs('/billing'))).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given the server's api, should read the plan and the invoices as this visitor", async () => {
    const api = memberAreaServerApi({ billing: testBilling([lateInvoice]) });
    expect(await loader(loaderArgs('/billing', api))).toEqual({
      data: testBilling([lateInvoice]),
    });
    expect(pathsAsked(api)).toEqual(['/api/user/billing']);
  });

  it('given the answer fails, should say it failed', async () => {
    expect(await loader(loaderArgs('/billing', failingServerApi('/api/user/billing')))).toEqual({
      failed: true,
    });
  });

  it('given a signed-in visitor, should render the plan and the invoices, dated in Melbourne, without the browser’s fetch', async () => {
    const fetchMock = stubFetch();
    const api = memberAreaServerApi({ billing: testBilling([lateInvoice]) });
    const { status, document: html, page } = await renderServed('/billing', api);
    expect(status).toBe(200);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pathsAsked(api)).toEqual(expect.arrayContaining(['/api/user/billing']));
    expect(page.querySelector('h1')?.textContent).toBe('Billing');
    expect(html).not.toContain('This Page Needs JavaScript');
    expect(html).not.toContain('Loading your billing');
    expect(details(sectionNamed(page, 'Your plan'))).toEqual({
      Plan: 'Free',
      Price: '$0.00 a month',
      Storage: '1 GB',
    });
    const rows = [...page.querySelectorAll('table tr')].slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['BL-000003', '1 Oct 2026', '15 Oct 2026', '$99.00', 'Open'],
    ]);
  });

  it('given the server could not read them, should render the quiet error, its Try again a link to the same address', async () => {
    const { document: html, page } = await renderServed(
      '/billing',
      failingServerApi('/api/user/billing'),
    );
    expect(html).toContain('Could not load your billing');
    expect(page.querySelector('table')).toBeNull();
    const retry = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Try again');
    expect(retry?.getAttribute('href')).toBe('/billing');
    expect(retry?.classList).toContain(styles.withoutScript);
  });

  it('given the served page, should hydrate it without a mismatch, then date the invoices in the visitor’s time zone, asking for nothing it holds', async () => {
    const { document: html } = await renderServed(
      '/billing',
      memberAreaServerApi({ billing: testBilling([lateInvoice]) }),
    );
    const fetchMock = browserFetch();
    const started = await hydrateServed(html, '/billing');
    expect(started.hydrated).toBe(true);
    const table = screen.getByRole('table', { name: 'Invoices' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect([...row!.children].map((cell) => cell.textContent)).toEqual([
      'BL-000003',
      formatDate(lateInvoice.issuedAt),
      formatDate(lateInvoice.dueAt),
      '$99.00',
      'Open',
    ]);
    expect(memberAreaReads(fetchMock)).toEqual([]);
  });

  it('given a served failure, should hydrate the quiet error and ask again only on Try again', async () => {
    const { document: html } = await renderServed(
      '/billing',
      failingServerApi('/api/user/billing'),
    );
    const fetchMock = browserFetch((url) =>
      url.pathname === '/api/user/billing' ? apiAnswer(200, testBilling()) : undefined,
    );
    await hydrateServed(html, '/billing');
    expect(screen.getByText('Could not load your billing')).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No invoices yet')).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual(['/api/user/billing']);
  });
});
