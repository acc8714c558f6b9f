import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import type { PublishedPost } from '@brightlane/contract';
import { Link as UiLink } from '@brightlane/ui';
import { brand, defaultSeo, titleWithBrand } from '@brightlane/contract/brand';
import { formatPostDate } from '../../features/blog/api.ts';
import { PostControls } from '../../features/blog/PostControls.tsx';
import { readPublishedPost } from '../../features/blog/postSource.ts';
import * as layout from '../../layouts/SiteLayout.css.ts';
import { JsonLd, type StructuredData } from '../../seo/JsonLd.tsx';
import { absoluteUrl } from '../../seo/siteOrigin.ts';
import * as styles from './blog.css.ts';
import type { MetaSource } from '../../seo/meta.ts';

/** The post page's copy (docs/product/spec.md §2 "Blog screens"); exact strings are asserted by tests. */
export const postCopy = {
  /** docs/product/spec.md §2: shown while a post is missing. */
  loading: 'Loading...',
  back: '← All posts',
  by: 'By',
  updated: 'Updated',
} as const;

export interface PostLoaderData {
  post: PublishedPost;
}

/**
 * Reads the post: on the server (the route is rendered per request, its addresses are not
 * known at build) through the request context, in the browser from the API. An unknown or
 * unpublished slug is a 404, which the route error boundary shows as the not-found page; any
 * other failure is the generic error screen with its reload.
 */
export async function loader({
  params,
  request,
  context,
}: LoaderFunctionArgs): Promise<PostLoaderData> {
  const post = await readPublishedPost(params.slug ?? '', context as unknown, request.signal);
  if (!post) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  return { post };
}

/** While the loader runs on first load (docs/product/spec.md §2: 'Loading...' while a post is missing). */
export function HydrateFallback() {
  return (
    <section className={styles.section} aria-busy="true">
      <div className={layout.container}>
        <p role="status" className={styles.status}>
          {postCopy.loading}
        </p>
      </div>
    </section>
  );
}

/** schema.org Article for search engines (docs/product/decisions.md "Public site": JSON-LD for blog posts). */
export function articleJsonLd(post: PublishedPost): StructuredData {
  const url = absoluteUrl(`/blog/${post.slug}`);
  const organization = {
    '@type': 'Organization',
    name: brand.name,
    url: absoluteUrl('/'),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    // A person's post names that person, whatever they call themselves; only the agency's own
    // posts (no account behind them) name the organisation.
    author:
      post.authorKind === 'organization'
        ? organization
        : { '@type': 'Person', name: post.authorName },
    publisher: { ...organization, logo: absoluteUrl(defaultSeo.image) },
    image: absoluteUrl(defaultSeo.image),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  };
}

/** `/blog/{slug}` — one published post. */
export function Component() {
  const { post } = useLoaderData() as PostLoaderData;
  const updated = formatPostDate(post.updatedAt);
  const published = formatPostDate(post.publishedAt);
  return (
    <section className={styles.section}>
      <div className={layout.container}>
        <article className={styles.article} aria-labelledby="post-title">
          <div className={styles.topRow}>
            <UiLink asChild underline="hover" className={styles.back}>
              <Link to="/blog">{postCopy.back}</Link>
            </UiLink>
            <PostControls postId={post.id} />
          </div>
          <h1 id="post-title" className={styles.postTitle}>
            {post.title}
          </h1>
          <p className={styles.postMeta}>
            <time dateTime={post.publishedAt}>{published}</time>
            <span aria-hidden="true">·</span>
            <span>
              {postCopy.by} {post.authorName}
            </span>
            {updated !== published ? (
              <>
                <span aria-hidden="true">·</span>
                <span>
                  {postCopy.updated} <time dateTime={post.updatedAt}>{updated}</time>
                </span>
              </>
            ) : null}
          </p>
          <div
            className={styles.prose}
            // Sanitised by the API with an allow-list (mock-api/src/services/sanitize-html.ts).
            dangerouslySetInnerHTML={{ __html: post.contentHtml }}
          />
        </article>
        <JsonLd data={articleJsonLd(post)} />
      </div>
    </section>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = ({ data }) => {
  const post = (data as { post?: { title: string; excerpt: string } } | undefined)?.post;
  // No data: still loading, or the not-found page for an unknown slug.
  if (!post) return { title: titleWithBrand('Blog'), noindex: true };
  return { title: titleWithBrand(post.title), description: post.excerpt };
};
