import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PostedForm } from '../../forms/postedForm.ts';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { FreeQuoteForm } from './FreeQuoteForm.tsx';
import { FREE_QUOTE_FORM, type FreeQuoteValues } from './quoteSubmit.ts';
import { apiAnswer, callsTo, deferred, stubFetch } from './testing.ts';

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Cara Diaz');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'cara@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Project type' }), 'ecommerce');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'technology');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Project scope' }), 'medium');
}

const submit = () => screen.getByRole('button', { name: 'Get My Free Quote' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FreeQuoteForm', () => {
  it('given empty fields, should give every quote message of docs/product/spec.md §5 and send nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<FreeQuoteForm />);
    await user.click(submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Please select a project type')).toBeInTheDocument();
    expect(screen.getByText('Please select your industry')).toBeInTheDocument();
    expect(screen.getByText('Please select project scope')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'retail');
    expect(screen.queryByText('Please select your industry')).toBeNull();
  });

  it('given a malformed e-mail, should say "Please enter a valid email"', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<FreeQuoteForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'cara at example');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('given a complete form, should show "Sending..." then post the quote and ask for the confirmation', async () => {
    const fetchMock = stubFetch();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const user = userEvent.setup();
    render(<FreeQuoteForm />);
    await fill(user);
    await user.click(submit());
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await act(async () => answer.resolve(apiAnswer(200, { success: true, message: 'Stored' })));

    const thanks = await screen.findByRole('heading', { name: 'Thank You!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(
      screen.getByText('A confirmation is on its way to cara@example.com.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/submit-quote')[0]?.body).toEqual({
      name: 'Cara Diaz',
      email: 'cara@example.com',
      projectGoal: 'ecommerce',
      businessType: 'technology',
      projectScope: 'medium',
      timestamp: expect.any(String),
      website: '',
    });
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/send-confirmation')[0]?.body).toEqual({
        email: 'cara@example.com',
        name: 'Cara Diaz',
        projectType: 'ecommerce',
      }),
    );
  });

  it('given "Request Another Quote", should show the empty form again', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<FreeQuoteForm />);
    await fill(user);
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Request Another Quote' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Project type' })).toHaveValue('');
  });

  it.each([
    ['a 500', apiAnswer(500, { message: 'Internal server error' }), /^Failed to submit quote$/],
    [
      'a 429',
      apiAnswer(429, { message: 'Too many submissions. Please try again in 10 minutes.' }),
      /^Too many submissions\. Please try again in 10 minutes\.$/,
    ],
    ['success false', apiAnswer(200, { success: false, message: '' }), /^Submission failed$/],
  ])('given %s, should say so and keep the values', async (_case, response, message) => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(response);
    const user = userEvent.setup();
    render(<FreeQuoteForm />);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Cara Diaz');
    expect(callsTo(fetchMock, '/api/send-confirmation')).toHaveLength(0);
  });

  it('given no answer at all, should say "Failed to submit quote. Please try again."', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<FreeQuoteForm />);
    await fill(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to submit quote\. Please try again\.$/,
    );
  });

  it('should carry the hidden honeypot', () => {
    stubFetch();
    const { container } = render(<FreeQuoteForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('should have no axe violations, empty and with errors', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { container } = render(<FreeQuoteForm />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(submit());
    await screen.findByText('Name is required');
    expect(await axeViolations(container)).toEqual([]);
  });
});

// The home page answering the free quote posted without JavaScript
// (docs/decisions/040-forms-post-to-the-server.md): its verdict shows from the first render.
describe('FreeQuoteForm answering its post', () => {
  /** The home page's router, answering a post of the form with `verdict` as action data. */
  const postedRouter = (verdict: PostedForm<FreeQuoteValues>) =>
    createMemoryRouter([{ id: 'home', path: '/', Component: () => <FreeQuoteForm /> }], {
      hydrationData: { loaderData: {}, actionData: { home: verdict } },
    });

  it('given a verdict with messages, should show them beside the fields and keep what was typed', async () => {
    stubFetch();
    render(
      <RouterProvider
        router={postedRouter({
          form: FREE_QUOTE_FORM,
          values: { name: 'Noa', projectGoal: 'cloud' },
          errors: { businessType: 'Please select your industry', email: 'Email is required' },
          generalError: null,
        })}
      />,
    );
    const industry = await screen.findByRole('combobox', { name: 'Industry' });
    expect(industry).toHaveAttribute('aria-invalid', 'true');
    expect(industry).toHaveAccessibleDescription(
      expect.stringContaining('Please select your industry'),
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      expect.stringContaining('Email is required'),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Noa');
    expect(screen.getByRole('combobox', { name: 'Project type' })).toHaveValue('cloud');
  });

  it('given a sent quote, should show the thank-you; before its code runs, Request Another Quote is a link to the page', async () => {
    stubFetch();
    const verdict = {
      form: FREE_QUOTE_FORM,
      values: {},
      errors: {},
      generalError: null,
      state: { email: 'noa@example.com' },
    };
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={postedRouter(verdict)} />);
    const link = within(container).getByRole('link', { name: 'Request Another Quote' });
    expect(link).toHaveAttribute('href', '/');

    render(<RouterProvider router={postedRouter(verdict)} />);
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(
      screen.getByText('A confirmation is on its way to noa@example.com.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Another Quote' })).toBeInTheDocument();
  });
});
