import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { RecipeVariants } from '@vanilla-extract/recipes';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 0.7s linear infinite`,
    '@media': {
      // Slowed rather than stopped: a frozen ring would not read as "busy".
      '(prefers-reduced-motion: reduce)': {
        animationDuration: '1.6s !important',
        animationIterationCount: 'infinite !important',
      },
    },
  },
  variants: {
    size: {
      sm: { width: '0.875rem', height: '0.875rem' },
      md: { width: '1.25rem', height: '1.25rem' },
      lg: { width: '2rem', height: '2rem', borderWidth: '3px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
