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

/** The box's place: the native input, with the check and the dash drawn over it. */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: boxSize,
  height: boxSize,
  // Centres the box on the first line of the label (line-height 1.5).
  marginTop: `calc((1.5em - ${boxSize}) / 2)`,
  color: vars.color.onBrand,
  // Faded as one, the mark with its box (as a group, not each part over the other).
  selectors: { '[data-disabled] &': { opacity: 0.55 } },
});

/**
 * The native checkbox, drawn by us (`appearance: none`). Its looks follow the native state
 * (`:checked`, `:indeterminate`, `:disabled`), so they are right before the page's script runs.
 */
export const box = style({
  appearance: 'none',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  margin: 0,
  border: `2px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover:not(:disabled)': {
      borderColor: vars.color.textMuted,
    },
    '&:checked, &:indeterminate': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&:checked:hover:not(:disabled), &:indeterminate:hover:not(:disabled)': {
      background: vars.color.brandHover,
      borderColor: vars.color.brandHover,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours drop backgrounds: the platform draws its own box again.
    '(forced-colors: active)': { appearance: 'auto' },
  },
});

const icon = style({
  position: 'absolute',
  top: 2,
  left: 2,
  width: `calc(${boxSize} - 4px)`,
  height: `calc(${boxSize} - 4px)`,
  display: 'none',
  pointerEvents: 'none',
  '@media': { '(forced-colors: active)': { visibility: 'hidden' } },
});

export const checkIcon = style([
  icon,
  { selectors: { [`${box}:checked:not(:indeterminate) ~ &`]: { display: 'block' } } },
]);

export const minusIcon = style([
  icon,
  { selectors: { [`${box}:indeterminate ~ &`]: { display: 'block' } } },
]);

export const label = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: { '[data-disabled] &': { cursor: 'not-allowed' } },
});

/** Hint and error line up with the label, not the box. */
export const messages = style({ paddingInlineStart: `calc(${boxSize} + ${vars.space.xs})` });
