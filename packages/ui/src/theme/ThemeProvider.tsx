import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useClientSnapshot, useHydrationStart } from '../hydration/clientSnapshot.ts';
import type { Theme } from './createTheme.ts';
import { THEME_STORAGE_KEY, applyTheme, themeColorsOf } from './headScript.ts';
import type { ColorSchemeName, DefaultScheme } from './headScript.ts';
import { hasShippedStyles } from './shipped.ts';
import { themeStyleSheet } from './themeCss.ts';

/** A colour scheme: `light` or `dark`. */
export type ThemeName = ColorSchemeName;

export interface ThemeContextValue {
  /** The active colour scheme. */
  theme: ThemeName;
  /** `theme === 'dark'`. */
  darkMode: boolean;
  /** Flip the scheme and store the choice. */
  toggleTheme: () => void;
  /** Set and store a scheme (settings, or a signed-in user's saved preference). */
  setTheme: (theme: ThemeName) => void;
  /** The brand theme given to the provider, if any. */
  brand: Theme | undefined;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';
const systemScheme = (): ThemeName =>
  window.matchMedia?.(SYSTEM_LIGHT).matches ? 'light' : 'dark';

/**
 * The scheme's state in the browser for one storage key and default: what is stored, what
 * applies, and who listens. One per key and default, shared by every provider that uses them,
 * so the functions keep their identity across renders.
 */
interface SchemeStore {
  readStored: () => ThemeName | null;
  fallback: () => ThemeName;
  resolve: () => ThemeName;
  set: (scheme: ThemeName, store: boolean, colors: Record<ThemeName, string>) => void;
  subscribe: (notify: () => void) => () => void;
  serverSnapshot: () => ThemeName;
  /** Sets the theme-color values of the provider's theme, for a change that comes from outside. */
  setColors: (colors: Record<ThemeName, string>) => void;
}

const stores = new Map<string, SchemeStore>();

function schemeStore(storageKey: string, defaultScheme: DefaultScheme): SchemeStore {
  const id = `${defaultScheme}:${storageKey}`;
  const existing = stores.get(id);
  if (existing) return existing;
  const listeners = new Set<() => void>();
  let colors = themeColorsOf();

  const readStored = (): ThemeName | null => {
    try {
      const value = window.localStorage.getItem(storageKey);
      return value === 'dark' || value === 'light' ? value : null;
    } catch {
      return null; // storage can be blocked (private mode, sandboxed frames)
    }
  };
  const fallback = () => (defaultScheme === 'system' ? systemScheme() : defaultScheme);
  const resolve = (): ThemeName => {
    const fromHtml = document.documentElement.dataset.theme;
    if (fromHtml === 'dark' || fromHtml === 'light') return fromHtml;
    return readStored() ?? fallback();
  };
  const set: SchemeStore['set'] = (scheme, store, themeColors) => {
    if (store) {
      try {
        window.localStorage.setItem(storageKey, scheme);
      } catch {
        /* the scheme still applies for this page view */
      }
    }
    applyTheme(document, scheme, themeColors);
    listeners.forEach((notify) => notify());
  };
  const subscribe = (notify: () => void) => {
    listeners.add(notify);
    // Another tab (or code outside React) changed the stored choice.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== storageKey) return;
      set(readStored() ?? fallback(), false, colors);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(notify);
      window.removeEventListener('storage', onStorage);
    };
  };
  // The server (pre-render) cannot know the visitor's scheme: it renders the default (dark
  // for 'system', as the CSS is where <html> names none) and the browser's takes over right
  // after hydration, so React reports no mismatch.
  const serverScheme: ThemeName = defaultScheme === 'light' ? 'light' : 'dark';
  const created: SchemeStore = {
    setColors: (next) => {
      colors = next;
    },
    readStored,
    fallback,
    resolve,
    set,
    subscribe,
    serverSnapshot: () => serverScheme,
  };
  stores.set(id, created);
  return created;
}

export interface ThemeProviderProps {
  children?: ReactNode;
  /**
   * The brand theme: one of the package's (`brightlane`, `dataPro`) or one made with
   * `createTheme`. Sets `data-brand` on `<html>`; a `createTheme` theme's style sheet is
   * rendered too. Without it, no brand is named and the default theme's CSS applies.
   */
  theme?: Theme;
  /** The localStorage key of the visitor's choice of scheme. Default `brightlane-theme`. */
  storageKey?: string;
  /**
   * The scheme before the visitor chooses one: `'system'` (default) follows the system
   * setting while nothing is stored; `'light'` or `'dark'` ignores it.
   */
  defaultScheme?: DefaultScheme;
}

/**
 * Holds the colour scheme and the brand. The head script (`createThemeHeadScript`, same
 * options) has applied both before paint; the provider reads the scheme from
 * `<html data-theme>`, toggles and stores it, and follows the system setting only while
 * nothing is stored and the default is `'system'`. It also starts hydration for the
 * components inside it (no `beginHydration()` call needed).
 */
export function ThemeProvider({
  children,
  theme: brand,
  storageKey = THEME_STORAGE_KEY,
  defaultScheme = 'system',
}: ThemeProviderProps) {
  useHydrationStart();
  const store = schemeStore(storageKey, defaultScheme);
  const theme = useClientSnapshot(store.subscribe, store.resolve, store.serverSnapshot);
  const colors = useMemo(() => themeColorsOf(brand), [brand]);

  // Before paint, for an app without the head script (a client-rendered one): the brand and
  // the scheme are on <html> before the first frame.
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!brand) return;
    const before = root.dataset.brand;
    root.dataset.brand = brand.name;
    return () => {
      if (root.dataset.brand !== brand.name) return;
      if (before === undefined) delete root.dataset.brand;
      else root.dataset.brand = before;
    };
  }, [brand]);

  useLayoutEffect(() => {
    store.setColors(colors);
    if (!document.documentElement.dataset.theme) applyTheme(document, store.resolve(), colors);
  }, [store, colors]);

  useEffect(() => {
    if (defaultScheme !== 'system') return;
    const query = window.matchMedia?.(SYSTEM_LIGHT);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (store.readStored()) return;
      store.set(event.matches ? 'light' : 'dark', false, colors);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [store, defaultScheme, colors]);

  const setTheme = useCallback((next: ThemeName) => store.set(next, true, colors), [store, colors]);
  const toggleTheme = useCallback(
    () => store.set(store.resolve() === 'dark' ? 'light' : 'dark', true, colors),
    [store, colors],
  );

  const value = useMemo(
    () => ({ theme, darkMode: theme === 'dark', toggleTheme, setTheme, brand }),
    [theme, toggleTheme, setTheme, brand],
  );
  return (
    <ThemeContext.Provider value={value}>
      {brand && !hasShippedStyles(brand) ? (
        // React hoists it into <head> once per theme, on the server too (href + precedence).
        <style href={`bl-theme-${brand.name}`} precedence="bl-theme">
          {themeStyleSheet(brand)}
        </style>
      ) : null}
      {children}
    </ThemeContext.Provider>
  );
}

/** The colour scheme and its controls. Must be used inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
