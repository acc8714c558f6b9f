import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// One class per token value and property (atomic), so a Box is a handful of shared classes
// rather than a new rule per combination, and every value comes from the theme contract.
export const base = style({ boxSizing: 'border-box', minWidth: 0 });

export const padding = styleVariants(vars.space, (value) => ({ padding: value }));
export const paddingX = styleVariants(vars.space, (value) => ({ paddingInline: value }));
export const paddingY = styleVariants(vars.space, (value) => ({ paddingBlock: value }));

export const background = styleVariants({
  background: { background: vars.color.background, color: vars.color.text },
  surface: { background: vars.color.surface, color: vars.color.text },
  surfaceRaised: { background: vars.color.surfaceRaised, color: vars.color.text },
  surfaceSunken: { background: vars.color.surfaceSunken, color: vars.color.text },
});

export const radius = styleVariants(vars.radius, (value) => ({ borderRadius: value }));

export const border = styleVariants({
  none: { border: 'none' },
  default: { border: `1px solid ${vars.color.border}` },
  strong: { border: `1px solid ${vars.color.borderStrong}` },
});

export const shadow = styleVariants(vars.shadow, (value) => ({ boxShadow: value }));
