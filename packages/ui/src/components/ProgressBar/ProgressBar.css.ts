import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** The fill fraction (0–1), set inline per instance. */
export const fraction = createVar();

export const root = style({
  display: 'grid',
  gap: vars.space.xs,
  width: '100%',
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
});

export const label = style({ color: vars.color.text, fontWeight: vars.fontWeight.medium });

export const value = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    borderRadius: vars.radius.full,
    background: vars.color.border,
    // A transparent outline becomes visible in forced-colours mode, where backgrounds vanish.
    outline: '1px solid transparent',
  },
  variants: {
    size: {
      sm: { height: '4px' },
      md: { height: '8px' },
      lg: { height: '12px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const indicator = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    borderRadius: 'inherit',
    // Scaling (not width) keeps the animation on the compositor.
    transform: `scaleX(${fraction})`,
    transformOrigin: 'left center',
    transition: `transform ${vars.motion.durationSlow} ${vars.motion.easingStandard}`,
    selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
  },
  variants: {
    tone: {
      brand: { background: vars.color.brand },
      positive: { background: vars.color.positive },
      critical: { background: vars.color.critical },
      neutral: { background: vars.color.neutral },
    },
  },
  defaultVariants: { tone: 'brand' },
});
