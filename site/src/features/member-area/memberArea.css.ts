import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

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
