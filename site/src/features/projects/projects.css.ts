import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const page = style({
  paddingBottom: vars.space.xxl,
});

/** The title and its lead beside the page's main action, wrapping on a phone. */
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
  overflowWrap: 'anywhere',
});

export const headerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  // Lets the table's region scroll sideways instead of widening the page.
  minWidth: 0,
  scrollMarginTop: `calc(${vars.size.navHeight} + ${vars.space.md})`,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.md,
});

export const toolbarField = style({
  flex: '0 0 12rem',
  '@media': { [media.mobile]: { flex: '1 1 8rem' } },
});

export const name = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const figure = style({
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ color: vars.color.textMuted });

/** A quiet failure: a sentence and its retry, no alarm (SPEC.md §8 "Silent"). */
export const quietError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const formCard = style({
  maxWidth: '40rem',
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
});

/** Views, pages and revenue side by side where there is room. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.md,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

export const detailCard = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '48rem',
});

export const description = style({
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingTop: vars.space.lg,
});
