import { globalFontFace, globalStyle } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { baseLayer, resetLayer } from './layers.css.ts';

// Until Inter (self-hosted, @fontsource-variable/inter) has loaded, text is set in a local
// Arial-metric font scaled to Inter's measurements, so lines keep their length and height when
// Inter swaps in: no layout shift from the font. The ascent is fitted in Chromium rather than
// next/font's computed 90.44%: with that, Chromium rounds the fallback's ascent down where
// Inter's is exactly half a pixel (16 px, 48 px), and text moved 1 px on the swap (CLS 0.001
// on /privacy). 90.49-90.51% gives Inter's text box at every size from 10 to 64 px
// (tests/e2e/smoke.e2e.ts checks it).
globalFontFace('Inter Fallback', {
  src: "local('Arial'), local('Liberation Sans'), local('Arimo'), local('Helvetica')",
  ascentOverride: '90.5%',
  descentOverride: '22.52%',
  lineGapOverride: '0%',
  sizeAdjust: '107.12%',
});

// A modern reset (after Josh Comeau's and Andy Bell's), in its own cascade layer.
globalStyle('*, *::before, *::after', { '@layer': { [resetLayer]: { boxSizing: 'border-box' } } });
globalStyle('*', { '@layer': { [resetLayer]: { margin: 0 } } });
globalStyle('html', {
  '@layer': {
    [resetLayer]: {
      WebkitTextSizeAdjust: '100%',
      textSizeAdjust: '100%',
    },
  },
});
globalStyle('img, picture, video, canvas, svg', {
  '@layer': { [resetLayer]: { display: 'block', maxWidth: '100%' } },
});
globalStyle('input, button, textarea, select', {
  '@layer': { [resetLayer]: { font: 'inherit', color: 'inherit' } },
});
globalStyle('p, h1, h2, h3, h4, h5, h6', {
  '@layer': { [resetLayer]: { overflowWrap: 'break-word' } },
});
globalStyle('h1, h2, h3, h4, h5, h6', { '@layer': { [resetLayer]: { textWrap: 'balance' } } });

// Base: the page reads the theme contract. Radix portals render into <body>, so <body>
// itself must carry the themed colours (docs/stack.md trap 2).
globalStyle('html', {
  '@layer': {
    [baseLayer]: {
      colorScheme: 'dark light',
      scrollPaddingTop: vars.size.navHeight,
    },
  },
});
globalStyle(':root[data-theme="light"]', {
  '@layer': { [baseLayer]: { colorScheme: 'light dark' } },
});
// No scheme chosen (the head script did not run): the system's, as the theme's tokens follow it.
globalStyle(':root:not([data-theme])', {
  '@layer': {
    [baseLayer]: { '@media': { '(prefers-color-scheme: light)': { colorScheme: 'light dark' } } },
  },
});
globalStyle('body', {
  '@layer': {
    [baseLayer]: {
      minHeight: '100vh',
      background: vars.color.background,
      color: vars.color.text,
      fontFamily: vars.font.body,
      fontSize: vars.fontSize.md,
      lineHeight: vars.lineHeight.normal,
      WebkitFontSmoothing: 'antialiased',
      MozOsxFontSmoothing: 'grayscale',
    },
  },
});
globalStyle('a', { '@layer': { [baseLayer]: { color: vars.color.brandText } } });
globalStyle(':focus-visible', {
  '@layer': {
    [baseLayer]: {
      outline: `${vars.focus.width} solid ${vars.color.focusRing}`,
      outlineOffset: vars.focus.offset,
    },
  },
});
// Reduced motion wins over every component transition, hence !important outside layers.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
