import { dataProTheme } from '../tokens/dataPro.ts';
import { globalThemeStyles } from './globalThemeStyles.ts';

globalThemeStyles(dataProTheme);

/** The theme's values, compiled to a literal: the code that computed them does not ship. */
export const dataProValues = dataProTheme;
