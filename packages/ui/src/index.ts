// @brightlane/ui — public entry. The font, reset and base styles load with the package; each
// theme's and each component's style sheet with the module that uses it.
import './styles/index.ts';

export * from './theme/index.ts';
export { beginHydration, useClientSnapshot } from './hydration/clientSnapshot.ts';
export { HydrateLater } from './hydration/HydrateLater.tsx';
export type { HydrateLaterProps } from './hydration/HydrateLater.tsx';
export { palette, themeColors, breakpoints, media } from './tokens/palette.ts';
export { tokenProperty, TOKEN_PREFIX } from './tokens/names.ts';
export type { ThemeTokens, ColorRole } from './tokens/shape.ts';
// Hides text on screen but keeps it for screen readers (a description, a live message).
export { visuallyHidden } from './styles/utils.css.ts';
export * from './components/index.ts';
