import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

/**
 * The scroll container. It is a focusable, labelled region so keyboard users can scroll a
 * table wider than the screen with the arrow keys (WCAG 2.1.1; axe `scrollable-region-focusable`).
 */
export const region = style({
  position: 'relative',
  width: '100%',
  maxWidth: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  // Momentum scrolling and no scroll chaining into the page while swiping the table sideways.
  overscrollBehaviorX: 'contain',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  // Tabular figures keep dates and counts aligned from row to row.
  fontVariantNumeric: 'tabular-nums',
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  textAlign: 'start',
  // break-word, not anywhere: it wraps long words only when they cannot fit, without making
  // every column's minimum width one character (which would crush columns instead of
  // scrolling the region).
  overflowWrap: 'break-word',
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const headerCell = style({
  ...cellBase,
  verticalAlign: 'bottom',
  background: vars.color.surfaceSunken,
  // textMuted, not textSubtle: subtle text is under 4.5:1 on the sunken surface.
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.02em',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  borderBottomColor: vars.color.borderStrong,
});

export const cell = style({
  ...cellBase,
  verticalAlign: 'middle',
  selectors: {
    'tr:last-child > &': { borderBottom: 0 },
  },
});

/** A row header (`<th scope="row">`) reads like the other cells, only a little stronger. */
export const rowHeaderCell = style({ fontWeight: vars.fontWeight.semibold });

export const alignEnd = style({ textAlign: 'end' });

export const nowrap = style({ whiteSpace: 'nowrap' });

/** A skeleton bar in an end-aligned column sits at the end, like the text it stands for. */
export const skeletonEnd = style({ marginInlineStart: 'auto' });

/** Columns marked `hideBelow: 'md'` leave the layout at the mobile breakpoint (≤768 px). */
export const hideBelowMd = style({
  '@media': { [media.mobile]: { display: 'none' } },
});

export const row = style({
  selectors: {
    // Muted rows (e.g. handled messages) change colour, never opacity: opacity would take
    // text, badges and switches below the WCAG AA contrast the tokens guarantee.
    '&[data-variant="muted"]': {
      background: vars.color.surfaceSunken,
      color: vars.color.textMuted,
    },
  },
});

export const fullWidthCell = style({
  ...cellBase,
  borderBottom: 0,
  padding: 0,
});

export const skeletonCell = style({
  ...cellBase,
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
});
