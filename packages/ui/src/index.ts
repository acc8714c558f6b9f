// @brightlane/ui — public entry. Styles (font, themes, reset) load with the package.
import './styles/index.ts';

export * from './theme/index.ts';
export { beginHydration, useClientSnapshot } from './hydration/clientSnapshot.ts';
export { palette, themeColors, breakpoints, media } from './tokens/palette.ts';
export { lightTokens, darkTokens, themeTokens } from './tokens/themes.ts';
export type { ThemeName } from './tokens/themes.ts';
// Hides text on screen but keeps it for screen readers (a description, a live message).
export { visuallyHidden } from './styles/utils.css.ts';
export * from './components/index.ts';
