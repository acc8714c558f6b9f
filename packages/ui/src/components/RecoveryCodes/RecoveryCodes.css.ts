import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const codes = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  padding: vars.space.md,
  listStyle: 'none',
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  '@media': {
    // Below 360 px two columns of 9-character codes no longer fit beside the padding.
    'screen and (max-width: 359px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
    '(forced-colors: active)': { border: '1px solid CanvasText' },
  },
  selectors: {
    // It takes focus only from script (after a refused copy, holding the selection).
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const code = style({
  minWidth: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  // Easier to copy by eye, character by character, into a sign-in form.
  letterSpacing: '0.05em',
  fontVariantNumeric: 'tabular-nums slashed-zero',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const button = style({ flex: '1 1 8rem' });

/** Copying needs the page's script: where scripts do not run, only Download is offered. */
export const copyButton = style([
  button,
  { '@media': { '(scripting: none)': { display: 'none' } } },
]);
