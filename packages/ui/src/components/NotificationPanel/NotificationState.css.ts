import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  minHeight: '140px',
  padding: vars.space.lg,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const stateRow = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const errorText = style({ color: vars.color.criticalText });
