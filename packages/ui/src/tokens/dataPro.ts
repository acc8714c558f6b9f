import { createTheme } from '../theme/createTheme.ts';
import type { ColorScale } from '../theme/createTheme.ts';

// Data Pro: the agency's analytics product. Deep teal on blue-grey neutrals, tighter corners.
// Built the way a product builds its theme: two scales, the roles read from them
// (theme/createTheme.ts colorsFromScales), the status tones left to the defaults.

/** Teal, tuned so 600 carries white text and 400 carries 950 text at WCAG AA. */
export const dataProTeal: ColorScale = {
  50: '#effcf9',
  100: '#d3f4ed',
  200: '#a7e8dc',
  300: '#72d5c5',
  400: '#3dbdab',
  500: '#16a08f',
  600: '#0e7a70',
  700: '#0c635b',
  800: '#0d504a',
  900: '#0e3e3a',
  950: '#062624',
};

/** Blue-grey ("graphite"), tuned so 500 reads at AA on 100 and 300 on 700. */
export const dataProGraphite: ColorScale = {
  50: '#f5f7fa',
  100: '#eaeef3',
  200: '#d9dfe8',
  300: '#bfc8d5',
  400: '#8a97aa',
  500: '#5a677b',
  600: '#465266',
  700: '#323c4d',
  800: '#212935',
  900: '#161c25',
  950: '#0d1118',
};

export const dataProTheme = createTheme({
  name: 'data-pro',
  light: { scales: { brand: dataProTeal, neutral: dataProGraphite } },
  dark: { scales: { brand: dataProTeal, neutral: dataProGraphite } },
  radius: { sm: '2px', md: '4px', lg: '6px', xl: '10px' },
});
