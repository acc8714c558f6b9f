import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  // A Stack rendered as a list keeps list semantics without bullets or indentation.
  selectors: { '&:is(ul, ol)': { listStyle: 'none', paddingInlineStart: 0 } },
});

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
});
