import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import { THEME_STORAGE_KEY } from '../../theme/headScript.ts';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Box } from '../Box/Box.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';

// The Storybook decorator wraps every story in ThemeProvider and puts the toolbar's theme
// on <html>, so these switches drive the real theme: clicking one repaints the whole preview.

const meta = {
  title: 'Components/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  args: { onThemeChange: fn() },
  render: (args) => (
    <Box
      background="surface"
      border="default"
      radius="lg"
      paddingX="md"
      paddingY="xs"
      style={{ maxWidth: 320 }}
    >
      <ThemeSwitch {...args} />
    </Box>
  ),
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The labelled switch row for sidebars and settings. */
export const Playground: Story = {};

/**
 * Hover and keyboard focus, shown by the pseudo-states addon (`data-pseudo`, see
 * .storybook/pseudoStates.ts), and disabled.
 */
export const States: Story = {
  render: (args) => (
    <Box
      background="surface"
      border="default"
      radius="lg"
      paddingX="md"
      paddingY="xs"
      style={{ maxWidth: 320 }}
    >
      <ThemeSwitch {...args} label="Dark mode (rest)" />
      <ThemeSwitch {...args} data-pseudo="hover" label="Dark mode (hover)" />
      <ThemeSwitch {...args} data-pseudo="focus" label="Dark mode (focus)" />
      <ThemeSwitch {...args} disabled label="Dark mode (disabled)" />
    </Box>
  ),
};

/** At the foot of a mobile sidebar. */
export const InSidebar: Story = {
  render: (args) => (
    <Box
      as="nav"
      aria-label="Sidebar"
      background="surfaceRaised"
      border="default"
      radius="lg"
      shadow="lg"
      padding="lg"
      style={{ width: 280 }}
    >
      <Stack gap="md">
        {['Home', 'About', 'Portfolio', 'Contact', 'FAQ'].map((label) => (
          <Link key={label} href={`/${label.toLowerCase()}`} tone="neutral" underline="hover">
            {label}
          </Link>
        ))}
        <div style={{ borderTop: `1px solid ${vars.color.border}` }} />
        <ThemeSwitch {...args} />
      </Stack>
    </Box>
  ),
};

/** A long label wraps beside the track, which keeps its size. */
export const LongLabel: Story = {
  args: { label: 'Use the dark colour scheme on every page, on this device only' },
  render: (args) => (
    <Box
      background="surface"
      border="default"
      radius="lg"
      paddingX="md"
      paddingY="xs"
      style={{ maxWidth: 300 }}
    >
      <ThemeSwitch {...args} />
    </Box>
  ),
};

/** Clicking the label flips data-theme on <html> and stores the choice. */
export const TogglesFromLabel: Story = {
  play: async ({ canvasElement, args }) => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(toggle).toHaveAttribute('aria-checked', String(before === 'dark'));

    await userEvent.click(canvas.getByText('Dark mode'));
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

/** Keyboard: Tab reaches the switch, Space toggles it. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark mode' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(root.dataset.theme).not.toBe(before);
    await userEvent.keyboard(' ');
    await expect(root.dataset.theme).toBe(before);
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
          <Box background="surface" border="default" radius="md" paddingX="md">
            <ThemeSwitch {...args} label={`Dark mode (${name})`} />
          </Box>
          <Box background="surface" border="default" radius="md" paddingX="md">
            <ThemeSwitch {...args} data-pseudo="hover" label={`Dark mode hover (${name})`} />
          </Box>
        </div>
      ))}
    </div>
  ),
};
