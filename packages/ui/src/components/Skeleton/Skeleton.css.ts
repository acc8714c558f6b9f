import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const shimmer = keyframes({
  from: { backgroundPosition: '150% 0' },
  to: { backgroundPosition: '-50% 0' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    maxWidth: '100%',
    backgroundColor: vars.color.neutralSoftHover,
    // A soft highlight band sweeps across the base colour.
    backgroundImage: `linear-gradient(90deg, transparent 0%, ${vars.color.neutralSoft} 50%, transparent 100%)`,
    backgroundSize: '50% 100%',
    backgroundRepeat: 'no-repeat',
    animation: `${shimmer} 1.6s ${vars.motion.easingStandard} infinite`,
    '@media': {
      // Frozen rather than sped up: the global reduced-motion rule would otherwise run the
      // sweep once at high speed. `none` also drops the highlight band entirely.
      '(prefers-reduced-motion: reduce)': { animation: 'none !important', backgroundImage: 'none' },
      '(forced-colors: active)': { border: '1px solid CanvasText' },
    },
  },
  variants: {
    shape: {
      text: { height: '0.75em', borderRadius: vars.radius.sm, marginBlock: '0.35em' },
      block: { borderRadius: vars.radius.md },
      circle: { borderRadius: vars.radius.full, aspectRatio: '1' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({ display: 'block', width: '100%' });
