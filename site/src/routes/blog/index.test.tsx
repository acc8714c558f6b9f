import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PublishedPostList, PublishedPostSummary } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { HEAD_PLACEHOLDER, ROOT_PLACEHOLDER } from '../../app/htmlTemplate.ts';
import { startClient, type StartedClient } from '../../app/startClient.tsx';
import { renderPage } from '../../entry-server.tsx';
import { Component as BlogList, loader } from './index.tsx';

const summary = (overrides: Partial<PublishedPostSummary> = {}): PublishedPostSummary => ({
  id: '7d8e4a5c-0000-4000-8000-000000000001',
  slug: 'local-seo-checklist-melbourne',
  title: 'Local SEO for Melbourne businesses: a checklist',
  excerpt: 'Show up when people nearby search for what you do.',
  authorName: 'Brightlane Digital',
  authorKind: 'organization',
  publishedAt: '2026-11-03T00:00:00.000Z',
  updatedAt: '2026-11-03T00:00:00.000Z',
  ...overrides,
});

const listOf = (
  posts: PublishedPostSummary[],
  extra: Partial<PublishedPostList> = {},
): PublishedPostList => ({
  posts,
  page: 1,
  pageSize: 10,
  total: posts.length,
  ...extra,
});

/** A page of 'Post {n}' cards out of 25 posts (3 pages), as the API would answer `page`. */
const pagedList = (page: number) =>
  listOf([summary({ id: `id-${page}`, slug: `post-${page}`, title: `Post ${page}` })], {
    page,
    total: 25,
  });

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The list route as the browser has it: its loader reads the API (no request context). */
function renderBlog(path = '/blog') {
  const router = createMemoryRouter(
    [
      // Only the first render waits here; the real page's first data comes with its HTML.
      { path: '/blog', Component: BlogList, loader, HydrateFallback: () => null },
      { path: '/blog/:slug', Component: () => <h1>Post</h1> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the blog list loader', () => {
  const args = (path: string, context: unknown) =>
    ({
      params: {},
      request: new Request(`http://localhost:3000${path}`),
      context,
    }) as unknown as Parameters<typeof loader>[0];

  it('given the server request context, should read the page asked for through it and not fetch', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const publishedPosts = vi.fn(async () => pagedList(2));
    await expect(loader(args('/blog?page=2', { blog: { publishedPosts } }))).resolves.toEqual({
      list: pagedList(2),
    });
    expect(publishedPosts).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each(['/blog', '/blog?page=0', '/blog?page=-1', '/blog?page=two', '/blog?page=1.5'])(
    'given %s, should read the first page',
    async (path) => {
      const publishedPosts = vi.fn(async () => listOf([]));
      await loader(args(path, { blog: { publishedPosts } }));
      expect(publishedPosts).toHaveBeenCalledWith({ page: 1, pageSize: 10 });
    },
  );

  it("given the browser's context (no blog reader), should fetch the page from the API", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(pagedList(3)));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loader(args('/blog?page=3', {}))).resolves.toEqual({ list: pagedList(3) });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/blog/posts?page=3&pageSize=10',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('given the read fails or answers an unexpected shape, should answer the error state with 503', async () => {
    const failing = {
      blog: {
        publishedPosts: async () => {
          throw new Error('database down');
        },
      },
    };
    const malformed = { blog: { publishedPosts: async () => ({ posts: 'none' }) } };
    for (const context of [failing, malformed]) {
      await expect(loader(args('/blog', context))).resolves.toMatchObject({
        data: { failed: true },
        init: { status: 503 },
      });
    }
  });
});

describe('the blog list', () => {
  it('given no published posts, should show the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(listOf([]))),
    );
    renderBlog();
    expect(await screen.findByRole('heading', { level: 2, name: 'No posts yet' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'false');
  });

  it('given a page past the last one, should say so and link to the latest posts', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(listOf([], { page: 9, total: 3 }))),
    );
    renderBlog('/blog?page=9');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No posts on this page' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the latest posts' })).toHaveAttribute(
      'href',
      '/blog',
    );
  });

  it('given posts, should show a card per post with its title linked, excerpt, date and author', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(
          listOf([
            summary(),
            summary({
              id: '7d8e4a5c-0000-4000-8000-000000000002',
              slug: 'shopify-woocommerce-or-custom',
              title: 'Shopify, WooCommerce or custom',
              excerpt: 'Choosing an e-commerce platform.',
              authorName: 'Ann Lee',
              publishedAt: '2026-10-06T00:00:00.000Z',
            }),
          ]),
        ),
      ),
    );
    renderBlog();
    const links = await screen.findAllByRole('link', { name: /checklist|Shopify/ });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Local SEO for Melbourne businesses: a checklist', '/blog/local-seo-checklist-melbourne'],
      ['Shopify, WooCommerce or custom', '/blog/shopify-woocommerce-or-custom'],
    ]);
    const [first, second] = within(screen.getByRole('region', { name: 'Posts' })).getAllByRole(
      'listitem',
    );
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Local SEO for Melbourne businesses: a checklist',
    );
    expect(first).toHaveTextContent('Show up when people nearby search for what you do.');
    expect(within(first!).getByText('3 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-03T00:00:00.000Z',
    );
    expect(first).toHaveTextContent('By Brightlane Digital');
    expect(second).toHaveTextContent('6 October 2026');
    expect(second).toHaveTextContent('By Ann Lee');
    expect(screen.queryByRole('navigation', { name: 'Blog pages' })).not.toBeInTheDocument();
  });

  it('given the request fails, should show an error with a retry that loads the posts', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ message: 'Internal server error' }, 500))
      .mockResolvedValueOnce(jsonResponse(listOf([summary()])));
    vi.stubGlobal('fetch', fetchMock);
    renderBlog();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the posts.");
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('link', { name: 'Local SEO for Melbourne businesses: a checklist' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('given the network is down, should show the error too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderBlog();
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the posts.");
  });

  it('given more posts than a page holds, should page through them with ?page= through the loader', async () => {
    let answerPage3: (() => void) | undefined;
    const fetchMock = vi.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      if (page === 3) await new Promise<void>((resolve) => (answerPage3 = resolve));
      return jsonResponse(pagedList(page));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderBlog('/blog?page=2');

    const pager = await screen.findByRole('navigation', { name: 'Blog pages' });
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/blog/posts?page=2&pageSize=10',
      expect.anything(),
    );
    expect(pager).toHaveTextContent('Page 2 of 3');
    expect(within(pager).getByRole('link', { name: 'Newer posts' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await userEvent.click(within(pager).getByRole('link', { name: 'Older posts' }));

    // While page 3 loads, page 2 stays (no skeleton), marked busy.
    expect(await within(pager).findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('link', { name: 'Post 2' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'true');

    act(() => answerPage3?.());
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toHaveTextContent('Page 3 of 3');
    expect(screen.queryByRole('link', { name: 'Older posts' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'false');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('given the posts, should have no axe violations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(listOf([summary()], { total: 11 }))),
    );
    const { container } = renderBlog();
    await screen.findByRole('link', { name: /checklist/ });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the empty state, should have no axe violations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(listOf([]))),
    );
    const { container } = renderBlog();
    await screen.findByRole('heading', { name: 'No posts yet' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given the error state, should have no axe violations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({}, 500)),
    );
    const { container } = renderBlog();
    await screen.findByRole('alert');
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the blog list rendered by the server', () => {
  const template = `<!doctype html><html><head>${HEAD_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/routes/blog/index.tsx': { file: 'assets/blog.js', css: ['assets/blog.css'] },
  };
  const serverContext = (
    read: (query: { page: number; pageSize: number }) => Promise<unknown>,
  ) => ({
    requestContext: { blog: { publishedPosts: vi.fn(read), publishedPostBySlug: vi.fn() } },
  });
  let started: StartedClient | undefined;

  afterEach(() => {
    act(() => started?.root.unmount());
    started = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('given posts, should have its head, heading and the posts in the HTML without fetching', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { document: html, status } = await renderPage(
      '/blog',
      template,
      manifest,
      undefined,
      serverContext(async () => listOf([summary()])),
    );
    expect(status).toBe(200);
    expect(html).toContain('<title>Blog | Brightlane Digital</title>');
    expect(html).toContain('<meta name="description" content="Articles from Brightlane Digital');
    expect(html).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(html).toMatch(
      /<a[^>]*href="\/blog\/local-seo-checklist-melbourne"[^>]*>Local SEO for Melbourne businesses: a checklist<\/a>/,
    );
    expect(html).toContain('3 November 2026');
    expect(html).toContain('Show up when people nearby search for what you do.');
    // The posts are in: no list waiting for them (the navigation's session check may be).
    expect(html).not.toMatch(/aria-label="Posts"[^>]*aria-busy="true"/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given ?page=2, should render that page with the canonical and hydration path of /blog', async () => {
    const options = serverContext(async ({ page }) => pagedList(page));
    const { document: html, status } = await renderPage(
      '/blog?page=2',
      template,
      manifest,
      undefined,
      options,
    );
    expect(status).toBe(200);
    expect(options.requestContext.blog.publishedPosts).toHaveBeenCalledWith({
      page: 2,
      pageSize: 10,
    });
    expect(html).toContain('>Post 2</a>');
    expect(html).toContain('Page 2 of 3');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/blog">/);
    expect(html).toContain('data-prerendered-path="/blog"');
  });

  it('given no posts, should render the empty state', async () => {
    const { document: html } = await renderPage(
      '/blog',
      template,
      manifest,
      undefined,
      serverContext(async () => listOf([])),
    );
    expect(html).toContain('No posts yet');
  });

  it('given the database read fails, should answer 503 with the error banner', async () => {
    const { document: html, status } = await renderPage(
      '/blog',
      template,
      manifest,
      undefined,
      serverContext(async () => {
        throw new Error('database down');
      }),
    );
    expect(status).toBe(503);
    expect(html).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(html).toContain('We couldn&#x27;t load the posts.');
    expect(html).toContain('Try again');
  });

  it('given the rendered page, should hydrate without a mismatch or a request for the posts', async () => {
    const { document: html } = await renderPage(
      '/blog',
      template,
      manifest,
      undefined,
      serverContext(async () => listOf([summary()])),
    );
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    document.body.innerHTML = parsed.body.innerHTML;
    // The router's hydration data follows the root; innerHTML does not run scripts.
    const script = document.querySelector('#root + script')?.textContent;
    if (!script) throw new Error('The page carries no hydration data');
    new Function(script)();
    window.history.replaceState(null, '', '/blog');
    const serverLink = screen.getByRole('link', {
      name: 'Local SEO for Melbourne businesses: a checklist',
    });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);

    await act(async () => {
      started = await startClient(document.getElementById('root')!);
    });

    expect(started?.hydrated).toBe(true);
    // The same element: hydrated, not rendered again; the posts came with the page.
    expect(
      screen.getByRole('link', { name: 'Local SEO for Melbourne businesses: a checklist' }),
    ).toBe(serverLink);
    // No request at all: the posts came with the page, and a browser that never signed in (no
    // "has signed in" hint) is not asked about its session.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([]);
  });
});
