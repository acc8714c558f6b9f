// /sitemap.xml per request: the build's pre-rendered pages (routes.json `sitemap`) plus the
// addresses of the server-rendered routes, i.e. every published blog post. The XML is written
// by the contract's writer, the one the build uses for its static copy.
import { writeSitemapXml, type SitemapUrl } from '@brightlane/contract';
import type { BlogService } from './services/blog.ts';
import type { ServerRoute, SitemapEntry } from './site-manifest.ts';

/** The site's route for one post (site/src/routes.tsx). */
export const BLOG_POST_PATTERN = '/blog/:slug';

export interface SitemapSources {
  /** The build's entries: pre-rendered pages and their priorities. */
  entries: readonly SitemapEntry[];
  /** Server-rendered patterns and their priorities (routes.json `server`). */
  serverRoutes: readonly ServerRoute[];
  /** The public origin of the absolute URLs. */
  origin: string;
  blog: Pick<BlogService, 'listPublishedAddresses'>;
  /** `lastmod` of the pre-rendered pages: when the site was built (they change with a build). */
  builtAt: Date;
}

export async function siteSitemapXml(sources: SitemapSources): Promise<string> {
  const urls: SitemapUrl[] = sources.entries.map(({ path, priority }) => ({
    path,
    priority,
    lastmod: sources.builtAt,
  }));
  const postPriority = sources.serverRoutes.find(
    (route) => route.pattern === BLOG_POST_PATTERN,
  )?.sitemapPriority;
  if (postPriority !== undefined && postPriority !== null) {
    for (const post of await sources.blog.listPublishedAddresses()) {
      urls.push({
        path: `/blog/${encodeURIComponent(post.slug)}`,
        priority: postPriority,
        lastmod: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
      });
    }
  }
  return writeSitemapXml(urls, sources.origin);
}
