import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.xl}`,
  marginTop: vars.space.lg,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
});

export const detailLabel = style({
  marginInlineEnd: vars.space.xs,
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
});

export const body = style({
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.mobile]: { paddingBlock: vars.space.xl },
  },
});

/** The contact form and the Quote Builder side by side; stacked at ≤768 px. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.25fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const panelTitle = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const panelIntro = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
