// The XML sitemap (sitemaps.org 0.9): the one writer for the build's /sitemap.xml
// (site/src/seo/sitemapXml.ts) and the server's, which adds the published blog posts
// (mock-api/src/sitemap.ts). Pure and zod-free, so the site may import it.

/** One address of the sitemap. */
export interface SitemapUrl {
  /** The page's path, e.g. '/about' or '/blog/local-seo'. */
  path: string;
  /** 0.0–1.0, written with one decimal. */
  priority: number;
  /** When the page last changed; written as its UTC day. */
  lastmod: Date;
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The sitemap of the given addresses, absolute under `origin` (e.g. 'https://example.com'). */
export function writeSitemapXml(urls: readonly SitemapUrl[], origin: string): string {
  const base = `${origin.replace(/\/+$/, '')}/`;
  const entries = urls.map(
    ({ path, priority, lastmod }) =>
      `  <url>\n    <loc>${escapeXml(new URL(path, base).href)}</loc>\n    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>\n    <priority>${priority.toFixed(1)}</priority>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}
