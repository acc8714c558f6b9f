import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  // Off screen until focused: the first Tab stop for keyboard users, invisible otherwise.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none' },
  },
});

export const main = style({
  flex: 1,
  // The skip link moves focus here; a focus ring around the whole page would only distract.
  outline: 'none',
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': {
    [media.mobile]: { paddingInline: vars.space.lg },
    [media.small]: { paddingInline: vars.space.md },
  },
});
