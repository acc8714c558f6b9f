import { useEffect, useState } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router-dom';
import type { PublishedPostList } from '@brightlane/contract';
import { Banner, Button, Card, CardTitle, EmptyState, Skeleton } from '@brightlane/ui';
import { BLOG_LIST_PAGE_SIZE, fetchPosts, formatPostDate } from '../../features/blog/api.ts';
import { PageHeader } from '../../features/marketing/PageHeader.tsx';
import * as layout from '../../layouts/SiteLayout.css.ts';
import * as styles from './blog.css.ts';

/** The blog list's copy (SPEC.md §2 "Blog screens"); exact strings are asserted by tests. */
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

type Result = { key: string; list: PublishedPostList } | { key: string; failed: true };

/**
 * `/blog` — pre-rendered with its heading and description; the posts load in the browser.
 * Not a route loader: the pre-render has no API to call, and a loader would run at build
 * time. The first render (pre-render and hydration alike) is the loading state, so the
 * hydrated HTML matches; the fetch starts after hydration.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const [attempt, setAttempt] = useState(0);
  const key = `${page}:${attempt}`;
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchPosts({ page, pageSize: BLOG_LIST_PAGE_SIZE }, controller.signal).then(
      (list) => setResult({ key, list }),
      () => {
        if (!controller.signal.aborted) setResult({ key, failed: true });
      },
    );
    return () => controller.abort();
  }, [key, page]);

  // A result for another page or an earlier attempt is stale: show the loading state instead.
  const current = result?.key === key ? result : null;

  return (
    <>
      <PageHeader title={blogCopy.title} lead={blogCopy.lead} />
      <section
        className={styles.section}
        aria-label={blogCopy.postsLabel}
        aria-busy={current === null}
      >
        <div className={layout.container}>
          {current === null ? (
            <Loading />
          ) : 'failed' in current ? (
            <Banner
              tone="critical"
              title={blogCopy.errorTitle}
              action={
                <Button size="sm" tone="critical" onClick={() => setAttempt((n) => n + 1)}>
                  {blogCopy.retry}
                </Button>
              }
            >
              {blogCopy.errorText}
            </Banner>
          ) : (
            <PostList list={current.list} />
          )}
        </div>
      </section>
    </>
  );
}

function Loading() {
  return (
    <>
      <p role="status" className={styles.status}>
        {blogCopy.loading}
      </p>
      <ul className={styles.list} aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className={styles.skeletonCard}>
            <Skeleton width="40%" />
            <Skeleton shape="block" height="1.75rem" />
            <Skeleton lines={3} />
          </li>
        ))}
      </ul>
    </>
  );
}

function PostList({ list }: { list: PublishedPostList }) {
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
          <span>{blogCopy.pageOf(list.page, pages)}</span>
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
