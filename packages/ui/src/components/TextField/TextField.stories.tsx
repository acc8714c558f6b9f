import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { fieldSizes } from '../Field/Field.tsx';
import { TextField, textFieldTypes } from './TextField.tsx';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
    size: { control: 'inline-radio', options: fieldSizes },
    leadingIcon: { control: false },
  },
  decorators: [
    // Fields fill their container; a form column is about this wide. `wide` stories opt out.
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 360 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {fieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Email (${size})`} />
      ))}
    </div>
  ),
};

/**
 * Every state, with hover and focus shown statically (the pseudo-states addon, `data-pseudo`) for
 * review and screenshots.
 */
export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField {...args} label="Empty" />
      <TextField {...args} label="Filled" defaultValue="jane@example.com" />
      <TextField {...args} label="Hover" data-pseudo="hover" />
      <TextField {...args} label="Focus" data-pseudo="focus" defaultValue="jane@" />
      <TextField {...args} label="Disabled" disabled defaultValue="jane@example.com" />
      <TextField {...args} label="Invalid" defaultValue="jane@" error="Email is invalid" />
      <TextField
        {...args}
        label="Invalid and focused"
        data-pseudo="focus"
        defaultValue=""
        error="Email is required"
      />
      <TextField {...args} label="With hint" hint="We'll send a confirmation to this address." />
      <TextField {...args} label="Required" required />
      <TextField
        {...args}
        label="Required, hint and error"
        required
        hint="Use your work email."
        error="Email is required"
      />
    </div>
  ),
};

export const Invalid: Story = {
  args: { defaultValue: 'jane@', error: 'Email is invalid', required: true },
};

export const Disabled: Story = { args: { defaultValue: 'jane@example.com', disabled: true } };

export const WithHint: Story = { args: { hint: "We'll never share your email." } };

export const WithLeadingIcon: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {fieldSizes.map((size) => (
        <TextField
          key={size}
          {...args}
          size={size}
          label={`Email (${size})`}
          leadingIcon={<Mail size={16} />}
        />
      ))}
      <TextField
        {...args}
        type="search"
        label="Search articles"
        hideLabel
        placeholder="Search articles"
        leadingIcon={<Search size={16} />}
      />
    </div>
  ),
};

/** The password toggle in each size; the hidden and the revealed state. */
export const Password: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    defaultValue: 'correct horse',
    required: true,
  },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {fieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Password (${size})`} />
      ))}
      <TextField
        {...args}
        label="Password (invalid)"
        defaultValue=""
        error="Password is required"
      />
    </div>
  ),
};

export const PasswordToggle: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    defaultValue: 'correct horse',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  },
};

export const Types: Story = {
  args: { placeholder: undefined },
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField
        {...args}
        type="text"
        label="Full Name"
        defaultValue="Jane Doe"
        autoComplete="name"
      />
      <TextField
        {...args}
        type="email"
        label="Email"
        defaultValue="jane@example.com"
        autoComplete="email"
      />
      <TextField
        {...args}
        type="tel"
        label="Phone"
        defaultValue="(555) 123-4567"
        autoComplete="tel"
      />
      <TextField {...args} type="url" label="GitHub" defaultValue="https://github.com/janedoe" />
      <TextField {...args} type="number" label="Team size" defaultValue={12} />
    </div>
  ),
};

export const LongLabelAndValue: Story = {
  args: {
    label:
      'The email address we should use for invoices, project updates and the occasional newsletter',
    defaultValue:
      'jane.alexandra.doe-winterbottom.accounts-payable@very-long-company-name.example.com',
    hint: 'If your finance team uses a shared mailbox, enter that here so invoices never get lost in a personal inbox.',
    error:
      'This address bounced the last time we wrote to it; please check the spelling or use another one.',
  },
};

export const KeyboardTyping: Story = {
  args: { defaultValue: undefined },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('jane@example.com', { delay: null });
    await expect(input).toHaveValue('jane@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** Both themes side by side, whatever the toolbar says. */
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
          <TextField {...args} label="Email" defaultValue="jane@example.com" hint="Hint text" />
          <TextField {...args} label="Focus" data-pseudo="focus" />
          <TextField
            {...args}
            label="Invalid"
            error="Email is invalid"
            defaultValue="jane@"
            required
          />
          <TextField {...args} label="Disabled" disabled defaultValue="jane@example.com" />
        </div>
      ))}
    </div>
  ),
};
