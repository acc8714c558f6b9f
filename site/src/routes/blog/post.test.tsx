import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { PublishedPost } from '@brightlane/contract';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { RouteErrorBoundary } from '../../errors/RouteErrorBoundary.tsx';
import { routes } from '../../routes.tsx';
import type { RouteHandle } from '../../routing/routeHandle.ts';
import type { MetaSource } from '../../seo/meta.ts';
import { Component as Post, HydrateFallback, loader, meta as postMeta } from './post.tsx';

const post: PublishedPost = {
  id: '7d8e4a5c-0000-4000-8000-000000000001',
  slug: 'local-seo-checklist-melbourne',
  title: 'Local SEO for Melbourne businesses: a checklist',
  excerpt: 'Show up when people nearby search for what you do.',
  authorName: 'Ann Lee',
  authorKind: 'person',
  publishedAt: '2026-11-03T00:00:00.000Z',
  updatedAt: '2026-11-10T00:00:00.000Z',
  contentHtml:
    '<p>Intro text.</p><h2>The checklist</h2><ul><li>Claim your profile</li><li>Get reviews</li></ul><p>See <a href="/services/seo">our SEO services</a>.</p>',
};

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderPost(slug = post.slug) {
  const router = createMemoryRouter(
    [
      {
        path: '/blog/:slug',
        Component: Post,
        loader,
        HydrateFallback,
        ErrorBoundary: RouteErrorBoundary,
      },
      { path: '/blog', Component: () => <h1>Blog</h1> },
    ],
    { initialEntries: [`/blog/${slug}`] },
  );
  return render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a blog post', () => {
  it('given the post is still loading, should show Loading...', () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    renderPost();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/blog/posts/by-slug/local-seo-checklist-melbourne',
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
  });

  it('given a published post, should show its title, date, author and HTML', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(post)),
    );
    renderPost();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(post.title);
    expect(screen.getByText('3 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-03T00:00:00.000Z',
    );
    expect(screen.getByText('By Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('10 November 2026')).toHaveAttribute(
      'datetime',
      '2026-11-10T00:00:00.000Z',
    );
    // The body is the API's HTML, rendered as markup rather than text.
    expect(screen.getByRole('heading', { level: 2, name: 'The checklist' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Claim your profile',
      'Get reviews',
    ]);
    expect(screen.getByRole('link', { name: 'our SEO services' })).toHaveAttribute(
      'href',
      '/services/seo',
    );
    expect(screen.getByRole('link', { name: '← All posts' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('article')).toBeInTheDocument();
  });

  it('given a published post, should describe it as a schema.org Article', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(post)),
    );
    const { container } = renderPost();
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      description: post.excerpt,
      datePublished: '2026-11-03T00:00:00.000Z',
      dateModified: '2026-11-10T00:00:00.000Z',
      author: { '@type': 'Person', name: 'Ann Lee' },
      publisher: {
        '@type': 'Organization',
        name: 'Brightlane Digital',
        url: 'http://localhost:3000/',
        logo: 'http://localhost:3000/og-image.png',
      },
      image: 'http://localhost:3000/og-image.png',
      mainEntityOfPage: {
        '@type': 'WebPage',
        '@id': 'http://localhost:3000/blog/local-seo-checklist-melbourne',
      },
      url: 'http://localhost:3000/blog/local-seo-checklist-melbourne',
    });
  });

  it('given a member who calls themselves the agency, should still name a person as the author', async () => {
    const impostor = { ...post, authorName: 'Brightlane Digital', authorKind: 'person' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(impostor)),
    );
    const { container } = renderPost();
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}').author).toEqual({
      '@type': 'Person',
      name: 'Brightlane Digital',
    });
  });

  it('given the agency’s own post, should name the organisation as the author', async () => {
    const own = { ...post, authorName: 'Brightlane Digital', authorKind: 'organization' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(own)),
    );
    const { container } = renderPost();
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}').author).toMatchObject({
      '@type': 'Organization',
      name: 'Brightlane Digital',
    });
  });

  it('given a title with markup, should keep the JSON-LD script closed', async () => {
    const tricky = { ...post, title: 'Ends </script><script>alert(1)</script>' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(tricky)),
    );
    const { container } = renderPost();
    await screen.findByRole('heading', { level: 1 });
    const scripts = container.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(JSON.parse(scripts[0]?.textContent ?? '{}').headline).toBe(tricky.title);
  });

  it('given the post was never updated, should not show an updated date', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...post, updatedAt: post.publishedAt })),
    );
    renderPost();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
  });

  it('given an unknown or unpublished slug, should show the not-found page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ message: 'Post not found' }, 404)),
    );
    renderPost('no-such-post');
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeVisible();
    expect(screen.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });

  it('should have no axe violations', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(post)),
    );
    const { container } = renderPost();
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('the post loader on the server', () => {
  const args = (slug: string, context: unknown) =>
    ({
      params: { slug },
      request: new Request(`http://localhost:3000/blog/${slug}`),
      context,
    }) as unknown as Parameters<typeof loader>[0];

  it('given the server request context, should read the post through it and not fetch', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const publishedPostBySlug = vi.fn(async () => post);
    await expect(loader(args(post.slug, { blog: { publishedPostBySlug } }))).resolves.toEqual({
      post,
    });
    expect(publishedPostBySlug).toHaveBeenCalledWith(post.slug);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given the server has no such post, should throw a 404 response', async () => {
    const context = { blog: { publishedPostBySlug: async () => undefined } };
    const thrown = await loader(args('no-such-post', context)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it('given a post that does not match the contract, should refuse it', async () => {
    const context = { blog: { publishedPostBySlug: async () => ({ ...post, slug: 42 }) } };
    await expect(loader(args(post.slug, context))).rejects.toThrow();
  });

  it("given the browser's context (no blog reader), should fetch the post from the API", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(post));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loader(args(post.slug, {}))).resolves.toEqual({ post });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/blog/posts/by-slug/local-seo-checklist-melbourne',
      expect.anything(),
    );
  });
});

describe('the post route in the route table', () => {
  function findRoute(list: RouteObject[], path: string): RouteObject | undefined {
    for (const route of list) {
      if (route.path === path) return route;
      const child = route.children && findRoute(route.children, path);
      if (child) return child;
    }
    return undefined;
  }
  const route = findRoute(routes, 'blog/:slug');
  // The head is the module's `meta`, which the table's handle takes when the module loads.
  const meta = postMeta as Exclude<MetaSource, { title?: string }>;

  it('should be rendered by the server at request time, and listed in the sitemap', () => {
    expect((route?.handle as RouteHandle).render).toBe('server');
    expect((route?.handle as RouteHandle).sitemapPriority).toBe(0.6);
  });

  it('given the post, should title the page after it and describe it by its excerpt', () => {
    expect(meta({ params: { slug: post.slug }, data: { post } })).toEqual({
      title: 'Local SEO for Melbourne businesses: a checklist | Brightlane Digital',
      description: 'Show up when people nearby search for what you do.',
    });
  });

  it('given no post (loading, or not found), should fall back to the blog and not be indexed', () => {
    expect(meta({ params: { slug: 'x' }, data: undefined })).toEqual({
      title: 'Blog | Brightlane Digital',
      noindex: true,
    });
  });
});
