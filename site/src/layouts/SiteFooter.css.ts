import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const footer = style({
  // Below the fold on every page: its layout is skipped until it nears the screen (as the
  // page's bands, features/marketing/page.css.ts). A jump to the end of a page reaches it at
  // once and lays it out only then, so its guessed height is its real one: its links measure
  // 1,014 px on a phone (360–768 px) and 564 px wide (604 at 1,024). A guess of 480 px moved
  // the end of the page by 84 px and more after the jump; tests/e2e/layout-shift.e2e.ts
  // fails when the footer's content changes and these no longer match.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 564px',
  '@media': {
    [media.mobile]: {
      containIntrinsicSize: 'auto 1014px',
      // Room under the bottom bar for the floating 'Call Now' banner.
      paddingBottom: `calc(${vars.size.controlLg} + 3 * ${vars.space.md})`,
    },
  },
});

export const brandLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
  },
});

// The contact column's e-mail address and hours need more than one 150 px grid track.
export const contactColumn = style({
  '@media': {
    [media.wide]: { gridColumn: 'span 2' },
  },
});
