import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// A labelled row with a toggle track.
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  // A comfortable touch target for the whole row on phones.
  minHeight: 44,
});

export const rowLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

export const rowIcon = style({ width: 18, height: 18, flexShrink: 0, color: vars.color.textMuted });

const trackWidth = 44;
const trackHeight = 24;
const border = 2;
const thumbSize = 16;
const thumbTravel = trackWidth - 2 * border - thumbSize - 4;

// Unchecked: an outlined track with a grey thumb; checked: a filled brand track with an
// on-brand thumb. Both the track edge and the thumb meet 3:1 (WCAG 1.4.11) in either theme.
export const track = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: trackWidth,
  height: trackHeight,
  borderRadius: vars.radius.full,
  border: `${border}px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}, border-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover:not([data-disabled])': {
      borderColor: vars.color.textMuted,
    },
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[data-state="checked"]:hover:not([data-disabled])': {
      background: vars.color.brandHover,
      borderColor: vars.color.brandHover,
    },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  display: 'block',
  width: thumbSize,
  height: thumbSize,
  borderRadius: vars.radius.full,
  background: vars.color.textMuted,
  transform: 'translateX(2px)',
  transition: `transform ${vars.motion.durationNormal} ${vars.motion.easingEmphasized}, background-color ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.onBrand,
      transform: `translateX(${thumbTravel + 2}px)`,
    },
  },
});
