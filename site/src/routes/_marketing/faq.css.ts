import { style } from '@vanilla-extract/css';
import { vars } from '@brightlane/ui';

export const list = style({
  width: '100%',
});

export const answer = style({
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.relaxed,
});

/**
 * The answers are always rendered (`forceMount`), so the pre-rendered page carries them for
 * search engines and readers without JavaScript; a closed one is simply not displayed.
 */
export const content = style({
  selectors: {
    '&[data-state="closed"]': { display: 'none' },
  },
});
