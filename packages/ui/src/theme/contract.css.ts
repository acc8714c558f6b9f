import { createGlobalThemeContract } from '@vanilla-extract/css';
import { tokenProperty } from '../tokens/names.ts';
import { tokenShape } from '../tokens/shape.ts';

// Tier 2: the semantic contract. Every component reads only these variables, so a theme is a
// re-assignment of values, never a second set of styles. The variables have fixed, readable
// names (`vars.color.brandHover` is `var(--bl-color-brand-hover)`, tokens/names.ts), so a
// product without vanilla-extract reads and overrides them in plain CSS.
export const vars = createGlobalThemeContract(tokenShape, (_value, path) =>
  tokenProperty(path).slice(2),
);

export type ThemeVars = typeof vars;
