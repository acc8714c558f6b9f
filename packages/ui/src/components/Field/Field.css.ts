import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// The anatomy every field shares. Spacing between the parts is margin, not flex `gap`: the
// error slot is always in the DOM (it is a live region, which must exist before its text
// changes to be announced), and an empty slot must not add a gap.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const label = style({
  display: 'block',
  marginBottom: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const requiredMarker = style({
  marginInlineStart: vars.space.xxs,
  color: vars.color.criticalText,
  fontWeight: vars.fontWeight.bold,
});

export const hint = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const error = style({
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  selectors: {
    '&:not(:empty)': {
      display: 'flex',
      gap: vars.space.xxs,
      alignItems: 'flex-start',
      marginTop: vars.space.xs,
    },
  },
});

export const errorIcon = style({
  flexShrink: 0,
  // Optical alignment of the 14 px icon with the first line of 14 px text.
  marginTop: '0.125em',
});

/**
 * The bordered box of text-like controls (TextField, TextArea, Select). The native control
 * is a direct child so the box can show focus with `:has()` while a button inside it (the
 * password toggle) keeps its own focus ring.
 */
export const control = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    width: '100%',
    background: vars.color.surface,
    color: vars.color.text,
    // borderStrong, not border: a control's edge must reach 3:1 against the page (WCAG 1.4.11).
    border: `1px solid ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, box-shadow ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
    selectors: {
      '&:hover:not([data-disabled])': {
        borderColor: vars.color.textMuted,
      },
      '&[data-invalid]': { borderColor: vars.color.critical },
      '&[data-invalid]:hover:not([data-disabled])': { borderColor: vars.color.criticalHover },
      // Inputs always match :focus-visible when focused; the ring goes on the box.
      '&:has(> :is(input, textarea, select):focus-visible)': {
        // Border + 2 px shadow = the library's 3 px focus width, drawn inside the layout box.
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 calc(${vars.focus.width} - 1px) ${vars.color.focusRing}`,
      },
      '&[data-invalid]:has(> :is(input, textarea, select):focus-visible)': {
        borderColor: vars.color.critical,
        boxShadow: `0 0 0 calc(${vars.focus.width} - 1px) ${vars.color.critical}`,
      },
      '&[data-disabled]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      sm: { minHeight: vars.size.controlSm, fontSize: vars.fontSize.sm },
      md: { minHeight: vars.size.controlMd, fontSize: vars.fontSize.md },
      lg: { minHeight: vars.size.controlLg, fontSize: vars.fontSize.md },
    },
  },
  defaultVariants: { size: 'md' },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

/** Horizontal padding of the native control per size; the box itself has none so the whole box is the hit area. */
export const controlPaddingInline = {
  sm: vars.space.xs,
  md: vars.space.sm,
  lg: vars.space.md,
} as const;

/** The native element inside the box: borderless and transparent, the box draws the frame. */
export const nativeControl = style({
  flex: 1,
  alignSelf: 'stretch',
  minWidth: 0,
  width: '100%',
  margin: 0,
  border: 0,
  borderRadius: 'inherit',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  lineHeight: vars.lineHeight.normal,
  selectors: {
    // The box shows focus; a second outline on the element would double it.
    '&:focus, &:focus-visible': { outline: 'none' },
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

/** Decorative icon at the start of the box. */
export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
