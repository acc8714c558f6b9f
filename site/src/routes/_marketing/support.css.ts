import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const body = style({
  display: 'grid',
  gap: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.mobile]: { gap: vars.space.xl, paddingBlock: vars.space.xl },
  },
});

/** The four ways to get help: four up, two up at ≤768 px, one up at ≤480 px. */
export const channels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const channelTitle = style({
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const channelText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.semibold,
});

export const formPanel = style({
  width: '100%',
  maxWidth: '44rem',
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
