import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

/** 'Remember me' and 'Forgot password?' on one line, wrapping in a narrow popup. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A note above a form (after a password reset). */
export const notice = style({
  marginBottom: vars.space.md,
});

/** The page around a panel: centred, with room above and below. */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} ${vars.space.sm}` } },
});

/** Buttons side by side ('Cancel', 'Log Out'). */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** A paragraph of a message panel's body. */
export const message = style({
  margin: `0 0 ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text,
});

/** A quieter line under the actions (the spam-folder hint). */
export const hint = style({
  margin: `${vars.space.md} 0 0`,
  textAlign: 'center',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
