import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FileField } from '../FileField/FileField.tsx';
import { RadioCardGroup } from '../RadioCardGroup/RadioCardGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';
import { FormSubmitError, useForm } from './useForm.ts';
import type { UseFormOptions } from './useForm.ts';

interface Login {
  email: string;
  password: string;
  remember: boolean;
}

const initialValues: Login = { email: '', password: '', remember: false };

// Stands in for `values => fieldErrors(loginSchema, values)`: the same shape, no zod here.
function validateLogin(values: Login) {
  const errors: Partial<Record<keyof Login, string>> = {};
  if (!values.email) errors.email = 'Email is required';
  else if (!/^\S+@\S+\.\S+$/.test(values.email)) errors.email = 'Email is invalid';
  if (!values.password) errors.password = 'Password is required';
  return errors;
}

// The same checks, answered later: validation code loaded on demand (e.g. zod on first use).
function validateLoginLater(values: Login) {
  return new Promise<ReturnType<typeof validateLogin>>((resolve) =>
    setTimeout(() => resolve(validateLogin(values)), 10),
  );
}

// The same checks, answered when the test says so: it can look at the form while they run.
function validateLoginOnCue() {
  const pending: (() => void)[] = [];
  const validate = (values: Login) =>
    new Promise<ReturnType<typeof validateLogin>>((resolve) =>
      pending.push(() => resolve(validateLogin(values))),
    );
  const answer = () => act(async () => pending.shift()?.());
  return { validate, answer };
}

function LoginForm({
  onSubmit,
  validate = validateLogin,
}: {
  onSubmit: UseFormOptions<Login>['onSubmit'];
  validate?: UseFormOptions<Login>['validate'];
}) {
  const form = useForm<Login>({ initialValues, validate, onSubmit });
  return (
    <Form {...form.formProps} aria-label="Login">
      <TextField label="Email" type="email" required {...form.field('email')} />
      <TextField label="Password" type="password" required {...form.field('password')} />
      <Checkbox label="Remember me" {...form.checkedField('remember')} />
      <Button type="submit" loading={form.submitting} loadingText="Signing In...">
        Sign In
      </Button>
    </Form>
  );
}

describe('useForm', () => {
  it('given setValue, should update the value and clear that field error and the general error only', () => {
    const { result } = renderHook(() =>
      useForm<Login>({ initialValues, validate: validateLogin, onSubmit: vi.fn() }),
    );
    act(() => {
      result.current.setErrors({ email: 'Email is required', password: 'Password is required' });
      result.current.setGeneralError('Invalid email or password');
    });
    act(() => result.current.setValue('email', 'a@b.co'));
    expect(result.current.values.email).toBe('a@b.co');
    expect(result.current.errors).toEqual({ password: 'Password is required' });
    expect(result.current.generalError).toBeNull();
  });

  it('given invalid values, should set the errors and not call onSubmit', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useForm<Login>({ initialValues, validate: validateLogin, onSubmit }),
    );
    await act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('given validate returning undefined entries, should treat them as valid', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useForm({ initialValues: { a: 'x' }, validate: () => ({ a: undefined }), onSubmit }),
    );
    await act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledWith({ a: 'x' });
  });

  it('given onSubmit throws, should keep the values and show its message as the general error', async () => {
    const { result } = renderHook(() =>
      useForm<Login>({
        initialValues,
        validate: validateLogin,
        onSubmit: () => Promise.reject(new Error('Invalid email or password')),
      }),
    );
    act(() => {
      result.current.setValue('email', 'jane@example.com');
      result.current.setValue('password', 'wrong-password');
    });
    await act(() => result.current.handleSubmit());
    expect(result.current.generalError).toBe('Invalid email or password');
    expect(result.current.values).toEqual({
      email: 'jane@example.com',
      password: 'wrong-password',
      remember: false,
    });
    expect(result.current.submitting).toBe(false);
  });

  it('given a throw without a message, should use fallbackError', async () => {
    const { result } = renderHook(() =>
      useForm({
        initialValues: {},
        onSubmit: () => Promise.reject(new Error('')),
        fallbackError: 'Login failed. Please try again.',
      }),
    );
    await act(() => result.current.handleSubmit());
    expect(result.current.generalError).toBe('Login failed. Please try again.');
  });

  it('given a FormSubmitError with field errors, should put them on the fields', async () => {
    const { result } = renderHook(() =>
      useForm({
        initialValues: { email: 'taken@example.com' },
        onSubmit: () => {
          throw new FormSubmitError('Invalid input', { email: 'Email already registered' });
        },
      }),
    );
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toEqual({ email: 'Email already registered' });
    expect(result.current.generalError).toBe('Invalid input');
  });

  it('given reset, should return to the initial values without errors', async () => {
    const { result } = renderHook(() =>
      useForm<Login>({ initialValues, validate: validateLogin, onSubmit: vi.fn() }),
    );
    act(() => result.current.setValue('email', 'x'));
    await act(() => result.current.handleSubmit());
    act(() => result.current.reset());
    expect(result.current.values).toEqual(initialValues);
    expect(result.current.errors).toEqual({});
  });

  it('given a submit while one is running, should not call onSubmit twice', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useForm({ initialValues: { a: '1' }, onSubmit }));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.handleSubmit();
    });
    await act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
  });
});

describe('useForm with an async validate', () => {
  it('given invalid values, should set the errors and not call onSubmit', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useForm<Login>({ initialValues, validate: validateLoginLater, onSubmit }),
    );
    await act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(result.current.submitting).toBe(false);
  });

  it('given valid values, should call onSubmit once with them', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useForm({ initialValues: { a: 'x' }, validate: async () => ({ a: undefined }), onSubmit }),
    );
    await act(() => result.current.handleSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ a: 'x' });
  });

  it('given a validate that rejects, should submit nothing and show fallbackError', async () => {
    const onSubmit = vi.fn();
    const { result } = renderHook(() =>
      useForm({
        initialValues: { a: 'x' },
        validate: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        onSubmit,
        fallbackError: 'Failed to submit form. Please try again.',
      }),
    );
    await act(() => result.current.handleSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(result.current.generalError).toBe('Failed to submit form. Please try again.');
    expect(result.current.submitting).toBe(false);
  });

  it('given a submit while validating, should be busy and not validate or submit twice', async () => {
    let answer = (_errors: Record<string, string>) => {};
    const validate = vi.fn(
      () => new Promise<Record<string, string>>((resolve) => (answer = resolve)),
    );
    const onSubmit = vi.fn();
    const { result } = renderHook(() => useForm({ initialValues: { a: '1' }, validate, onSubmit }));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.handleSubmit();
    });
    expect(result.current.submitting).toBe(true);
    expect(result.current.field('a').disabled).toBe(true);
    expect(result.current.formProps.busy).toBe(true);
    await act(() => result.current.handleSubmit());
    expect(validate).toHaveBeenCalledTimes(1);
    await act(async () => {
      answer({});
      await first;
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(result.current.submitting).toBe(false);
  });

  it('given a synchronous validate, should show the errors without a busy render', async () => {
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const form = useForm<Login>({ initialValues, validate: validateLogin, onSubmit: vi.fn() });
      seen.push(form.submitting);
      return form;
    });
    await act(() => result.current.handleSubmit());
    expect(result.current.errors).toHaveProperty('email', 'Email is required');
    expect(seen).not.toContain(true);
  });
});

describe('useForm in a form', () => {
  it('given an empty submit, should show the errors and focus the first invalid field', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
  });

  it('given only the second field invalid, should focus it (page order, not key order)', async () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus(),
    );
  });

  it('given an edit after errors, should clear that field error only', async () => {
    render(<LoginForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'j');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('given a valid submit, should disable the fields while submitting and pass the values', async () => {
    let finish = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'jane@example.com',
      password: 'secret123',
      remember: true,
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Signing In...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish());
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });

  it('given a failed submit, should show the general error as an alert, keep the values and clear it on edit', async () => {
    render(
      <LoginForm
        onSubmit={async () => {
          throw new Error('Invalid email or password');
        }}
      />,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(email, 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(email).toHaveValue('jane@example.com');
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('nope');
    await userEvent.type(email, 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given a radio card group first in the form and invalid, should focus its first radio', async () => {
    function QuoteStep() {
      const form = useForm({
        initialValues: { projectGoal: '' },
        validate: (v) => (v.projectGoal ? {} : { projectGoal: 'Please select a project type' }),
        onSubmit: vi.fn(),
      });
      return (
        <Form {...form.formProps}>
          <RadioCardGroup
            label="Project type"
            options={[
              { value: 'website', title: 'Website' },
              { value: 'cloud', title: 'Cloud Solutions' },
            ]}
            {...form.valueField('projectGoal')}
          />
          <Button type="submit">Next</Button>
        </Form>
      );
    }
    render(<QuoteStep />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('radiogroup', { name: 'Project type' })).toHaveAccessibleDescription(
      'Please select a project type',
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Website' })).toHaveFocus());
    await userEvent.click(screen.getByRole('radio', { name: 'Cloud Solutions' }));
    expect(screen.queryByText('Please select a project type')).toBeNull();
  });
  it('given an empty submit with an async validate, should be busy, then show the errors and focus the first invalid field', async () => {
    const onSubmit = vi.fn();
    const { validate, answer } = validateLoginOnCue();
    render(<LoginForm onSubmit={onSubmit} validate={validate} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('form', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Signing In...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    expect(screen.queryByText('Email is required')).toBeNull();
    await answer();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Login' })).not.toHaveAttribute('aria-busy');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given only the second field invalid and an async validate, should focus it', async () => {
    render(<LoginForm onSubmit={vi.fn()} validate={validateLoginLater} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveFocus(),
    );
  });

  it('given a valid submit pressed twice while validating, should pass the values to onSubmit once', async () => {
    const onSubmit = vi.fn();
    const cue = validateLoginOnCue();
    const validate = vi.fn(cue.validate);
    render(<LoginForm onSubmit={onSubmit} validate={validate} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'jane@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await userEvent.click(screen.getByRole('button', { name: 'Signing In...' }));
    expect(validate).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    await cue.answer();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      email: 'jane@example.com',
      password: 'secret123',
      remember: false,
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useForm with initial errors', () => {
  it('given initialErrors and initialGeneralError, should show them from the first render', () => {
    const { result } = renderHook(() =>
      useForm<Login>({
        initialValues: { email: 'jane@example', password: '', remember: false },
        initialErrors: { email: 'Email is invalid' },
        initialGeneralError: 'Invalid email or password',
        onSubmit: vi.fn(),
      }),
    );
    expect(result.current.errors).toEqual({ email: 'Email is invalid' });
    expect(result.current.generalError).toBe('Invalid email or password');
    expect(result.current.formProps.generalError).toBe('Invalid email or password');
  });

  it('given none, should start without errors', () => {
    const { result } = renderHook(() => useForm<Login>({ initialValues, onSubmit: vi.fn() }));
    expect(result.current.errors).toEqual({});
    expect(result.current.generalError).toBeNull();
  });

  it('given them in a form rendered on the server, should be in its markup: the field invalid with its message, the alert at the top', () => {
    const html = renderToString(
      <ServerVerdictForm
        initialErrors={{ email: 'Email is invalid' }}
        initialGeneralError="Invalid email or password"
      />,
    );
    const container = document.createElement('div');
    container.innerHTML = html;
    const email = container.querySelector('input[name="email"]')!;
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(container).toHaveTextContent('Email is invalid');
    expect(container.querySelector('[role="alert"]')).toHaveTextContent(
      'Invalid email or password',
    );
  });

  it('given an edit of the invalid field, should clear its error and the general error', async () => {
    render(
      <ServerVerdictForm
        initialErrors={{ email: 'Email is invalid', password: 'Password is required' }}
        initialGeneralError="Invalid email or password"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Email is invalid',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), '.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Email is invalid')).toBeNull();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('given reset, should clear them', () => {
    const { result } = renderHook(() =>
      useForm<Login>({
        initialValues,
        initialErrors: { email: 'Email is required' },
        initialGeneralError: 'Invalid email or password',
        onSubmit: vi.fn(),
      }),
    );
    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
    expect(result.current.generalError).toBeNull();
  });
});

function ServerVerdictForm(
  props: Pick<UseFormOptions<Login>, 'initialErrors' | 'initialGeneralError'>,
) {
  const form = useForm<Login>({
    initialValues: { email: 'jane@example', password: '', remember: false },
    validate: validateLogin,
    onSubmit: vi.fn(),
    ...props,
  });
  return (
    <Form {...form.formProps} aria-label="Login">
      <TextField label="Email" type="email" required {...form.field('email')} />
      <TextField label="Password" type="password" required {...form.field('password')} />
      <Button type="submit">Sign In</Button>
    </Form>
  );
}

// A server-rendered form that a visitor filled in before the page hydrated (on a slow phone,
// seconds of a form that looks ready): React 19 hydrates a controlled field without reading
// its DOM value, so without useForm reading them the state would stay empty and be sent so.
interface Application {
  name: string;
  letter: string;
  size: string;
  kind: string;
  terms: boolean;
  news: boolean;
  cv: File | null;
}

const emptyApplication: Application = {
  name: '',
  letter: '',
  size: '',
  kind: '',
  terms: false,
  news: false,
  cv: null,
};

function ApplicationForm({
  onSubmit,
  formRef,
  initial = emptyApplication,
}: {
  onSubmit: (values: Application) => void;
  formRef?: (node: HTMLFormElement | null) => void;
  initial?: Application;
}) {
  const form = useForm<Application>({
    initialValues: initial,
    validate: (values) => (values.name ? {} : { name: 'Full name is required' }),
    onSubmit,
  });
  return (
    <Form {...form.formProps} ref={formRef} aria-label="Apply">
      <TextField label="Full name" required {...form.field('name')} />
      <TextArea label="Letter" {...form.field('letter')} />
      <Select
        label="Size"
        placeholder="Choose"
        options={[
          { value: 'small', label: 'Small' },
          { value: 'large', label: 'Large' },
        ]}
        {...form.field('size')}
      />
      <RadioCardGroup
        label="Kind"
        options={[
          { value: 'shop', title: 'Shop' },
          { value: 'site', title: 'Site' },
        ]}
        {...form.valueField('kind')}
      />
      <Checkbox label="I accept the terms" {...form.checkedField('terms')} />
      {/* A native checkbox, bound by hand. */}
      <label>
        <input
          type="checkbox"
          name="news"
          checked={form.values.news}
          onChange={(event) => form.setValue('news', event.target.checked)}
        />
        Send me news
      </label>
      <FileField label="CV" {...form.valueField('cv')} />
      <Button type="submit">Apply</Button>
    </Form>
  );
}

describe('useForm in a server-rendered form filled in before hydration', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  async function hydrate(
    fill: (container: HTMLElement) => void,
    props: Partial<Parameters<typeof ApplicationForm>[0]> = {},
  ) {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ApplicationForm onSubmit={() => {}} {...props} />);
    document.body.appendChild(container);
    fill(container);
    await act(async () => {
      root = hydrateRoot(container, <ApplicationForm onSubmit={onSubmit} {...props} />);
    });
    const submit = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    return { container, onSubmit, submit };
  }

  it('given fields filled in before hydration, should submit what they show and keep it on screen', async () => {
    const { container, onSubmit, submit } = await hydrate((container) => {
      container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Early Bird';
      container.querySelector<HTMLTextAreaElement>('textarea[name="letter"]')!.value =
        'Typed before the code ran';
      container.querySelector<HTMLSelectElement>('select[name="size"]')!.value = 'large';
      container.querySelector<HTMLInputElement>('input[name="kind"][value="site"]')!.checked = true;
      container.querySelector<HTMLInputElement>('input[name="news"]')!.checked = true;
    });
    await submit();
    expect(screen.queryByText('Full name is required')).toBeNull();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Early Bird',
      letter: 'Typed before the code ran',
      size: 'large',
      kind: 'site',
      terms: false,
      news: true,
      cv: null,
    });
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe(
      'Early Bird',
    );
    expect(screen.getByRole('radio', { name: 'Site' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).toBeChecked();
  });

  it('given untouched fields, should leave the state as it was', async () => {
    const { onSubmit, submit } = await hydrate(() => {});
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
  });

  it('given a field emptied before hydration, should submit it empty', async () => {
    const initial = { ...emptyApplication, name: 'Jane Doe', news: true };
    const { onSubmit, submit } = await hydrate(
      (container) => {
        container.querySelector<HTMLInputElement>('input[name="name"]')!.value = '';
        container.querySelector<HTMLInputElement>('input[name="news"]')!.checked = false;
      },
      { initial },
    );
    await submit();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send me news' })).not.toBeChecked();
  });

  it('given a Checkbox ticked before hydration, should submit it ticked and keep it ticked', async () => {
    const { onSubmit, submit } = await hydrate((container) => {
      container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Early Bird';
      container.querySelector<HTMLInputElement>('input[name="terms"]')!.checked = true;
    });
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ terms: true }));
    expect(screen.getByRole('checkbox', { name: 'I accept the terms' })).toBeChecked();
  });

  it('given a ref of its own on the Form, should fill it and still read the fields', async () => {
    let own: HTMLFormElement | null = null;
    const { onSubmit, submit } = await hydrate(
      (container) => {
        container.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'Early Bird';
      },
      { formRef: (node) => (own = node) },
    );
    expect(own).toBe(screen.getByRole('form', { name: 'Apply' }));
    await submit();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Early Bird' }));
  });

  it('given a form the client rendered itself, should keep the initial values', async () => {
    const onSubmit = vi.fn();
    render(
      <ApplicationForm
        onSubmit={onSubmit}
        initial={{ ...emptyApplication, name: 'Jane Doe', kind: 'shop', terms: true }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...emptyApplication,
      name: 'Jane Doe',
      kind: 'shop',
      terms: true,
    });
  });
});
