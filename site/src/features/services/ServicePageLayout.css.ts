import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  textTransform: 'none',
  letterSpacing: 'normal',
});

export const breadcrumbLink = style({
  color: vars.color.brandText,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const breadcrumbSeparator = style({
  color: vars.color.textMuted,
});

export const breadcrumbCurrent = style({
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.lg,
  margin: 0,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  textAlign: 'center',
});

export const statValue = style({
  margin: 0,
  color: vars.color.brandText,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const statLabel = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const footnote = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pricing = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.xl,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gap: vars.space.lg,
      padding: vars.space.lg,
    },
  },
});

export const priceList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xl,
  margin: 0,
  marginTop: vars.space.md,
});

export const priceTerm = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const priceValue = style({
  margin: 0,
  color: vars.color.text,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
});

export const pricingText = style({
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Space under a section heading that has no intro paragraph. */
export const spacedHeading = style({ marginBottom: vars.space.lg });
