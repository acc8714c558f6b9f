import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../packages/ui/src/theme/contract.css.ts';

// Storybook's own preview styles paint <body> outside our cascade layers, which would win
// over the themed base layer; re-assert the theme here so stories show the real page colours.
globalStyle('body.sb-show-main', { background: vars.color.background, color: vars.color.text });
