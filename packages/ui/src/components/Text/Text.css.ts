import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/**
 * The family, margin reset and wrapping every piece of running text shares. A plain style,
 * not part of the recipe, so other files can compose it (`style([textBase, …])`); the
 * composition guard in docs/ checks that such cross-file compositions survive every build.
 */
export const textBase = style({
  margin: 0,
  fontFamily: vars.font.body,
  // Long words and URLs wrap instead of pushing the layout sideways on narrow screens.
  overflowWrap: 'anywhere',
});

export const text = recipe({
  base: textBase,
  variants: {
    size: {
      xs: { fontSize: vars.fontSize.xs, lineHeight: vars.lineHeight.normal },
      sm: { fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal },
      md: { fontSize: vars.fontSize.md, lineHeight: vars.lineHeight.normal },
      lg: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.relaxed },
      xl: { fontSize: vars.fontSize.xl, lineHeight: vars.lineHeight.snug },
    },
    // Only *Text roles and the text ladder, which are the roles meant for text on surfaces.
    tone: {
      neutral: { color: vars.color.text },
      brand: { color: vars.color.brandText },
      critical: { color: vars.color.criticalText },
      positive: { color: vars.color.positiveText },
    },
    // After `tone`, so a muted or subtle variant takes the place of the tone's colour.
    variant: {
      default: {},
      muted: { color: vars.color.textMuted },
      subtle: { color: vars.color.textSubtle },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      semibold: { fontWeight: vars.fontWeight.semibold },
      bold: { fontWeight: vars.fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    truncate: {
      // A block box is needed for text-overflow; min-width 0 lets it shrink inside flex rows.
      true: {
        display: 'block',
        minWidth: 0,
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        overflowWrap: 'normal',
      },
      false: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'neutral', variant: 'default', truncate: false },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
