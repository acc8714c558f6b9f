// Pre-render → hydrate round trip in jsdom: the server's HTML for a page must hydrate with no
// React warning (tests/setup/dom.ts fails the test on any console.error, which is where
// React reports hydration mismatches).
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../entry-server.tsx';
import { sessionStore } from '../features/auth/session.ts';
import { testUser } from '../features/auth/testing.tsx';
import { stubFetch } from '../features/leads/testing.ts';
import { homeCopy } from '../routes/_marketing/home.tsx';
import { notFoundCopy } from '../errors/NotFoundPage.tsx';
import { HEAD_PLACEHOLDER, ROOT_PLACEHOLDER } from './htmlTemplate.ts';
import { startClient } from './startClient.tsx';
import type { StartedClient } from './startClient.tsx';

const template = `<!doctype html><html><head>${HEAD_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true },
  'src/routes/_marketing/home.tsx': { file: 'assets/home.js', css: ['assets/home.css'] },
};

/** Puts the pre-rendered page into the jsdom document as a browser would parse it. */
function loadDocument(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  // Scripts inserted through innerHTML do not run: run the router's hydration-data script.
  const script = document.querySelector('#root + script')?.textContent;
  if (script) new Function(script)();
}

let started: StartedClient | undefined;

afterEach(() => {
  act(() => started?.root.unmount());
  started = undefined;
  sessionStore.reset();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
  document.documentElement.removeAttribute('data-theme');
});

describe('pre-rendered pages', () => {
  it('given the home page, should contain its title, description and heading without JavaScript', async () => {
    const { document: html, status } = await renderPage('/', template, manifest);
    expect(status).toBe(200);
    expect(html).toContain('<title>Custom Website Design &amp; Development in Melbourne</title>');
    expect(html).toContain('<meta name="description" content="Brightlane Digital is a premier');
    expect(html).toContain('<h1 id="home-title"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home.css">');
    expect(html).toContain('data-prerendered-path="/"');
  });

  it('given the home page, should hydrate the server markup without a mismatch', async () => {
    const { document: html } = await renderPage('/', template, manifest);
    loadDocument(html);
    const serverHeading = document.querySelector('h1');

    await act(async () => {
      started = await startClient(document.getElementById('root')!);
    });

    expect(started?.hydrated).toBe(true);
    // Hydration adopts the server's nodes instead of replacing them.
    expect(document.querySelector('h1')).toBe(serverHeading);
    expect(serverHeading).toHaveTextContent(homeCopy.title);
  });

  it('given the light theme stored, should hydrate the dark-default markup and then show light', async () => {
    const { document: html } = await renderPage('/', template, manifest);
    loadDocument(html);
    // What the inline head script does before first paint for a visitor who chose light.
    document.documentElement.dataset.theme = 'light';

    await act(async () => {
      started = await startClient(document.getElementById('root')!);
    });

    expect(document.querySelector('[role="switch"]')).toHaveAttribute('aria-checked', 'false');
  });

  it('given the 404 page served at an unknown address, should render it afresh rather than hydrate', async () => {
    const { document: html } = await renderPage('/404', template, manifest);
    loadDocument(html);
    window.history.replaceState(null, '', '/services/unknown');

    await act(async () => {
      started = await startClient(document.getElementById('root')!);
    });

    expect(started?.hydrated).toBe(false);
    expect(document.querySelector('h1')).toHaveTextContent(notFoundCopy.title);
  });
});

describe('pages rendered per request', () => {
  const profileManifest = {
    ...manifest,
    'src/routes/account/profile.tsx': { file: 'assets/profile.js' },
  };

  it("given /profile?edit rendered for a signed-in visitor, should hydrate it without a mismatch while the session check is out, then keep the form the page's code runs", async () => {
    const jane = testUser();
    // The server's in-process API, as this visitor.
    const api = async (path: string) =>
      path === '/api/auth/session'
        ? Response.json({ user: jane })
        : Response.json({ projects: [], total: 3, page: 1, pageSize: 1 });
    const { document: html } = await renderPage(
      '/profile?edit',
      template,
      profileManifest,
      undefined,
      {
        requestContext: { api },
      },
    );
    loadDocument(html);
    window.history.replaceState(null, '', '/profile?edit');
    const serverHeading = document.querySelector('h1');
    // The browser's own session check never answers here: the server's user must stand.
    stubFetch().mockImplementation(() => new Promise<Response>(() => {}));
    document.cookie = 'signed-in=1';

    try {
      await act(async () => {
        started = await startClient(document.getElementById('root')!);
      });
    } finally {
      document.cookie = 'signed-in=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }

    expect(started?.hydrated).toBe(true);
    expect(sessionStore.get().session.status).toBe('checking');
    expect(document.querySelector('h1')).toBe(serverHeading);
    expect(serverHeading).toHaveTextContent("Jane Doe's Profile");
    // Once the code runs, the links standing in for its buttons are gone, and so is the
    // password field that shows only as a new e-mail is typed.
    expect(screen.queryByRole('link', { name: 'Cancel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(screen.queryByLabelText(/^Current Password/, { selector: 'input' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Jane Doe');

    // Closing the form opened by the address leaves /profile, still showing the server's user.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(window.location.search).toBe('');
    expect(screen.queryByRole('form', { name: 'Edit Profile' })).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Jane Doe's Profile");
  });
});
