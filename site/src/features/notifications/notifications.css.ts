import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

/**
 * The bell popup's inside: the panel, then one footer row ('View all', 'Clear'). A column within
 * the popup's 400 px, so the panel's list is what scrolls when it is long.
 */
export const popupBody = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
});

export const panel = style({
  flex: '1 1 auto',
  minHeight: 0,
  width: '100%',
  maxWidth: 'none',
  maxHeight: 'none',
});

export const popupFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});
