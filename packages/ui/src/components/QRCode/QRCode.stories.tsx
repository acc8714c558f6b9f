import type { Meta, StoryObj } from '@storybook/react-vite';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { SecretField } from '../SecretField/SecretField.tsx';
import { QRCode, qrCodeLevels } from './QRCode.tsx';

// A fixed otpauth link: issuer label + e-mail (docs/product/spec.md §9), so the pattern never changes.
const uri =
  'otpauth://totp/Brightlane:jane%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Brightlane';

const meta = {
  title: 'Components/Forms/QRCode',
  component: QRCode,
  tags: ['autodocs'],
  args: { value: uri, label: 'QR code for Brightlane two-factor set-up (jane@example.com)' },
  argTypes: { level: { control: 'inline-radio', options: qrCodeLevels } },
} satisfies Meta<typeof QRCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithCaption: Story = {
  args: { caption: 'Scan with Google Authenticator, 1Password or Authy' },
};

/** As in the two-factor modal: the code, then the key for those who cannot scan. */
export const TwoFactorSetup: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'center', maxWidth: 360 }}>
      <QRCode {...args} caption="Scan with your authenticator app" />
      <div style={{ width: '100%' }}>
        <SecretField value="JBSWY3DPEHPK3PXP" hint="Can't scan it? Enter this key instead." />
      </div>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      {[128, 200, 256].map((size) => (
        <QRCode
          key={size}
          {...args}
          size={size}
          label={`${args.label} (${size} px)`}
          caption={`${size} px`}
        />
      ))}
    </div>
  ),
};

/** The code stays dark-on-white in both themes so phone cameras can read it. */
export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ padding: 16, background: vars.color.background }}
        >
          <QRCode {...args} caption="Scan with your authenticator app" />
        </div>
      ))}
    </div>
  ),
};
