import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(4px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const content = style({
  zIndex: vars.zIndex.popover,
  display: 'grid',
  gap: vars.space.xs,
  maxWidth: `calc(100vw - 2 * ${vars.space.xs})`,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  transformOrigin: 'var(--radix-hover-card-content-transform-origin)',
  selectors: {
    '&[data-state="open"]': {
      animation: `${enter} ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    },
    '&[data-state="closed"]': {
      animation: `${exit} ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2rem',
  height: '2rem',
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const body = style({ color: vars.color.textMuted });

export const arrow = style({
  fill: vars.color.surfaceRaised,
  stroke: vars.color.border,
  strokeWidth: 1,
});
