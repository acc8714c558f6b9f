import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';
import { threeColumns } from './SiteLayout.css.ts';

/** Below the sticky navigation bar, the full height of the rest of the screen. */
const belowNav = {
  position: 'sticky',
  top: vars.size.navHeight,
  height: `calc(100vh - ${vars.size.navHeight})`,
} as const;

export const leftPanel = style({
  ...belowNav,
  gridArea: 'left',
  '@media': { [media.mobile]: { display: 'none' } },
});

export const panelBrand = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontFamily: vars.font.heading,
});

export const rightPanel = style({
  gridArea: 'right',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    // A column of its own only where the page keeps room to read.
    [threeColumns]: {
      ...belowNav,
      overflowY: 'auto',
      borderTop: 'none',
      borderInlineStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const list = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  marginBottom: vars.space.sm,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});

export const tool = style({ justifyContent: 'flex-start' });

export const actions = style({
  display: 'grid',
  gap: vars.space.xs,
  '@media': {
    [media.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  },
});
