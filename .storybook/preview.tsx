import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, applyTheme, brightlane, dataPro } from '../packages/ui/src/index.ts';
import type { Theme } from '../packages/ui/src/index.ts';
import { pseudoStates } from './pseudoStates.ts';
import './preview.css.ts';

/** The brands of the toolbar, by the `brand` global's value (the theme's name). */
const brands: Record<string, Theme> = { brightlane, 'data-pro': dataPro };

// The brand and scheme attributes must sit on <html>, not on a wrapper div: Radix portals
// render into <body> and would escape a themed wrapper (docs/stack.md trap 2).
const withTheme: Decorator = (Story, context) => {
  const scheme = (context.globals.theme as 'light' | 'dark' | undefined) ?? 'light';
  const brand = brands[context.globals.brand as string] ?? brightlane;
  // Applied during render, so the first paint (and the visual test) is already themed.
  if (typeof document !== 'undefined') {
    document.documentElement.dataset.brand = brand.name;
    applyTheme(document, scheme, {
      light: brand.light.color.background,
      dark: brand.dark.color.background,
    });
  }
  // Keyed by brand and scheme so useTheme() re-reads <html> when the toolbar changes them.
  return (
    <ThemeProvider key={`${brand.name}.${scheme}`} theme={brand}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'brightlane', title: 'Brightlane' },
          { value: 'data-pro', title: 'Data Pro' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'brightlane', theme: 'light', pseudo: pseudoStates },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail on violations in the a11y panel and in any story test run (Storybook 10).
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // Elements a story marks with data-pseudo show that pseudo-state (see pseudoStates.ts).
    pseudo: pseudoStates,
    // `npm run chromatic` captures every story once per mode: each brand in each scheme (the
    // `brand` and `theme` globals of the toolbar above).
    chromatic: {
      modes: {
        light: { brand: 'brightlane', theme: 'light' },
        dark: { brand: 'brightlane', theme: 'dark' },
        'data-pro light': { brand: 'data-pro', theme: 'light' },
        'data-pro dark': { brand: 'data-pro', theme: 'dark' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', '*'] },
    },
  },
};

export default preview;
