import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

// Off screen rather than display:none: bots skip fields they can tell are hidden, and people
// (and screen readers, through aria-hidden) never meet it.
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: 1,
  height: 1,
  overflow: 'hidden',
});

/** The form's own positioning context, so the honeypot sits off screen relative to it. */
export const form = style({
  position: 'relative',
});

/** Two fields side by side on wide screens (name and e-mail), stacked on phones. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': {
    [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

export const actionsBetween = style([
  actions,
  {
    justifyContent: 'space-between',
  },
]);

export const stepHeading = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  // Focused by script after a step change, for screen readers; no ring on a heading.
  outline: 'none',
});

export const title = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const builder = style({
  display: 'grid',
  gap: vars.space.lg,
});

export const thanks = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'start',
  paddingBlock: vars.space.md,
});

export const thanksTitle = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  outline: 'none',
});

export const thanksText = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const thanksAction = style({
  marginTop: vars.space.sm,
});
