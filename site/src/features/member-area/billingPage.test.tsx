// /billing (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area") through the real route table: the Free
// plan, the invoices (newest first, as the API sends them) and their empty, loading and error
// states; amounts and dates written for Australia.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { sessionStore } from '../auth/session.ts';
import { renderSite } from '../auth/testing.tsx';
import { apiAnswer, deferred } from '../leads/testing.ts';
import { memberAreaApi, testBilling } from './testing.ts';

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
