import { createVar } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// The tone picks colours into local variables; the variant decides how to use them.
// That keeps the recipe at tones + variants instead of tones × variants compound rules.
const solid = createVar();
const solidHover = createVar();
const solidActive = createVar();
const onSolid = createVar();
const soft = createVar();
const softHover = createVar();
const toneText = createVar();

const toneVars = (t: 'brand' | 'neutral' | 'critical' | 'positive') => ({
  vars: {
    [solid]: vars.color[t],
    [solidHover]: vars.color[`${t}Hover`],
    [solidActive]: vars.color[`${t}Active`],
    [onSolid]: vars.color[`on${t[0]!.toUpperCase()}${t.slice(1)}` as 'onBrand'],
    [soft]: vars.color[`${t}Soft`],
    [softHover]: vars.color[`${t}SoftHover`],
    [toneText]: vars.color[`${t}Text`],
  },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.body,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"], &[data-disabled]': {
        cursor: 'not-allowed',
        opacity: 0.55,
      },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    tone: {
      brand: toneVars('brand'),
      neutral: toneVars('neutral'),
      critical: toneVars('critical'),
      positive: toneVars('positive'),
    },
    variant: {
      solid: {
        background: solid,
        color: onSolid,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: solidHover,
          },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: solidActive,
          },
        },
      },
      soft: {
        background: soft,
        color: toneText,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: softHover,
          },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: softHover,
            borderColor: toneText,
          },
        },
      },
      outline: {
        background: 'transparent',
        color: toneText,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: soft,
            borderColor: toneText,
          },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: softHover,
            borderColor: toneText,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: toneText,
        selectors: {
          '&:hover:not(:disabled, [aria-disabled="true"])': {
            background: soft,
          },
          '&:active:not(:disabled, [aria-disabled="true"])': {
            background: softHover,
          },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.sm,
        fontSize: vars.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        paddingInline: vars.space.md,
        fontSize: vars.fontSize.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.lg,
        fontSize: vars.fontSize.lg,
      },
    },
    block: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { tone: 'brand', variant: 'solid', size: 'md', block: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
