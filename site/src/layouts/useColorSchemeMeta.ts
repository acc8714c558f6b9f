import { useEffect } from 'react';

/** docs/product/spec.md §2: 'dark light' in dark mode, 'light dark' otherwise. */
export function colorSchemeFor(darkMode: boolean): string {
  return darkMode ? 'dark light' : 'light dark';
}

/**
 * Keeps <meta name="color-scheme"> in step with the theme. The ui ThemeProvider updates
 * theme-color and the root's color-scheme style but not this meta, which the pre-rendered
 * HTML carries with the dark default.
 */
export function useColorSchemeMeta(darkMode: boolean): void {
  useEffect(() => {
    document
      .querySelector('meta[name="color-scheme"]')
      ?.setAttribute('content', colorSchemeFor(darkMode));
  }, [darkMode]);
}
