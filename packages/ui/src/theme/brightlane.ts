// The Brightlane theme. Importing it brings its style sheet (`[data-brand="brightlane"]`, and
// the page's default where no brand is named), so a product that never imports it ships none
// of its CSS.
import { brightlaneValues } from './brightlane.css.ts';
import type { Theme } from './createTheme.ts';
import { markShipped } from './shipped.ts';

/** Brightlane: electric indigo on neutral greys, Inter, 8 px corners. */
export const brightlane: Theme = markShipped(brightlaneValues);
