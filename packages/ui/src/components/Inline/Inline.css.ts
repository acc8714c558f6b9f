import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media } from '../../tokens/palette.ts';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  minWidth: 0,
  selectors: { '&:is(ul, ol)': { listStyle: 'none', paddingInlineStart: 0 } },
});

export const wrap = style({ flexWrap: 'wrap' });

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

// Collapsed to a column on the mobile layout (≤768 px). The horizontal `justify` then
// becomes the cross-axis alignment, so a centred row stays centred once stacked, and a
// spread-out row (`between`) becomes full-width items.
const collapsedAlign = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'stretch',
} as const;

export const collapseMobile = styleVariants(collapsedAlign, (alignItems) => ({
  '@media': {
    [media.mobile]: { flexDirection: 'column', alignItems, justifyContent: 'flex-start' },
  },
}));
