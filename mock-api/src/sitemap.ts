// /sitemap.xml per request: the build's pages with one address (routes.json `sitemap`: the
// pre-rendered pages and the blog list) plus the addresses of the server-rendered routes with
// params, i.e. every published blog post. The XML is written by the contract's writer, the
// one the build uses for its static copy.
import { writeSitemapXml, type SitemapUrl } from '@brightlane/contract';
import type { BlogService } from './services/blog.ts';
import type { ServerRoute, SitemapEntry } from './site-manifest.ts';

/** The site's route for one post (site/src/routes.tsx). */
export const BLOG_POST_PATTERN = '/blog/:slug';
/** The site's list of posts, rendered per request: it changes when a post does. */
export const BLOG_LIST_PATH = '/blog';

export interface SitemapSources {
  /** The build's entries: pages with one address and their priorities. */
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
  const posts = (await sources.blog.listPublishedAddresses()).map((post) => ({
    slug: post.slug,
    changedAt: post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
  }));
  // The list shows every post's title and excerpt: it last changed with the build or a post.
  const listChangedAt = posts.reduce(
    (latest, post) => (post.changedAt > latest ? post.changedAt : latest),
    sources.builtAt,
  );
  const urls: SitemapUrl[] = sources.entries.map(({ path, priority }) => ({
    path,
    priority,
    lastmod: path === BLOG_LIST_PATH ? listChangedAt : sources.builtAt,
  }));
  const postPriority = sources.serverRoutes.find(
    (route) => route.pattern === BLOG_POST_PATTERN,
  )?.sitemapPriority;
  if (postPriority !== undefined && postPriority !== null) {
    for (const post of posts) {
      urls.push({
        path: `/blog/${encodeURIComponent(post.slug)}`,
        priority: postPriority,
        lastmod: post.changedAt,
      });
    }
  }
  return writeSitemapXml(urls, sources.origin);
}
