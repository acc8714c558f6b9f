// /storage (docs/decisions/022-member-area-analytics-storage-billing.md; docs/product/decisions.md "Logged-in area") through the real route table: the bytes
// used against the quota as a progress bar in human units, the bytes by kind, and the
// loading, empty and error states. The page rendered by the server per request: its loader,
// its HTML, and that HTML hydrated.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { loader } from '../../routes/account/storage.tsx';
import { sessionStore } from '../auth/session.ts';
import { renderSite } from '../auth/testing.tsx';
import { apiAnswer, deferred, stubFetch } from '../leads/testing.ts';
import {
  browserFetch,
  memberAreaApi,
  memberAreaReads,
  failingServerApi,
  memberAreaServerApi,
  sectionNamed,
  pathsAsked,
  testStorage,
} from './testing.ts';
import { hydrateServed, loaderArgs, renderServed, unhydrate } from '../../app/testing.ts';
import * as styles from './memberArea.css.ts';

/** A DescriptionList's details by term. */
function details(region: HTMLElement) {
  return Object.fromEntries(
    [...region.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

beforeAll(async () => {
  await import('../../routes/account/storage.tsx');
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('requestIdleCallback', (task: () => void) => setTimeout(task, 0));
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.reset();
});

describe('/storage', () => {
  it('given usage, should show it against the quota in human units, and by kind', async () => {
    memberAreaApi();
    await renderSite('/storage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Storage' })).toBeVisible();
    expect(document.title).toBe('Storage | Brightlane Digital');
    const bar = await screen.findByRole('progressbar', { name: 'Storage used' });
    expect(bar).toHaveAttribute('aria-valuenow', '12698');
    expect(bar).toHaveAttribute('aria-valuemax', String(1024 ** 3));
    expect(bar).toHaveAttribute('aria-valuetext', '12.4 KB of 1 GB');
    const usage = screen.getByRole('region', { name: 'Storage used' });
    expect(within(usage).getByText('12.4 KB of 1 GB')).toBeVisible();
    expect(within(usage).getByText('<0.01% used')).toBeVisible();
    expect(within(usage).getByRole('link', { name: 'See your plan' })).toHaveAttribute(
      'href',
      '/billing',
    );
    expect(details(screen.getByRole('region', { name: 'By kind' }))).toEqual({
      Projects: '2.4 KB',
      'Blog posts': '10 KB',
    });
    expect(await act(async () => axeViolations(document.body))).toEqual([]);
  });

  it('given nothing stored, should show 0 bytes and say what counts', async () => {
    memberAreaApi({ storage: testStorage({ usedBytes: 0, breakdown: { projects: 0, posts: 0 } }) });
    await renderSite('/storage');
    const bar = await screen.findByRole('progressbar', { name: 'Storage used' });
    expect(bar).toHaveAttribute('aria-valuetext', '0 bytes of 1 GB');
    expect(
      screen.getByText(
        'Nothing stored yet. Projects and blog posts you add count towards your storage.',
      ),
    ).toBeVisible();
    expect(details(screen.getByRole('region', { name: 'By kind' }))).toEqual({
      Projects: '0 bytes',
      'Blog posts': '0 bytes',
    });
  });

  it('while loading, should be busy and say so', async () => {
    const held = deferred<Response>();
    memberAreaApi({}, (url) => (url.pathname === '/api/user/storage' ? held.promise : undefined));
    await renderSite('/storage');
    const usage = await screen.findByRole('region', { name: 'Storage used' });
    expect(usage).toHaveAttribute('aria-busy', 'true');
    expect(within(usage).getByRole('status')).toHaveTextContent('Loading your storage…');
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(async () => held.resolve(apiAnswer(200, testStorage())));
    expect(await screen.findByRole('progressbar', { name: 'Storage used' })).toBeVisible();
    expect(usage).not.toHaveAttribute('aria-busy');
  });

  it('given the answer fails, should say so quietly and load again with Try again', async () => {
    let fail = true;
    memberAreaApi({}, (url) =>
      url.pathname === '/api/user/storage' && fail ? apiAnswer(500, null) : undefined,
    );
    await renderSite('/storage');
    expect(await screen.findByText('Could not load your storage')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Storage used' })).toBeVisible();
  });
});

describe('/storage rendered by the server', () => {
  afterEach(() => {
    unhydrate();
  });

  it('given no server api (in the browser), should load nothing, leaving it to the panel', async () => {
    const fetchMock = stubFetch();
    expect(await loader(loaderArgs('/storage'))).toEqual({});
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("given the server's api, should read the storage as this visitor", async () => {
    const api = memberAreaServerApi();
    expect(await loader(loaderArgs('/storage', api))).toEqual({ data: testStorage() });
    expect(pathsAsked(api)).toEqual(['/api/user/storage']);
  });

  it('given the answer fails, should say it failed', async () => {
    expect(await loader(loaderArgs('/storage', failingServerApi('/api/user/storage')))).toEqual({
      failed: true,
    });
  });

  it('given a signed-in visitor, should render the usage against the quota and by kind, without the browser’s fetch', async () => {
    const fetchMock = stubFetch();
    const api = memberAreaServerApi();
    const { status, document: html, page } = await renderServed('/storage', api);
    expect(status).toBe(200);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pathsAsked(api)).toEqual(expect.arrayContaining(['/api/user/storage']));
    expect(page.querySelector('h1')?.textContent).toBe('Storage');
    expect(html).not.toContain('This Page Needs JavaScript');
    expect(html).not.toContain('Loading your storage');
    const bar = page.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('12698');
    expect(bar?.getAttribute('aria-valuetext')).toBe('12.4 KB of 1 GB');
    const usage = sectionNamed(page, 'Storage used');
    expect(usage.hasAttribute('aria-busy')).toBe(false);
    expect(usage.textContent).toContain('<0.01% used');
    expect(details(sectionNamed(page, 'By kind'))).toEqual({
      Projects: '2.4 KB',
      'Blog posts': '10 KB',
    });
  });

  it('given the server could not read it, should render the quiet error, its Try again a link to the same address', async () => {
    const { document: html, page } = await renderServed(
      '/storage',
      failingServerApi('/api/user/storage'),
    );
    expect(html).toContain('Could not load your storage');
    expect(page.querySelector('[role="progressbar"]')).toBeNull();
    const retry = [...page.querySelectorAll('a')].find((link) => link.textContent === 'Try again');
    expect(retry?.getAttribute('href')).toBe('/storage');
    expect(retry?.classList).toContain(styles.withoutScript);
  });

  it('given the served page, should hydrate it without a mismatch and ask for nothing it holds', async () => {
    const { document: html } = await renderServed('/storage', memberAreaServerApi());
    const fetchMock = browserFetch();
    const started = await hydrateServed(html, '/storage');
    expect(started.hydrated).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Storage used' })).toHaveAttribute(
      'aria-valuetext',
      '12.4 KB of 1 GB',
    );
    expect(details(screen.getByRole('region', { name: 'By kind' }))).toEqual({
      Projects: '2.4 KB',
      'Blog posts': '10 KB',
    });
    expect(memberAreaReads(fetchMock)).toEqual([]);
  });

  it('given a served failure, should hydrate the quiet error and ask again only on Try again', async () => {
    const { document: html } = await renderServed(
      '/storage',
      failingServerApi('/api/user/storage'),
    );
    const fetchMock = browserFetch((url) =>
      url.pathname === '/api/user/storage' ? apiAnswer(200, testStorage()) : undefined,
    );
    await hydrateServed(html, '/storage');
    expect(screen.getByText('Could not load your storage')).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar', { name: 'Storage used' })).toBeVisible();
    expect(memberAreaReads(fetchMock)).toEqual(['/api/user/storage']);
  });
});
