// The colour-scheme head script. It runs inline in <head> before first paint, so the page
// never flashes the wrong scheme: the stored choice, else the default scheme (the system
// setting for 'system', dark where the system says nothing). It sets data-theme (and data-brand,
// for a theme) and color-scheme on <html> and the theme-color meta. Kept tiny and free of CSS
// and React: `@brightlane/ui/head-script` loads in a build config or a server as well.

/** The default theme's (Brightlane's) page backgrounds, also tokens/palette.ts `themeColors`. */
const defaultThemeColors = { dark: '#1a1a1a', light: '#f5f5f5' } as const;

/** The scheme stored in the browser; the site's and the default key. */
export const THEME_STORAGE_KEY = 'brightlane-theme';

export type ColorSchemeName = 'light' | 'dark';
/** The scheme before a visitor chooses one: fixed, or the system setting. */
export type DefaultScheme = ColorSchemeName | 'system';

/** What the script needs of a theme: its name and its page backgrounds (the theme-color). */
export interface HeadScriptTheme {
  name: string;
  light: { color: { background: string } };
  dark: { color: { background: string } };
}

export interface ThemeScriptOptions {
  /** The theme to name in `data-brand`; without one, none is set (the default theme applies). */
  theme?: HeadScriptTheme;
  /** The localStorage key of the visitor's choice. Default `brightlane-theme`. */
  storageKey?: string;
  /** The scheme before any choice. Default `'system'`. */
  defaultScheme?: DefaultScheme;
}

/** The `<meta name="theme-color">` values: the theme's page backgrounds. */
export function themeColorsOf(theme?: HeadScriptTheme): Record<ColorSchemeName, string> {
  return theme
    ? { light: theme.light.color.background, dark: theme.dark.color.background }
    : defaultThemeColors;
}

/** The same steps as the inline script, for the provider and for tests. */
export function applyTheme(
  doc: Document,
  theme: ColorSchemeName,
  colors: Record<ColorSchemeName, string> = defaultThemeColors,
): void {
  const root = doc.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme === 'dark' ? 'dark light' : 'light dark';
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = colors[theme];
}

/** A JavaScript string literal that is safe inside an inline <script>. */
const literal = (text: string) =>
  `'${text.replace(/[\\']/g, '\\$&').replace(/</g, '\\x3c').replace(/\n/g, '\\n')}'`;

/**
 * The minified head script for these options. Inline it in <head>, before the style sheets,
 * with the same options the app gives `ThemeProvider` (the provider reads what it set).
 */
export function createThemeHeadScript({
  theme,
  storageKey = THEME_STORAGE_KEY,
  defaultScheme = 'system',
}: ThemeScriptOptions = {}): string {
  const colors = themeColorsOf(theme);
  const fallback =
    defaultScheme === 'system'
      ? `var m=window.matchMedia;t=m&&m('(prefers-color-scheme: light)').matches?'light':'dark'`
      : `t=${literal(defaultScheme)}`;
  return (
    `(function(){try{var d=document,r=d.documentElement,t=null;` +
    `try{t=localStorage.getItem(${literal(storageKey)})}catch(e){}` +
    `if(t!=='dark'&&t!=='light'){${fallback}}` +
    (theme ? `r.dataset.brand=${literal(theme.name)};` : '') +
    `r.dataset.theme=t;r.style.colorScheme=t==='dark'?'dark light':'light dark';` +
    `var c=d.querySelector('meta[name="theme-color"]');if(!c){c=d.createElement('meta');c.name='theme-color';d.head.appendChild(c)}` +
    `c.content=t==='dark'?${literal(colors.dark)}:${literal(colors.light)}}catch(e){}})();`
  );
}

/** The script for the defaults: key `brightlane-theme`, the system's scheme, no brand named. */
export const themeHeadScript = /* @__PURE__ */ createThemeHeadScript();
