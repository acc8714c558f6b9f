import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

/** The title and the Login/Logout button on one line, wrapping when the name is long. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} 0 ${vars.space.md}` } },
});

export const title = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const tabs = style({
  marginBottom: vars.space.xl,
});

export const skeletonBody = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: '32rem',
});
