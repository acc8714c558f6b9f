import type { Meta, StoryObj } from '@storybook/react-vite';
import { Cloud, Code, Globe, ShoppingCart } from 'lucide-react';
import type { CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FileField } from '../FileField/FileField.tsx';
import { RadioCardGroup } from '../RadioCardGroup/RadioCardGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';
import { useForm } from './useForm.ts';
import type { FormErrors } from './useForm.ts';

// Stand-ins for `values => fieldErrors(schema, values)` with the contract's docs/product/spec.md §5
// messages; packages/ui does not depend on zod or the contract.
interface Login {
  email: string;
  password: string;
  remember: boolean;
}

function validateLogin(values: Login) {
  const errors: Partial<Record<keyof Login, string>> = {};
  if (!values.email.trim()) errors.email = 'Email is required';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) errors.email = 'Email is invalid';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

const card: CSSProperties = {
  maxWidth: 400,
  padding: 32,
  borderRadius: 12,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.md,
};
const title: CSSProperties = {
  margin: '0 0 4px',
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
};
const subtitle: CSSProperties = { margin: '0 0 24px', color: vars.color.textMuted };

interface LoginFormProps {
  /** Stands in for the auth call: resolve to sign in, throw to fail. */
  onLogin: (values: Login) => Promise<unknown>;
  /** The values the form starts with (e.g. what a server received and renders back). */
  initialValues?: Login;
  /** Field errors from the first render (`useForm`'s `initialErrors`). */
  initialErrors?: FormErrors<Login>;
  /** The general error from the first render (`useForm`'s `initialGeneralError`). */
  initialGeneralError?: string | null;
}

const emptyLogin: Login = { email: '', password: '', remember: false };

function LoginForm({
  onLogin,
  initialValues = emptyLogin,
  initialErrors,
  initialGeneralError,
}: LoginFormProps) {
  const form = useForm<Login>({
    initialValues,
    initialErrors,
    initialGeneralError,
    validate: validateLogin,
    onSubmit: onLogin,
    fallbackError: 'Login failed. Please try again.',
  });
  return (
    <div style={card}>
      <h1 id="login-title" style={title}>
        Welcome Back
      </h1>
      <p style={subtitle}>Sign in to your account</p>
      <Form {...form.formProps} aria-labelledby="login-title">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...form.field('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Checkbox label="Remember me" {...form.checkedField('remember')} />
        <Button type="submit" block loading={form.submitting} loadingText="Signing In...">
          Sign In
        </Button>
      </Form>
    </div>
  );
}

const meta = {
  title: 'Components/Forms/Form',
  component: LoginForm,
  tags: ['autodocs', 'mobile'],
  args: { onLogin: fn<LoginFormProps['onLogin']>(() => Promise.resolve()) },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The login form: submit empty → 'Email is required'; typing clears that error (docs/product/spec.md §4
 * "Editing a field clears that field's error and the general error").
 */
export const LoginFormStory: Story = {
  name: 'Form',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByText('Email is required')).toBeInTheDocument();
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(args.onLogin).not.toHaveBeenCalled();
    await userEvent.type(email, 'jane@example.com', { delay: null });
    await expect(canvas.queryByText('Email is required')).toBeNull();
    await expect(email).not.toHaveAttribute('aria-invalid');
    // The other field keeps its error until it is edited.
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

export const Empty: Story = {};

/** A valid submit in flight: fields disabled, the button busy with 'Signing In...'. */
export const Submitting: Story = {
  args: { onLogin: fn<LoginFormProps['onLogin']>(() => new Promise(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'jane@example.com', {
      delay: null,
    });
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'correct horse',
      { delay: null },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('button', { name: 'Signing In...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeDisabled();
  },
};

/** The server refuses: the message shows as an alert at the top, the values stay. */
export const ServerError: Story = {
  args: {
    onLogin: fn<LoginFormProps['onLogin']>(() =>
      Promise.reject(new Error('Invalid email or password')),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'jane@example.com', { delay: null });
    await userEvent.type(
      canvas.getByLabelText(/^Password/, { selector: 'input' }),
      'wrong password',
      { delay: null },
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid email or password');
    await expect(email).toHaveValue('jane@example.com');
  },
};

/** Editing any field clears the general error. */
export const ServerErrorClearsOnEdit: Story = {
  args: {
    onLogin: fn<LoginFormProps['onLogin']>(() =>
      Promise.reject(new Error('Invalid email or password')),
    ),
  },
  play: async (context) => {
    await ServerError.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/, { selector: 'input' }), '!', {
      delay: null,
    });
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/**
 * A server's verdict on a form posted before (or without) its code, shown from the first
 * render: `initialErrors` on the fields, `initialGeneralError` at the top, the posted e-mail
 * kept. Editing a field clears its error and the general error, as after any submit.
 */
export const WithServerErrors: Story = {
  args: {
    initialValues: { email: 'jane@example', password: '', remember: true },
    initialErrors: { email: 'Email is invalid', password: 'Password is required' },
    initialGeneralError: 'Login failed. Please try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Login failed. Please try again.');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is invalid',
    );
    await expect(canvas.getByText('Password is required')).toBeInTheDocument();
  },
};

/** `<Form>` without the hook, with a static general error and a long message. */
export const GeneralErrorStatic: Story = {
  render: () => (
    <div style={card}>
      <Form
        aria-label="Reset password"
        generalError="We couldn't reach the server to send your reset link. Check your connection and try again in a minute; if it keeps failing, contact us directly."
      >
        <TextField label="Email" type="email" defaultValue="jane@example.com" required />
        <Button type="submit" block>
          Send reset link
        </Button>
      </Form>
    </div>
  ),
};

interface QuoteStep1 {
  projectGoal: string;
}

/** Quote step 1: a RadioCardGroup validated like any other field; Next focuses it when empty. */
export const QuoteStep: Story = {
  render: function Render() {
    const form = useForm<QuoteStep1>({
      initialValues: { projectGoal: '' },
      validate: (v) => (v.projectGoal ? {} : { projectGoal: 'Please select a project type' }),
      onSubmit: () => {},
    });
    return (
      <div style={{ maxWidth: 720 }}>
        <Form {...form.formProps} aria-label="Quote, step 1 of 4">
          <RadioCardGroup
            label="What type of project do you need?"
            columns={2}
            required
            options={[
              {
                value: 'website',
                title: 'Website',
                description: 'A fast, accessible site',
                icon: <Globe size={20} />,
              },
              {
                value: 'ecommerce',
                title: 'E-commerce',
                description: 'An online store',
                icon: <ShoppingCart size={20} />,
              },
              {
                value: 'software',
                title: 'Custom Software',
                description: 'Web apps and tools',
                icon: <Code size={20} />,
              },
              {
                value: 'cloud',
                title: 'Cloud Solutions',
                description: 'Hosting and infrastructure',
                icon: <Cloud size={20} />,
              },
            ]}
            {...form.valueField('projectGoal')}
          />
          <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit">Next</Button>
          </div>
        </Form>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Please select a project type')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'Website' })).toHaveFocus());
  },
};

interface Application {
  name: string;
  email: string;
  experience: string;
  cv: File | null;
  message: string;
}

/** Every field kind in one form (a careers application), errors shown after an empty submit. */
export const AllFields: Story = {
  render: function Render() {
    const form = useForm<Application>({
      initialValues: { name: '', email: '', experience: '', cv: null, message: '' },
      validate: (v) => ({
        name: v.name.trim() ? undefined : 'Name is required',
        email: v.email.trim() ? undefined : 'Email is required',
        experience: v.experience ? undefined : 'Experience is required',
      }),
      onSubmit: () => new Promise(() => {}),
    });
    return (
      <div style={{ ...card, maxWidth: 520 }}>
        <Form {...form.formProps} aria-label="Application">
          <TextField label="Full Name" autoComplete="name" required {...form.field('name')} />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <Select
            label="Experience"
            placeholder="Select your experience"
            required
            options={[
              { value: '0-2', label: '0-2 years' },
              { value: '3-5', label: '3-5 years' },
              { value: '6+', label: '6+ years' },
            ]}
            {...form.field('experience')}
          />
          <FileField
            label="CV"
            accept={['.pdf', '.docx']}
            maxSize={5 * 1024 * 1024}
            hint="PDF or DOCX, up to 5 MB."
            {...form.valueField('cv')}
          />
          <TextArea
            label="Cover letter"
            rows={3}
            autoResize
            maxRows={8}
            {...form.field('message')}
          />
          <Button type="submit" block loading={form.submitting} loadingText="Submitting...">
            Submit Application
          </Button>
        </Form>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Application' }));
    await expect(await canvas.findByText('Experience is required')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Full Name' })).toHaveFocus());
  },
};
