import { style } from '@vanilla-extract/css';

export const form = style({ minWidth: 0 });

export const input = style({
  // The library draws its own clear button; WebKit's native one would be a second ×.
  appearance: 'none',
  selectors: {
    '&::-webkit-search-cancel-button, &::-webkit-search-decoration': {
      appearance: 'none',
      display: 'none',
    },
  },
});
