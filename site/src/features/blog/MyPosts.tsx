import { Link as RouterLink } from 'react-router-dom';
import { PenLine } from 'lucide-react';
import type { BlogPostStatus, BlogPostSummary } from '@brightlane/contract';
import { Badge, Button, EmptyState, Link, Text } from '@brightlane/ui';
import { DashboardListCard } from '../projects/DashboardListCard.tsx';
import { ServedDate } from '../projects/ServedDate.tsx';
import { type ServedLoad, useLoad } from '../projects/useProjectList.ts';
import { fetchMyPosts, fetchMyPostsAndReview } from './authoringApi.ts';
import { myPostsCopy as copy, postStatusLabels } from './authoringCopy.ts';
import * as styles from '../projects/dashboard.css.ts';

const tones: Record<BlogPostStatus, 'neutral' | 'info' | 'positive'> = {
  draft: 'neutral',
  submitted: 'info',
  published: 'positive',
};

/**
 * The dashboard's 'Your Posts' (GET /api/blog/mine): every draft and post of the user, the last
 * changed first, each opening its editor. Where an author finds a draft again. Staff also see
 * the posts members submitted for review, and publish them from their editor. A failure is
 * quiet, as the dashboard's other parts (docs/product/spec.md §8). `served`: what the server
 * read for the page it rendered (features/projects/dashboardPage.ts).
 */
export function MyPosts({
  staff: isStaff,
  served,
}: {
  staff: boolean;
  served?: ServedLoad<BlogPostSummary[]>;
}) {
  const list = useLoad(isStaff ? fetchMyPostsAndReview : fetchMyPosts, served);
  const posts = list.data ?? [];
  return (
    <DashboardListCard
      title={copy.title}
      status={list.status}
      loadingLabel={copy.loading}
      failedLabel={copy.loadFailed}
      retryLabel={copy.retry}
      onRetry={list.retry}
      skeletonLines={2}
      empty={
        posts.length === 0 ? (
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
        ) : null
      }
    >
      <ul className={styles.recentList} aria-label={isStaff ? copy.staffCaption : copy.caption}>
        {posts.map((post) => (
          <li key={post.id} className={styles.recentItem}>
            <Link asChild underline="hover" className={styles.recentName}>
              <RouterLink to={`/blog/edit/${post.id}`} aria-label={copy.edit(post.title)}>
                {post.title}
              </RouterLink>
            </Link>
            <Badge tone={tones[post.status]}>{postStatusLabels[post.status]}</Badge>
            <Text as="span" size="sm" variant="muted" className={styles.recentWhen}>
              <ServedDate iso={post.updatedAt} label={copy.updated} />
            </Text>
          </li>
        ))}
      </ul>
    </DashboardListCard>
  );
}
