import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FolderPlus } from 'lucide-react';
import {
  Button,
  Card,
  EmptyState,
  Heading,
  Link,
  StatGroup,
  Text,
  visuallyHidden,
} from '@brightlane/ui';
import { fetchDashboard, RECENT_PROJECTS } from './api.ts';
import { dashboardStatsCopy as copy } from './copy.ts';
import { formatCount, formatMoney, formatPercent } from './format.ts';
import { ServedDate } from './ServedDate.tsx';
import { DashboardListCard } from './DashboardListCard.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import type { DashboardPageData } from './dashboardPage.ts';
import { useLoad, useProjectList } from './useProjectList.ts';
import * as styles from './dashboard.css.ts';

/**
 * The dashboard's four tiles (docs/product/spec.md §2; docs/product/decisions.md "Logged-in area": the user's own sums).
 * docs/product/spec.md §8 keeps a failed fetch quiet: one line and 'Try again', never a crash or an alarm.
 */
export function DashboardStats({ served }: { served?: DashboardPageData['summary'] }) {
  const titleId = useId();
  const summary = useLoad(fetchDashboard, served);
  const data = summary.data;
  return (
    <Card asChild className={styles.card}>
      <section aria-labelledby={titleId}>
        <Heading level={2} size="md" id={titleId}>
          {copy.statsTitle}
        </Heading>
        <p className={visuallyHidden} role="status">
          {summary.status === 'loading' ? copy.loading : ''}
        </p>
        {summary.status === 'error' ? (
          <div className={styles.quietError}>
            <Text as="span" variant="muted">
              {copy.loadFailed}
            </Text>
            <Button size="sm" variant="outline" tone="neutral" onClick={summary.retry}>
              {copy.retry}
            </Button>
          </div>
        ) : (
          <StatGroup
            loading={summary.status === 'loading'}
            stats={[
              { label: copy.projects, value: data ? formatCount(data.projects) : '' },
              {
                label: copy.visitors,
                value: data ? (
                  <TileLink to="/analytics">{formatCount(data.visitors)}</TileLink>
                ) : (
                  ''
                ),
              },
              {
                label: copy.storage,
                value: data ? <TileLink to="/storage">{formatPercent(data.storage)}</TileLink> : '',
              },
              { label: copy.revenue, value: data ? formatMoney(data.revenue) : '' },
            ]}
          />
        )}
      </section>
    </Card>
  );
}

/** A tile's figure as the way to its page (/analytics, /storage); the term names it. */
function TileLink({ to, children }: { to: string; children: string }) {
  return (
    <Link asChild underline="hover">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

/**
 * The five projects changed last, each a link to its page; `served`: what the server read for
 * the page it rendered (features/projects/dashboardPage.ts).
 */
export function RecentProjects({ served }: { served?: DashboardPageData['recent'] }) {
  const list = useProjectList(
    { sort: 'updated', page: 1, pageSize: RECENT_PROJECTS },
    served && ('data' in served ? { list: served.data } : { failed: true }),
  );
  const projects = list.data?.projects ?? [];
  return (
    <DashboardListCard
      title={copy.recentTitle}
      action={
        <Link asChild underline="hover">
          <RouterLink to="/projects">{copy.viewAll}</RouterLink>
        </Link>
      }
      status={list.status}
      loadingLabel={copy.recentLoading}
      failedLabel={copy.recentFailed}
      retryLabel={copy.retry}
      onRetry={list.retry}
      empty={
        projects.length === 0 ? (
          <EmptyState
            size="sm"
            headingLevel={3}
            icon={<FolderPlus size={20} />}
            title={copy.recentEmpty}
            description={copy.recentEmptyHint}
            action={
              <Button asChild size="sm">
                <RouterLink to="/projects/new">{copy.createFirst}</RouterLink>
              </Button>
            }
          />
        ) : null
      }
    >
      <ul className={styles.recentList}>
        {projects.map((project) => (
          <li key={project.id} className={styles.recentItem}>
            <Link asChild underline="hover" className={styles.recentName}>
              <RouterLink to={`/projects/${project.id}`}>{project.name}</RouterLink>
            </Link>
            <StatusBadge status={project.status} />
            <Text as="span" size="sm" variant="muted" className={styles.recentWhen}>
              <ServedDate iso={project.updatedAt} label={copy.updated} />
            </Text>
          </li>
        ))}
      </ul>
    </DashboardListCard>
  );
}
