import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// A round icon button whose sun and moon cross-fade.

/** Marker class on the icon button, so the icons can follow its data-state. */
export const iconRoot = style({ position: 'relative', overflow: 'hidden' });

export const iconSize = styleVariants({
  sm: { width: 16, height: 16 },
  md: { width: 18, height: 18 },
  lg: { width: 20, height: 20 },
});

export const iconStack = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
});

const iconBase = style({
  gridArea: '1 / 1',
  transition: `transform ${vars.motion.durationSlow} ${vars.motion.easingEmphasized}, opacity ${vars.motion.durationNormal} ${vars.motion.easingStandard}`,
});

// The icon shows the current state (moon = dark mode on), like the switch it is.
export const sun = style([
  iconBase,
  {
    selectors: {
      [`${iconRoot}[data-state="checked"] &`]: {
        opacity: 0,
        transform: 'rotate(-90deg) scale(0.5)',
      },
    },
  },
]);

export const moon = style([
  iconBase,
  {
    selectors: {
      [`${iconRoot}[data-state="unchecked"] &`]: {
        opacity: 0,
        transform: 'rotate(90deg) scale(0.5)',
      },
    },
  },
]);
