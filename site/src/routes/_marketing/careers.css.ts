import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const body = style({
  paddingBlock: vars.space.xxl,
  '@media': {
    [media.mobile]: { paddingBlock: vars.space.xl },
  },
});

export const role = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
});

export const roleHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const roleTitle = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const roleMeta = style({
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const summary = style({
  maxWidth: '48rem',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const lists = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xl,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.lg },
  },
});

export const listTitle = style({
  marginBottom: vars.space.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({
  display: 'grid',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
