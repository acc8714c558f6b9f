import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { fieldSizes } from '../Field/Field.tsx';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  args: { label: 'Message', placeholder: 'Tell us about your project', onChange: fn() },
  argTypes: {
    size: { control: 'inline-radio', options: fieldSizes },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled =
  'We need a new website for our dental practice: online booking, a page per treatment, and a blog we can update ourselves.';

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {fieldSizes.map((size) => (
        <TextArea key={size} {...args} size={size} rows={2} label={`Message (${size})`} />
      ))}
    </div>
  ),
};

export const States: Story = {
  args: { rows: 2 },
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextArea {...args} label="Empty" />
      <TextArea {...args} label="Filled" defaultValue={filled} />
      <TextArea {...args} label="Hover" data-pseudo="hover" />
      <TextArea {...args} label="Focus" data-pseudo="focus" defaultValue={filled} />
      <TextArea {...args} label="Disabled" disabled defaultValue={filled} />
      <TextArea {...args} label="Invalid" error="Message is required" required />
      <TextArea
        {...args}
        label="With hint"
        hint="A few sentences are enough; we will ask for details."
      />
      <TextArea {...args} label="Required" required />
    </div>
  ),
};

export const Invalid: Story = { args: { error: 'Message is required', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: filled } };

export const WithHint: Story = {
  args: { hint: 'Include your timeline and budget if you know them.' },
};

/** Grows from 2 to 6 lines as the text gets longer, then scrolls. */
export const AutoResize: Story = {
  args: { autoResize: true, rows: 2, maxRows: 6, hint: 'Grows as you type, up to 6 lines.' },
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Message' });
    const before = area.getBoundingClientRect().height;
    await userEvent.type(area, 'One{Enter}Two{Enter}Three{Enter}Four', { delay: null });
    await expect(area.getBoundingClientRect().height).toBeGreaterThan(before);
  },
};

export const LongLabelAndValue: Story = {
  args: {
    label:
      'Anything else we should know about your business, your customers or the website you have today?',
    defaultValue: `${filled} ${filled} ${filled} ${filled}`,
    rows: 5,
    error:
      'Please keep your message under 2,000 characters so it reaches the right person without being cut off.',
  },
};

export const Contrast: Story = {
  parameters: { wide: true },
  args: { rows: 2 },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.background }}
        >
          <TextArea {...args} defaultValue={filled} hint="Hint text" />
          <TextArea {...args} label="Focus" data-pseudo="focus" />
          <TextArea {...args} label="Invalid" error="Message is required" required />
          <TextArea {...args} label="Disabled" disabled defaultValue={filled} />
        </div>
      ))}
    </div>
  ),
};
