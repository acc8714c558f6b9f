import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    // Balanced lines read better in headings; old browsers simply wrap normally.
    textWrap: 'balance',
    overflowWrap: 'break-word',
  },
  variants: {
    size: {
      // Large sizes are tightened, as Inter's default tracking looks loose at display sizes.
      display: {
        fontSize: vars.fontSize.display,
        lineHeight: vars.lineHeight.tight,
        fontWeight: vars.fontWeight.bold,
        letterSpacing: '-0.025em',
      },
      xxxl: {
        fontSize: vars.fontSize.xxxl,
        lineHeight: vars.lineHeight.tight,
        fontWeight: vars.fontWeight.bold,
        letterSpacing: '-0.02em',
      },
      xxl: {
        fontSize: vars.fontSize.xxl,
        lineHeight: vars.lineHeight.snug,
        fontWeight: vars.fontWeight.bold,
        letterSpacing: '-0.015em',
      },
      xl: {
        fontSize: vars.fontSize.xl,
        lineHeight: vars.lineHeight.snug,
        fontWeight: vars.fontWeight.semibold,
        letterSpacing: '-0.01em',
      },
      lg: {
        fontSize: vars.fontSize.lg,
        lineHeight: vars.lineHeight.snug,
        fontWeight: vars.fontWeight.semibold,
      },
      md: {
        fontSize: vars.fontSize.md,
        lineHeight: vars.lineHeight.snug,
        fontWeight: vars.fontWeight.semibold,
      },
    },
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.brandText },
      critical: { color: vars.color.criticalText },
      positive: { color: vars.color.positiveText },
    },
    // After `tone`, so the muted variant takes the place of the tone's colour.
    variant: {
      default: {},
      muted: { color: vars.color.textMuted },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    truncate: {
      true: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { size: 'xl', tone: 'neutral', variant: 'default', truncate: false },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
