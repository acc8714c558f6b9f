import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  maxWidth: '100%',
});

/**
 * The code itself sits in a nested light-theme scope (see QRCode.tsx): `surface` is white and
 * `text` near-black there whatever the page theme, read through the same tokens as everything
 * else instead of raw colours.
 */
export const plate = style({
  display: 'block',
  lineHeight: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflow: 'hidden',
});

export const caption = style({
  maxWidth: '100%',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});
