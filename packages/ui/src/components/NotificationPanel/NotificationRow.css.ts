import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const dotSize = '8px';

/** How far the text sits from the row's start edge, to line something up under it. */
export const textInset = `calc(${dotSize} + ${vars.space.sm})`;

export const row = style({
  display: 'flex',
  flex: 1,
  gap: vars.space.sm,
  minWidth: 0,
});

export const dot = style({
  flexShrink: 0,
  width: dotSize,
  height: dotSize,
  marginBlockStart: '7px',
  borderRadius: vars.radius.full,
  selectors: {
    [`${row}[data-read="false"] &`]: { background: vars.color.brand },
  },
  '@media': {
    // Backgrounds are dropped in forced colours: keep the unread dot visible.
    '(forced-colors: active)': {
      selectors: { [`${row}[data-read="false"] &`]: { background: 'CanvasText' } },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minWidth: 0,
});

export const text = style({
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
  // Unread reads stronger (dot, weight, full-contrast text); read items step back.
  color: vars.color.textMuted,
  selectors: {
    [`${row}[data-read="false"] &`]: {
      color: vars.color.text,
      fontWeight: vars.fontWeight.semibold,
    },
  },
});

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
