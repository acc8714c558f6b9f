import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
});

export const total = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.snug,
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  // Without a total the controls sit at the end, where a table's footer usually puts them.
  marginInlineStart: 'auto',
  '@media': {
    // On a phone the controls wrap under the total: spread them so Previous and Next sit
    // under the thumbs at the two edges, with the page text between.
    [media.small]: { flexBasis: '100%', justifyContent: 'space-between' },
  },
});

export const status = style({
  // Tabular figures: 'Page 9 of 12' → 'Page 10 of 12' should not make the buttons jump more
  // than the extra digit.
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.text,
  paddingInline: vars.space.xxs,
});
