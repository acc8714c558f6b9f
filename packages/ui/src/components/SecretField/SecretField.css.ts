import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({ display: 'flex', alignItems: 'stretch', gap: vars.space.xs });

export const box = style({ flex: 1, minWidth: 0 });

export const value = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  // Groups of four are easier to copy by eye into an authenticator app.
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
  paddingInline: vars.space.sm,
  textOverflow: 'ellipsis',
  selectors: {
    // Read-only: no focus frame on the box beyond the standard one, and selectable text.
    '&:read-only': { cursor: 'text' },
  },
});

export const copy = style({ flexShrink: 0, minWidth: '6.5rem' });
