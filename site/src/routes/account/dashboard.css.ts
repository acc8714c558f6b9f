import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
});

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
