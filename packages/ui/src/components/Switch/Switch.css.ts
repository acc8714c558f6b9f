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

export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  // Centres the track on the first line of the label (line-height 1.5).
  marginTop: `calc((1.5em - ${trackHeight}) / 2)`,
  borderRadius: vars.radius.full,
  // The "off" track uses borderStrong so the control still reaches 3:1 against the page.
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover:not([data-disabled])': {
      background: vars.color.textSubtle,
    },
    '&[data-state="checked"]': { background: vars.color.brand },
    '&[data-state="checked"]:hover:not([data-disabled])': {
      background: vars.color.brandHover,
    },
    '&[aria-invalid="true"]': { boxShadow: `0 0 0 2px ${vars.color.critical}` },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
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
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.onBrand,
      transform: `translateX(calc(${trackWidth} - ${trackHeight} + ${inset}))`,
    },
  },
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
