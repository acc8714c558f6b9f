export { vars } from './contract.css.ts';
export type { ThemeVars } from './contract.css.ts';
export { lightTheme, darkTheme } from './themeCss.ts';
export { themeSelectors, themeStyleSheet, THEME_LAYER } from './themeCss.ts';
export { createTheme, colorsFromScales } from './createTheme.ts';
export type {
  Theme,
  ThemeInput,
  ThemeSchemeInput,
  ColorScheme,
  ColorScale,
  ColorScaleStep,
} from './createTheme.ts';
export { brightlane } from './brightlane.ts';
export { dataPro } from './dataPro.ts';
export { ThemeProvider, useTheme } from './ThemeProvider.tsx';
export type { ThemeContextValue, ThemeProviderProps, ThemeName } from './ThemeProvider.tsx';
export {
  createThemeHeadScript,
  themeHeadScript,
  applyTheme,
  THEME_STORAGE_KEY,
} from './headScript.ts';
export type { DefaultScheme, ThemeScriptOptions, HeadScriptTheme } from './headScript.ts';
