import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { actionsByForm, failedForm, invalidForm, postedStep, postedValues } from './formActions.ts';
import { FORM_NAME_FIELD, usePostedForm } from './postedForm.ts';
import type { PostedForm } from './postedForm.ts';
import { answerOf } from './testing.ts';

const empty = { email: '', password: '', remember: false };

const unwrap = (answer: unknown) => answerOf<typeof empty>(answer);

describe('postedValues', () => {
  it('given posted fields, should read strings as sent and a sent checkbox as true', () => {
    const form = new FormData();
    form.append('email', 'ann@example.com');
    form.append('remember', 'on');
    form.append('unknown', 'ignored');
    expect(postedValues(form, empty)).toEqual({
      email: 'ann@example.com',
      password: '',
      remember: true,
    });
  });

  it('given no checkbox in the post, should read it as false', () => {
    expect(postedValues(new FormData(), empty).remember).toBe(false);
  });
});

describe('the verdicts', () => {
  const values = { email: 'ann@example.com', password: 'secret words', remember: false };

  it('given invalid fields, should answer 400 with the messages and what was typed but the secrets', () => {
    const { body, status } = unwrap(
      invalidForm(
        { password: 'Password is required' },
        {
          form: 'sign-in',
          values,
          secrets: ['password'],
        },
      ),
    );
    expect(status).toBe(400);
    expect(body).toEqual({
      form: 'sign-in',
      values: { email: 'ann@example.com', remember: false },
      errors: { password: 'Password is required' },
      generalError: null,
    });
    expect(JSON.stringify(body)).not.toContain('secret words');
  });

  it('given a failed submit, should carry its message and field messages', () => {
    const error = Object.assign(new Error('Invalid email or password'), {
      fieldErrors: { email: 'Taken' },
    });
    const { body } = unwrap(failedForm(error, 'fallback', { form: 'sign-in', values }));
    expect(body.generalError).toBe('Invalid email or password');
    expect(body.errors).toEqual({ email: 'Taken' });
  });

  it('given a failure without a message, should use the fallback', () => {
    const { body } = unwrap(failedForm(null, 'Please try again', { form: 'x', values }));
    expect(body.generalError).toBe('Please try again');
  });

  it('given a step that succeeded, should answer 200 with its state', () => {
    const { body, status } = unwrap(
      postedStep({ form: 'contact', values: {}, state: { name: 'Ann' } }),
    );
    expect(status).toBe(200);
    expect(body.state).toEqual({ name: 'Ann' });
  });
});

describe('usePostedForm', () => {
  function Probe({ form }: { form: string }) {
    const posted = usePostedForm<typeof empty>(form);
    return <p>{posted ? `${posted.form}: ${posted.generalError}` : 'nothing posted'}</p>;
  }

  it('given the page answering a post of this form, should return its verdict', async () => {
    const verdict: PostedForm<typeof empty> = {
      form: 'sign-in',
      values: {},
      errors: {},
      generalError: 'Invalid email or password',
    };
    const router = createMemoryRouter(
      [{ id: 'login', path: '/login', Component: () => <Probe form="sign-in" /> }],
      {
        initialEntries: ['/login'],
        hydrationData: { loaderData: {}, actionData: { login: verdict } },
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('sign-in: Invalid email or password')).toBeInTheDocument();
  });

  it('given another form posted on the page, should return nothing', async () => {
    const router = createMemoryRouter(
      [{ id: 'contact', path: '/', Component: () => <Probe form="sign-in" /> }],
      {
        hydrationData: {
          loaderData: {},
          actionData: { contact: { form: 'contact', values: {}, errors: {}, generalError: null } },
        },
      },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('nothing posted')).toBeInTheDocument();
  });

  it('given no router at all, should return nothing rather than throw', () => {
    render(<Probe form="sign-in" />);
    expect(screen.getByText('nothing posted')).toBeInTheDocument();
  });
});

describe('actionsByForm', () => {
  const post = (fields: Record<string, string>) => {
    const body = new URLSearchParams(fields);
    return {
      request: new Request('http://x/contact', { method: 'POST', body }),
      params: {},
      context: {},
    } as unknown as Parameters<ReturnType<typeof actionsByForm>>[0];
  };
  const action = actionsByForm({
    contact: async ({ request }) => `contact got ${(await request.formData()).get('name')}`,
    quote: () => 'quote',
  });

  it("given a post naming one of its forms, should run that form's action with the body unread", async () => {
    expect(await action(post({ [FORM_NAME_FIELD]: 'contact', name: 'Ann' }))).toBe(
      'contact got Ann',
    );
    expect(await action(post({ [FORM_NAME_FIELD]: 'quote' }))).toBe('quote');
  });

  it('given a post naming no form of the page, should refuse it (400)', async () => {
    await expect(action(post({ name: 'Ann' }))).rejects.toMatchObject({ init: { status: 400 } });
    await expect(action(post({ [FORM_NAME_FIELD]: 'other' }))).rejects.toMatchObject({
      init: { status: 400 },
    });
  });
});
