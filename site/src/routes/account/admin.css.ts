import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const page = style({
  paddingBottom: vars.space.xxl,
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  maxWidth: '48rem',
});

/** To /admin/vitals, under the lead. */
export const vitalsLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  width: 'fit-content',
});

export const tabs = style({
  minWidth: 0,
});

/** On a phone the three tabs wrap rather than hide the last one off the edge. */
export const tabList = style({
  '@media': { [media.mobile]: { flexWrap: 'wrap' } },
});
