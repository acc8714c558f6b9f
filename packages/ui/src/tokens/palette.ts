// Tier 1: the raw palette. Plain values with no meaning attached; only the themes read these.
// Not `as const`: the themes type-check as string tokens, not as these exact literals.
// Components never import this file — they use the semantic contract in theme/contract.css.ts.
export const palette = {
  white: '#ffffff',
  black: '#000000',
  ink: {
    50: '#f5f5f5', // light page background, also the light theme-color (docs/product/spec.md §2)
    100: '#ebebeb',
    150: '#e0e0e0',
    200: '#d4d4d4',
    300: '#b3b3b3',
    400: '#8f8f8f',
    450: '#969696', // subtle text on dark raised surfaces (4.9:1 on #292929)
    500: '#6b6b6b',
    550: '#666666', // subtle text on light sunken surfaces (4.8:1 on #ebebeb)
    600: '#525252',
    700: '#3d3d3d',
    750: '#333333',
    800: '#292929',
    850: '#222222',
    900: '#1a1a1a', // dark page background, also the dark theme-color (docs/product/spec.md §2)
    950: '#121212',
  },
  // Brand: an electric indigo — the "bright lane".
  indigo: {
    50: '#eef0ff',
    100: '#e0e4ff',
    200: '#c6cdff',
    300: '#a3aeff',
    400: '#7d87fb',
    500: '#5f63f2',
    600: '#4b48e0',
    700: '#3e39c4',
    800: '#332f9e',
    900: '#2e2c7d',
  },
  red: {
    50: '#fff1f1',
    200: '#fecaca',
    300: '#fca5a5',
    400: '#f87171',
    600: '#c42b2b',
    700: '#a81f1f',
    900: '#4a1414',
  },
  green: {
    50: '#edfcf2',
    200: '#b6f0cb',
    300: '#86e2a8',
    400: '#4ccd7f',
    600: '#177a43',
    700: '#126235',
    900: '#0f3320',
  },
  amber: {
    50: '#fff8eb',
    200: '#fde1a6',
    300: '#fbcf6f',
    400: '#f5b83d',
    600: '#9a5b06',
    700: '#7c4807',
    900: '#3f2606',
  },
  sky: {
    50: '#eef8ff',
    200: '#bde3ff',
    300: '#8fd0ff',
    400: '#52b4f5',
    600: '#0b6aa8',
    700: '#0a5788',
    900: '#0b2d46',
  },
};

/** The page backgrounds double as `<meta name="theme-color">` values (docs/product/spec.md §2). */
export const themeColors = { dark: palette.ink[900], light: palette.ink[50] } as const;

/** Breakpoints in px. Media queries cannot read CSS variables, so these are plain numbers. */
export const breakpoints = { small: 480, mobile: 768 } as const;

/** Media queries for the layouts: ≤768 px is the mobile layout (docs/product/spec.md §2). */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.mobile}px)`,
  wide: `screen and (min-width: ${breakpoints.mobile + 1}px)`,
  small: `screen and (max-width: ${breakpoints.small}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
