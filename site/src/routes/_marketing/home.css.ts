import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  paddingBlock: `${vars.space.xxxl} ${vars.space.xxxl}`,
  '@media': {
    [media.mobile]: { paddingBlock: `${vars.space.xxl} ${vars.space.xxl}` },
  },
});

export const heroGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1.15fr) minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.xxl,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  // Beside the sidebars the page is narrower than the window: one column there too.
  '@container': {
    '(max-width: 880px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const title = style({
  color: vars.color.text,
  fontFamily: vars.font.heading,
  // The display size where the page has room; a little smaller on a narrower page.
  fontSize: `max(2rem, min(${vars.fontSize.display}, 7cqi))`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});

export const lead = style({
  maxWidth: '38rem',
  marginTop: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
});

export const call = style({
  marginTop: vars.space.lg,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const callLink = style({
  color: vars.color.text,
  fontWeight: vars.fontWeight.semibold,
});

export const highlights = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  marginTop: vars.space.xl,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const highlight = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const tick = style({
  flexShrink: 0,
  color: vars.color.positiveText,
});

// The illustration: a browser window drawn with boxes, so the hero needs no image request.
export const art = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  '@media': {
    [media.mobile]: { display: 'none' },
  },
  '@container': {
    '(max-width: 880px)': { display: 'none' },
  },
});

export const glow = style({
  position: 'absolute',
  inset: '8% -6% -6% 8%',
  borderRadius: vars.radius.xl,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.info})`,
  opacity: 0.35,
  filter: 'blur(48px)',
});

export const browser = style({
  position: 'relative',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
});

export const browserBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const dot = style({
  width: 10,
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
});

export const address = style({
  flex: 1,
  height: 18,
  marginLeft: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
});

export const page = style({
  flex: 1,
  display: 'grid',
  gridTemplateRows: 'auto auto 1fr',
  gap: vars.space.md,
  padding: vars.space.lg,
});

export const bannerBlock = style({
  height: 72,
  borderRadius: vars.radius.lg,
  background: `linear-gradient(120deg, ${vars.color.brand} 0%, ${vars.color.brandSoft} 100%)`,
});

export const lines = style({
  display: 'grid',
  gap: vars.space.xs,
});

export const line = style({
  height: 10,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
});

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: vars.space.sm,
});

export const card = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

/** The quote request: the pitch beside the form on wide screens, above it on phones. */
export const quoteGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});
