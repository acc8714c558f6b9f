// The colour-mode head script. It runs inline in <head> before first paint, so the page never
// flashes the wrong theme: stored choice → system preference → dark (DECISIONS.md "Theme").
// It sets data-theme and color-scheme on <html> and the theme-color meta (SPEC.md §2).
// Kept tiny and dependency-free; `themeHeadScript` is the minified string to inline.
import { themeColors } from '../tokens/palette.ts';

export const THEME_STORAGE_KEY = 'brightlane-theme';

/** The same logic as the inline script, exported for tests and for the provider. */
export function applyTheme(doc: Document, theme: 'light' | 'dark'): void {
  const root = doc.documentElement;
  root.dataset.theme = theme;
  root.style.colorScheme = theme === 'dark' ? 'dark light' : 'light dark';
  let meta = doc.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = doc.createElement('meta');
    meta.name = 'theme-color';
    doc.head.appendChild(meta);
  }
  meta.content = theme === 'dark' ? themeColors.dark : themeColors.light;
}

/** Inline this in <head> (before any stylesheet-dependent paint). */
export const themeHeadScript =
  `(function(){try{var d=document,r=d.documentElement,t=null;` +
  `try{t=localStorage.getItem('${THEME_STORAGE_KEY}')}catch(e){}` +
  `if(t!=='dark'&&t!=='light'){var m=window.matchMedia;` +
  `t=m&&m('(prefers-color-scheme: light)').matches?'light':'dark'}` +
  `r.dataset.theme=t;r.style.colorScheme=t==='dark'?'dark light':'light dark';` +
  `var c=d.querySelector('meta[name="theme-color"]');if(!c){c=d.createElement('meta');c.name='theme-color';d.head.appendChild(c)}` +
  `c.content=t==='dark'?'${themeColors.dark}':'${themeColors.light}'}catch(e){}})();`;
