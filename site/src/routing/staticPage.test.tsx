import { renderToString } from 'react-dom/server';
import {
  data,
  redirect,
  StaticRouterProvider,
  useActionData,
  useLoaderData,
} from 'react-router-dom';
import type { ActionFunctionArgs, LoaderFunctionArgs, RouteObject } from 'react-router-dom';
import { hydrationScript } from './hydrationScript.ts';
import { loadStaticPage } from './staticPage.ts';
import type { StaticPage } from './staticPage.ts';

function List() {
  return <p>{JSON.stringify(useLoaderData())}</p>;
}

const routes: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: () => <p>error boundary</p>,
    children: [
      {
        id: 'list',
        path: 'list',
        Component: List,
        loader: ({ request, context }: LoaderFunctionArgs) =>
          data(
            {
              page: new URL(request.url).searchParams.get('page'),
              context,
              html: '</script><!--',
            },
            { status: 503 },
          ),
      },
      {
        id: 'gone',
        path: 'gone',
        Component: List,
        loader: () => {
          throw data(null, { status: 404 });
        },
      },
      { id: 'moved', path: 'moved', loader: () => redirect('/list') },
      {
        id: 'form',
        path: 'form',
        Component: () => <p>{JSON.stringify(useActionData() ?? 'not posted')}</p>,
        action: async ({ request, context }: ActionFunctionArgs) => {
          const name = (await request.formData()).get('name');
          if (name === 'go') return redirect('/list', 303);
          return data({ name, context }, { status: 400 });
        },
      },
      { id: 'plain', path: 'plain', element: <p>plain</p> },
    ],
  },
];

async function load(url: string, context?: unknown): Promise<StaticPage> {
  const page = await loadStaticPage(routes, new URL(url), context);
  if ('redirect' in page) throw new Error(`unexpected redirect to ${page.redirect.location}`);
  return page;
}

const render = ({ router, context }: StaticPage) =>
  renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);

describe('loadStaticPage and hydrationScript', () => {
  it('given loaders, should render their data with their status and hand it over safely', async () => {
    const page = await load('http://x/list?page=2', 'ctx');
    expect(page.context.statusCode).toBe(503);
    expect(render(page)).toContain(
      '{&quot;page&quot;:&quot;2&quot;,&quot;context&quot;:&quot;ctx&quot;',
    );
    const script = hydrationScript(page.context);
    // Nothing in the data can end the script element early.
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    expect(script).toContain('window.__staticRouterHydrationData = ');
    const json = /JSON\.parse\((.*)\);<\/script>$/.exec(script)![1]!;
    expect(JSON.parse(JSON.parse(json) as string)).toEqual({
      loaderData: { list: { page: '2', context: 'ctx', html: '</script><!--' } },
      errors: null,
    });
  });

  it('given a thrown 404, should answer 404 and carry the error as React Router reads it', async () => {
    const page = await load('http://x/gone');
    expect(page.context.statusCode).toBe(404);
    expect(render(page)).toContain('error boundary');
    const json = /JSON\.parse\((.*)\);<\/script>$/.exec(hydrationScript(page.context))![1]!;
    expect(JSON.parse(JSON.parse(json) as string).errors).toEqual({
      root: expect.objectContaining({ status: 404, __type: 'RouteErrorResponse' }),
    });
  });

  it('given a page without loaders, should answer 200 with no hydration script', async () => {
    const page = await load('http://x/plain');
    expect(page.context.statusCode).toBe(200);
    expect(render(page)).toContain('plain');
    expect(hydrationScript(page.context)).toBe('');
  });

  it('given a loader that redirects, should return the redirect instead of a page', async () => {
    const page = await loadStaticPage(routes, new URL('http://x/moved'));
    expect(page).toEqual({ redirect: { status: 302, location: '/list' } });
  });

  const post = (name: string) =>
    new Request('http://x/form', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `name=${name}`,
    });

  it('given a posted form, should run the route action with the context and hand its data over', async () => {
    const page = await loadStaticPage(routes, new URL('http://x/form'), 'ctx', post('ann'));
    if ('redirect' in page) throw new Error('unexpected redirect');
    expect(page.context.statusCode).toBe(400);
    expect(render(page)).toContain(
      '{&quot;name&quot;:&quot;ann&quot;,&quot;context&quot;:&quot;ctx&quot;}',
    );
    const json = /JSON\.parse\((.*)\);<\/script>$/.exec(hydrationScript(page.context))![1]!;
    expect(JSON.parse(JSON.parse(json) as string)).toEqual({
      loaderData: {},
      actionData: { form: { name: 'ann', context: 'ctx' } },
      errors: null,
    });
  });

  it('given a posted form whose action redirects, should return the 303', async () => {
    const page = await loadStaticPage(routes, new URL('http://x/form'), undefined, post('go'));
    expect(page).toEqual({ redirect: { status: 303, location: '/list' } });
  });
});
