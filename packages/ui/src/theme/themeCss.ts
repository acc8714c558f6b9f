// How a theme becomes CSS: its tokens as custom properties (tokens/names.ts) on a selector per
// colour scheme, inside the `bl-theme` cascade layer. The package's own themes are compiled
// to the same rules at build time (theme/*.css.ts); ThemeProvider renders this text for a
// theme made with createTheme. Any unlayered rule a product writes wins over both, whatever its
// specificity: `:root { --bl-color-brand: … }` is enough to override a token.
import { tokenProperty } from '../tokens/names.ts';
import type { ThemeTokens } from '../tokens/shape.ts';
import type { ColorScheme, Theme } from './createTheme.ts';

/** The cascade layer that holds every theme's custom properties. */
export const THEME_LAYER = 'bl-theme';
/** Class of an element whose subtree uses the light scheme of the page's brand. */
export const lightTheme = 'bl-theme-light';
/** Class of an element whose subtree uses the dark scheme of the page's brand. */
export const darkTheme = 'bl-theme-dark';

/**
 * The selectors a theme's schemes apply to. `data-brand` names the theme (on `<html>`, or on
 * an element for a section of another brand); `data-theme="light"` on the same element picks
 * light, anything else is dark; `.bl-theme-light` / `.bl-theme-dark` re-theme a subtree.
 * The default theme also applies where no brand is named, at zero specificity (`:where`), so
 * any named brand wins over it in any order.
 */
export function themeSelectors(name: string, isDefault = false): Record<ColorScheme, string> {
  const brand = `[data-brand="${name}"]`;
  const dark = [brand, `${brand} .${darkTheme}`];
  const light = [`${brand}[data-theme="light"]`, `${brand} .${lightTheme}`];
  if (isDefault) {
    dark.push(`:where(:root, .${darkTheme})`);
    light.push(`:where(:root[data-theme="light"], .${lightTheme})`);
  }
  return { dark: dark.join(', '), light: light.join(', ') };
}

/**
 * Where nothing has chosen a scheme (no `data-theme`: the head script did not run, e.g. with
 * scripting off, or a product that does not use it), the system's: this selector takes the
 * light scheme inside `@media (prefers-color-scheme: light)`. The default theme's part is at
 * zero specificity, as its other selectors.
 */
export function systemSchemeSelector(name: string, isDefault = false): string {
  const brand = `[data-brand="${name}"]:not([data-theme])`;
  return isDefault ? `${brand}, :where(:root:not([data-theme]))` : brand;
}

/** The media query under which `systemSchemeSelector` takes the light scheme. */
export const SYSTEM_LIGHT = '(prefers-color-scheme: light)';

/** `--bl-color-background:#f5f5f5;…`: every token of one scheme as declarations. */
export function tokenDeclarations(tokens: ThemeTokens): string {
  const declarations: string[] = [];
  for (const [group, leaves] of Object.entries(tokens)) {
    for (const [key, value] of Object.entries(leaves as Record<string, string>)) {
      declarations.push(`${tokenProperty([group, key])}:${value}`);
    }
  }
  return declarations.join(';');
}

/**
 * The style sheet of a theme: both schemes in the `bl-theme` layer (dark first, light wins),
 * and the system's scheme where none was chosen.
 */
export function themeStyleSheet(theme: Theme): string {
  const selectors = themeSelectors(theme.name);
  const light = tokenDeclarations(theme.light);
  return (
    `@layer ${THEME_LAYER}{` +
    `${selectors.dark}{${tokenDeclarations(theme.dark)}}` +
    `${selectors.light}{${light}}` +
    `@media ${SYSTEM_LIGHT}{${systemSchemeSelector(theme.name)}{${light}}}}`
  );
}
