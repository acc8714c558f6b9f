import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { controlPaddingInline } from '../Field/Field.css.ts';

export const box = style({ alignItems: 'stretch' });

export const textarea = styleVariants(controlPaddingInline, (padding) => ({
  paddingInline: padding,
  paddingBlock: vars.space.xs,
  resize: 'vertical',
}));

/** Auto-resizing areas grow with their content, so a drag handle would only fight it. */
export const autoResize = style({ resize: 'none', overflowY: 'hidden' });
