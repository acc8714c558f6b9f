// axe-core in a Playwright page, with the rule set the visual run uses for the design system
// (tests/visual/run.mjs): WCAG 2.0/2.1 A and AA plus best practices, colour contrast included.
// Unlike a story, a page is a whole document: landmarks, the one h1 and regions are checked too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The rule tags every axe run of ours checks. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeOptions {
  /** Only this part of the page (a CSS selector), e.g. an open dialog. Default: the document. */
  include?: string;
  /** Rules to leave out, each with its reason in the caller. */
  disableRules?: string[];
  /** Only these rules (e.g. the colour rules, for a second theme of the same page). */
  onlyRules?: string[];
}

/**
 * Runs axe on `page` and answers one readable line per violation:
 * `rule-id (impact): help — target: what to fix; target: …` (the first five nodes).
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated rather than added as a <script>: the site's Content-Security-Policy refuses
  // inline scripts, and must keep doing so.
  if (!injected) await page.evaluate(axeSource);
  return page.evaluate(
    async ({ tags, include, disableRules, onlyRules }) => {
      const rules = Object.fromEntries(disableRules.map((id) => [id, { enabled: false }]));
      // @ts-expect-error axe is injected above
      const result = await window.axe.run(include ? { include: [include] } : document, {
        runOnly: onlyRules ? { type: 'rule', values: onlyRules } : { type: 'tag', values: tags },
        rules,
        resultTypes: ['violations'],
      });
      return (
        result.violations as {
          id: string;
          impact: string;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[]
      ).map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} — ${v.nodes
            .slice(0, 5)
            .map(
              (n) =>
                `${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1).join(' ').trim()}`,
            )
            .join('; ')}${v.nodes.length > 5 ? ` (+${v.nodes.length - 5} more)` : ''}`,
      );
    },
    {
      tags: AXE_TAGS,
      include: options.include,
      disableRules: options.disableRules ?? [],
      onlyRules: options.onlyRules,
    },
  );
}

/**
 * The rules whose answer depends on colours. A theme changes colours only (the DOM is the
 * same), so a page checked with every rule in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Fails with every violation, one per line, under `where` (e.g. '/about dark 375 px'). */
export async function expectNoAxeViolations(
  page: Page,
  where: string,
  options: AxeOptions = {},
): Promise<void> {
  const violations = await axeViolations(page, options);
  if (violations.length > 0) {
    throw new Error(
      `axe found ${violations.length} violation(s) on ${where}:\n  ${violations.join('\n  ')}`,
    );
  }
}
