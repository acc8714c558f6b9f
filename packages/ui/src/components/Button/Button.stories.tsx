import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonTones, buttonVariants } from './Button.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Get a quote', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    tone: { control: 'inline-radio', options: buttonTones },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} tone={tone} variant={variant}>
              {`${tone} ${variant}`}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
};

/**
 * Pointer states a screenshot cannot catch, shown by Storybook's pseudo-states addon: a
 * story marks the element with `data-pseudo` (see .storybook/pseudoStates.ts).
 */
const pointerStates = [
  ['Hover', 'hover'],
  ['Active', 'active'],
  ['Focus', 'focus'],
] as const;

/** Hover, active and focus shown statically so they can be reviewed and screenshotted. */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Button {...args} variant={variant}>
            Rest
          </Button>
          {pointerStates.map(([name, state]) => (
            <Button key={state} {...args} variant={variant} data-pseudo={state}>
              {name}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            Disabled
          </Button>
          <Button {...args} variant={variant} loading loadingText="Sending...">
            Send
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, loadingText: 'Signing In...', children: 'Sign In' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Signing In...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Block: Story = { args: { block: true, children: 'Create Account' } };

export const LongText: Story = {
  args: { children: 'Request a free, no-obligation quote for your new website today' },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Button {...args} block style={{ whiteSpace: 'normal' }} />
    </div>
  ),
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#contact">Contact Sale</a> },
};

export const KeyboardActivation: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Get a quote' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Both themes side by side, whatever the toolbar says. */
export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{
            display: 'flex',
            gap: 8,
            flexWrap: 'wrap',
            padding: 16,
            background: vars.color.background,
          }}
        >
          {buttonVariants.map((variant) => (
            <Button key={variant} {...args} variant={variant}>
              {variant}
            </Button>
          ))}
        </div>
      ))}
    </div>
  ),
};
