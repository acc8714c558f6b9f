import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const footer = style({
  paddingBlock: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  '@media': {
    [media.mobile]: { flexDirection: 'column', alignItems: 'flex-start' },
  },
});

export const tagline = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const contacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contactLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text, textDecoration: 'underline' },
  },
});
