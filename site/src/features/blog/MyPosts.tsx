import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PenLine } from 'lucide-react';
import type { BlogPostStatus } from '@brightlane/contract';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Heading,
  Link,
  Skeleton,
  Text,
  visuallyHidden,
} from '@brightlane/ui';
import { formatDate } from '../projects/format.ts';
import { useLoad } from '../projects/useProjectList.ts';
import { fetchMyPosts } from './authoringApi.ts';
import { myPostsCopy as copy, postStatusLabels } from './authoringCopy.ts';
import * as styles from '../projects/dashboard.css.ts';

const tones: Record<BlogPostStatus, 'neutral' | 'positive'> = {
  draft: 'neutral',
  published: 'positive',
};

/**
 * The dashboard's 'Your Posts' (GET /api/blog/mine): every draft and post of the user, the last
 * changed first, each opening its editor. Where an author finds a draft again. A failure is
 * quiet, as the dashboard's other parts (SPEC.md §8).
 */
export function MyPosts() {
  const titleId = useId();
  const list = useLoad(fetchMyPosts);
  const posts = list.data ?? [];
  return (
    <Card asChild className={styles.card}>
      <section aria-labelledby={titleId}>
        <div className={styles.cardHeader}>
          <Heading level={2} size="md" id={titleId}>
            {copy.title}
          </Heading>
        </div>
        {list.status === 'loading' ? (
          <div aria-busy="true" className={styles.recentLoading}>
            <span className={visuallyHidden} role="status">
              {copy.loading}
            </span>
            {Array.from({ length: 2 }, (_, index) => (
              <Skeleton key={index} shape="text" width={`${70 - index * 12}%`} />
            ))}
          </div>
        ) : list.status === 'error' ? (
          <div className={styles.quietError}>
            <Text as="span" tone="muted">
              {copy.loadFailed}
            </Text>
            <Button size="sm" variant="outline" tone="neutral" onClick={list.retry}>
              {copy.retry}
            </Button>
          </div>
        ) : posts.length === 0 ? (
          <EmptyState
            size="sm"
            headingLevel={3}
            icon={<PenLine size={20} />}
            title={copy.empty}
            description={copy.emptyHint}
            action={
              <Button asChild size="sm">
                <RouterLink to="/blog/create">{copy.write}</RouterLink>
              </Button>
            }
          />
        ) : (
          <ul className={styles.recentList} aria-label={copy.caption}>
            {posts.map((post) => (
              <li key={post.id} className={styles.recentItem}>
                <Link asChild underline="hover" className={styles.recentName}>
                  <RouterLink to={`/blog/edit/${post.id}`} aria-label={copy.edit(post.title)}>
                    {post.title}
                  </RouterLink>
                </Link>
                <Badge tone={tones[post.status]}>{postStatusLabels[post.status]}</Badge>
                <Text as="span" size="sm" tone="muted" className={styles.recentWhen}>
                  <time dateTime={post.updatedAt}>{copy.updated(formatDate(post.updatedAt))}</time>
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
