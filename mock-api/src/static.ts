// Serves the built site (site/dist) on the same origin as the API (docs/architecture.md):
//  - real files, with precompressed .br/.gz siblings when the build wrote them;
//  - hashed files under /assets/ cached for a year (their names change when they do);
//  - HTML and the service worker revalidated on every load, so a deploy shows up at once;
//  - a page path: its pre-rendered HTML if there is one; a server-rendered route (the blog list,
//    a post) rendered now, with a CSP for its own inline scripts; the SPA shell for client routes;
//    else the not-found page with status 404;
//  - /sitemap.xml written per request when the app gives a writer (it lists the blog posts).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { setPageScriptHashes } from './http/security-headers.ts';

/** A page rendered at request time: the site's renderPage answer (site/src/entry-server.tsx). */
export interface RenderedPage {
  /** The site router's status: 404 when the loader found nothing (an unknown blog slug). */
  status: number;
  /** The whole HTML document ('' for a redirect). */
  document: string;
  /** Where a loader's redirect sends the visitor (with a 3xx `status`). */
  location?: string;
  /** A page the browser renders (e.g. a guarded one): the answer is the SPA shell. */
  clientOnly?: boolean;
  /**
   * Rendered with the visitor's session (a loader asked the API as them): a shared cache must
   * never keep it.
   */
  personal?: boolean;
}

type PathMatcher = ((path: string) => boolean) | readonly (string | RegExp)[];

export interface SiteOptions {
  /** The built site; nothing is served when it does not exist. */
  siteDir: string;
  /**
   * Paths the client router renders without a pre-rendered file (account pages, dynamic
   * routes): they get the SPA shell with 200. Anything else without a file gets 404.
   * Default: every path (a plain SPA).
   */
  isAppRoute?: PathMatcher;
  /**
   * Paths rendered at request time by `renderPage` (routes.json `server`: /blog, /blog/:slug).
   * Without a renderer they fall back to the SPA shell (isAppRoute), where the browser renders them.
   */
  isServerRoute?: PathMatcher;
  /** Renders a server route's address with its query (the site's renderPage with the request context). */
  renderPage?: (path: string, c: Context) => Promise<RenderedPage>;
  /** Writes /sitemap.xml for this request; without it the built dist/sitemap.xml is served. */
  sitemapXml?: () => Promise<string>;
  /** The SPA shell, relative to siteDir. Default 'index.html'. */
  shell?: string;
  /** The not-found page, relative to siteDir. Default '404.html' (falls back to the shell). */
  notFoundPage?: string;
}

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'no-cache';
/** A page rendered with the visitor's session: theirs alone, and never stored. */
export const CACHE_PERSONAL = 'private, no-store';
export const CACHE_SHORT = 'public, max-age=3600';

export function siteExists(siteDir: string | undefined): siteDir is string {
  return siteDir !== undefined && existsSync(join(siteDir, 'index.html'));
}

function toMatcher(
  isAppRoute: PathMatcher | undefined,
  fallback = true,
): (path: string) => boolean {
  if (isAppRoute === undefined) return () => fallback;
  if (typeof isAppRoute === 'function') return isAppRoute;
  return (path) =>
    isAppRoute.some((rule) => (typeof rule === 'string' ? rule === path : rule.test(path)));
}

// By URL path, so it also covers a directory's index.html and precompressed variants.
function cacheControlFor(path: string, contentType: string | null): string {
  if (path.startsWith('/assets/')) return CACHE_IMMUTABLE;
  if (contentType?.startsWith('text/html') || path === '/sw.js') return CACHE_REVALIDATE;
  return CACHE_SHORT;
}

/** A file inside root for a URL path, or undefined (missing, a directory, or escaping root). */
function fileInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const file = resolve(root, `.${decoded}`);
  if (!file.startsWith(root + sep)) return undefined;
  try {
    return statSync(file).isFile() ? file : undefined;
  } catch {
    return undefined;
  }
}

/**
 * sha256 CSP sources ('sha256-…') of the inline executable scripts in every HTML file of the
 * built site: the theme script in <head>, and per-page scripts a pre-render may add (router
 * hydration data). The site is built before the server starts, so once at start is enough.
 */
export function inlineScriptHashes(siteDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(siteDir)) addInlineScriptHashes(readFileSync(file, 'utf8'), hashes);
  return [...hashes];
}

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The sha256 CSP sources of one document's inline executable scripts, in document order. */
export function documentScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  addInlineScriptHashes(html, hashes);
  return [...hashes];
}

function addInlineScriptHashes(html: string, hashes: Set<string>): void {
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || body.length === 0) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON-LD) are not executed, so CSP does not apply to them.
    if (type && type !== 'module' && !type.includes('javascript')) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
}

export function serveSite(options: SiteOptions): MiddlewareHandler {
  const root = resolve(options.siteDir);
  const shell = join(root, options.shell ?? 'index.html');
  const notFoundPage = join(root, options.notFoundPage ?? '404.html');
  const isAppRoute = toMatcher(options.isAppRoute);
  const isServerRoute = toMatcher(options.isServerRoute, false);
  const { renderPage, sitemapXml } = options;

  const files = serveStatic({ root, precompressed: true });
  const notFoundOrShell = () => (existsSync(notFoundPage) ? notFoundPage : shell);

  const sendHtml = async (c: Context, file: string, status: 200 | 404) => {
    c.header('Cache-Control', CACHE_REVALIDATE);
    return c.html(await readFile(file, 'utf8'), status);
  };

  return async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();

    if (path === '/sitemap.xml' && sitemapXml) {
      c.header('Cache-Control', CACHE_REVALIDATE);
      c.header('Content-Type', 'application/xml; charset=utf-8');
      return c.body(await sitemapXml(), 200);
    }

    const served = await files(c, async () => {});
    if (served) {
      served.headers.set(
        'Cache-Control',
        cacheControlFor(path, served.headers.get('content-type')),
      );
      return served;
    }
    // A missing hashed asset gets a plain 404: a stale client must not parse HTML as JS.
    if (path.startsWith('/assets/')) return c.text('Not found', 404);

    const lastSegment = path.slice(path.lastIndexOf('/') + 1);
    const looksLikeFile = lastSegment.includes('.');
    if (!looksLikeFile) {
      const trimmed = path.replace(/\/+$/, '');
      const page = fileInside(root, `${trimmed}.html`) ?? fileInside(root, `${trimmed}/index.html`);
      if (page) return sendHtml(c, page, 200);
      if (renderPage && isServerRoute(path)) {
        // With the query: the loaders read it (/blog?page=2).
        const rendered = await renderPage(path + new URL(c.req.url).search, c);
        if (rendered.clientOnly) return sendHtml(c, shell, 200);
        // Unknown or unpublished: the same not-found page (and status) as any unknown address.
        if (rendered.status === 404) return sendHtml(c, notFoundOrShell(), 404);
        if (rendered.location) {
          return c.redirect(rendered.location, rendered.status as 301 | 302 | 303 | 307 | 308);
        }
        // This document's own inline scripts (hydration data, loader): its CSP allows exactly them.
        setPageScriptHashes(c, documentScriptHashes(rendered.document));
        c.header('Cache-Control', rendered.personal ? CACHE_PERSONAL : CACHE_REVALIDATE);
        return c.html(rendered.document, rendered.status as ContentfulStatusCode);
      }
      if (isAppRoute(path)) return sendHtml(c, shell, 200);
    }
    return sendHtml(c, notFoundOrShell(), 404);
  };
}
