import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useClientSnapshot } from '../hydration/clientSnapshot.ts';
import type { ThemeName } from '../tokens/themes.ts';
import { THEME_STORAGE_KEY, applyTheme } from './headScript.ts';

export interface ThemeContextValue {
  /** The active theme. */
  theme: ThemeName;
  /** `theme === 'dark'`, the flag the site's layout receives (SPEC.md §2). */
  darkMode: boolean;
  /** Flip the theme and store the choice. */
  toggleTheme: () => void;
  /** Set and store a theme (settings, or a signed-in user's saved preference). */
  setTheme: (theme: ThemeName) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

const SYSTEM_LIGHT = '(prefers-color-scheme: light)';
const listeners = new Set<() => void>();

function readStored(): ThemeName | null {
  try {
    const value = window.localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null; // storage can be blocked (private mode, sandboxed frames)
  }
}

function resolveTheme(): ThemeName {
  const fromHtml = document.documentElement.dataset.theme;
  if (fromHtml === 'dark' || fromHtml === 'light') return fromHtml;
  return readStored() ?? (window.matchMedia?.(SYSTEM_LIGHT).matches ? 'light' : 'dark');
}

function setThemeEverywhere(theme: ThemeName, store: boolean) {
  if (store) {
    try {
      window.localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      /* the theme still applies for this page view */
    }
  }
  applyTheme(document, theme);
  listeners.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  // Another tab changed the stored choice.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    const next = readStored() ?? (window.matchMedia?.(SYSTEM_LIGHT).matches ? 'light' : 'dark');
    setThemeEverywhere(next, false);
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(notify);
    window.removeEventListener('storage', onStorage);
  };
}

// The server (pre-render) cannot know the visitor's theme; it renders the default and the
// browser's takes over right after hydration, so React reports no mismatch.
const serverSnapshot = (): ThemeName => 'dark';

export interface ThemeProviderProps {
  children?: ReactNode;
}

/**
 * Holds the colour mode. The head script has already applied it before paint; the provider
 * reads it from `<html data-theme>`, toggles and stores it, and follows the system setting
 * only while nothing is stored (DECISIONS.md "Theme").
 */
export function ThemeProvider({ children }: ThemeProviderProps) {
  const theme = useClientSnapshot(subscribe, resolveTheme, serverSnapshot);

  useEffect(() => {
    if (!document.documentElement.dataset.theme) applyTheme(document, resolveTheme());
    const query = window.matchMedia?.(SYSTEM_LIGHT);
    if (!query) return;
    const onChange = (event: MediaQueryListEvent) => {
      if (readStored()) return;
      setThemeEverywhere(event.matches ? 'light' : 'dark', false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const setTheme = useCallback((next: ThemeName) => setThemeEverywhere(next, true), []);
  const toggleTheme = useCallback(
    () => setThemeEverywhere(resolveTheme() === 'dark' ? 'light' : 'dark', true),
    [],
  );

  const value = useMemo(
    () => ({ theme, darkMode: theme === 'dark', toggleTheme, setTheme }),
    [theme, toggleTheme, setTheme],
  );
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

/** The colour mode and its controls. Must be used inside `ThemeProvider`. */
export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useTheme must be used inside <ThemeProvider>');
  return value;
}
