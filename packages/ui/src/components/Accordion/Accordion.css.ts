import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const slideDown = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
});
const slideUp = keyframes({
  from: { height: 'var(--radix-accordion-content-height)', opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', width: '100%', fontFamily: vars.font.body },
  variants: {
    variant: {
      // Rules between items, nothing around them.
      divided: {
        borderTop: `1px solid ${vars.color.border}`,
        borderBottom: `1px solid ${vars.color.border}`,
      },
      // Each item its own card.
      card: { gap: vars.space.sm },
    },
  },
  defaultVariants: { variant: 'divided' },
});

export const item = recipe({
  base: {},
  variants: {
    variant: {
      divided: { selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } } },
      card: {
        overflow: 'hidden',
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.lg,
        transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
        selectors: { '&[data-state="open"]': { borderColor: vars.color.borderStrong } },
      },
    },
  },
  defaultVariants: { variant: 'divided' },
});

export const header = style({
  display: 'flex',
  margin: 0,
  fontSize: 'inherit',
  fontWeight: 'inherit',
});

const hover = '&:hover:not([data-disabled])';

export const trigger = recipe({
  base: {
    display: 'flex',
    flex: 1,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    width: '100%',
    minHeight: vars.size.controlLg,
    paddingBlock: vars.space.md,
    border: 0,
    background: 'transparent',
    color: vars.color.text,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.snug,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      [hover]: { color: vars.color.brandText },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
      // Inset so the ring is not clipped by a card item's rounded, overflow-hidden frame.
      '&:focus-visible': {
        outlineOffset: `calc(-1 * ${vars.focus.width})`,
        borderRadius: vars.radius.md,
      },
    },
  },
  variants: {
    variant: {
      divided: { paddingInline: vars.space.xs },
      card: {
        paddingInline: vars.space.lg,
        selectors: { [hover]: { background: vars.color.neutralSoft } },
      },
    },
  },
  defaultVariants: { variant: 'divided' },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: { '[data-state="open"] > &': { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  selectors: {
    '&[data-state="open"]': {
      animation: `${slideDown} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[data-state="closed"]': {
      animation: `${slideUp} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
  },
  '@media': {
    // No animation at all: Radix then unmounts the closed panel at once.
    '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
  },
});

export const contentInner = recipe({
  base: { paddingBottom: vars.space.md },
  variants: {
    variant: {
      divided: { paddingInline: vars.space.xs },
      card: { paddingInline: vars.space.lg },
    },
  },
  defaultVariants: { variant: 'divided' },
});
