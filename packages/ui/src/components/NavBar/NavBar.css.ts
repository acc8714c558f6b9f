import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/palette.ts';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.nav,
  display: 'flex',
  alignItems: 'center',
  height: vars.size.navHeight,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `height ${vars.motion.durationNormal} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-position="fixed"]': { position: 'fixed' },
    '&[data-position="static"]': { position: 'relative' },
    '&[data-scrolled="true"]': { height: vars.size.navHeightShrunk, boxShadow: vars.shadow.md },
  },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  height: '100%',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  '@media': { [media.mobile]: { paddingInline: vars.space.md, gap: vars.space.xs } },
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
  marginInlineEnd: 'auto',
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  // Tight lines keep a wrapping brand inside even the shrunk 70 px bar.
  lineHeight: vars.lineHeight.tight,
  '@media': { [media.mobile]: { fontSize: vars.fontSize.md } },
});

// The CSS media query, not JS, decides what shows at ≤768 px: pre-rendered HTML is already
// right for the width, so nothing moves when the page hydrates.
export const links = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

export const linkList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover': {
      color: vars.color.text,
      background: vars.color.neutralSoft,
    },
    '&[aria-current="page"]': {
      color: vars.color.brandText,
      background: vars.color.brandSoft,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[aria-current="page"]:hover': { background: vars.color.brandSoftHover },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});

export const desktopActions = style([
  actions,
  { '@media': { [media.mobile]: { display: 'none' } } },
]);

export const menuButton = style({
  display: 'none',
  '@media': { [media.mobile]: { display: 'inline-flex' } },
});
