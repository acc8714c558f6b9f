import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const page = style({
  paddingBottom: vars.space.xxl,
});

/** The title and its lead beside the page's control, wrapping on a phone. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} 0 ${vars.space.md}` } },
});

export const intro = style({
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: '48rem',
  minWidth: 0,
});

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
