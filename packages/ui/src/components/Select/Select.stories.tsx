import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { fieldSizes } from '../Field/Field.tsx';
import { Select } from './Select.tsx';

const industries = [
  { value: 'retail', label: 'Retail' },
  { value: 'professional', label: 'Professional Services' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'technology', label: 'Technology' },
  { value: 'other', label: 'Other' },
];

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  tags: ['autodocs'],
  args: {
    label: 'Industry',
    options: industries,
    placeholder: 'Select your industry',
    onChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {fieldSizes.map((size) => (
        <Select key={size} {...args} size={size} label={`Industry (${size})`} />
      ))}
    </div>
  ),
};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <Select {...args} label="Empty (placeholder)" />
      <Select {...args} label="Filled" defaultValue="healthcare" />
      <Select {...args} label="Hover" data-pseudo="hover" />
      <Select {...args} label="Focus" data-pseudo="focus" defaultValue="technology" />
      <Select {...args} label="Disabled" disabled defaultValue="retail" />
      <Select {...args} label="Invalid" error="Please select your industry" required />
      <Select {...args} label="With hint" hint="Pick the closest match." />
      <Select {...args} label="Required" required />
    </div>
  ),
};

export const Invalid: Story = { args: { error: 'Please select your industry', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'retail' } };

export const WithOptionChildren: Story = {
  args: { label: 'Status', options: undefined, placeholder: undefined, defaultValue: 'draft' },
  render: (args) => (
    <Select {...args}>
      <option value="draft">Draft</option>
      <option value="published">Published</option>
    </Select>
  ),
};

export const LongLabelAndValue: Story = {
  args: {
    label: 'Which of these best describes the industry your business operates in today?',
    options: [
      {
        value: 'long',
        label:
          'Professional, scientific and technical services including legal, accounting and architecture',
      },
      ...industries,
    ],
    defaultValue: 'long',
    hint: 'If you work across several industries, choose the one most of your revenue comes from.',
  },
};

export const Choosing: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Industry' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Technology');
    await expect(select).toHaveValue('technology');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const Contrast: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.background }}
        >
          <Select {...args} label="Placeholder" />
          <Select {...args} label="Filled" defaultValue="healthcare" hint="Hint text" />
          <Select {...args} label="Focus" data-pseudo="focus" />
          <Select {...args} label="Invalid" error="Please select your industry" required />
          <Select {...args} label="Disabled" disabled defaultValue="retail" />
        </div>
      ))}
    </div>
  ),
};
