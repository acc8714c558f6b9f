import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';

const color = createVar();
const hoverColor = createVar();

const hover = '&:hover';

export const link = recipe({
  base: {
    vars: { [hoverColor]: color },
    color,
    fontWeight: 'inherit',
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    textDecorationColor: 'currentColor',
    // A small radius shapes the global focus ring around the text instead of a hard box.
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    transition: `color ${vars.motion.durationFast} ${vars.motion.easingStandard}, text-decoration-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      [hover]: { color: hoverColor, textDecorationThickness: '2px' },
    },
  },
  variants: {
    tone: {
      brand: { vars: { [color]: vars.color.brandText } },
      neutral: { vars: { [color]: vars.color.text, [hoverColor]: vars.color.brandText } },
      critical: { vars: { [color]: vars.color.criticalText } },
    },
    // After `tone`, so a variant other than default takes the place of the tone's colours.
    variant: {
      default: {},
      muted: { vars: { [color]: vars.color.textMuted, [hoverColor]: vars.color.text } },
      // For links on coloured backgrounds (banners), which set their own text colour.
      inherit: { vars: { [color]: 'inherit', [hoverColor]: 'inherit' } },
    },
    underline: {
      always: {},
      // Only for links whose position already says "link" (navigation, footers, card titles):
      // inside a sentence a link must be told apart by more than colour (WCAG 1.4.1).
      hover: {
        textDecorationLine: 'none',
        selectors: { [hover]: { textDecorationLine: 'underline' } },
      },
    },
  },
  defaultVariants: { tone: 'brand', variant: 'default', underline: 'always' },
});

// The reset makes every svg a block; the external-link icon must flow with the text.
export const externalIcon = style({
  display: 'inline-block',
  verticalAlign: '-0.1em',
  marginInlineStart: '0.2em',
  width: '0.85em',
  height: '0.85em',
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;

// Block-level so the accessible name gets a space before it ("About us (opens in a new tab)");
// browsers blockify the absolute box anyway, this makes the intent explicit for every engine.
export const newTabNote = style([visuallyHidden, { display: 'block' }]);
