// Brightlane's wording for parts of the chrome that come from @brightlane/ui, where the
// design system's generic default reads differently (docs/product/spec.md §2).

/** The labelled theme switch of the sidebars ('Dark Mode'; the bar's icon toggle is 'Dark mode'). */
export const themeSwitchLabel = 'Dark Mode';
