// The staff inbox before and without the page's code (docs/decisions/040-forms-post-to-the-server.md):
// /admin is rendered per request with the list its address asks for, the kinds and the pages
// are links, and each row's Handled switch is a form its 'Save' sends, answered by the server
// through the same client the code uses. Before hydration, a switch flipped is saved once the
// code runs.
import type { Page } from 'playwright-core';
import { staffMessages } from '@brightlane/contract';
import {
  api,
  existingAccount,
  openSignedInBeforeHydration,
  signInContext,
  staffAccount,
} from './accounts.ts';
import { baseURL, openPage, waitForApp } from './browser.ts';

/** A contact message from a visitor named `name` (a name no other test uses). */
async function contactFrom(name: string) {
  const response = await fetch(`${baseURL()}/api/contact`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL() },
    body: JSON.stringify({
      name,
      email: 'inbox.without.script@example.com',
      message: 'Please call me about a new site.',
    }),
  });
  expect(response.status).toBe(200);
}

/** Whether the lead of `name` is handled, as the API lists it to staff. */
async function handledOf(token: string, name: string) {
  const response = await api(`/api/admin/leads/contacts?q=${encodeURIComponent(name)}`, token);
  const { leads } = (await response.json()) as { leads: { handledAt: string | null }[] };
  expect(leads).toHaveLength(1);
  return leads[0]!.handledAt !== null;
}

const switchOf = (page: Page, name: string) =>
  page.getByRole('switch', { name: `Handled: ${name}` });

let staff: { token: string };

beforeAll(async () => {
  staff = await staffAccount('Inbox Without Script');
}, 60_000);

describe('without JavaScript: the staff inbox', () => {
  it("given staff, should list the address's leads and mark one handled with its 'Save', then open again", async () => {
    const name = `Nora Noscript ${Date.now().toString(36)}`;
    await contactFrom(name);
    const page = await openPage('/about', { javaScriptEnabled: false, width: 375 });
    await signInContext(page, staff.token);
    const address = `/admin?kind=contacts&q=${encodeURIComponent(name)}`;
    const response = await page.goto(address);
    expect(response!.status()).toBe(200);
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name }).waitFor();
    // The search and the filter wait for the code; the tabs are links.
    expect(await page.getByRole('searchbox').count()).toBe(0);
    const kinds = page.getByRole('navigation', { name: 'Lead types' });
    expect(
      await kinds.getByRole('link', { name: /^Contact messages/ }).getAttribute('aria-current'),
    ).toBe('page');

    const row = page.getByRole('form', { name: `Handled: ${name}` });
    await switchOf(page, name).check();
    const answer = page.waitForResponse((r) => r.request().method() === 'POST');
    await row.getByRole('button', { name: `Save, handled: ${name}` }).click();
    expect((await answer).status()).toBe(303);
    await page.waitForLoadState('load');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address);
    expect(await switchOf(page, name).isChecked()).toBe(true);
    expect(await handledOf(staff.token, name)).toBe(true);

    // And open again: the switch off is not sent, which is 'open'.
    await switchOf(page, name).uncheck();
    await page.getByRole('button', { name: `Save, handled: ${name}` }).click();
    await page.waitForURL((url) => url.search.includes('q='));
    await page.getByRole('rowheader', { name }).waitFor();
    expect(await switchOf(page, name).isChecked()).toBe(false);
    expect(await handledOf(staff.token, name)).toBe(false);

    // Another kind is a link away.
    await kinds.getByRole('link', { name: /^Quotes/ }).click();
    await page.waitForURL((url) => url.searchParams.get('kind') === 'quotes');
    expect(await kinds.getByRole('link', { name: /^Quotes/ }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('given a member who is not staff, should answer the not-found page', async () => {
    const member = await existingAccount('Inbox Member Without Script');
    const page = await openPage('/about', { javaScriptEnabled: false, allowStatus: [404] });
    await signInContext(page, member.token);
    const response = await page.goto('/admin');
    expect(response!.status()).toBe(404);
    expect(await page.getByRole('rowheader').count()).toBe(0);
  });
});

describe('before hydration: the staff inbox', () => {
  it('given a switch flipped before the code runs, should save it once the code runs', async () => {
    const name = `Hana Early ${Date.now().toString(36)}`;
    await contactFrom(name);
    const { page, release } = await openSignedInBeforeHydration(
      `/admin?kind=contacts&q=${encodeURIComponent(name)}`,
      staff.token,
    );
    await switchOf(page, name).waitFor();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app'))).toBe(
      false,
    );
    await switchOf(page, name).check();
    release();
    await waitForApp(page);
    // The toast (its text is also in the toaster's live region).
    await page.getByText(staffMessages.markedHandled).first().waitFor();
    expect(await switchOf(page, name).isChecked()).toBe(true);
    expect(await handledOf(staff.token, name)).toBe(true);
  });
});
