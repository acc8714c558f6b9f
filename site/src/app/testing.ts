// A signed-in page the server renders per request, in tests: its loader's arguments, its HTML as
// the server writes it for the visitor a fake in-process API answers as, and that HTML hydrated
// as the browser does (the member area's pages, the dashboard).
import { act } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { SiteApiFetch } from '@brightlane/contract';
import { sessionStore } from '../features/auth/session.ts';
import { renderPage } from '../entry-server.tsx';
import { HEAD_PLACEHOLDER, ROOT_PLACEHOLDER } from './htmlTemplate.ts';
import { startClient, type StartedClient } from './startClient.tsx';

/**
 * A page loader's arguments for `path`: with the server's `api` in its context, as the server
 * renders the page; without, as in the browser.
 */
export function loaderArgs(path: string, api?: SiteApiFetch): LoaderFunctionArgs {
  return {
    request: new Request(`http://localhost${path}`),
    params: {},
    context: api ? { api } : undefined,
  } as unknown as LoaderFunctionArgs;
}

const template = `<!doctype html><html><head>${HEAD_PLACEHOLDER}</head><body>${ROOT_PLACEHOLDER}</body></html>`;

/**
 * The page at `path` as the server renders it per request for the visitor `api` answers as:
 * its status, its HTML, and that HTML parsed as a browser without scripting shows it. `module`
 * is the page's file under src/routes where it is not `account/{path}.tsx` (/projects/7:
 * 'account/projects/detail.tsx').
 */
export async function renderServed(path: string, api: SiteApiFetch, module?: string) {
  // The build manifest's entry for the page's module (/analytics: src/routes/account/analytics.tsx).
  const page = `src/routes/${module ?? `account${new URL(path, 'http://localhost').pathname}.tsx`}`;
  const manifest = { [page]: { file: 'assets/page.js' } };
  const rendered = await renderPage(path, template, manifest, undefined, {
    requestContext: { api },
  });
  return { ...rendered, page: new DOMParser().parseFromString(rendered.document, 'text/html') };
}

let started: StartedClient | undefined;

/**
 * The server's `html` for `path` put into the document as a browser parses it, then the app
 * started on it as the browser does (app/startClient.tsx), signed in: React hydrates it, and a
 * mismatch fails the run (React throws it as an uncaught error; its warnings go to
 * console.error, which tests/setup/dom.ts fails the test on). Undo it with `unhydrate` after
 * the test.
 */
export async function hydrateServed(html: string, path: string): Promise<StartedClient> {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  // Scripts inserted through innerHTML do not run: run the router's hydration-data script.
  const script = document.querySelector('#root + script')?.textContent;
  if (script) new Function(script)();
  window.history.replaceState(null, '', path);
  document.cookie = 'signed-in=1';
  try {
    await act(async () => {
      started = await startClient(document.getElementById('root')!);
    });
  } finally {
    document.cookie = 'signed-in=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  }
  return started!;
}

/** Unmounts what `hydrateServed` started and empties the document for the next test. */
export function unhydrate(): void {
  act(() => started?.root.unmount());
  started = undefined;
  sessionStore.reset();
  window.history.replaceState(null, '', '/');
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-theme');
}
