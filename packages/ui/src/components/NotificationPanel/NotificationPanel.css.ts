import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  // 320 px wide, at most 400 px high (a popup under a top-bar button); the list scrolls inside.
  width: '320px',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: '400px',
  overflow: 'hidden',
  color: vars.color.text,
  fontFamily: vars.font.body,
  selectors: {
    '&:not([data-bare])': {
      background: vars.color.surfaceRaised,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xs,
  paddingInlineStart: vars.space.md,
  paddingInlineEnd: vars.space.xs,
  minHeight: '52px',
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: {
    // Inset ring: the list is focusable (keyboard scrolling) and would clip an outer one.
    '&:focus-visible': { outlineOffset: `calc(${vars.focus.width} * -1)` },
  },
});

export const item = style({
  position: 'relative',
  // One child, the shared NotificationRow (dot, text, time).
  display: 'flex',
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&:last-child': { borderBottom: 0 },
  },
});

export const itemButton = style({
  display: 'flex',
  width: '100%',
  margin: `calc(${vars.space.sm} * -1) calc(${vars.space.md} * -1)`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  boxSizing: 'content-box',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:focus-visible': { outlineOffset: `calc(${vars.focus.width} * -1)` },
  },
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space.xs,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});
