// /sitemap.xml and /robots.txt, written by the pre-render from the route table (DECISIONS.md
// "Public site"): one source for the pages, their priorities (SPEC.md §9) and the origin.
import type { SitemapEntry } from '../routing/routeManifest.ts';
import { absoluteUrl } from './siteOrigin.ts';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The XML sitemap (sitemaps.org 0.9) of the given pages; `lastmod` is the build date. */
export function sitemapXml(
  entries: readonly SitemapEntry[],
  origin: string,
  lastmod: Date,
): string {
  const day = lastmod.toISOString().slice(0, 10);
  const urls = entries.map(
    ({ path, priority }) =>
      `  <url>\n    <loc>${escapeXml(absoluteUrl(path, origin))}</loc>\n    <lastmod>${day}</lastmod>\n    <priority>${priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
