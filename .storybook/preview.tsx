import type { Decorator, Preview } from '@storybook/react-vite';
import { ThemeProvider, applyTheme } from '../packages/ui/src/index.ts';
import './preview.css.ts';

// The theme class/attribute must sit on <html>, not on a wrapper div: Radix portals render
// into <body> and would escape a themed wrapper (STACK.md trap 2).
const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals.theme as 'light' | 'dark' | undefined) ?? 'light';
  // Applied during render, so the first paint (and the visual test) is already themed.
  if (typeof document !== 'undefined') applyTheme(document, theme);
  // Keyed by theme so useTheme() re-reads <html data-theme> when the toolbar changes it.
  return (
    <ThemeProvider key={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail on violations in the a11y panel and in any story test run (Storybook 10).
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    // `npm run chromatic` captures every story once per mode; each mode sets the `theme`
    // global of the toolbar above.
    chromatic: {
      modes: {
        light: { theme: 'light' },
        dark: { theme: 'dark' },
      },
    },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', '*'] },
    },
  },
};

export default preview;
