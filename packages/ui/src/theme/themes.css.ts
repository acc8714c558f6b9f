// The scope classes, for stories and components that re-theme a subtree to one colour scheme
// of the page's brand (theme/themeCss.ts has the selectors).
export { lightTheme, darkTheme } from './themeCss.ts';
