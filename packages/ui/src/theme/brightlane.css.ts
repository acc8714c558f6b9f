import { brightlaneTheme } from '../tokens/brightlane.ts';
import { globalThemeStyles } from './globalThemeStyles.ts';

// Brightlane is the default theme: it also applies where no `data-brand` names one.
globalThemeStyles(brightlaneTheme, { isDefault: true });

/** The theme's values, compiled to a literal: the code that computed them does not ship. */
export const brightlaneValues = brightlaneTheme;
