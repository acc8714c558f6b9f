import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Switch, switchLabelPositions, switchSizes } from './Switch.tsx';

const meta = {
  title: 'Components/Forms/Switch',
  component: Switch,
  tags: ['autodocs'],
  args: { label: 'Dark Mode', onCheckedChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: switchSizes },
    labelPosition: { control: 'inline-radio', options: switchLabelPositions },
  },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {switchSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 32 }}>
          <Switch {...args} size={size} label={`Off (${size})`} />
          <Switch {...args} size={size} label={`On (${size})`} defaultChecked />
        </div>
      ))}
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: '16px 48px' }}
    >
      {[false, true].map((checked) => (
        <div key={String(checked)} style={{ display: 'grid', gap: 12 }}>
          <Switch {...args} checked={checked} label="Rest" />
          <Switch {...args} checked={checked} label="Hover" data-pseudo="hover" />
          <Switch {...args} checked={checked} label="Focus" data-pseudo="focus" />
          <Switch {...args} checked={checked} label="Disabled" disabled />
          <Switch {...args} checked={checked} label="Invalid" error="Required" />
          <Switch {...args} checked={checked} label="Required" required />
        </div>
      ))}
    </div>
  ),
};

/** Label on the left or right; `block` spreads a settings row across its container. */
export const LabelPositions: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
      <Switch {...args} labelPosition="end" label="Label on the right" />
      <Switch {...args} labelPosition="start" label="Label on the left" />
      <Switch {...args} labelPosition="start" block label="Dark Mode" defaultChecked />
      <Switch
        {...args}
        labelPosition="start"
        block
        label="Email Notifications"
        hint="Project updates and replies to your messages."
      />
    </div>
  ),
};

export const WithHint: Story = {
  args: { label: 'Email Notifications', hint: 'We email you when a project changes.' },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label: 'Use two-factor authentication whenever I sign in from a new browser, phone or location',
    hint: 'You will need your authenticator app at hand; recovery takes up to two business days without it.',
    labelPosition: 'start',
    block: true,
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Switch {...args} />
    </div>
  ),
};

export const Toggling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Dark Mode' });
    await userEvent.click(canvas.getByText('Dark Mode'));
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 12, padding: 16, background: vars.color.background }}
        >
          <Switch {...args} label="Off" />
          <Switch {...args} label="On" defaultChecked hint="Hint text" />
          <Switch {...args} label="Invalid" error="Required" />
          <Switch {...args} label="Disabled on" disabled defaultChecked />
        </div>
      ))}
    </div>
  ),
};
