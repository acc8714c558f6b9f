import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingTop: vars.space.lg,
});

export const pagePath = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  overflowWrap: 'anywhere',
});

/** A metric's p75 over its rating label: the label says it, the colour only repeats it. */
export const metric = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxs,
});

export const value = style({ whiteSpace: 'nowrap' });

/**
 * 'Needs improvement' wraps onto two lines in a narrow column rather than overlap the next
 * one: the pill grows with its text (a rounded tag rather than a fixed-height pill).
 */
export const rating = style({
  whiteSpace: 'normal',
  maxWidth: '100%',
  height: 'auto',
  minHeight: '18px',
  paddingBlock: '2px',
  lineHeight: 1.2,
  borderRadius: vars.radius.sm,
  textAlign: 'start',
});

export const errors = style({
  display: 'grid',
  gap: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const error = style({
  display: 'grid',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderTop: `1px solid ${vars.color.border}`,
  minWidth: 0,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
});

export const errorHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const errorMessage = style({
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const errorMeta = style({
  overflowWrap: 'anywhere',
});

export const summary = style({
  cursor: 'pointer',
  width: 'fit-content',
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const stack = style({
  margin: `${vars.space.xs} 0 0`,
  padding: vars.space.sm,
  maxHeight: '16rem',
  overflow: 'auto',
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
