import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { textInset } from '../NotificationPanel/NotificationRow.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  // The rows lay out by the list's own width (a side column or a phone), not the window's.
  containerType: 'inline-size',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// Below this width the 'Mark as read' button moves under the text, which keeps the width for
// the text instead of squeezing it into a narrow column beside the button.
const narrow = '(max-width: 30rem)';

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    // Unread: a tint behind the row, besides the dot and the weight the row draws itself.
    // A little brand over the surface rather than brandSoft, which is a heavy block in dark.
    '&[data-read="false"]': {
      background: `color-mix(in srgb, ${vars.color.brand} 8%, ${vars.color.surface})`,
    },
    // Focused by the list after 'Load more' (the button was gone); not by the mouse.
    '&:focus-visible': { outlineOffset: `calc(${vars.focus.width} * -1)` },
  },
  '@container': {
    [narrow]: { flexDirection: 'column', alignItems: 'stretch', gap: vars.space.xs },
  },
});

export const action = style({
  flexShrink: 0,
  '@container': {
    [narrow]: { alignSelf: 'flex-start', marginInlineStart: textInset },
  },
});

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const moreError = style({
  margin: 0,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

// Inline with the text, so a message that wraps stays centred with the icon on its first line.
export const moreErrorIcon = style({
  display: 'inline',
  verticalAlign: '-0.2em',
  marginInlineEnd: vars.space.xs,
});
