// Forms posted to the site's pages without JavaScript (docs/decisions/040-forms-post-to-the-server.md).
// Every site form is a `<form method="post">` to its own page. Without the page's code (off,
// blocked, failed) the browser posts it as application/x-www-form-urlencoded (or multipart);
// this hands the request to the site's renderer, whose route action reads the fields and sends
// the same JSON request the form's code would, to this app's API in process (`api` below). So
// a posted form meets every guard the JSON request meets (origin, body limit, rate limits,
// validation, honeypot) and the same service: no second copy of a rule. The answer is what the
// action says: on (303, with any cookie the API set, e.g. the session), or the page again with
// the form's messages and what was typed.
import type { FormRequestContext, SiteApiFetch } from '@brightlane/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorMessages } from './http/errors.ts';
import { isCrossSite, mediaTypeOf } from './http/origin-check.ts';
import { setPageScriptHashes } from './http/security-headers.ts';
import type { SiteRenderer, SiteRequestContext } from './site-render.ts';
import { documentScriptHashes, type RenderedPage } from './static.ts';

/** What a browser's form sends: the only bodies a page takes. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/** A page's form body: the site's forms are a few fields of text (a file: `maxBytesByPath`). */
export const FORM_BODY_LIMIT = 64 * 1024;

export interface SiteFormPostsOptions {
  /** The site's renderer: runs the page's route action with the posted request. */
  render: SiteRenderer;
  /** The readers the page's loaders get (site-render.ts). */
  requestContext: SiteRequestContext;
  /** This app: the actions' API requests are answered by it in process. */
  app: InProcessApp;
  /** Origins besides the request's own host allowed to post (dev servers), as for the API. */
  trustedOrigins?: readonly string[];
  /** Largest accepted form body in bytes. Default FORM_BODY_LIMIT. */
  maxBytes?: number;
  /**
   * A larger limit for the pages whose form carries a file, by exact path (e.g. the careers
   * application's CV: the API's own limit for it, so the page takes what the API takes).
   */
  maxBytesByPath?: Readonly<Record<string, number>>;
}

/** The request headers an action's API request carries over from the visitor's post. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'x-forwarded-for', 'accept-language'];

export function siteFormPosts(options: SiteFormPostsOptions): MiddlewareHandler {
  const trusted = new Set((options.trustedOrigins ?? []).map((origin) => origin.toLowerCase()));
  const maxBytes = options.maxBytes ?? FORM_BODY_LIMIT;

  return async (c, next) => {
    const path = c.req.path;
    if (c.req.method !== 'POST' || path === '/api' || path.startsWith('/api/')) return next();

    // The CSRF rule of the API (http/origin-check.ts), with the form types instead of JSON.
    if (isCrossSite(c, trusted)) return c.text(errorMessages.crossOrigin, 403);
    if (!FORM_TYPES.has(mediaTypeOf(c))) return c.text(errorMessages.unsupportedMediaType, 415);
    const limit = Object.hasOwn(options.maxBytesByPath ?? {}, path)
      ? options.maxBytesByPath![path]!
      : maxBytes;
    const declared = Number(c.req.header('content-length') ?? '0');
    if (declared > limit) return tooLarge(c);
    const body = await c.req.arrayBuffer();
    if (body.byteLength > limit) return tooLarge(c);

    const visit = visitorContext(c, options.app, options.requestContext);
    const posted = new Request(c.req.url, {
      method: 'POST',
      headers: { 'content-type': c.req.header('content-type') ?? '' },
      body,
    });
    const rendered = await options.render(path + new URL(c.req.url).search, visit.context, posted);
    visit.setCookies(c);
    return answer(c, rendered);
  };
}

/** The app whose API answers a page's requests in process. */
export interface InProcessApp {
  fetch(request: Request, env?: unknown): Response | Promise<Response>;
}

/** A page's request context for one visitor's request, and what its render did with it. */
export interface VisitorContext {
  /** The server's readers, and `api`: this app's JSON API in process, as this visitor. */
  context: SiteRequestContext & FormRequestContext;
  /** Whether a loader or action asked the API: the page then depends on who asked. */
  readonly askedApi: boolean;
  /** Puts every cookie the API set on the page's answer (a session made or ended). */
  setCookies(c: Context): void;
}

/**
 * The request context of a page rendered for this request (a form posted to it, or a page whose
 * loader reads the visitor's session, e.g. /logout): `base`'s readers plus the in-process API.
 */
export function visitorContext(
  c: Context,
  app: InProcessApp,
  base: SiteRequestContext,
): VisitorContext {
  const cookies: string[] = [];
  const api = inProcessApi(c, app, cookies);
  let askedApi = false;
  return {
    context: {
      ...base,
      api: (path, init) => {
        askedApi = true;
        return api(path, init);
      },
    },
    get askedApi() {
      return askedApi;
    },
    setCookies(target) {
      for (const cookie of cookies) target.header('Set-Cookie', cookie, { append: true });
    },
  };
}

/**
 * The action's `api`: a request to one of this app's /api paths, answered in process with the
 * visitor's address (the same connection), cookie and Origin; the cookies it sets are kept for
 * the page's answer.
 */
function inProcessApi(c: Context, app: InProcessApp, setCookies: string[]): SiteApiFetch {
  const own = new URL(c.req.url);
  return async (path, init) => {
    const url = new URL(path, own);
    if (url.origin !== own.origin || !url.pathname.startsWith('/api/')) {
      throw new Error(`A form action may only call this site's API, not ${path}`);
    }
    const headers = new Headers(init.headers);
    headers.set('origin', own.origin);
    headers.set('sec-fetch-site', 'same-origin');
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) headers.set(name, value);
    }
    const response = await app.fetch(new Request(url, { ...init, headers }), c.env);
    setCookies.push(...response.headers.getSetCookie());
    return response;
  };
}

function tooLarge(c: Context) {
  return c.text('The form is too large to send', 413);
}

function answer(c: Context, rendered: RenderedPage) {
  if (rendered.location) {
    // After a post, always a GET of the next page (303), whatever the action's redirect said.
    return c.redirect(rendered.location, 303);
  }
  // A page rendered in the browser only, or one without an action: nothing takes the post.
  if (rendered.clientOnly || rendered.status === 405) {
    c.header('Allow', 'GET, HEAD');
    return c.text('This page takes no form', 405);
  }
  // The page with the form's verdict: its own inline scripts are allowed, and it is never
  // stored (it holds what this visitor typed).
  setPageScriptHashes(c, documentScriptHashes(rendered.document));
  c.header('Cache-Control', 'no-store');
  return c.html(rendered.document, rendered.status as ContentfulStatusCode);
}
