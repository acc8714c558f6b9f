import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PublishedPostList, PublishedPostSummary } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { HEAD_PLACEHOLDER, ROOT_PLACEHOLDER } from '../../app/htmlTemplate.ts';
import { startClient, type StartedClient } from '../../app/startClient.tsx';
import { renderPage } from '../../entry-server.tsx';
import { Component as BlogList } from './index.tsx';

const summary = (overrides: Partial<PublishedPostSummary> = {}): PublishedPostSummary => ({
  id: '7d8e4a5c-0000-4000-8000-000000000001',
  slug: 'local-seo-checklist-melbourne',
  title: 'Local SEO for Melbourne businesses: a checklist',
  excerpt: 'Show up when people nearby search for what you do.',
  authorName: 'Brightlane Digital',
  publishedAt: '2026-11-03T00:00:00.000Z',
  updatedAt: '2026-11-03T00:00:00.000Z',
  ...overrides,
});

const listOf = (posts: PublishedPostSummary[], extra: Partial<PublishedPostList> = {}) => ({
  posts,
  page: 1,
  pageSize: 10,
  total: posts.length,
  ...extra,
});

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderBlog(path = '/blog') {
  const router = createMemoryRouter(
    [
      { path: '/blog', Component: BlogList },
      { path: '/blog/:slug', Component: () => <h1>Post</h1> },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the blog list', () => {
  it('given the posts are loading, should show the heading and Loading...', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderBlog();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Blog');
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'true');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/blog/posts?page=1&pageSize=10',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('given no published posts, should show the empty state', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(listOf([]))),
    );
    renderBlog();
    expect(await screen.findByRole('heading', { level: 2, name: 'No posts yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Posts' })).toHaveAttribute('aria-busy', 'false');
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

  it('given more posts than a page holds, should page through them with ?page=', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return jsonResponse(
        listOf([summary({ id: `id-${page}`, slug: `post-${page}`, title: `Post ${page}` })], {
          page,
          total: 25,
        }),
      );
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
    expect(await screen.findByRole('link', { name: 'Post 3' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Blog pages' })).toHaveTextContent('Page 3 of 3');
    expect(screen.queryByRole('link', { name: 'Older posts' })).not.toBeInTheDocument();
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
});

describe('the pre-rendered blog list', () => {
  const template = `<!doctype html><html><head>${HEAD_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;
  const manifest = {
    'index.html': { file: 'assets/index.js', isEntry: true },
    'src/routes/blog/index.tsx': { file: 'assets/blog.js', css: ['assets/blog.css'] },
  };
  let started: StartedClient | undefined;

  afterEach(() => {
    act(() => started?.root.unmount());
    started = undefined;
    window.history.replaceState(null, '', '/');
  });

  it('given the build, should have its heading, description and loading state in the HTML without fetching', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { document: html, status } = await renderPage('/blog', template, manifest);
    expect(status).toBe(200);
    expect(html).toContain('<title>Blog | Brightlane Digital</title>');
    expect(html).toContain('<meta name="description" content="Articles from Brightlane Digital');
    expect(html).toMatch(/<h1[^>]*>Blog<\/h1>/);
    expect(html).toContain('Loading...');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given the pre-rendered page, should hydrate without a mismatch and then load the posts', async () => {
    const { document: html } = await renderPage('/blog', template, manifest);
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    document.body.innerHTML = parsed.body.innerHTML;
    const script = document.querySelector('#root script')?.textContent;
    if (script) new Function(script)();
    window.history.replaceState(null, '', '/blog');
    const serverHeading = document.querySelector('h1');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(listOf([summary()]))),
    );

    await act(async () => {
      started = await startClient(document.getElementById('root')!);
    });

    expect(started?.hydrated).toBe(true);
    expect(document.querySelector('h1')).toBe(serverHeading);
    expect(
      await screen.findByRole('link', { name: 'Local SEO for Melbourne businesses: a checklist' }),
    ).toBeVisible();
  });
});
