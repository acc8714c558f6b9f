import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The width comes from the component (300 px unless given), capped at the screen's.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 'min(640px, calc(100vh - 96px))',
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
  gap: vars.space.sm,
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

export const name = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const email = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const body = style({
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.md,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  flexShrink: 0,
});
