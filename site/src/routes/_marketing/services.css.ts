import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.fontWeight.semibold,
});
