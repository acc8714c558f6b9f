import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Checkbox, checkboxSizes } from './Checkbox.tsx';
import type { CheckboxCheckedState } from './Checkbox.tsx';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  args: { label: 'Remember me', onCheckedChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: checkboxSizes },
    checked: { control: 'inline-radio', options: [undefined, true, false, 'indeterminate'] },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {checkboxSizes.map((size) => (
        <div key={size} style={{ display: 'flex', gap: 24 }}>
          <Checkbox {...args} size={size} label={`Unchecked (${size})`} />
          <Checkbox {...args} size={size} label={`Checked (${size})`} defaultChecked />
          <Checkbox {...args} size={size} label={`Mixed (${size})`} checked="indeterminate" />
        </div>
      ))}
    </div>
  ),
};

/**
 * Each value × each state; hover and focus shown statically (the pseudo-states addon,
 * `data-pseudo`).
 */
export const States: Story = {
  render: (args) => (
    <div
      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, max-content)', gap: '16px 40px' }}
    >
      {([false, true, 'indeterminate'] as CheckboxCheckedState[]).map((checked) => (
        <div key={String(checked)} style={{ display: 'grid', gap: 12 }}>
          <Checkbox {...args} checked={checked} label="Rest" />
          <Checkbox {...args} checked={checked} label="Hover" data-pseudo="hover" />
          <Checkbox {...args} checked={checked} label="Focus" data-pseudo="focus" />
          <Checkbox {...args} checked={checked} label="Disabled" disabled />
          <Checkbox {...args} checked={checked} label="Invalid" error="Required" />
          <Checkbox {...args} checked={checked} label="Required" required />
        </div>
      ))}
    </div>
  ),
};

export const WithHint: Story = {
  args: {
    label: 'Email Notifications',
    hint: 'Project updates and replies to your messages.',
    defaultChecked: true,
  },
};

export const Invalid: Story = {
  args: {
    label: 'I agree to the Terms of Service and Privacy Policy',
    required: true,
    error: 'You must accept the terms to create an account',
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Send me occasional emails about new services, case studies and events. We send at most one email a month and you can unsubscribe at any time from the link in every message.',
    hint: 'Unticked by default, as consent must be opt-in.',
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Checkbox {...args} />
    </div>
  ),
};

/** A parent box shows 'indeterminate' while only some children are ticked. */
export const Indeterminate: Story = {
  render: function Render(args) {
    const [items, setItems] = useState({ updates: true, replies: false, newsletter: false });
    const values = Object.values(items);
    const all: CheckboxCheckedState = values.every(Boolean)
      ? true
      : values.some(Boolean)
        ? 'indeterminate'
        : false;
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <Checkbox
          {...args}
          label="All notifications"
          checked={all}
          onCheckedChange={(checked) => {
            const next = checked === true;
            setItems({ updates: next, replies: next, newsletter: next });
          }}
        />
        <div style={{ display: 'grid', gap: 8, paddingInlineStart: 28 }}>
          {(Object.keys(items) as (keyof typeof items)[]).map((key) => (
            <Checkbox
              key={key}
              label={key[0]!.toUpperCase() + key.slice(1)}
              checked={items[key]}
              onCheckedChange={(checked) =>
                setItems((current) => ({ ...current, [key]: checked === true }))
              }
            />
          ))}
        </div>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const parent = canvas.getByRole('checkbox', { name: 'All notifications' });
    await expect(parent).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Replies' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Newsletter' }));
    await expect(parent).toBeChecked();
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
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
          <Checkbox {...args} label="Unchecked" />
          <Checkbox {...args} label="Checked" defaultChecked hint="Hint text" />
          <Checkbox {...args} label="Mixed" checked="indeterminate" />
          <Checkbox {...args} label="Invalid" error="Required" />
          <Checkbox {...args} label="Disabled" disabled defaultChecked />
        </div>
      ))}
    </div>
  ),
};
