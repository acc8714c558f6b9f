import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.nav,
  height: vars.size.navHeight,
  display: 'flex',
  alignItems: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const brandLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.01em',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const brandMark = style({
  flexShrink: 0,
  color: vars.color.brand,
});

export const brandStripe = style({
  stroke: vars.color.onBrand,
});

export const brandName = style({
  '@media': {
    // The wordmark gives way to the nav on the smallest phones; the mark keeps the link named
    // through its aria-label.
    [media.small]: { display: 'none' },
  },
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': {
    [media.mobile]: { gap: vars.space.sm },
  },
});

export const navList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover': { color: vars.color.text, background: vars.color.neutralSoft },
    // SPEC.md §2: the active link is highlighted.
    '&[aria-current="page"]': { color: vars.color.brandText, background: vars.color.brandSoft },
  },
  '@media': {
    [media.mobile]: { paddingInline: vars.space.xs, fontSize: vars.fontSize.sm },
  },
});
