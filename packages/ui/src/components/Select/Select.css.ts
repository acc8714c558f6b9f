import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { controlPaddingInline } from '../Field/Field.css.ts';

export const select = styleVariants(controlPaddingInline, (padding) => ({
  // The native arrow differs per browser and ignores the theme; ours is drawn by the chevron.
  appearance: 'none',
  paddingInlineStart: padding,
  paddingInlineEnd: `calc(${padding} + 24px)`,
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  selectors: {
    // The placeholder option is selected: show the value in the placeholder colour.
    '&:has(option[value=""]:checked)': { color: vars.color.textSubtle },
  },
}));

export const option = style({
  // Options render in the browser's own list; give them the themed colours where supported.
  background: vars.color.surface,
  color: vars.color.text,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
