// Request-time rendering of the site's server routes (the blog list and posts), with the
// same function the build's pre-render uses: `renderPage` from site/dist-ssr/entry-server.js
// (site/src/entry-server.tsx). The server only reads the site's build output; the site never
// imports the server. Loaders read data through the site router's request context, which the
// server fills with readers over its services (docs/decisions/007-blog-post-server-rendering.md).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  blogListQuerySchema,
  type BlogListQuery,
  type PublishedPost,
  type PublishedPostList,
} from '@brightlane/contract';
import type { Logger } from './logger.ts';
import type { BlogService } from './services/blog.ts';
import type { RenderedPage } from './static.ts';

/**
 * The request context the site's loaders read (site/src/features/blog/postSource.ts names
 * the same shape): the server's own readers, so a loader in Node never fetches /api.
 */
export interface SiteRequestContext {
  blog: {
    /** The published post with this slug, as GET /api/blog/posts/by-slug/{slug} answers it. */
    publishedPostBySlug(slug: string): Promise<PublishedPost | null>;
    /** One page of published posts, newest first, as GET /api/blog/posts answers it. */
    publishedPosts(query: BlogListQuery): Promise<PublishedPostList>;
  };
}

/**
 * Renders one address with the request context: the site's renderPage, or a test's fake. With
 * `request`, a form posted to the address: its route action runs first (site-forms.ts), with
 * the context's `api`.
 */
export type SiteRenderer = (
  path: string,
  context: SiteRequestContext,
  request?: Request,
) => Promise<RenderedPage>;

/**
 * The readers over the blog service. A failed read is logged here: the page's loader turns it
 * into the page's error state (the blog list answers 503 with its error banner), so it never
 * reaches the app's error handler.
 */
export function siteRequestContext(blog: BlogService, logger?: Logger): SiteRequestContext {
  const logged = async <T>(what: string, read: () => Promise<T>): Promise<T> => {
    try {
      return await read();
    } catch (error) {
      logger?.error(`Reading ${what} for a server-rendered page failed:`, error);
      throw error;
    }
  };
  return {
    blog: {
      publishedPostBySlug: (slug) =>
        logged('a blog post', async () => (await blog.publishedBySlug(slug)) ?? null),
      // The API's own bounds (page from 1, at most BLOG_PAGE_SIZE_MAX a page), as for ?page=.
      publishedPosts: (query) =>
        logged('the blog posts', () => blog.listPublished(blogListQuerySchema.parse(query))),
    },
  };
}

/** What site/dist-ssr/entry-server.js exports that the server uses. */
interface EntryServer {
  renderPage(
    path: string,
    template: string,
    manifest: unknown,
    readAsset: (file: string) => string,
    options: { requestContext?: unknown; request?: Request },
  ): Promise<RenderedPage>;
  siteOrigin: string;
}

export interface LoadedSiteRenderer {
  render: SiteRenderer;
  /** The public origin the site was built for (SITE_URL), for the sitemap's absolute URLs. */
  origin: string;
}

/** The SSR build beside the client build: <repo>/site/dist → <repo>/site/dist-ssr. */
export function ssrDirFor(siteDir: string): string {
  return resolve(siteDir, '..', 'dist-ssr');
}

/**
 * Loads the built renderer, its HTML template and Vite's client manifest (all written by
 * `npm run build`, see site/scripts/prerender.mjs), or undefined when the site was built
 * without them: its server routes then get the SPA shell and render in the browser.
 */
export async function loadSiteRenderer(
  siteDir: string,
  ssrDir = ssrDirFor(siteDir),
): Promise<LoadedSiteRenderer | undefined> {
  const entry = join(ssrDir, 'entry-server.js');
  const templateFile = join(ssrDir, 'template.html');
  const manifestFile = join(ssrDir, 'client-manifest.json');
  if (![entry, templateFile, manifestFile].every((file) => existsSync(file))) return undefined;

  const server = (await import(pathToFileURL(entry).href)) as EntryServer;
  const template = readFileSync(templateFile, 'utf8');
  const manifest: unknown = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // As the pre-render reads them: built files by their path under dist. The build does not
  // change under a running server, so each file is read once.
  const assets = new Map<string, string>();
  const readAsset = (file: string) => {
    let text = assets.get(file);
    if (text === undefined) {
      text = readFileSync(join(siteDir, file), 'utf8');
      assets.set(file, text);
    }
    return text;
  };
  return {
    origin: server.siteOrigin,
    render: (path, context, request) =>
      server.renderPage(path, template, manifest, readAsset, { requestContext: context, request }),
  };
}
