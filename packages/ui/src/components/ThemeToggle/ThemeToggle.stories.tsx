import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeToggle, themeToggleSizes } from './ThemeToggle.tsx';
import { THEME_STORAGE_KEY } from '../../theme/headScript.ts';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Box } from '../Box/Box.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import { Text } from '../Text/Text.tsx';

// The Storybook decorator wraps every story in ThemeProvider and puts the toolbar's theme
// on <html>, so these toggles drive the real theme: clicking one repaints the whole preview.

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
  args: { onThemeChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: themeToggleSizes },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The round icon button for a navigation bar: moon while dark mode is on, sun otherwise. */
export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {themeToggleSizes.map((size) => (
        <ThemeToggle key={size} {...args} size={size} label={`Dark mode (${size})`} />
      ))}
    </Inline>
  ),
};

/**
 * Hover, active and keyboard focus, shown by the pseudo-states addon (`data-pseudo`, see
 * .storybook/pseudoStates.ts), and disabled.
 */
export const States: Story = {
  render: (args) => (
    <Inline gap="md">
      <ThemeToggle {...args} label="Dark mode (rest)" />
      {(['hover', 'active', 'focus'] as const).map((state) => (
        <ThemeToggle key={state} {...args} data-pseudo={state} label={`Dark mode (${state})`} />
      ))}
      <ThemeToggle {...args} disabled label="Dark mode (disabled)" />
    </Inline>
  ),
};

/** In a navigation bar, beside the links. */
export const InNavBar: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Box
      as="header"
      background="surface"
      border="default"
      paddingX="xl"
      style={{
        height: vars.size.navHeight,
        display: 'flex',
        alignItems: 'center',
        borderInline: 'none',
        borderTop: 'none',
      }}
    >
      <Inline justify="between" style={{ width: '100%' }}>
        <Text as="span" size="lg" weight="bold">
          Brightlane
        </Text>
        <Inline as="nav" aria-label="Main" gap="lg">
          <Link href="/about" tone="neutral" underline="hover">
            About
          </Link>
          <Link href="/services" tone="neutral" underline="hover">
            Services
          </Link>
          <Link href="/contact" tone="neutral" underline="hover">
            Contact
          </Link>
          <ThemeToggle {...args} />
        </Inline>
      </Inline>
    </Box>
  ),
};

/** Clicking flips data-theme on <html> and stores the choice; clicking again restores it. */
export const TogglesTheme: Story = {
  play: async ({ canvasElement, args }) => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', String(before === 'dark'));

    await userEvent.click(toggle);
    const flipped = before === 'dark' ? 'light' : 'dark';
    await expect(root.dataset.theme).toBe(flipped);
    await expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe(flipped);
    await expect(args.onThemeChange).toHaveBeenCalledWith(flipped);

    await userEvent.click(toggle);
    await expect(root.dataset.theme).toBe(before);
    // Leave no stored choice behind for the next story.
    window.localStorage.removeItem(THEME_STORAGE_KEY);
  },
};

/**
 * Inside light and dark scopes. The checked state follows the page theme (the toolbar),
 * while the colours follow each scope.
 */
export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[
        { scope: lightTheme, name: 'light scope' },
        { scope: darkTheme, name: 'dark scope' },
      ].map(({ scope, name }) => (
        <div
          key={scope}
          className={scope}
          style={{
            display: 'grid',
            gap: 12,
            padding: 16,
            background: vars.color.background,
            color: vars.color.text,
          }}
        >
          <Inline gap="sm">
            <ThemeToggle {...args} label={`Dark mode (${name})`} />
            <ThemeToggle {...args} data-pseudo="hover" label={`Dark mode hover (${name})`} />
          </Inline>
        </div>
      ))}
    </div>
  ),
};
