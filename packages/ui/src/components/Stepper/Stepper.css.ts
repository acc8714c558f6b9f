import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.md,
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

export const count = style({ color: vars.color.textMuted, fontVariantNumeric: 'tabular-nums' });

export const currentName = style({ color: vars.color.text, fontWeight: vars.fontWeight.semibold });

export const progress = style({ display: 'grid', gap: vars.space.xs });

export const list = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '1fr',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xs,
    minWidth: 0,
    textAlign: 'center',
    fontSize: vars.fontSize.sm,
    lineHeight: vars.lineHeight.snug,
  },
  variants: {
    state: {
      complete: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.fontWeight.semibold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '2rem',
    height: '2rem',
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    transition: `background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}, border-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  },
  variants: {
    state: {
      complete: { background: vars.color.brand, color: vars.color.onBrand },
      current: {
        background: vars.color.brandSoft,
        borderColor: vars.color.brand,
        color: vars.color.brandText,
      },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
    },
  },
});

export const stepLabel = style({
  maxWidth: '100%',
  overflowWrap: 'break-word',
  '@media': {
    // Small screens show the numbered markers only: four labels would wrap into slivers, and
    // the line above already names the current step. Labels stay for screen readers.
    [media.small]: {
      position: 'absolute',
      width: 1,
      height: 1,
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.xs,
  '@media': { [media.small]: { display: 'none' } },
});
