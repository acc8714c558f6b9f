import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const page = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBottom: vars.space.xxl,
  '@media': { [media.mobile]: { gap: vars.space.md, paddingBottom: vars.space.xl } },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingTop: vars.space.xl,
  // A long username breaks rather than widening the page on a phone.
  overflowWrap: 'anywhere',
  '@media': { [media.mobile]: { paddingTop: vars.space.lg } },
});

/** 'Loading workspace...' beside a small spinner. */
export const loading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  color: vars.color.textMuted,
});

export const projects = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
});
