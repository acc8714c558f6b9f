import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const story = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  gap: vars.space.xl,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.md },
  },
});

export const storyText = style({
  display: 'grid',
  gap: vars.space.md,
});

export const paragraph = style({
  lineHeight: vars.lineHeight.relaxed,
});

export const member = style({
  alignItems: 'center',
  textAlign: 'center',
});
