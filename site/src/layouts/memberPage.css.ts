// The frame every signed-in page shares (dashboard, projects, blog authoring, the member
// area): the page's padding, its header of title, lead and actions, the form's actions, the
// back link and a quiet failure. Feature styles add only what is theirs.
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

export const muted = style({ color: vars.color.textMuted });

/** A quiet failure: a sentence and its retry, no alarm (docs/product/spec.md §8 "Silent"). */
export const quietError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingTop: vars.space.xs,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingTop: vars.space.lg,
});
