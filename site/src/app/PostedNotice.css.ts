import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

/** Below a signed-in page's header, the same space again before the page's content. */
export const notice = style({
  marginBottom: vars.space.lg,
  '@media': { [media.mobile]: { marginBottom: vars.space.md } },
});
