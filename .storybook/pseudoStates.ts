/**
 * Hover, press and keyboard focus cannot be screenshotted, so stories show them with
 * storybook-addon-pseudo-states: it copies every `:hover`, `:active`, `:focus`,
 * `:focus-visible` and `:focus-within` rule of the page's stylesheets to a `.pseudo-*` class,
 * and puts that class on the elements named here. A story marks an element with a plain data
 * attribute, passed like any other attribute (`<Button data-pseudo="hover">`), so the
 * components carry nothing for stories. Several at once: `data-pseudo="hover focus"`.
 *
 * The states spread as the browser's do: a hovered or pressed element's ancestors are
 * hovered or pressed too, and a keyboard-focused element (`focus`) matches `:focus` and
 * `:focus-visible` while it and its ancestors match `:focus-within`.
 *
 * Set once for every story, and as the initial global too: a story whose parameter differed
 * from the global would make the addon update the global as it renders, re-rendering the
 * story under the visual test's feet.
 */
const marked = (state: string) => `[data-pseudo~="${state}"]`;
const withAncestors = (state: string) => [marked(state), `:has(${marked(state)})`];

export const pseudoStates = {
  hover: withAncestors('hover'),
  active: withAncestors('active'),
  focus: marked('focus'),
  focusVisible: marked('focus'),
  focusWithin: withAncestors('focus'),
};
