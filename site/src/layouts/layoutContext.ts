import { createContext, useContext } from 'react';

/**
 * What every page receives from the root layout (docs/product/spec.md §2) besides the theme.
 * The dark-mode flag and the theme toggle come from the ui ThemeProvider, which holds, applies
 * and stores the theme: any page or part reads and changes them with `useTheme()`
 * (`darkMode`, `toggleTheme`, `setTheme`), as the navigation's toggle and the settings do.
 */
export interface LayoutContextValue {
  /** The window is narrower than 768 px (behaviour only; layout is CSS). */
  isMobile: boolean;
}

export const LayoutContext = createContext<LayoutContextValue | null>(null);

/**
 * The layout's flags for any page or component under it. A React context rather than the
 * router's outlet context, because the outlet context does not pass through the pathless
 * routes (error boundary, route groups) between the layout and a page.
 */
export function useLayout(): LayoutContextValue {
  const value = useContext(LayoutContext);
  if (!value) throw new Error('useLayout must be used inside <SiteLayout>');
  return value;
}
