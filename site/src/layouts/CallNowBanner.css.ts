import { style } from '@vanilla-extract/css';
import { media, vars } from '@brightlane/ui';

// CSS, not the JS mobile flag, decides: the pre-rendered HTML is right for the width.
export const wrapper = style({
  '@media': {
    [media.wide]: { display: 'none' },
  },
});

/**
 * The pill, and how it steps aside (`data-away`): down past the screen's bottom edge and out
 * of sight, by transform and opacity only, so nothing is laid out again and nothing shifts
 * (CLS stays 0). Hidden (visibility) once gone, so it takes no tap and no Tab stop; shown at
 * once when it comes back. With reduced motion it does not travel: it goes and comes in place.
 */
export const pill = style({
  transition: [
    `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    `opacity ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
    'visibility 0s',
  ].join(', '),
  selectors: {
    '&[data-away]': {
      transform: `translateY(calc(100% + ${vars.space.md} + env(safe-area-inset-bottom, 0px)))`,
      opacity: 0,
      visibility: 'hidden',
      transition: [
        `transform ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
        `opacity ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
        `visibility 0s linear ${vars.motion.durationNormal}`,
      ].join(', '),
    },
  },
  '@media': {
    [media.reducedMotion]: {
      transition: 'none',
      selectors: { '&[data-away]': { transform: 'none', transition: 'none' } },
    },
  },
});
