import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ThemeToggle,
  themeToggleForcedStates,
  themeToggleSizes,
  themeToggleVariants,
} from './ThemeToggle.tsx';
import { THEME_STORAGE_KEY } from '../../theme/headScript.ts';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Box } from '../Box/Box.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';

// The Storybook decorator wraps every story in ThemeProvider and puts the toolbar's theme
// on <html>, so these toggles drive the real theme: clicking one repaints the whole preview.

const meta = {
  title: 'Components/ThemeToggle',
  component: ThemeToggle,
  tags: ['autodocs'],
  args: { onThemeChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: themeToggleVariants },
    size: { control: 'inline-radio', options: themeToggleSizes },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The round icon button for the navigation bar: moon while dark mode is on, sun otherwise. */
export const Icon: Story = {
  render: (args) => (
    <Inline gap="md">
      {themeToggleSizes.map((size) => (
        <ThemeToggle key={size} {...args} size={size} label={`Dark mode (${size})`} />
      ))}
    </Inline>
  ),
};

/** The labelled switch row for sidebars and settings ('Dark Mode'). */
export const Switch: Story = {
  args: { variant: 'switch' },
  render: (args) => (
    <Box
      background="surface"
      border="default"
      radius="lg"
      paddingX="md"
      paddingY="xs"
      style={{ maxWidth: 320 }}
    >
      <ThemeToggle {...args} />
    </Box>
  ),
};

/** Hover, active and focus forced statically, and disabled, for both variants. */
export const States: Story = {
  render: (args) => (
    <Stack gap="lg">
      <Inline gap="md">
        <ThemeToggle {...args} label="Dark mode (rest)" />
        {themeToggleForcedStates.map((state) => (
          <ThemeToggle key={state} {...args} forceState={state} label={`Dark mode (${state})`} />
        ))}
        <ThemeToggle {...args} disabled label="Dark mode (disabled)" />
      </Inline>
      <Box
        background="surface"
        border="default"
        radius="lg"
        paddingX="md"
        paddingY="xs"
        style={{ maxWidth: 320 }}
      >
        <ThemeToggle {...args} variant="switch" label="Dark Mode (rest)" />
        <ThemeToggle {...args} variant="switch" forceState="hover" label="Dark Mode (hover)" />
        <ThemeToggle {...args} variant="switch" forceState="focus" label="Dark Mode (focus)" />
        <ThemeToggle {...args} variant="switch" disabled label="Dark Mode (disabled)" />
      </Box>
    </Stack>
  ),
};

/** In a navigation bar, beside the links (SPEC.md §2). */
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

/** At the foot of the mobile sidebar, as the theme switch. */
export const InSidebar: Story = {
  args: { variant: 'switch' },
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
        <ThemeToggle {...args} />
      </Stack>
    </Box>
  ),
};

/** A long label wraps beside the track, which keeps its size. */
export const LongLabel: Story = {
  args: {
    variant: 'switch',
    label: 'Use the dark colour scheme on every page, on this device only',
  },
  render: (args) => (
    <Box
      background="surface"
      border="default"
      radius="lg"
      paddingX="md"
      paddingY="xs"
      style={{ maxWidth: 300 }}
    >
      <ThemeToggle {...args} />
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

/** Keyboard: Tab reaches the switch, Space toggles it. */
export const KeyboardToggle: Story = {
  args: { variant: 'switch' },
  play: async ({ canvasElement }) => {
    const root = document.documentElement;
    const before = root.dataset.theme;
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark Mode' });
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
 * Both variants inside light and dark scopes. The checked state follows the page theme
 * (the toolbar), while the colours follow each scope.
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
            <ThemeToggle {...args} forceState="hover" label={`Dark mode hover (${name})`} />
          </Inline>
          <Box background="surface" border="default" radius="md" paddingX="md">
            <ThemeToggle {...args} variant="switch" label={`Dark Mode (${name})`} />
          </Box>
        </div>
      ))}
    </div>
  ),
};
