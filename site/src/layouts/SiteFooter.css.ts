import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

export const footer = style({
  // Laid out with the page, unlike the bands above it (features/marketing/page.css.ts): a jump
  // to the end of a page reaches it at once, and laid out only then, from a guessed height
  // (480 px against 565 at 1280 px and 1,014 on a phone), it moved the link just scrolled to.
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
