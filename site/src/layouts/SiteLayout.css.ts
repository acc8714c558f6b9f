import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.xs,
  left: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  // Off screen until focused: the first Tab stop for keyboard users, invisible otherwise.
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none' },
  },
});

/**
 * From this width the Quick Tools get a column of their own; below it they follow the page,
 * so a 769–1199 px screen keeps a readable page beside the left navigation.
 */
export const threeColumns = 'screen and (min-width: 1200px)';

/**
 * The Quick Tools column's width is fixed in the grid rather than taken from the panel, so the
 * page's column has its final width before the panel (after the page in the HTML) is parsed:
 * a browser may paint a long page before it has read the end of the document.
 */
const quickPanelWidth = '240px';

/**
 * The page between the bars: left navigation, the page, Quick Tools. ≤768 px: the page, then
 * Quick Tools (the top bar's menu replaces the left navigation).
 */
export const body = style({
  flex: 1,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"left main" "left right"',
  gridTemplateRows: '1fr auto',
  alignItems: 'start',
  '@media': {
    [media.mobile]: {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"main" "right"',
    },
    [threeColumns]: {
      gridTemplateColumns: `auto minmax(0, 1fr) ${quickPanelWidth}`,
      gridTemplateAreas: '"left main right"',
      gridTemplateRows: 'auto',
    },
  },
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  // Pages size their layouts by the room they get between the sidebars, not by the window
  // (`@container` queries), so a page beside two sidebars lays out like one on a tablet.
  containerType: 'inline-size',
  // The skip link moves focus here; a focus ring around the whole page would only distract.
  outline: 'none',
});

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.xl,
  '@media': {
    [media.mobile]: { paddingInline: vars.space.lg },
    [media.small]: { paddingInline: vars.space.md },
  },
});
