import { style } from '@vanilla-extract/css';
import { invisibleCover } from '../../styles/utils.css.ts';
import { vars } from '../../theme/contract.css.ts';

export const zone = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  transition: `border-color ${vars.motion.durationFast} ${vars.motion.easingStandard}, background-color ${vars.motion.durationFast} ${vars.motion.easingStandard}`,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.brand },
    '&[data-dragging]': {
      borderStyle: 'solid',
      borderColor: vars.color.brand,
      background: vars.color.brandSoft,
    },
    '&[data-invalid]': { borderColor: vars.color.critical },
    // The input is invisible; its focus shows on the zone.
    '&:has(> input:focus-visible)': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
    // No opacity: the zone's text must keep its contrast; the colours say "disabled" instead.
    '&[data-disabled]': {
      background: vars.color.surfaceSunken,
      borderStyle: 'solid',
      borderColor: vars.color.border,
    },
  },
});

/**
 * The real file input covers the whole zone, invisible: a click anywhere opens the picker,
 * a dropped file lands in it natively, and keyboard users reach it with Tab and open it
 * with Enter or Space — no scripted click or keyboard handler to get wrong.
 */
export const input = style([
  invisibleCover,
  {
    cursor: 'pointer',
    selectors: {
      '&:disabled': { cursor: 'not-allowed' },
      '&::file-selector-button': { cursor: 'inherit' },
    },
  },
]);

export const zoneIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  selectors: {
    '[data-disabled] > &': { background: vars.color.neutralSoft, color: vars.color.textMuted },
  },
});

export const zoneText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
});

export const zoneAction = style({
  color: vars.color.brandText,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  selectors: { '[data-disabled] &': { color: vars.color.textMuted } },
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const fileIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const fileText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  lineHeight: vars.lineHeight.snug,
});

export const fileName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const fileSize = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
