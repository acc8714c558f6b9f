// `@brightlane/ui/head-script`: what a server, a build config or an HTML template needs to
// write the colour-scheme head script, with no CSS and no React, so it loads in Node as is.
// The themes here are the same objects as the package entry's, without their style sheets.
export {
  createThemeHeadScript,
  themeHeadScript,
  applyTheme,
  themeColorsOf,
  THEME_STORAGE_KEY,
} from './theme/headScript.ts';
export type {
  DefaultScheme,
  HeadScriptTheme,
  ThemeScriptOptions,
  ColorSchemeName,
} from './theme/headScript.ts';
export { createTheme } from './theme/createTheme.ts';
export { brightlaneTheme as brightlane } from './tokens/brightlane.ts';
export { dataProTheme as dataPro } from './tokens/dataPro.ts';
