// The placeholders of site/index.html that the pre-render fills. Kept in one module so the
// template, the build script and the tests cannot drift apart.
import { escapeHtml } from '../seo/headTags.ts';

export const HEAD_PLACEHOLDER = '<!--app-head-->';
export const ROOT_PLACEHOLDER = '<div id="root"><!--app-html--></div>';

/** The attribute naming the address a page was pre-rendered for (see entry-client). */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered-path';

export interface FilledPage {
  head: string;
  html: string;
  /** Inline scripts after the root (the router's hydration data); none by default. */
  scripts?: string;
  /** The address the markup was rendered for; absent for the SPA shell (empty root). */
  path?: string;
  /** Links for the page's own CSS and modules, after the entry's (see assetTags.ts). */
  assets?: string;
  /**
   * What a browser without scripting shows instead of an empty root (the SPA shell's), as
   * markup for a `<noscript>` after the root: outside it, so a page whose code failed shows
   * its own failure screen rather than this (app/earlyInput.ts).
   */
  noscript?: string;
}

export function fillTemplate(template: string, page: FilledPage): string {
  if (!template.includes(HEAD_PLACEHOLDER) || !template.includes(ROOT_PLACEHOLDER)) {
    throw new Error(`The HTML template lacks ${HEAD_PLACEHOLDER} or ${ROOT_PLACEHOLDER}`);
  }
  const pathAttribute = page.path
    ? ` ${PRERENDERED_PATH_ATTRIBUTE}="${escapeHtml(page.path)}"`
    : '';
  // Function replacements: markup may contain "$&"-like sequences that string replacement would expand.
  return template
    .replace(HEAD_PLACEHOLDER, () => page.head)
    .replace('</head>', () => (page.assets ? `  ${page.assets}\n  </head>` : '</head>'))
    .replace(
      ROOT_PLACEHOLDER,
      () =>
        `<div id="root"${pathAttribute}>${page.html}</div>` +
        (page.noscript ? `<noscript>${page.noscript}</noscript>` : '') +
        (page.scripts ?? ''),
    );
}
