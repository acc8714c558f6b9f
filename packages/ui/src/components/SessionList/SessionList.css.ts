import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  selectors: {
    '&:not([data-bare])': {
      background: vars.color.surface,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      overflow: 'hidden',
    },
  },
  '@media': {
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.md,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.color.border}` },
    [`${root}[data-bare] &`]: { paddingInline: 0 },
  },
  '@media': {
    // On a small phone the action moves under the text, which keeps the full width for
    // a long browser name instead of wrapping it beside a button.
    [media.small]: {
      gridTemplateColumns: 'auto minmax(0, 1fr)',
      columnGap: vars.space.sm,
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'start',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralText,
  flexShrink: 0,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const action = style({
  justifySelf: 'end',
  '@media': {
    [media.small]: { gridColumn: '2', justifySelf: 'start' },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  selectors: {
    [`${root}[data-bare] &`]: { paddingInline: 0 },
  },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: {
    [`${root}[data-bare] &`]: { paddingInline: 0 },
    // With no rows above (empty, no empty text) a rule would sit on nothing.
    '&:first-child': { borderTop: 'none' },
  },
});
