import type { Meta, StoryObj } from '@storybook/react-vite';
import { MailCheck } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Form } from '../Form/Form.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import { Popup } from '../Popup/Popup.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { AuthPanel, authPanelPlacements } from './AuthPanel.tsx';

// The forms below are static stand-ins for the site's screens: each story pins one state
// (errors, a refused sign-in, busy) so it gets its own screenshot in both themes and at 375 px.

interface SignInFormProps {
  /** Field errors as the contract's validation words them. */
  errors?: { email?: string; password?: string };
  /** The server's answer, shown at the top of the form. */
  generalError?: string;
  /** The submit in flight: fields disabled, the button busy. */
  busy?: boolean;
  /** Start with values typed in. */
  email?: string;
  password?: string;
  /** The 300 px popup: a smaller 'Remember me' row, so it and the link share one line. */
  compact?: boolean;
}

function SignInForm({
  errors = {},
  generalError,
  busy = false,
  email,
  password,
  compact = false,
}: SignInFormProps) {
  return (
    <Form generalError={generalError} busy={busy}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        defaultValue={email}
        error={errors.email}
        disabled={busy}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        defaultValue={password}
        error={errors.password}
        disabled={busy}
      />
      <Inline justify="between" gap="sm">
        <Checkbox
          label="Remember me"
          name="remember"
          size={compact ? 'sm' : 'md'}
          disabled={busy}
        />
        <Text as="span" size={compact ? 'sm' : 'md'}>
          <Link href="#forgot-password">Forgot password?</Link>
        </Text>
      </Inline>
      <Button type="submit" block loading={busy} loadingText="Signing In...">
        Sign In
      </Button>
    </Form>
  );
}

const signInFooter = (
  <>
    {"Don't have an account? "}
    <Link href="#sign-up">Sign Up</Link>
  </>
);

interface SignUpFormProps {
  errors?: { name?: string; email?: string; password?: string; confirmPassword?: string };
  busy?: boolean;
  values?: { name?: string; email?: string; password?: string; confirmPassword?: string };
}

function SignUpForm({ errors = {}, busy = false, values = {} }: SignUpFormProps) {
  return (
    <Form busy={busy}>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        defaultValue={values.name}
        error={errors.name}
        disabled={busy}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        defaultValue={values.email}
        error={errors.email}
        disabled={busy}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="new-password"
        required
        defaultValue={values.password}
        error={errors.password}
        disabled={busy}
      />
      <TextField
        label="Confirm Password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        required
        defaultValue={values.confirmPassword}
        error={errors.confirmPassword}
        disabled={busy}
      />
      <Button type="submit" block loading={busy} loadingText="Creating Account...">
        Sign Up
      </Button>
    </Form>
  );
}

const signUpFooter = (
  <>
    {'Already have an account? '}
    <Link href="#sign-in">Sign In</Link>
  </>
);

function CheckYourEmailBody({ resending = false }: { resending?: boolean }) {
  return (
    <>
      <Text align="center">
        We sent a password reset link to <strong>jane@example.com</strong>.
      </Text>
      <Button variant="outline" tone="neutral" block loading={resending} loadingText="Resending...">
        Resend
      </Button>
      <Text align="center" size="sm" variant="muted">
        {"Didn't get it? Check your spam folder, or resend the link."}
      </Text>
    </>
  );
}

const meta = {
  title: 'Components/AuthPanel',
  component: AuthPanel,
  // Every account screen is used on phones: each story is also shot at 375 px.
  tags: ['autodocs', 'mobile'],
  args: { title: 'Welcome Back', footer: signInFooter, children: <SignInForm /> },
  argTypes: {
    placement: { control: 'inline-radio', options: authPanelPlacements },
    headingLevel: { control: 'inline-radio', options: [undefined, 1, 2, 3] },
    icon: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in page: the panel is a region named by its h1. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Welcome Back' });
    await expect(within(region).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Welcome Back',
    );
    await expect(within(region).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
  },
};

/** Submitted with a malformed e-mail and no password. */
export const SignInErrors: Story = {
  args: {
    children: (
      <SignInForm
        email="jane@example"
        errors={{ email: 'Email is invalid', password: 'Password is required' }}
      />
    ),
  },
};

/** The server refused the sign-in: a general error at the top, the values kept. */
export const SignInFailed: Story = {
  args: {
    children: (
      <SignInForm
        email="jane@example.com"
        password="wrong password"
        generalError="Invalid email or password"
      />
    ),
  },
};

/** The sign-in in flight: fields disabled, the button busy with 'Signing In...'. */
export const SignInBusy: Story = {
  args: {
    children: <SignInForm email="jane@example.com" password="correct horse" busy />,
  },
};

export const SignUp: Story = {
  args: { title: 'Create Account', footer: signUpFooter, children: <SignUpForm /> },
};

export const SignUpErrors: Story = {
  args: {
    title: 'Create Account',
    footer: signUpFooter,
    children: (
      <SignUpForm
        values={{ email: 'jane@example', password: 'short', confirmPassword: 'shorter' }}
        errors={{
          name: 'Full name is required',
          email: 'Invalid email format',
          password: 'Password must be at least 8 characters',
          confirmPassword: 'Passwords do not match',
        }}
      />
    ),
  },
};

export const SignUpBusy: Story = {
  args: {
    title: 'Create Account',
    footer: signUpFooter,
    children: (
      <SignUpForm
        busy
        values={{
          name: 'Jane Doe',
          email: 'jane@example.com',
          password: 'correct horse',
          confirmPassword: 'correct horse',
        }}
      />
    ),
  },
};

export const ForgotPassword: Story = {
  args: {
    title: 'Reset Your Password',
    description: 'Enter your email to receive a reset link',
    footer: <Link href="#sign-in">Sign In</Link>,
    children: (
      <Form>
        <TextField
          label="Email Address"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          required
        />
        <Button type="submit" block>
          Send Reset Link
        </Button>
      </Form>
    ),
  },
};

/** After a reset link was sent: a decorative icon (hidden from screen readers) and a way to resend. */
export const CheckYourEmail: Story = {
  args: {
    icon: <MailCheck />,
    title: 'Check Your Email',
    footer: undefined,
    children: <CheckYourEmailBody />,
  },
};

export const CheckYourEmailResending: Story = {
  args: {
    icon: <MailCheck />,
    title: 'Check Your Email',
    footer: undefined,
    children: <CheckYourEmailBody resending />,
  },
};

/** The log-out confirmation. */
export const ReadyToLeave: Story = {
  args: {
    title: 'Ready to Leave?',
    description: 'You will be signed out of your account on this device.',
    footer: undefined,
    children: (
      <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space.sm }}>
        <Button variant="outline" tone="neutral">
          Cancel
        </Button>
        <Button>Log Out</Button>
      </div>
    ),
  },
};

/**
 * The compact variant inside the navigation's 300 px sign-in popup: the Popup draws the
 * surface, the panel only the heading (an h2, under the page's h1), body and footer.
 */
export const InPopup: Story = {
  args: { placement: 'popup', headingLevel: 2, children: <SignInForm compact /> },
  render: (args) => (
    <div
      style={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'flex-start',
        minHeight: 560,
        paddingInline: vars.space.lg,
      }}
    >
      <Popup
        defaultOpen
        width={300}
        label="Sign In"
        trigger={
          <Button variant="ghost" tone="neutral">
            Sign In
          </Button>
        }
      >
        <AuthPanel {...args} />
      </Popup>
    </div>
  ),
};
