import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import {
  createMemoryRouter,
  data,
  isRouteErrorResponse,
  Link,
  matchRoutes,
  Outlet,
  RouterProvider,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigation,
  useParams,
  useRevalidator,
  useRouteError,
  type RouteObject,
} from './index.ts';
import { hydrationScript, loadStaticPage } from './server.ts';

const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

describe('matchRoutes', () => {
  const table: RouteObject[] = [
    {
      id: 'root',
      children: [
        { index: true, id: 'home' },
        { path: 'about', id: 'about' },
        { path: 'blog', id: 'blog' },
        { path: 'blog/:slug', id: 'post' },
        { path: ':username/:page', id: 'user' },
        { path: '*', id: 'splat' },
      ],
    },
  ];
  const idsFor = (pathname: string) => matchRoutes(table, pathname)?.map((m) => m.route.id);

  it('given the site-like table, should rank static over dynamic over splat, whatever the order', () => {
    expect(idsFor('/')).toEqual(['root', 'home']);
    expect(idsFor('/about')).toEqual(['root', 'about']);
    expect(idsFor('/About/')).toEqual(['root', 'about']);
    expect(idsFor('/blog/hello')).toEqual(['root', 'post']);
    expect(idsFor('/services/unknown')).toEqual(['root', 'user']);
    expect(idsFor('/a/b/c')).toEqual(['root', 'splat']);
  });

  it('given params, should decode them and give them to every match', () => {
    const matches = matchRoutes(table, '/blog/caf%C3%A9')!;
    expect(matches.map((m) => m.params)).toEqual([{ slug: 'café' }, { slug: 'café' }]);
    expect(matches.map((m) => m.pathname)).toEqual(['/', '/blog/caf%C3%A9']);
    expect(matchRoutes(table, '/x/y/z')![1]!.params).toEqual({ '*': 'x/y/z' });
  });

  it('given no route for the address, should return null', () => {
    expect(matchRoutes([{ path: 'only' }], '/other')).toBeNull();
  });
});

describe('the memory router in React', () => {
  function Layout() {
    const { pathname } = useLocation();
    const navigation = useNavigation();
    return (
      <>
        <nav>
          <Link to="/">Home</Link> <Link to="/posts/first">First</Link>{' '}
          <Link to="/missing">Missing</Link>
        </nav>
        <p>at {pathname}</p>
        <p>navigation {navigation.state}</p>
        <Outlet />
      </>
    );
  }
  function Post() {
    const { title } = useLoaderData() as { title: string };
    const { slug } = useParams();
    return (
      <h1>
        {title} ({slug})
      </h1>
    );
  }
  function Boundary() {
    const error = useRouteError();
    return (
      <p role="alert">
        {isRouteErrorResponse(error) ? `status ${error.status}` : (error as Error).message}
      </p>
    );
  }

  it('given a link click, should load the next page, show it and update the address', async () => {
    let resolve!: (value: { title: string }) => void;
    const loader = vi.fn(
      (_args: { request: Request }) => new Promise<{ title: string }>((r) => (resolve = r)),
    );
    const router = createMemoryRouter([
      {
        Component: Layout,
        children: [
          { index: true, element: <Page name="Home" /> },
          { path: 'posts/:slug', Component: Post, loader },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'First' }));
    // The current page stays while the next one loads.
    expect(screen.getByText('navigation loading')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(new URL(loader.mock.calls[0]![0].request.url).pathname).toBe('/posts/first');

    await act(async () => resolve({ title: 'Hello' }));
    expect(screen.getByRole('heading', { name: 'Hello (first)' })).toBeInTheDocument();
    expect(screen.getByText('at /posts/first')).toBeInTheDocument();
    expect(screen.getByText('navigation idle')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/posts/first');
  });

  it('given a link clicked with a modifier key, should leave it to the browser', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Link to="/other">Other</Link> },
      { path: '/other', element: <Page name="Other" /> },
    ]);
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Other' });
    expect(link).toHaveAttribute('href', '/other');
    const clicked = vi.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', clicked);
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    expect(clicked).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('given a superseded navigation, should show only the last one', async () => {
    const slow = () => new Promise((r) => setTimeout(() => r({ title: 'Slow' }), 50));
    const router = createMemoryRouter([
      { path: '/', element: <Page name="Home" /> },
      { path: '/posts/:slug', Component: Post, loader: slow },
      { path: '/about', element: <Page name="About" /> },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    await act(async () => {
      const first = router.navigate('/posts/a');
      await router.navigate('/about');
      await first;
      // Past the first navigation's loader.
      await new Promise((r) => setTimeout(r, 80));
    });
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/about');
  });

  it('given back and forward, should show the earlier page again', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <Page name="Home" /> },
      { path: '/about', element: <Page name="About" /> },
    ]);
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/about'));
    expect(screen.getByRole('heading', { name: 'About' })).toBeInTheDocument();
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(router.state.historyAction).toBe('POP');
  });

  it('given a jump to a #section of the same page, or back from it, should not load the page again', async () => {
    const loader = vi.fn(() => 'data');
    const router = createMemoryRouter([{ path: '/', loader, element: <Page name="Home" /> }]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Home' });
    expect(loader).toHaveBeenCalledTimes(1);
    await act(() => router.navigate('/#contact'));
    expect(router.state.location.hash).toBe('#contact');
    await act(async () => {
      await router.navigate(-1);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(router.state.location.hash).toBe('');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('given a thrown 404 response or error, should show the nearest error boundary inside the layout', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: Layout,
          ErrorBoundary: () => <p>layout failed</p>,
          children: [
            {
              ErrorBoundary: Boundary,
              children: [
                {
                  path: 'gone',
                  loader: () => {
                    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
                  },
                  element: <Page name="never" />,
                },
                {
                  path: 'broken',
                  loader: () => {
                    throw new Error('loader broke');
                  },
                  element: <Page name="never" />,
                },
                {
                  path: 'crash',
                  Component: () => {
                    throw new Error('render broke');
                  },
                },
              ],
            },
          ],
        },
      ],
      { initialEntries: ['/gone'] },
    );
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('status 404');
    // The layout still renders around the boundary.
    expect(screen.getByText('at /gone')).toBeInTheDocument();

    await act(() => router.navigate('/broken'));
    expect(screen.getByRole('alert')).toHaveTextContent('loader broke');

    await act(() => router.navigate('/crash'));
    expect(screen.getByRole('alert')).toHaveTextContent('render broke');
    expect(screen.getByText('at /crash')).toBeInTheDocument();
    log.mockRestore();
  });

  it('given a first load without data, should show the HydrateFallback until the loader answers', async () => {
    let resolve!: (value: unknown) => void;
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => new Promise((r) => (resolve = r)),
        HydrateFallback: () => <p>Loading...</p>,
        Component: () => <p>{(useLoaderData() as { text: string }).text}</p>,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    await act(async () => resolve({ text: 'loaded' }));
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });

  it('given a revalidation, should say so and show the new data', async () => {
    let count = 0;
    let release!: () => void;
    function Counter() {
      const value = useLoaderData() as number;
      const revalidator = useRevalidator();
      return (
        <button type="button" onClick={() => void revalidator.revalidate()}>
          {value} {revalidator.state}
        </button>
      );
    }
    const router = createMemoryRouter([
      {
        path: '/',
        loader: async () => {
          count += 1;
          if (count > 1) await new Promise<void>((r) => (release = r));
          return count;
        },
        Component: Counter,
      },
    ]);
    render(<RouterProvider router={router} />);
    const button = await screen.findByRole('button', { name: '1 idle' });
    await userEvent.click(button);
    expect(screen.getByRole('button', { name: '1 loading' })).toBeInTheDocument();
    await act(async () => release());
    expect(screen.getByRole('button', { name: '2 idle' })).toBeInTheDocument();
  });

  it('given lazy routes and handles, should load the module and list matches with their data', async () => {
    function Head() {
      const matches = useMatches();
      return (
        <p>{matches.map((m) => `${m.id}:${String(m.handle)}:${String(m.loaderData)}`).join(' ')}</p>
      );
    }
    const router = createMemoryRouter(
      [
        {
          id: 'top',
          handle: 'layout',
          element: (
            <>
              <Head />
              <Outlet />
            </>
          ),
          children: [
            {
              path: 'lazy',
              id: 'lazy',
              handle: 'table',
              lazy: async () => ({
                handle: 'module',
                loader: () => 'data',
                Component: () => <h1>Lazy page</h1>,
              }),
            },
          ],
        },
      ],
      { initialEntries: ['/lazy'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Lazy page' })).toBeInTheDocument();
    // The table's handle wins over the module's.
    expect(screen.getByText('top:layout:undefined lazy:table:data')).toBeInTheDocument();
  });
});

describe('the server render', () => {
  const routes: RouteObject[] = [
    {
      id: 'root',
      Component: Outlet,
      ErrorBoundary: () => (
        <p>{`error ${String((useRouteError() as { status?: number }).status)}`}</p>
      ),
      children: [
        {
          path: 'list',
          id: 'list',
          loader: ({ request, context }) =>
            data(
              {
                page: new URL(request.url).searchParams.get('page'),
                context,
                html: '</script><!--',
              },
              { status: 503 },
            ),
          Component: () => <p>{JSON.stringify(useLoaderData())}</p>,
        },
        {
          path: 'gone',
          loader: () => {
            throw data(null, { status: 404 });
          },
        },
        { path: 'plain', element: <p>plain</p> },
      ],
    },
  ];

  it('given loaders, should render their data with their status and hand it over safely', async () => {
    const page = await loadStaticPage(routes, new URL('http://x/list?page=2'), 'ctx');
    expect(page.statusCode).toBe(503);
    expect(renderToString(<RouterProvider router={page.router} />)).toContain(
      '{&quot;page&quot;:&quot;2&quot;,&quot;context&quot;:&quot;ctx&quot;',
    );
    const script = hydrationScript(page);
    // Nothing in the data can end the script element early.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = /JSON\.parse\((.*)\);<\/script>$/.exec(script)![1]!;
    expect(JSON.parse(JSON.parse(json) as string)).toEqual({
      loaderData: { list: { page: '2', context: 'ctx', html: '</script><!--' } },
      errors: null,
    });
  });

  it('given a thrown 404, should answer 404 and carry the error to the browser', async () => {
    const page = await loadStaticPage(routes, new URL('http://x/gone'));
    expect(page.statusCode).toBe(404);
    expect(renderToString(<RouterProvider router={page.router} />)).toContain('error 404');
    expect(hydrationScript(page)).toContain('RouteErrorResponse');
  });

  it('given a page without loaders, should answer 200 with no hydration script', async () => {
    const page = await loadStaticPage(routes, new URL('http://x/plain'));
    expect(page.statusCode).toBe(200);
    expect(hydrationScript(page)).toBe('');
  });

  it('given hydration data from the server, should render the first page without loading it again', async () => {
    const loader = vi.fn(() => 'from the browser');
    const table: RouteObject[] = [
      {
        path: '/',
        id: 'page',
        loader,
        ErrorBoundary: () => <p>error {(useRouteError() as { status: number }).status}</p>,
        Component: () => <p>{String(useLoaderData())}</p>,
      },
    ];
    const router = createMemoryRouter(table, {
      hydrationData: { loaderData: { page: 'from the server' } },
    });
    await router.ready;
    render(<RouterProvider router={router} />);
    expect(screen.getByText('from the server')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();

    const failed = createMemoryRouter(table, {
      hydrationData: {
        errors: {
          page: {
            status: 404,
            statusText: 'Not Found',
            data: null,
            internal: false,
            __type: 'RouteErrorResponse',
          },
        },
      },
    });
    await failed.ready;
    render(<RouterProvider router={failed} />);
    expect(screen.getByText('error 404')).toBeInTheDocument();
  });
});
