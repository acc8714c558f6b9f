import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Menu, X } from 'lucide-react';
import { fn } from 'storybook/test';
import { buttonSizes, buttonTones, buttonVariants } from '../Button/Button.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  args: { label: 'Close', icon: <X size={18} />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <IconButton
          key={variant}
          {...args}
          variant={variant}
          label={`Menu (${variant})`}
          icon={<Menu size={18} />}
        />
      ))}
      <IconButton {...args} round label="Notifications" icon={<Bell size={18} />} variant="soft" />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} label={`Close (${size})`} />
      ))}
    </div>
  ),
};

/** Pointer states, shown by the pseudo-states addon (see .storybook/pseudoStates.ts). */
const pointerStates = [
  ['hover', 'hover'],
  ['active', 'active'],
  ['focus', 'focus'],
] as const;

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {pointerStates.map(([name, state]) => (
        <IconButton
          key={state}
          {...args}
          variant="outline"
          data-pseudo={state}
          label={`Close (${name})`}
        />
      ))}
      <IconButton {...args} variant="outline" disabled label="Close (disabled)" />
    </div>
  ),
};
