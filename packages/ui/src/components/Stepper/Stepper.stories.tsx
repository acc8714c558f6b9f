import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Stepper } from './Stepper.tsx';
import type { StepperProps } from './Stepper.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

/** The quote builder's four steps (docs/product/spec.md §4). */
const quoteSteps = ['Project type', 'Business & scope', 'Contact details', 'Thank you'] as const;

const meta = {
  title: 'Components/Stepper',
  component: Stepper,
  tags: ['autodocs', 'mobile'],
  args: { steps: quoteSteps, current: 2, label: 'Quote progress' },
  argTypes: { current: { control: { type: 'range', min: 1, max: 5, step: 1 } } },
  decorators: [
    (Story, { name }) =>
      name === 'Contrast' ? Story() : <div style={{ maxWidth: 640 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const FirstStep: Story = { args: { current: 1 } };

export const LastStep: Story = { args: { current: 4 } };

/** Past the last step, every step reads as complete. */
export const AllComplete: Story = { args: { current: 5 } };

export const WithDescriptions: Story = {
  args: {
    steps: [
      { label: 'Project type', description: 'Website, shop or app' },
      { label: 'Business & scope', description: 'Who it is for' },
      { label: 'Contact details', description: 'How to reach you' },
      { label: 'Thank you', description: 'Reply within 24 hours' },
    ],
  },
};

export const ProgressOnly: Story = { args: { showSteps: false } };

export const StepsOnly: Story = { args: { showProgress: false } };

export const LongLabels: Story = {
  args: {
    steps: [
      'Choose the kind of project you have in mind',
      'Tell us about your business and the scope',
      'Your contact details',
      'Thank you',
    ],
  },
};

function SteppedForm(props: StepperProps) {
  const [step, setStep] = useState(1);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Stepper {...props} current={step} />
      <div style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
        <Button variant="outline" onClick={() => setStep((s) => s - 1)} disabled={step === 1}>
          Back
        </Button>
        <Button onClick={() => setStep((s) => s + 1)} disabled={step === 4}>
          Next
        </Button>
      </div>
    </div>
  );
}

/** Pointer and keyboard: Next/Back move the current step and the bar follows. */
export const Interactive: Story = {
  render: (args) => <SteppedForm {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
    const steps = within(canvas.getByRole('list', { name: 'Quote progress' })).getAllByRole(
      'listitem',
    );
    await expect(steps[1]).toHaveAttribute('aria-current', 'step');
    await expect(steps[0]).toHaveAttribute('data-state', 'complete');
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ padding: 16, background: vars.color.background, color: vars.color.text }}
        >
          <Stepper {...args} />
        </div>
      ))}
    </div>
  ),
};
