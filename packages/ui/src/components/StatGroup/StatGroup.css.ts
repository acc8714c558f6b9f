import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const root = style({
  // Flex rather than an auto-fit grid: a tile is never narrower than its longest word or
  // figure (min-width auto), so '12,345,678' moves to a new row instead of breaking apart.
  // Three tiles share a row on a 375 px phone.
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [media.small]: { gap: vars.space.xs } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  flex: '1 1 6rem',
  boxSizing: 'border-box',
  // A figure wider than the whole row breaks (overflow-wrap) rather than overflowing it.
  maxWidth: '100%',
  gap: vars.space.xxs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    [media.small]: { padding: vars.space.sm },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  // 'break-word' breaks a word only when it alone is wider than the whole row.
  overflowWrap: 'break-word',
});

export const value = style({
  display: 'flex',
  alignItems: 'center',
  // One line box tall whether it holds a figure or a Skeleton, so loading does not shift.
  minHeight: `calc(${vars.fontSize.xxl} * ${vars.lineHeight.tight})`,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Tabular figures: 0, 10 and 111 take the widths of their digit counts, so a counter that
  // updates does not wobble, and tiles side by side line up.
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'break-word',
});
