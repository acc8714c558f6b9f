import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
  minWidth: 0,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const quietError = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const recentLoading = style({
  display: 'grid',
  gap: vars.space.sm,
});

export const recentList = style({
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const recentItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const recentName = style({
  fontWeight: vars.fontWeight.semibold,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const recentWhen = style({
  marginLeft: 'auto',
  '@media': { [media.mobile]: { marginLeft: 0, flexBasis: '100%' } },
});
