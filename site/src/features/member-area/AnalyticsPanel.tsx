import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { FolderPlus } from 'lucide-react';
import { analyticsPeriods, type Analytics, type AnalyticsPeriod } from '@brightlane/contract';
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Heading,
  StatGroup,
  Text,
  visuallyHidden,
  type DataTableColumn,
} from '@brightlane/ui';
// The chart's own entry: Recharts comes with this page's chunk only (packages/ui LineChart).
import { LineChart, type LineChartSeries } from '@brightlane/ui/line-chart';
import { useHydrated } from '../../app/useHydrated.ts';
import { formatCount } from '../projects/format.ts';
import { fetchAnalytics } from './api.ts';
import { analyticsCopy as copy } from './copy.ts';
import { formatChange, formatDay, periodSearch } from './format.ts';
import { QuietError } from './QuietError.tsx';
import { type ServedPage, useLoaded } from './useLoaded.ts';
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

interface ViewsRow {
  day: string;
  /** Each project's views that day, in the series' order; null before it existed. */
  views: (number | null)[];
}

/**
 * The chart's numbers as a table of their own, for where the page's code does not run: Recharts
 * draws nothing on the server (its plot is measured and laid out in the browser), and the
 * chart's own table opens with a button that needs the code. The same days, names and figures
 * as the chart's table.
 */
function ViewsTable({ data, className }: { data: Analytics; className: string }) {
  const rows: ViewsRow[] = data.totals.points.map(({ day }) => ({
    day,
    views: data.series.map((one) => one.points.find((point) => point.day === day)?.views ?? null),
  }));
  const columns: DataTableColumn<ViewsRow>[] = [
    {
      id: 'day',
      header: copy.xLabel,
      cell: (row) => formatDay(row.day),
      rowHeader: true,
      nowrap: true,
    },
    ...data.series.map((one, index): DataTableColumn<ViewsRow> => ({
      id: one.projectId,
      header: one.name,
      align: 'end',
      cell: (row) => {
        const views = row.views[index];
        return typeof views === 'number' ? (
          formatCount(views)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className={visuallyHidden}>{copy.noData}</span>
          </>
        );
      },
    })),
  ];
  return (
    <DataTable
      className={className}
      caption={copy.chartTitle}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.day}
    />
  );
}

export interface AnalyticsPanelProps {
  days: AnalyticsPeriod;
  /** What the server read for `days` for the page it rendered; else the panel loads it. */
  served?: ServedPage<Analytics>;
}

/**
 * /analytics' numbers for a period: the totals, and the views per project over the days as a
 * chart with its table. Loading shows the same shapes; a failure is quiet with 'Try again';
 * an account without projects is invited to create one. Rendered by the server too (the
 * figures, and the chart's numbers as a table shown only where the page's code does not run).
 */
export function AnalyticsPanel({ days, served }: AnalyticsPanelProps) {
  const statsId = useId();
  const analytics = useLoaded(days, fetchAnalytics, served);
  const data = analytics.data;
  const hydrated = useHydrated();

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
        {/* A wrapper: the chart's own display rule, in its chunk's later CSS, would win. */}
        <div className={styles.chartWithScript}>
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
        </div>
        {/* In the server's render and the render that hydrates it; dropped after. */}
        {data && !hydrated ? <ViewsTable data={data} className={styles.withoutScript} /> : null}
        <Text size="sm" variant="muted">
          {copy.note}
        </Text>
      </Card>
    </>
  );
}
