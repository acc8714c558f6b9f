// Build-time only: imported by the themes' .css.ts files, never by code that ships to the
// browser (it calls vanilla-extract, which runs while the package is built).
import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { themeLayer } from '../styles/layers.css.ts';
import { vars } from './contract.css.ts';
import type { Theme } from './createTheme.ts';
import { SYSTEM_LIGHT, systemSchemeSelector, themeSelectors } from './themeCss.ts';

/** The theme's custom properties on its selectors (theme/themeCss.ts), compiled to static CSS. */
export function globalThemeStyles(theme: Theme, options: { isDefault?: boolean } = {}): void {
  const selectors = themeSelectors(theme.name, options.isDefault);
  createGlobalTheme(selectors.dark, vars, { '@layer': themeLayer, ...theme.dark });
  createGlobalTheme(selectors.light, vars, { '@layer': themeLayer, ...theme.light });
  globalStyle(systemSchemeSelector(theme.name, options.isDefault), {
    '@layer': {
      [themeLayer]: { '@media': { [SYSTEM_LIGHT]: { vars: assignVars(vars, theme.light) } } },
    },
  });
}
