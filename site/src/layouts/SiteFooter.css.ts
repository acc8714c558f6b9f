import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const footer = style({
  // Below the fold on every page: skip its layout until it nears the screen (see the page
  // sections in features/marketing/page.css.ts).
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 480px',
  '@media': {
    // Room under the bottom bar for the floating 'Call Now' banner.
    [media.mobile]: { paddingBottom: `calc(${vars.size.controlLg} + 3 * ${vars.space.md})` },
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
