// Style rules for the parts of a page that differ where its code does not run: scripting off
// (`@media (scripting: …)`), or on but the code failed to start (`<html data-app="failed">`,
// set by the inline script of site/index.html and app/earlyInput.ts `appFailed`). A page whose
// code failed is, for its visitor, a page without scripting: the same parts must show.
import type { StyleRule } from '@vanilla-extract/css';

type Rule = Omit<StyleRule, '@media' | 'selectors'>;

/** The page's code failed to start, as a vanilla-extract selector of the element (`&`). */
export const APP_FAILED = 'html[data-app="failed"] &';

/** Applies `rule` only where the page's code runs (or is on its way). */
export function whereScriptsRun(rule: Rule): StyleRule {
  return {
    '@media': {
      '(scripting: enabled)': { selectors: { 'html:not([data-app="failed"]) &': rule } },
    },
  };
}

/** Applies `rule` where scripting is off, and where the page's code failed to start. */
export function whereScriptsDoNotRun(rule: Rule): StyleRule {
  return { '@media': { '(scripting: none)': rule }, selectors: { [APP_FAILED]: rule } };
}
