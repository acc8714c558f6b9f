import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const boxSize = createVar();

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    size: {
      sm: { vars: { [boxSize]: '16px' }, fontSize: vars.fontSize.sm },
      md: { vars: { [boxSize]: '20px' }, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export const row = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs });

export const box = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  // Centres the box on the first line of the label (line-height 1.5).
  marginTop: `calc((1.5em - ${boxSize}) / 2)`,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover:not([data-disabled])': {
      borderColor: vars.color.textMuted,
    },
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[data-state="checked"]:hover:not([data-disabled]), &[data-state="indeterminate"]:hover:not([data-disabled])':
      { background: vars.color.brandHover, borderColor: vars.color.brandHover },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    // `all: unset` removed the outline; give back the library's focus ring.
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const indicator = style({ display: 'inline-flex' });

export const checkIcon = style({
  width: `calc(${boxSize} - 4px)`,
  height: `calc(${boxSize} - 4px)`,
  selectors: { '[data-state="indeterminate"] &': { display: 'none' } },
});

export const minusIcon = style({
  width: `calc(${boxSize} - 4px)`,
  height: `calc(${boxSize} - 4px)`,
  selectors: { '[data-state="checked"] &': { display: 'none' } },
});

export const label = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '[data-disabled] &': { cursor: 'not-allowed' } },
});

/** Hint and error line up with the label, not the box. */
export const messages = style({ paddingInlineStart: `calc(${boxSize} + ${vars.space.xs})` });
