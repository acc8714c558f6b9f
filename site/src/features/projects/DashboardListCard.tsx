import { useId, type ReactNode } from 'react';
import { Button, Card, Heading, Skeleton, Text, visuallyHidden } from '@brightlane/ui';
import * as styles from './dashboard.css.ts';

export interface DashboardListCardProps {
  title: string;
  /** Beside the title once there is something to show, e.g. 'View all'. */
  action?: ReactNode;
  status: 'loading' | 'ready' | 'error';
  /** Announced while loading, e.g. 'Loading your posts…'. */
  loadingLabel: string;
  /** The quiet failure's sentence (docs/product/spec.md §8: no alarm), with `retryLabel` beside it. */
  failedLabel: string;
  retryLabel: string;
  onRetry: () => void;
  /** Text lines drawn while loading. */
  skeletonLines?: number;
  /** Shown when ready with nothing to list (an EmptyState); null when there is a list. */
  empty: ReactNode;
  /** The list, when ready and not empty. */
  children: ReactNode;
}

/**
 * One of the dashboard's lists (recent projects, the user's posts): a titled card that loads on
 * its own, with skeleton lines, a quiet failure and its retry, an empty state or the list.
 */
export function DashboardListCard({
  title,
  action,
  status,
  loadingLabel,
  failedLabel,
  retryLabel,
  onRetry,
  skeletonLines = 3,
  empty,
  children,
}: DashboardListCardProps) {
  const titleId = useId();
  return (
    <Card asChild className={styles.card}>
      <section aria-labelledby={titleId}>
        <div className={styles.cardHeader}>
          <Heading level={2} size="md" id={titleId}>
            {title}
          </Heading>
          {status === 'ready' && !empty ? action : null}
        </div>
        {status === 'loading' ? (
          <div aria-busy="true" className={styles.recentLoading}>
            <span className={visuallyHidden} role="status">
              {loadingLabel}
            </span>
            {Array.from({ length: skeletonLines }, (_, index) => (
              <Skeleton key={index} shape="text" width={`${70 - index * 12}%`} />
            ))}
          </div>
        ) : status === 'error' ? (
          <div className={styles.quietError}>
            <Text as="span" variant="muted">
              {failedLabel}
            </Text>
            <Button size="sm" variant="outline" tone="neutral" onClick={onRetry}>
              {retryLabel}
            </Button>
          </div>
        ) : (
          (empty ?? children)
        )}
      </section>
    </Card>
  );
}
