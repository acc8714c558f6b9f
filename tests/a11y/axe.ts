// axe-core in jsdom: returns the violations so a test can assert an empty list and print
// the rule ids when it is not. Colour contrast is left to the browser-based visual run,
// because jsdom computes no layout or colours.
import axe from 'axe-core';

export async function axeViolations(container: Element = document.body) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}
