// /sitemap.xml and /robots.txt, written by the pre-render from the route table (docs/product/decisions.md
// "Public site"): one source for the pages, their priorities (docs/product/spec.md §9) and the origin. The
// server answers /sitemap.xml itself, from the same entries (routes.json) plus the blog posts.
import { writeSitemapXml } from '@brightlane/contract';
import type { SitemapEntry } from '../routing/routeManifest.ts';
import { absoluteUrl } from './siteOrigin.ts';

/**
 * The XML sitemap of the given pages with the build date as `lastmod`. The XML itself is
 * written by the contract's writer, which the server also uses for its /sitemap.xml with the
 * published blog posts (docs/decisions/007-blog-post-server-rendering.md).
 */
export function sitemapXml(
  entries: readonly SitemapEntry[],
  origin: string,
  lastmod: Date,
): string {
  return writeSitemapXml(
    entries.map(({ path, priority }) => ({ path, priority, lastmod })),
    origin,
  );
}

/** robots.txt: every page may be crawled, the API is not a page, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    '# Brightlane Digital. Every public page may be crawled; the API is not a page.',
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml', origin)}`,
    '',
  ].join('\n');
}
