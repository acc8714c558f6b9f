import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const stack = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md} 0`,
});
