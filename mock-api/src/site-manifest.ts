// The site build writes dist/routes.json (site/scripts/prerender.mjs): every page pattern of
// the route table, the SPA shell and the not-found page. Reading it lets the server answer a
// path no route owns with a real 404 instead of the shell, render the server routes (blog
// posts) at request time, and write /sitemap.xml from the build's entries plus the posts.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { SiteOptions } from './static.ts';

/** A server-rendered pattern and the sitemap priority of its addresses (null: not listed). */
const serverRouteSchema = z.object({
  pattern: z.string().startsWith('/'),
  sitemapPriority: z.number().min(0).max(1).nullable(),
});
export type ServerRoute = z.infer<typeof serverRouteSchema>;

/** An address of the build's sitemap and its priority. */
const sitemapEntrySchema = z.object({
  path: z.string().startsWith('/'),
  priority: z.number().min(0).max(1),
});
export type SitemapEntry = z.infer<typeof sitemapEntrySchema>;

const manifestSchema = z.object({
  /** Route-table patterns (site/src/routes.tsx): '/', '/blog/:slug', '/:username/:page', '/files/*'. */
  patterns: z.array(z.string().startsWith('/')),
  /** First segments the site's own pages use: a leading parameter never matches them. */
  reserved: z.array(z.string().min(1)).optional(),
  /** Patterns the server renders at request time, with their addresses' sitemap priority. */
  server: z.array(serverRouteSchema).optional(),
  /**
   * The build's addresses in /sitemap.xml (pre-rendered pages and server routes without
   * parameters), with their priorities.
   */
  sitemap: z.array(sitemapEntrySchema).optional(),
  shell: z.string().min(1).optional(),
  notFound: z.string().min(1).optional(),
});

export const SITE_MANIFEST = 'routes.json';

// A route-table pattern as a regular expression: ':name' is one segment, ':name?' and
// 'static?' an optional one, '*' the rest. Matching ignores case and a trailing slash, as
// React Router (the site's router) does.
export function routePatternToRegExp(pattern: string, reserved: readonly string[] = []): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // '/:username/:page' must not claim '/services/unknown': the site owns 'services'.
  if (segments[0]?.startsWith(':') && reserved.length) {
    source += `(?!/(?:${reserved.map(escape).join('|')})(?:/|$))`;
  }
  for (const segment of segments) {
    if (segment === '*') {
      source += '(?:/.*)?';
      continue;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const part = name.startsWith(':') ? '/[^/]+' : `/${escape(name)}`;
    source += optional ? `(?:${part})?` : part;
  }
  return new RegExp(`^${source}/?$`, 'i');
}

export type SiteManifestOptions = Pick<
  SiteOptions,
  'isAppRoute' | 'isServerRoute' | 'shell' | 'notFoundPage'
> & {
  /** The build's sitemap entries; the server adds the addresses of the server routes. */
  sitemap?: SitemapEntry[];
  serverRoutes?: ServerRoute[];
  /** When the build wrote routes.json: the `lastmod` of the build's addresses. */
  builtAt?: Date;
};

/** Site options from <siteDir>/routes.json, or {} when there is none (a plain SPA). */
export function loadSiteManifest(siteDir: string): SiteManifestOptions {
  const file = join(siteDir, SITE_MANIFEST);
  if (!existsSync(file)) return {};
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file} is not a valid site manifest: ${parsed.error.message}`);
  }
  const { patterns, shell, notFound, reserved = [], server, sitemap } = parsed.data;
  return {
    isAppRoute: patterns.map((pattern) => routePatternToRegExp(pattern, reserved)),
    ...(server
      ? {
          isServerRoute: server.map(({ pattern }) => routePatternToRegExp(pattern, reserved)),
          serverRoutes: server,
        }
      : {}),
    ...(sitemap ? { sitemap, builtAt: statSync(file).mtime } : {}),
    ...(shell ? { shell } : {}),
    ...(notFound ? { notFoundPage: notFound } : {}),
  };
}
