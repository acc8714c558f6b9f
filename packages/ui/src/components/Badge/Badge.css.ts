import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// As in Button: the tone fills local variables, the variant decides how to use them.
const solid = createVar();
const onSolid = createVar();
const soft = createVar();
const toneText = createVar();

type Tone = 'brand' | 'neutral' | 'critical' | 'positive' | 'caution' | 'info';
const toneVars = (t: Tone) => ({
  vars: {
    [solid]: vars.color[t],
    [onSolid]: vars.color[`on${t[0]!.toUpperCase()}${t.slice(1)}` as 'onBrand'],
    [soft]: vars.color[`${t}Soft`],
    [toneText]: vars.color[`${t}Text`],
  },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xxs,
    flexShrink: 0,
    boxSizing: 'border-box',
    borderRadius: vars.radius.full,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    // Counts change width as they tick; tabular digits keep the pill steady.
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      brand: toneVars('brand'),
      neutral: toneVars('neutral'),
      critical: toneVars('critical'),
      positive: toneVars('positive'),
      caution: toneVars('caution'),
      info: toneVars('info'),
    },
    variant: {
      solid: { background: solid, color: onSolid },
      soft: { background: soft, color: toneText },
    },
    size: {
      sm: { minWidth: '18px', height: '18px', paddingInline: '5px', fontSize: '0.6875rem' },
      md: {
        minWidth: '22px',
        height: '22px',
        paddingInline: vars.space.xs,
        fontSize: vars.fontSize.xs,
      },
    },
  },
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
