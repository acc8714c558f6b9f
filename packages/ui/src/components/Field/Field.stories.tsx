import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Field } from './Field.tsx';

const inputStyle = {
  width: '100%',
  padding: '8px 12px',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: 8,
};

/**
 * The anatomy behind every field: label (+ required marker), control, hint, error. Shown here
 * around a bare `<input>` through the render-function children, as a page would wrap a custom control.
 */
const meta = {
  title: 'Components/Forms/Field',
  component: Field,
  tags: ['autodocs'],
  args: { label: 'Budget', hint: 'In US dollars, roughly.', children: () => null },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Field {...args}>
        {(control) => (
          <input
            {...control}
            required={args.required}
            disabled={args.disabled}
            defaultValue="5,000"
            style={inputStyle}
          />
        )}
      </Field>
    </div>
  ),
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Required: Story = { args: { required: true } };

export const Invalid: Story = { args: { error: 'Please enter a number', required: true } };

export const HiddenLabel: Story = {
  args: { hideLabel: true, hint: 'The label is still read by screen readers.' },
};

export const LongText: Story = {
  args: {
    label:
      'Roughly how much have you set aside for this project, including hosting and maintenance for the first year?',
    hint: 'A range is fine. It helps us suggest the right package rather than the most expensive one.',
    error: 'Please enter an amount in US dollars, using digits only, for example 5000 or 12,500.',
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ padding: 16, background: vars.color.background }}
        >
          <Field {...args} required error="Please enter a number">
            {(control) => <input {...control} required defaultValue="abc" style={inputStyle} />}
          </Field>
        </div>
      ))}
    </div>
  ),
};
