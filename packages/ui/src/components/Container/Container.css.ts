import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const container = style({
  width: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': {
    [media.mobile]: { paddingInline: vars.space.lg },
    [media.small]: { paddingInline: vars.space.md },
  },
});

// Widths derive from the one content-width token, so a theme that changes it rescales all three.
export const size = styleVariants({
  sm: { maxWidth: `calc(${vars.size.contentMaxWidth} * 0.6)` },
  md: { maxWidth: vars.size.contentMaxWidth },
  lg: { maxWidth: `calc(${vars.size.contentMaxWidth} * 1.2)` },
});
