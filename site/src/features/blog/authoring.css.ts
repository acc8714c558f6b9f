import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

/** Wide enough for a line of prose in the editor; the page's own padding on a phone. */
export const formCard = style({
  maxWidth: '52rem',
});

export const form = style({
  display: 'grid',
  gap: vars.space.md,
});

/** Slug and status side by side where there is room. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(10rem, 1fr)',
  gap: vars.space.md,
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

/** 'Draft: only you can see it' / 'Published …' and, quietly, when the browser last kept it. */
export const statusLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xxs} ${vars.space.md}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

/** The author's controls above a published post, on the back link's line (no shift). */
export const postControls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

export const confirmCard = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '36rem',
});

/** The confirmation is a form (it posts where the page's code does not run): laid out as the card. */
export const confirmForm = style({ display: 'grid', gap: vars.space.md });
