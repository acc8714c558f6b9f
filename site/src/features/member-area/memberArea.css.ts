import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';
import { whereScriptsDoNotRun, whereScriptsRun } from '../../app/scripting.ts';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  // Lets a chart or a table's region scroll or shrink instead of widening the page.
  minWidth: 0,
});

export const periods = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const periodGroup = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const quietError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const figure = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** What needs the page's code to work ('Try again' as a button): hidden where it does not run. */
export const withScript = style(whereScriptsDoNotRun({ display: 'none' }));

/**
 * The chart's slot: the chart needs the page's code (Recharts lays it out in the browser), so
 * it is hidden where that does not run. May shrink below the chart's width, as the chart may.
 */
export const chartWithScript = style({ minWidth: 0, ...whereScriptsDoNotRun({ display: 'none' }) });

/**
 * What stands in for it where the page's code does not run (the chart's numbers as a table,
 * 'Try again' as a link): only there.
 */
export const withoutScript = style(whereScriptsRun({ display: 'none' }));
