import { style } from '@vanilla-extract/css';
import { media } from '@brightlane/ui';

// CSS, not the JS mobile flag, decides: the pre-rendered HTML is right for the width.
export const wrapper = style({
  '@media': {
    [media.wide]: { display: 'none' },
  },
});
