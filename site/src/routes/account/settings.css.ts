import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

/** Settings read down one column; wider lines would only spread the controls apart. */
export const page = style({
  maxWidth: '45rem',
  paddingBottom: vars.space.xxl,
  '@media': { [media.mobile]: { paddingBottom: vars.space.xl } },
});

export const header = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.xl} 0 ${vars.space.lg}`,
  '@media': { [media.mobile]: { padding: `${vars.space.lg} 0 ${vars.space.md}` } },
});

/** What a form posted without the page's code did, above the cards. */
export const notice = style({ marginBottom: vars.space.lg });
