import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
