import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

/** One column of notifications: wider lines would only spread a row's text from its button. */
export const page = style({
  maxWidth: '45rem',
  paddingBottom: vars.space.xxl,
  '@media': { [media.mobile]: { paddingBottom: vars.space.xl } },
});

/** The heading and its lead on the left, 'Mark all as read' on the right (below on phones). */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} 0 ${vars.space.md}` } },
});

export const intro = style({
  display: 'grid',
  gap: vars.space.xs,
});
