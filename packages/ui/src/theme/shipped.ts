import type { Theme } from './createTheme.ts';

// The package's own themes come with a compiled style sheet (theme/*.css.ts), loaded with the
// module that exports them; a theme made with createTheme has none, so ThemeProvider renders
// one for it (theme/themeCss.ts). By name, so the same theme from `@brightlane/ui/head-script`
// (another object, same values) counts too once the package's has been imported.
const shipped = new Set<string>();

export function markShipped(theme: Theme): Theme {
  shipped.add(theme.name);
  return theme;
}

/** Whether the theme's style sheet is already on the page (no need to render one). */
export function hasShippedStyles(theme: Theme): boolean {
  return shipped.has(theme.name);
}
