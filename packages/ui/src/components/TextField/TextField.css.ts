import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { controlPaddingInline } from '../Field/Field.css.ts';

/** Padding of the input per size; on the box's side where an icon or button sits it shrinks. */
export const input = styleVariants(controlPaddingInline, (padding) => ({
  paddingInline: padding,
  selectors: {
    // An icon before the input already holds the box edge.
    '[data-leading] > &': { paddingInlineStart: vars.space.xs },
    '[data-trailing] > &': { paddingInlineEnd: vars.space.xxs },
    // Number spinners would collide with the border radius; keep them tidy and readable.
    '&[type="number"]': { fontVariantNumeric: 'tabular-nums' },
  },
}));

export const leading = styleVariants(controlPaddingInline, (padding) => ({
  paddingInlineStart: padding,
}));

/** The password toggle sits inside the box, a little smaller than it, with an even inset. */
export const toggle = style({
  flexShrink: 0,
  marginInlineEnd: '3px',
  color: vars.color.textMuted,
});

export const toggleSize = styleVariants({
  sm: {
    minHeight: `calc(${vars.size.controlSm} - 8px)`,
    width: `calc(${vars.size.controlSm} - 8px)`,
  },
  md: {
    minHeight: `calc(${vars.size.controlMd} - 8px)`,
    width: `calc(${vars.size.controlMd} - 8px)`,
  },
  lg: {
    minHeight: `calc(${vars.size.controlLg} - 10px)`,
    width: `calc(${vars.size.controlLg} - 10px)`,
  },
});
