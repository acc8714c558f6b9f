import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const ease = `${vars.motion.durationSlow} ${vars.motion.easingStandard}`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const inFromLeft = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(0)' },
});
const outToLeft = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(-100%)' },
});
const inFromRight = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});
const outToRight = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(100%)' },
});

/* ---------- Slide-in (modal) sidebar ---------- */

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${ease}` },
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
  },
});

export const sheet = recipe({
  base: {
    position: 'fixed',
    insetBlock: 0,
    zIndex: vars.zIndex.modal,
    display: 'flex',
    flexDirection: 'column',
    width: 'min(320px, 85vw)',
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
  },
  variants: {
    side: {
      left: {
        insetInlineStart: 0,
        borderInlineEnd: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-state="open"]': { animation: `${inFromLeft} ${ease}` },
          '&[data-state="closed"]': {
            animation: `${outToLeft} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
          },
        },
      },
      right: {
        insetInlineEnd: 0,
        borderInlineStart: `1px solid ${vars.color.border}`,
        selectors: {
          '&[data-state="open"]': { animation: `${inFromRight} ${ease}` },
          '&[data-state="closed"]': {
            animation: `${outToRight} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
          },
        },
      },
    },
  },
  defaultVariants: { side: 'left' },
});

export const sheetHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.navHeightShrunk,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetTitle = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const sheetDescription = style({
  paddingInline: vars.space.md,
  paddingBlockStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const footer = style({
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

/* ---------- Persistent desktop panel ---------- */

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  width: '264px',
  height: '100%',
  flexShrink: 0,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
  transition: `width ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-state="collapsed"]': { width: '72px' },
    '&[data-side="left"]': { borderInlineEnd: `1px solid ${vars.color.border}` },
    '&[data-side="right"]': { borderInlineStart: `1px solid ${vars.color.border}` },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  minHeight: '64px',
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    [`${panel}[data-state="collapsed"] &`]: { justifyContent: 'center', paddingInline: 0 },
    [`${panel}[data-side="right"] &`]: { flexDirection: 'row-reverse' },
  },
});

export const panelBrand = style({
  minWidth: 0,
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  selectors: {
    [`${panel}[data-state="collapsed"] &`]: { display: 'none' },
  },
});

export const panelBody = style([
  body,
  {
    selectors: {
      [`${panel}[data-state="collapsed"] &`]: { paddingInline: vars.space.xs, overflowX: 'hidden' },
    },
  },
]);

export const panelFooter = style([
  footer,
  {
    selectors: {
      [`${panel}[data-state="collapsed"] &`]: {
        paddingInline: vars.space.xs,
        display: 'flex',
        justifyContent: 'center',
      },
    },
  },
]);

/* ---------- Navigation lists, items and groups ---------- */

export const nav = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const navTitle = style({
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const navDivider = style({
  height: '1px',
  marginInline: vars.space.xs,
  marginBlock: vars.space.xxs,
  background: vars.color.border,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.controlMd,
  paddingInline: vars.space.sm,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover': {
      background: vars.color.neutralSoft,
      color: vars.color.text,
    },
    '&[aria-current="page"]': {
      background: vars.color.brandSoft,
      color: vars.color.brandText,
      fontWeight: vars.fontWeight.semibold,
    },
    '&[aria-current="page"]:hover': { background: vars.color.brandSoftHover },
    // Inset, so the ring is not clipped by the scrolling body.
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: `calc(${vars.focus.width} * -1)`,
    },
    [`${panel}[data-state="collapsed"] &`]: { justifyContent: 'center', paddingInline: 0, gap: 0 },
  },
});

export const itemIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  flexShrink: 0,
});

export const itemMonogram = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const itemLabel = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const itemBadge = style({ marginInlineStart: 'auto', display: 'inline-flex' });

export const chevron = style({
  marginInlineStart: 'auto',
  flexShrink: 0,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    '[data-state="open"] > &': { transform: 'rotate(180deg)' },
  },
});

const expand = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-collapsible-content-height)', opacity: 1 },
});
const collapse = keyframes({
  from: { height: 'var(--radix-collapsible-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const groupContent = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': {
      animation: `${expand} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[data-state="closed"]': {
      animation: `${collapse} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
  },
});

export const groupList = style([
  list,
  {
    marginInlineStart: `calc(${vars.space.sm} + 10px)`,
    paddingInlineStart: vars.space.xs,
    paddingBlockStart: '2px',
    borderInlineStart: `1px solid ${vars.color.border}`,
    selectors: {
      [`${panel}[data-state="collapsed"] &`]: {
        marginInlineStart: 0,
        paddingInlineStart: 0,
        borderInlineStart: 0,
      },
    },
  },
]);

// Nested items are a step quieter than top-level ones.
globalStyle(`${groupList} ${item}`, { fontSize: vars.fontSize.sm, minHeight: '36px' });
