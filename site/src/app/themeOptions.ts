// The colour-scheme options the head script (vite-plugin-theme-head.ts) and ThemeProvider
// (AppProviders.tsx) share: the provider reads what the script set before paint, so they must
// agree. The stored choice, else the system's scheme, else dark (docs/product/decisions.md
// "Theme"). Plain data: the Vite config loads this file in Node.
export const themeOptions = {
  storageKey: 'brightlane-theme',
  defaultScheme: 'system',
} as const;
