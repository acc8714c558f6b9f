// The Data Pro theme. Importing it brings its style sheet (`[data-brand="data-pro"]`), so a
// product that never imports it ships none of its CSS.
import { dataProValues } from './dataPro.css.ts';
import type { Theme } from './createTheme.ts';
import { markShipped } from './shipped.ts';

/** Data Pro: deep teal on blue-grey neutrals, 4 px corners. */
export const dataPro: Theme = markShipped(dataProValues);
