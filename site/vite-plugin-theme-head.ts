// Puts the colour-mode script inline in <head>, in dev and build alike, so the page paints in
// the visitor's theme from the first frame (docs/product/decisions.md "Theme": no flash).
import type { Plugin } from 'vite';
// By relative path, not '@brightlane/ui/head-script': Vite bundles this config for Node, where
// the package resolves to its dist/ build, which may not exist yet on a fresh clone. This is
// the same file the package's `brightlane-source` export points to.
import { brightlane, createThemeHeadScript } from '../packages/ui/src/head-script.ts';
import { themeOptions } from './src/app/themeOptions.ts';

export const THEME_SCRIPT_PLACEHOLDER = '<!--theme-script-->';

/** The ui script, with the options ThemeProvider gets (src/app/AppProviders.tsx). */
const themeHeadScript = createThemeHeadScript({ theme: brightlane, ...themeOptions });

/**
 * The ui script sets data-brand, data-theme, the root's color-scheme and theme-color; this line also sets
 * the color-scheme meta, which the pre-rendered head carries with the dark default (docs/product/spec.md §2).
 */
const colorSchemeMetaSync =
  `(function(){var m=document.querySelector('meta[name="color-scheme"]');` +
  `if(m)m.content=document.documentElement.dataset.theme==='light'?'light dark':'dark light'})();`;

export const inlineThemeScript = `<script>${themeHeadScript}${colorSchemeMetaSync}</script>`;

export function themeHeadPlugin(): Plugin {
  return {
    name: 'brightlane-theme-head',
    transformIndexHtml: {
      // Before Vite adds its stylesheet links and module script, which must come after.
      order: 'pre',
      handler(html) {
        if (!html.includes(THEME_SCRIPT_PLACEHOLDER)) {
          throw new Error(`index.html lacks ${THEME_SCRIPT_PLACEHOLDER}`);
        }
        return html.replace(THEME_SCRIPT_PLACEHOLDER, () => inlineThemeScript);
      },
    },
  };
}
