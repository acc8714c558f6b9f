import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FolderPlus } from 'lucide-react';
import { analyticsPeriods, type Analytics, type AnalyticsPeriod } from '@brightlane/contract';
import { Button, Card, EmptyState, Heading, StatGroup, Text } from '@brightlane/ui';
// The chart's own entry: Recharts comes with this page's chunk only (packages/ui LineChart).
import { LineChart, type LineChartSeries } from '@brightlane/ui/line-chart';
import { formatCount } from '../projects/format.ts';
import { fetchAnalytics } from './api.ts';
import { analyticsCopy as copy } from './copy.ts';
import { formatChange, formatDay, periodSearch } from './format.ts';
import { QuietError } from './QuietError.tsx';
import { useLoaded } from './useLoaded.ts';
import * as styles from './memberArea.css.ts';

/** The period links: each a link to its own address, the chosen one marked current. */
export function PeriodChoice({ days }: { days: AnalyticsPeriod }) {
  const labelId = useId();
  return (
    <nav aria-labelledby={labelId} className={styles.periodGroup}>
      <Text as="span" size="sm" variant="muted" id={labelId}>
        {copy.period}
      </Text>
      <ul className={styles.periods}>
        {analyticsPeriods.map((option) => (
          <li key={option}>
            <Button
              asChild
              size="sm"
              {...(option === days
                ? {}
                : { variant: 'outline' as const, tone: 'neutral' as const })}
            >
              <RouterLink
                to={periodSearch(option)}
                replace
                aria-current={option === days ? 'true' : undefined}
              >
                {copy.periodOption(option)}
              </RouterLink>
            </Button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const toSeries = (data: Analytics): LineChartSeries[] =>
  data.series.map((one) => ({
    id: one.projectId,
    name: one.name,
    points: one.points.map((point) => ({ x: point.day, y: point.views })),
  }));

/**
 * /analytics' numbers for a period: the totals, and the views per project over the days as a
 * chart with its table. Loading shows the same shapes; a failure is quiet with 'Try again';
 * an account without projects is invited to create one.
 */
export function AnalyticsPanel({ days }: { days: AnalyticsPeriod }) {
  const statsId = useId();
  const analytics = useLoaded(days, fetchAnalytics);
  const data = analytics.data;

  if (analytics.status === 'error') {
    return (
      <Card className={styles.card}>
        <QuietError message={copy.loadFailed} onRetry={analytics.retry} />
      </Card>
    );
  }

  if (data && data.series.length === 0) {
    return (
      <Card className={styles.card}>
        <EmptyState
          headingLevel={2}
          icon={<FolderPlus size={24} />}
          title={copy.empty}
          description={copy.emptyHint}
          action={
            <Button asChild>
              <RouterLink to="/projects/new">{copy.createProject}</RouterLink>
            </Button>
          }
        />
      </Card>
    );
  }

  return (
    <>
      <Card asChild className={styles.card}>
        <section aria-labelledby={statsId}>
          <Heading level={2} size="md" id={statsId}>
            {copy.statsTitle}
          </Heading>
          <StatGroup
            loading={!data}
            stats={[
              { label: copy.totalViews, value: data ? formatCount(data.totals.views) : '' },
              { label: copy.change(days), value: data ? formatChange(data.totals.change) : '' },
              { label: copy.projects, value: data ? formatCount(data.series.length) : '' },
            ]}
          />
        </section>
      </Card>
      <Card className={styles.card}>
        <LineChart
          title={copy.chartTitle}
          series={data ? toSeries(data) : []}
          loading={!data}
          loadingLabel={copy.loading}
          xLabel={copy.xLabel}
          yLabel={copy.yLabel}
          formatX={formatDay}
          formatY={formatCount}
          showTableLabel={copy.showTable}
          hideTableLabel={copy.hideTable}
          noDataLabel={copy.noData}
        />
        <Text size="sm" variant="muted">
          {copy.note}
        </Text>
      </Card>
    </>
  );
}
