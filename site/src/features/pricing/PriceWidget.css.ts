import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const widget = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.6fr) minmax(0, 1fr)',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.lg,
      padding: vars.space.lg,
    },
    [media.small]: { padding: vars.space.md },
  },
});

export const intro = style({
  marginTop: vars.space.xs,
  marginBottom: vars.space.lg,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
});

export const resultLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const price = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  // Digits of equal width, so the figure does not jitter as it changes.
  fontVariantNumeric: 'tabular-nums',
});

export const description = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
});

export const note = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const action = style({
  marginTop: vars.space.md,
});
