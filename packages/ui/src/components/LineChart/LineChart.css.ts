import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'grid',
  // A track that may shrink below the chart's width: the plot is measured from it.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  margin: 0,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  lineHeight: vars.lineHeight.snug,
});

export const axisLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const xAxisLabel = style([axisLabel, { justifySelf: 'center' }]);

export const plot = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  // The SVG has the width measured here; it must never widen its own measure.
  overflow: 'hidden',
  color: vars.color.textMuted,
});

// Recharts draws ticks and grid with fixed hex colours; the theme's variables replace them
// here, so a theme switch recolours the chart without a re-render.
globalStyle(`${plot} .recharts-cartesian-axis-tick-value`, {
  fill: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontFamily: vars.font.body,
});
globalStyle(`${plot} .recharts-cartesian-axis-line, ${plot} .recharts-cartesian-axis-tick-line`, {
  stroke: vars.color.borderStrong,
});
globalStyle(`${plot} .recharts-cartesian-grid line`, {
  stroke: vars.color.border,
});
globalStyle(`${plot} .recharts-tooltip-cursor`, {
  stroke: vars.color.borderStrong,
});
globalStyle(`${plot} .recharts-default-tooltip`, {
  background: `${vars.color.surfaceRaised} !important`,
  border: `1px solid ${vars.color.border} !important`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});
globalStyle(`${plot} .recharts-tooltip-label`, {
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});
// The items' own colour is the series' (currentColor of the line): keep them readable.
globalStyle(`${plot} .recharts-tooltip-item`, {
  color: `${vars.color.text} !important`,
});

/**
 * Series colours: the tones' text colours, which meet contrast on the page background in both
 * themes (WCAG 1.4.11 asks 3:1 of a line); after six, the dash pattern changes (seriesDashes).
 */
export const seriesTones = styleVariants({
  brand: { color: vars.color.brandText },
  info: { color: vars.color.infoText },
  positive: { color: vars.color.positiveText },
  caution: { color: vars.color.cautionText },
  critical: { color: vars.color.criticalText },
  neutral: { color: vars.color.text },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const legendName = style({
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const swatch = style({
  flex: 'none',
  display: 'block',
});

export const toolbar = style({
  display: 'flex',
  justifyContent: 'flex-end',
});

export const empty = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  textAlign: 'center',
});
