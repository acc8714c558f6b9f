import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const trackWidth = createVar();
const trackHeight = createVar();
const inset = '3px';

export const root = recipe({
  base: { display: 'inline-flex', flexDirection: 'column', minWidth: 0, maxWidth: '100%' },
  variants: {
    size: {
      sm: { vars: { [trackWidth]: '32px', [trackHeight]: '18px' }, fontSize: vars.fontSize.sm },
      md: { vars: { [trackWidth]: '40px', [trackHeight]: '22px' }, fontSize: vars.fontSize.md },
      lg: { vars: { [trackWidth]: '48px', [trackHeight]: '26px' }, fontSize: vars.fontSize.md },
    },
    block: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', block: false },
});

export const row = recipe({
  base: { display: 'flex', alignItems: 'flex-start', gap: vars.space.sm },
  variants: {
    block: {
      // A settings row: label at one edge, switch at the other.
      true: { justifyContent: 'space-between' },
      false: {},
    },
  },
});

/** The track's place: the native input, with the thumb drawn over it. */
export const control = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  // Centres the track on the first line of the label (line-height 1.5).
  marginTop: `calc((1.5em - ${trackHeight}) / 2)`,
  // Faded as one, the mark with its box (as a group, not each part over the other).
  selectors: { '[data-disabled] &': { opacity: 0.55 } },
});

/**
 * The native checkbox (role switch), drawn as the track (`appearance: none`). Its looks follow
 * the native state (`:checked`, `:disabled`), so they are right before the page's script runs.
 */
export const track = style({
  appearance: 'none',
  boxSizing: 'border-box',
  width: '100%',
  height: '100%',
  margin: 0,
  borderRadius: vars.radius.full,
  // The "off" track uses borderStrong so the control still reaches 3:1 against the page.
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.textSubtle,
    },
    '&:checked': { background: vars.color.brand },
    '&:checked:hover:not(:disabled)': {
      background: vars.color.brandHover,
    },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.critical}` },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&:disabled': { cursor: 'not-allowed' },
  },
  '@media': {
    // Forced colours drop backgrounds: the platform draws its own control again.
    '(forced-colors: active)': { appearance: 'auto' },
  },
});

export const thumb = style({
  position: 'absolute',
  top: inset,
  left: 0,
  display: 'block',
  width: `calc(${trackHeight} - 2 * ${inset})`,
  height: `calc(${trackHeight} - 2 * ${inset})`,
  borderRadius: vars.radius.full,
  // The thumb takes the "on" colour of whatever the track is painted with.
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: `translateX(${inset})`,
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  willChange: 'transform',
  pointerEvents: 'none',
  selectors: {
    [`${track}:checked ~ &`]: {
      background: vars.color.onBrand,
      transform: `translateX(calc(${trackWidth} - ${trackHeight} + ${inset}))`,
    },
  },
  '@media': { '(forced-colors: active)': { visibility: 'hidden' } },
});

export const label = style({
  color: vars.color.text,
  lineHeight: vars.lineHeight.normal,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  minWidth: 0,
  selectors: { '[data-disabled] &': { cursor: 'not-allowed' } },
});

export const messagesEnd = style({ paddingInlineStart: `calc(${trackWidth} + ${vars.space.sm})` });
