import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0, transform: 'scale(0.98)' } });

export const content = recipe({
  base: {
    zIndex: vars.zIndex.popover,
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    // Never wider or taller than the screen, whatever `width` asks for.
    maxWidth: `calc(100vw - 2 * ${vars.space.xs})`,
    maxHeight: 'var(--radix-popover-content-available-height)',
    overflowY: 'auto',
    overscrollBehavior: 'contain',
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.md,
    lineHeight: vars.lineHeight.normal,
    transformOrigin: 'var(--radix-popover-content-transform-origin)',
    selectors: {
      '&[data-state="open"]': {
        animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
      },
      '&[data-state="closed"]': {
        animation: `${exit} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
      },
      // Focus moves into the popup on open; the container itself needs no ring.
      '&:focus-visible': { outline: 'none' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
    },
  },
  defaultVariants: { padding: 'md' },
});
