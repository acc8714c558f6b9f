import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: vars.zIndex.popover,
  maxWidth: '18rem',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral,
  color: vars.color.onNeutral,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  transformOrigin: 'var(--radix-tooltip-content-transform-origin)',
  userSelect: 'none',
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none !important' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const arrow = style({ fill: vars.color.neutral });
