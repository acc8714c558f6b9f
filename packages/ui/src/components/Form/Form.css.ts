import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const generalError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.md,
  background: vars.color.criticalSoft,
  color: vars.color.criticalText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const generalErrorIcon = style({ flexShrink: 0, marginTop: '0.0625em' });
