export { vars } from './contract.css.ts';
export type { ThemeVars } from './contract.css.ts';
export { lightTheme, darkTheme } from './themes.css.ts';
export { ThemeProvider, useTheme } from './ThemeProvider.tsx';
export type { ThemeContextValue, ThemeProviderProps } from './ThemeProvider.tsx';
export { themeHeadScript, applyTheme, THEME_STORAGE_KEY } from './headScript.ts';
