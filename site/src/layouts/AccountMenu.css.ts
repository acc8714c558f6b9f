import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xs,
});

/** A menu row: icon and label, the whole row clickable. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.medium,
  ':hover': { background: vars.color.neutralSoft },
  ':focus-visible': {
    outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
    outlineOffset: vars.focus.offset,
  },
});

/** 'Member Since' and its date, one quiet line above the links, lined up with their text. */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  columnGap: vars.space.sm,
  margin: 0,
  padding: `${vars.space.sm} calc(${vars.space.xs} + ${vars.space.md}) 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const summaryValue = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});
