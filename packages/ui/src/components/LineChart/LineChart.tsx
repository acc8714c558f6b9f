import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  CartesianGrid,
  Line,
  LineChart as RechartsLineChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Button } from '../Button/Button.tsx';
import { DataTable, type DataTableColumn } from '../DataTable/DataTable.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import type { Tone } from '../tones.ts';
import * as styles from './LineChart.css.ts';

export interface LineChartPoint {
  /** The point's place on the x axis: an ISO day ('2026-11-25') or any string that sorts. */
  x: string;
  /** Its value; null where there is none (no line is drawn there, the table says so). */
  y: number | null;
}

export interface LineChartSeries {
  /** Stable key of the series. */
  id: string;
  /** Shown in the legend, the tooltip and the table's column header. */
  name: string;
  points: readonly LineChartPoint[];
}

/** The order in which series take the theme's tones. */
export const lineChartTones = [
  'brand',
  'info',
  'positive',
  'caution',
  'critical',
  'neutral',
] as const satisfies readonly Tone[];
/** After the tones run out, the next six series are dashed, then dotted. */
export const lineChartDashes = ['', '8 4', '2 3'] as const;

export interface LineChartProps extends Omit<ComponentProps<'figure'>, 'children' | 'title'> {
  /** What the chart shows, e.g. 'Project views'. The figure's caption and the table's. */
  title: string;
  /** Keep the title for screen readers only (a heading nearby already says it). */
  hideTitle?: boolean;
  /**
   * What the chart says, read as the chart image's name. Default: the period and each
   * series' last value, e.g. 'Project views, 1 Nov to 30 Nov: Harbour 170, Bakery 10.'
   */
  summary?: string;
  /** The lines, each with its points in x order. */
  series: readonly LineChartSeries[];
  /** The x axis' name, e.g. 'Day'; also the first column's header in the table. */
  xLabel: string;
  /** The y axis' name, e.g. 'Views'. */
  yLabel: string;
  /** Writes an x value for people, e.g. an ISO day as '25 Nov'. Default: as given. */
  formatX?: (x: string) => string;
  /** Writes a y value for people, e.g. 1204 as '1,204'. Default: en-AU number. */
  formatY?: (y: number) => string;
  /** Height of the plot in px. Default 280. */
  height?: number;
  /** Still loading: a placeholder of the same height, and the figure is aria-busy. */
  loading?: boolean;
  /** Shown instead of the plot when no series has a value (e.g. an EmptyState). */
  empty?: ReactNode;
  /** The table of the same numbers is shown (controlled). */
  showTable?: boolean;
  /** The table is shown at first (uncontrolled). Default false. */
  defaultShowTable?: boolean;
  onShowTableChange?: (showTable: boolean) => void;
  /** The toggle's words. Default 'Show as table' and 'Hide table'. */
  showTableLabel?: string;
  hideTableLabel?: string;
  /** A table cell without a value, for screen readers. Default 'No data'. */
  noDataLabel?: string;
  /** Read while loading. Default 'Loading chart'. */
  loadingLabel?: string;
}

const defaultFormatY = (value: number) => value.toLocaleString('en-AU');
const identity = (value: string) => value;
/** Used until the plot is measured (and where nothing is, as in jsdom). */
const FALLBACK_WIDTH = 640;

/** Room for one x tick label ('25 Nov') and the gap around it. */
const X_TICK_SPACE = 72;

/*
 * The ticks are ours, not Recharts': its automatic ticks keep or drop labels by measuring their
 * text, which depends on whether the web font has loaded yet, so the same chart could come out
 * with different labels (and screenshots would differ). Evenly spaced, counted from the end,
 * so the latest day is always labelled.
 */
function dayTicks(xs: readonly string[], most: number): string[] {
  const step = Math.max(1, Math.ceil((xs.length - 1) / Math.max(1, most - 1)));
  const ticks: string[] = [];
  for (let index = xs.length - 1; index >= 0; index -= step) ticks.unshift(xs[index] as string);
  return ticks;
}

/** 0 to a round maximum at or above `max`, in four or five whole steps (1, 2, 5 × 10ⁿ). */
function valueTicks(max: number): number[] {
  if (max <= 0) return [0, 1, 2, 3, 4];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    ([1, 2, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10) * magnitude,
  );
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}

/** Each x once, in order: series may start later than others (a project made last week). */
function xValues(series: readonly LineChartSeries[]): string[] {
  const all = new Set<string>();
  for (const one of series) for (const point of one.points) all.add(point.x);
  return [...all].sort();
}

function defaultSummary(
  title: string,
  series: readonly LineChartSeries[],
  xs: readonly string[],
  formatX: (x: string) => string,
  formatY: (y: number) => string,
): string {
  const span = xs.length ? `, ${formatX(xs[0] as string)} to ${formatX(xs.at(-1) as string)}` : '';
  const last = (one: LineChartSeries) =>
    [...one.points].reverse().find((point) => point.y !== null)?.y ?? null;
  const shown = series.slice(0, 5).map((one) => {
    const value = last(one);
    return `${one.name} ${value === null ? 'no data' : formatY(value)}`;
  });
  const more = series.length > 5 ? `, and ${series.length - 5} more` : '';
  return `${title}${span}: ${shown.join(', ')}${more}.`;
}

/**
 * The plot's width, followed as its container resizes. A ref callback, not an effect on a
 * ref: the plot mounts only once there is data (after the loading state), and is measured
 * as it attaches, before the browser paints.
 */
function useWidth() {
  const [width, setWidth] = useState(0);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function Swatch({ dash }: { dash: string }) {
  return (
    <svg className={styles.swatch} width="24" height="10" aria-hidden="true" focusable="false">
      <line
        x1="1"
        x2="23"
        y1="5"
        y2="5"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeDasharray={dash || undefined}
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * A line chart (Recharts) of values over an axis of days or other ordered strings, with the
 * same numbers in a real table behind a 'Show as table' toggle, so every reader gets them.
 * The chart is one image to assistive technology, named by `summary`. Colours come from the
 * theme's variables (a theme switch needs no re-render) and nothing animates.
 */
export function LineChart({
  title,
  hideTitle = false,
  summary,
  series,
  xLabel,
  yLabel,
  formatX = identity,
  formatY = defaultFormatY,
  height = 280,
  loading = false,
  empty,
  showTable: showTableProp,
  defaultShowTable = false,
  onShowTableChange,
  showTableLabel = 'Show as table',
  hideTableLabel = 'Hide table',
  noDataLabel = 'No data',
  loadingLabel = 'Loading chart',
  className,
  ...rest
}: LineChartProps) {
  const titleId = useId();
  const tableId = useId();
  const [plotRef, measured] = useWidth();
  const [showTable, setShowTable] = useControllableState({
    prop: showTableProp,
    defaultProp: defaultShowTable,
    onChange: onShowTableChange,
  });

  const xs = useMemo(() => xValues(series), [series]);
  const rows = useMemo(
    () =>
      xs.map((x) => {
        const row: Record<string, string | number | null> = { x };
        series.forEach((one, index) => {
          row[`s${index}`] = one.points.find((point) => point.x === x)?.y ?? null;
        });
        return row;
      }),
    [series, xs],
  );
  const hasData = series.some((one) => one.points.some((point) => point.y !== null));
  const state = loading ? 'loading' : hasData ? 'ready' : 'empty';
  const label = summary ?? defaultSummary(title, series, xs, formatX, formatY);
  const maxY = Math.max(0, ...series.flatMap((one) => one.points.map((point) => point.y ?? 0)));
  const yTicks = valueTicks(maxY);
  const yMax = yTicks.at(-1) ?? 1;
  // Room for the longest tick label: about 7 px a character at the axis' type size.
  const yAxisWidth = Math.max(32, formatY(yMax).length * 7 + 14);
  const width = measured || FALLBACK_WIDTH;
  const xTicks = dayTicks(xs, Math.max(2, Math.floor((width - yAxisWidth) / X_TICK_SPACE)));

  const columns: DataTableColumn<Record<string, string | number | null>>[] = [
    {
      id: 'x',
      header: xLabel,
      cell: (row) => formatX(String(row.x)),
      rowHeader: true,
      nowrap: true,
    },
    ...series.map((one, index) => ({
      id: one.id,
      header: one.name,
      align: 'end' as const,
      cell: (row: Record<string, string | number | null>) => {
        const value = row[`s${index}`];
        return typeof value === 'number' ? (
          formatY(value)
        ) : (
          <>
            <span aria-hidden="true">—</span>
            <span className={visuallyHidden}>{noDataLabel}</span>
          </>
        );
      },
    })),
  ];

  return (
    <figure
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-state={state}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <figcaption id={titleId} className={hideTitle ? visuallyHidden : styles.title}>
        {title}
      </figcaption>
      {state === 'loading' ? (
        <>
          <span className={visuallyHidden} role="status">
            {loadingLabel}
          </span>
          <Skeleton shape="block" height={height} />
        </>
      ) : state === 'empty' ? (
        <div className={styles.empty} style={{ minHeight: height / 2 }}>
          {empty ?? noDataLabel}
        </div>
      ) : (
        <>
          <span className={styles.axisLabel} aria-hidden="true">
            {yLabel}
          </span>
          <div ref={plotRef} className={styles.plot} style={{ height }}>
            <RechartsLineChart
              width={width}
              height={height}
              data={rows}
              // Room on the right for half of the last day's label, centred on the last point.
              margin={{ top: 8, right: 28, bottom: 4, left: 0 }}
              // Recharts' own keyboard layer makes the chart role=application; the table is
              // the accessible way through the numbers, so the chart is one named image.
              accessibilityLayer={false}
              role="img"
              aria-label={label}
            >
              <CartesianGrid vertical={false} />
              <XAxis
                dataKey="x"
                tickFormatter={(value: string) => formatX(value)}
                ticks={xTicks}
                interval={0}
                tickMargin={6}
              />
              <YAxis
                width={yAxisWidth}
                domain={[0, yMax]}
                ticks={yTicks}
                interval={0}
                allowDecimals={false}
                tickFormatter={(value: number) => formatY(value)}
                tickMargin={4}
              />
              <Tooltip
                isAnimationActive={false}
                labelFormatter={(value) => formatX(String(value))}
                formatter={(value) => (typeof value === 'number' ? formatY(value) : noDataLabel)}
              />
              {series.map((one, index) => {
                const tone = lineChartTones[index % lineChartTones.length] ?? 'brand';
                const dash =
                  lineChartDashes[
                    Math.floor(index / lineChartTones.length) % lineChartDashes.length
                  ];
                // Recharts draws dots in a layer of their own, outside the line's group: they
                // carry the tone's class themselves, so currentColor is the series' colour.
                const toneClass = styles.seriesTones[tone];
                return (
                  <Line
                    key={one.id}
                    type="linear"
                    dataKey={`s${index}`}
                    name={one.name}
                    className={toneClass}
                    stroke="currentColor"
                    strokeWidth={2}
                    strokeDasharray={dash || undefined}
                    // A lone value (a series' first day) still shows as a point.
                    dot={
                      one.points.filter((point) => point.y !== null).length === 1
                        ? { r: 3, fill: 'currentColor', stroke: 'none', className: toneClass }
                        : false
                    }
                    activeDot={{ r: 4, fill: 'currentColor', stroke: 'none', className: toneClass }}
                    connectNulls={false}
                    isAnimationActive={false}
                  />
                );
              })}
            </RechartsLineChart>
          </div>
          <span className={styles.xAxisLabel} aria-hidden="true">
            {xLabel}
          </span>
          <ul className={styles.legend} aria-label={`${title}: series`}>
            {series.map((one, index) => {
              const tone = lineChartTones[index % lineChartTones.length] ?? 'brand';
              const dash =
                lineChartDashes[Math.floor(index / lineChartTones.length) % lineChartDashes.length];
              return (
                <li key={one.id} className={clsx(styles.legendItem, styles.seriesTones[tone])}>
                  <Swatch dash={dash ?? ''} />
                  <span className={styles.legendName}>{one.name}</span>
                </li>
              );
            })}
          </ul>
          <div className={styles.toolbar}>
            <Button
              size="sm"
              variant="outline"
              tone="neutral"
              aria-expanded={showTable}
              aria-controls={showTable ? tableId : undefined}
              onClick={() => setShowTable(!showTable)}
            >
              {showTable ? hideTableLabel : showTableLabel}
            </Button>
          </div>
          {showTable ? (
            <DataTable
              id={tableId}
              caption={title}
              hideCaption
              columns={columns}
              rows={rows}
              rowKey={(row) => String(row.x)}
            />
          ) : null}
        </>
      )}
    </figure>
  );
}
