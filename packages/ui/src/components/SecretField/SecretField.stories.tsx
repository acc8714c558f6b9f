import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { SecretField } from './SecretField.tsx';

const meta = {
  title: 'Components/Forms/SecretField',
  component: SecretField,
  tags: ['autodocs'],
  // A fixed 16-character base32 secret (A-Z, 2-7), as the two-factor set-up generates.
  args: { value: 'JBSWY3DPEHPK3PXP', onCopy: fn() },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 420 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof SecretField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithHint: Story = {
  args: { hint: "Can't scan the QR code? Enter this key in your authenticator app." },
};

export const Ungrouped: Story = { args: { groupSize: 0, label: 'Recovery code' } };

export const LongSecret: Story = {
  args: {
    value: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    label: 'A longer key for a service that uses 48 characters',
  },
};

/**
 * Copy with a stubbed clipboard (the test browser grants none): the button says 'Copied' and the
 * status region announces it. `copiedDuration` is long so the screenshot catches the state.
 */
export const Copied: Story = {
  args: { copiedDuration: 60_000 },
  play: async ({ canvasElement, args }) => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopy).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP');
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
          style={{ padding: 16, background: vars.color.background }}
        >
          <SecretField {...args} hint="Enter this key in your authenticator app." />
        </div>
      ))}
    </div>
  ),
};
