// /{username}/{page} (docs/product/spec.md §2): a visitor's page, rendered by the server per
// request as its addresses are not known at build; a first segment the site's own pages use
// is no username, so the page's loader answers 404 there (routes.tsx).
import { screen } from '@testing-library/react';
import type { SiteApiFetch } from '@brightlane/contract';
import { hydrateServed, renderServed, unhydrate } from '../../app/testing.ts';
import { notFoundCopy } from '../../errors/NotFoundPage.tsx';
import { renderSite } from '../../features/auth/testing.tsx';
import { apiAnswer, stubFetch } from '../../features/leads/testing.ts';

/** The page's module, for the build manifest of the server's render. */
const MODULE = '_marketing/user-page.tsx';

/** The server's in-process API: a guest's session; nothing else answers. */
const guestApi = () =>
  vi.fn<SiteApiFetch>(async (path) =>
    path === '/api/auth/session'
      ? Response.json({ user: null })
      : Response.json({ message: 'Not found' }, { status: 404 }),
  );

/** The browser's `fetch`: a guest's session; nothing else answers. */
function guestFetch() {
  const fetchMock = stubFetch();
  fetchMock.mockImplementation(async (input) =>
    new URL(String(input), 'http://localhost').pathname === '/api/auth/session'
      ? apiAnswer(200, { user: null })
      : apiAnswer(404, { message: 'Not found' }),
  );
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/{username}/{page} rendered by the server', () => {
  afterEach(() => {
    unhydrate();
  });

  it("given a user's page, should render its name as the heading and the title, never indexed, asking the API nothing", async () => {
    const api = guestApi();
    const { status, document: html, page } = await renderServed('/maria/portfolio', api, MODULE);
    expect(status).toBe(200);
    expect(page.querySelector('main h1')?.textContent).toBe('portfolio');
    expect(page.title).toBe('portfolio | Brightlane Digital');
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect(html).not.toContain('This Page Needs JavaScript');
    // Nothing of the visitor in it: a shared cache may keep it.
    expect(api).not.toHaveBeenCalled();
  });

  it.each(['/services/unknown', '/Services/unknown', '/admin/unknown'])(
    'given %s (a first segment of the site’s own pages), should be the not-found page',
    async (path) => {
      const { status, page } = await renderServed(path, guestApi(), MODULE);
      expect(status).toBe(404);
      expect(page.querySelector('main h1')?.textContent).toBe(notFoundCopy.title);
    },
  );

  it('given the served page, should hydrate it without a mismatch', async () => {
    const { document: html } = await renderServed('/maria/portfolio', guestApi(), MODULE);
    guestFetch();
    const started = await hydrateServed(html, '/maria/portfolio');
    expect(started.hydrated).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'portfolio' })).toBeVisible();
  });
});

describe('/{username}/{page} in the browser', () => {
  it("should show the page's name as its heading and title", async () => {
    guestFetch();
    await renderSite('/maria/portfolio');
    expect(await screen.findByRole('heading', { level: 1, name: 'portfolio' })).toBeVisible();
    expect(document.title).toBe('portfolio | Brightlane Digital');
  });

  it('given a first segment of the site’s own pages, should show the not-found page', async () => {
    guestFetch();
    await renderSite('/services/unknown');
    expect(
      await screen.findByRole('heading', { level: 1, name: notFoundCopy.title }),
    ).toBeVisible();
  });
});
