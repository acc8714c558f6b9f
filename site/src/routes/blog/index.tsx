import {
  data,
  Link,
  useLoaderData,
  useNavigation,
  useRevalidator,
  type LoaderFunctionArgs,
} from 'react-router-dom';
import type { PublishedPostList } from '@brightlane/contract';
import { Banner, Button, Card, CardTitle, EmptyState } from '@brightlane/ui';
import { BLOG_LIST_PAGE_SIZE, formatPostDate } from '../../features/blog/api.ts';
import { readPublishedPosts } from '../../features/blog/postSource.ts';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './blog.css.ts';
import { titleWithBrand } from '@brightlane/contract/brand';
import type { MetaSource } from '../../seo/meta.ts';

/** The blog list's copy (docs/product/spec.md §2 "Blog screens"); exact strings are asserted by tests. */
export const blogCopy = {
  title: 'Blog',
  lead: 'Practical advice on web design, development, e-commerce, SEO and the cloud from the Brightlane Digital team.',
  postsLabel: 'Posts',
  loading: 'Loading...',
  emptyTitle: 'No posts yet',
  emptyText:
    "We're writing our first articles. Check back soon, or tell us what you'd like us to write about.",
  emptyAction: 'Contact Us',
  pageEmptyTitle: 'No posts on this page',
  firstPage: 'Back to the latest posts',
  errorTitle: "We couldn't load the posts.",
  errorText: 'Please check your connection and try again.',
  retry: 'Try again',
  by: 'By',
  pagination: 'Blog pages',
  newer: 'Newer posts',
  older: 'Older posts',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

/** '?page=3' → 3; anything else is the first page. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

const pageHref = (page: number) => (page <= 1 ? '/blog' : `/blog?page=${page}`);

/** The list, or that it could not be read (the page shows its error banner with a retry). */
export type BlogListLoaderData = { list: PublishedPostList } | { failed: true };

/**
 * Reads one page of posts: on the server (the page is rendered per request, so the posts are
 * in its HTML) through the request context, in the browser (a later visit, ?page=…) from the
 * API. A failed read is data, not a thrown error: the page keeps its heading and shows the
 * error banner with its retry; the server answers it with 503.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const page = pageFrom(new URL(request.url).searchParams.get('page'));
  try {
    const list = await readPublishedPosts(
      { page, pageSize: BLOG_LIST_PAGE_SIZE },
      context as unknown,
      request.signal,
    );
    return { list } satisfies BlogListLoaderData;
  } catch (error) {
    // A navigation that was superseded: the router drops its answer anyway.
    if (request.signal.aborted) throw error;
    return data({ failed: true } satisfies BlogListLoaderData, { status: 503 });
  }
}

/**
 * `/blog` — rendered by the server per request with the posts of the page asked for
 * (docs/decisions/007-blog-post-server-rendering.md); in the browser, another page's posts
 * come from the loader while the current ones stay.
 */
export function Component() {
  const result = useLoaderData() as BlogListLoaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // Another page of the list is loading (a pager link): the current one stays until it arrives.
  const paging = navigation.state === 'loading' && navigation.location.pathname === '/blog';
  const retrying = revalidator.state === 'loading';

  return (
    <>
      <PageHeader title={blogCopy.title} lead={blogCopy.lead} />
      <section
        className={styles.section}
        aria-label={blogCopy.postsLabel}
        aria-busy={paging || retrying}
      >
        <div className={layout.container}>
          {'failed' in result ? (
            <Banner
              tone="critical"
              title={blogCopy.errorTitle}
              action={
                <Button
                  size="sm"
                  tone="critical"
                  loading={retrying}
                  onClick={() => void revalidator.revalidate()}
                >
                  {blogCopy.retry}
                </Button>
              }
            >
              {blogCopy.errorText}
            </Banner>
          ) : (
            <PostList list={result.list} paging={paging} />
          )}
        </div>
      </section>
    </>
  );
}

function PostList({ list, paging }: { list: PublishedPostList; paging: boolean }) {
  const navigation = useNavigation();
  // A post's data loads before its page shows: say so on the card that was chosen.
  const opening = navigation.state === 'loading' ? navigation.location.pathname : null;
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));

  if (list.total === 0) {
    return (
      <EmptyState
        headingLevel={2}
        bordered
        title={blogCopy.emptyTitle}
        description={blogCopy.emptyText}
        action={
          <Button asChild variant="outline" tone="neutral">
            <Link to="/contact">{blogCopy.emptyAction}</Link>
          </Button>
        }
      />
    );
  }
  if (list.posts.length === 0) {
    return (
      <EmptyState
        headingLevel={2}
        bordered
        title={blogCopy.pageEmptyTitle}
        action={
          <Button asChild variant="outline" tone="neutral">
            <Link to="/blog">{blogCopy.firstPage}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <>
      <ul className={styles.list}>
        {list.posts.map((post) => {
          const href = `/blog/${post.slug}`;
          return (
            <li key={post.id} className={styles.item}>
              <Card variant="elevated" className={styles.card}>
                <p className={styles.meta}>
                  <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                  <span aria-hidden="true">·</span>
                  <span>
                    {blogCopy.by} {post.authorName}
                  </span>
                </p>
                <CardTitle level={2}>
                  <Link to={href} className={styles.cardLink}>
                    {post.title}
                  </Link>
                </CardTitle>
                <p className={styles.excerpt}>{post.excerpt}</p>
                {opening === href ? (
                  <p role="status" className={styles.pending}>
                    {blogCopy.loading}
                  </p>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={blogCopy.pagination}>
          {list.page > 1 ? <Link to={pageHref(list.page - 1)}>{blogCopy.newer}</Link> : <span />}
          <span role="status">{paging ? blogCopy.loading : blogCopy.pageOf(list.page, pages)}</span>
          {list.page < pages ? (
            <Link to={pageHref(list.page + 1)}>{blogCopy.older}</Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}

/** This page's head (routing/page.ts: it loads with the page, not with the route table). */
export const meta: MetaSource = {
  title: titleWithBrand('Blog'),
  description:
    'Articles from Brightlane Digital on web design, development, e-commerce, SEO and the cloud.',
};
