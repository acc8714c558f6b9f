import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// Square, icon-only variant of the button recipe: the recipe gives colours and states,
// this adds the square shape per size.
export const square = style({ paddingInline: 0, aspectRatio: '1', flexShrink: 0 });
export const round = style({ borderRadius: vars.radius.full });
