import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: 640,
  marginInline: 'auto',
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
});

export const title = style({
  color: vars.color.text,
  fontSize: vars.fontSize.xxxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const message = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const detail = style({
  maxWidth: '100%',
  overflowX: 'auto',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.criticalText,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  textAlign: 'left',
  whiteSpace: 'pre-wrap',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

/** Fills the viewport when there is no layout around the screen (start-up failure, crashed layout). */
export const standalone = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '100vh',
});
