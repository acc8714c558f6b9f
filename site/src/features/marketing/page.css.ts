// Shared styles of the content pages (portfolio, services, about, FAQ, the service pages):
// the page header band, sections, responsive card grids and the closing call to action.
// Token colours only, so both themes follow; grids fall to fewer columns at ≤768 px.
import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@brightlane/ui';

export const header = style({
  paddingBlock: `${vars.space.xxxl} ${vars.space.xxl}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.background} 100%)`,
  '@media': {
    [media.mobile]: { paddingBlock: `${vars.space.xxl} ${vars.space.xl}` },
  },
});

export const eyebrow = style({
  display: 'inline-block',
  marginBottom: vars.space.sm,
  color: vars.color.brandText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const lead = style({
  maxWidth: '44rem',
  marginTop: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.relaxed,
});

/**
 * A band of page content. Off screen, the browser skips its layout and paint
 * (`content-visibility: auto`): laying out whole long pages after the first paint, and again
 * when the web font arrives, were the longest tasks on a slow phone. The remembered size
 * (`auto`) keeps the scrollbar steady once a band has been seen.
 *
 * Not the page's last band: scrolled to at once (a jump to the page's end, a tap on the phone's
 * Quick Actions below it), it was first laid out while in view, and its real height (304–754 px
 * on a phone, against the 600 px guessed) moved the Quick Tools and Support a visitor was
 * reaching for by up to 360 px (docs/decisions/014-no-layout-shift.md).
 */
export const section = style({
  paddingBlock: vars.space.xxl,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 600px',
  selectors: {
    '&:last-of-type': { contentVisibility: 'visible' },
  },
  '@media': {
    [media.mobile]: { paddingBlock: vars.space.xl },
  },
});

/** A section on the sunken surface, to set it apart from its neighbours. */
export const sectionSunken = style([
  section,
  {
    background: vars.color.surfaceSunken,
    borderBlock: `1px solid ${vars.color.border}`,
  },
]);

export const sectionIntro = style({
  maxWidth: '44rem',
  marginTop: vars.space.sm,
  marginBottom: vars.space.xl,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

const gridBase = style({
  display: 'grid',
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Card grids by column count on wide screens; two (four-up) or one column at ≤768 px. */
export const grid = styleVariants({
  2: [
    gridBase,
    {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  ],
  3: [
    gridBase,
    {
      gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
      '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
    },
  ],
  4: [
    gridBase,
    {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      '@media': {
        [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [media.small]: { gridTemplateColumns: 'minmax(0, 1fr)' },
      },
      // Between the two sidebars (a 1280 px window leaves the page about 780 px), four
      // columns would break words like 'Transparency' mid-word: two there, as on a tablet.
      // Written as a range so it never overrides the one column of a small phone.
      '@container': {
        [`(min-width: ${breakpoints.small + 1}px) and (max-width: 800px)`]: {
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        },
      },
    },
  ],
});

/** A grid cell that lets its card fill the row's height. */
export const gridItem = style({ display: 'flex', flexDirection: 'column' });

export const fill = style({ flex: 1 });

export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 48,
  height: 48,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
});

export const checkList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
});

export const checkItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const checkMark = style({
  flexShrink: 0,
  marginTop: 2,
  color: vars.color.positiveText,
});

export const cta = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  padding: vars.space.xl,
  borderRadius: vars.radius.xl,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
  '@media': {
    [media.mobile]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      padding: vars.space.lg,
    },
  },
});

export const ctaText = style({
  maxWidth: '40rem',
});

export const ctaBody = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});
