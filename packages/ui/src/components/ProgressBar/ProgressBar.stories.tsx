import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Quote progress', value: 2, max: 4, valueText: 'Step 2 of 4', showValue: true },
  argTypes: {
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
    value: { control: { type: 'range', min: 0, max: 4, step: 1 } },
  },
  // Bars stretch to their container; a narrow frame shows them at a realistic width.
  decorators: [
    (Story, { name }) =>
      name === 'Contrast' ? Story() : <div style={{ maxWidth: 480 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The quote builder: progress is step/4 (docs/product/spec.md §4). */
export const QuoteSteps: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      {[1, 2, 3, 4].map((step) => (
        <ProgressBar key={step} {...args} value={step} valueText={`Step ${step} of 4`} />
      ))}
    </div>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      {progressBarTones.map((tone) => (
        <ProgressBar
          key={tone}
          {...args}
          tone={tone}
          label={`Tone ${tone}`}
          value={65}
          max={100}
          valueText={undefined}
        />
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      {progressBarSizes.map((size) => (
        <ProgressBar key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
};

export const Empty: Story = { args: { value: 0, valueText: 'Not started' } };

export const Complete: Story = { args: { value: 4, valueText: 'Step 4 of 4', tone: 'positive' } };

/** The label is read by screen readers only. */
export const HiddenLabel: Story = { args: { hideLabel: true, showValue: false } };

export const LongLabel: Story = {
  args: {
    label: 'Uploading your CV and cover letter for the Senior Front-End Developer position',
    value: 72,
    max: 100,
    valueText: undefined,
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{
            display: 'grid',
            gap: 16,
            padding: 16,
            background: vars.color.background,
            color: vars.color.text,
          }}
        >
          {progressBarTones.map((tone) => (
            <ProgressBar key={tone} {...args} tone={tone} label={`Tone ${tone}`} />
          ))}
        </div>
      ))}
    </div>
  ),
};
