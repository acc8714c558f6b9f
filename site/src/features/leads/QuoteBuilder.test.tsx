import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { PostedForm } from '../../forms/postedForm.ts';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { QuoteBuilder } from './QuoteBuilder.tsx';
import { QUOTE_FORM, type QuoteValues } from './quoteSubmit.ts';
import { apiAnswer, callsTo, deferred, stubFetch } from './testing.ts';

type User = ReturnType<typeof userEvent.setup>;

const next = () => screen.getByRole('button', { name: 'Next' });
const progress = () => screen.getByRole('progressbar', { name: 'Quote progress' });

async function toStep2(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Website' }));
  await user.click(next());
}

async function toStep3(user: User) {
  await toStep2(user);
  await user.click(screen.getByRole('radio', { name: 'Retail' }));
  await user.click(screen.getByRole('radio', { name: 'Small (1-2 weeks)' }));
  await user.click(next());
}

async function fillStep3(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Lee');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QuoteBuilder', () => {
  it('given a new visitor, should start at step 1 of 4 with Next disabled', () => {
    stubFetch();
    render(<QuoteBuilder />);
    expect(
      screen.getByRole('heading', { name: 'What type of project do you need?' }),
    ).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(progress()).toHaveAttribute('aria-valuemax', '4');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('given no project type, should not advance and should say "Please select a project type"', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await user.click(next());
    expect(await screen.findByText('Please select a project type')).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    await user.click(screen.getByRole('radio', { name: 'Cloud Solutions' }));
    expect(screen.queryByText('Please select a project type')).toBeNull();
    expect(next()).not.toHaveAttribute('aria-disabled');
  });

  it('given a project type, should enable Next and advance to step 2 at 2/4', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep2(user);
    expect(screen.getByRole('heading', { name: 'Tell us about your business' })).toHaveFocus();
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('radiogroup', { name: 'Industry' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Project scope' })).toBeInTheDocument();
  });

  it('given step 2 without both choices, should keep Next disabled and name each missing one', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep2(user);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    await user.click(next());
    expect(await screen.findByText('Please select your industry')).toBeInTheDocument();
    expect(screen.getByText('Please select project scope')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Healthcare' }));
    expect(screen.queryByText('Please select your industry')).toBeNull();
    expect(screen.getByText('Please select project scope')).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('radio', { name: 'Large (8+ weeks)' }));
    expect(screen.queryByText('Please select project scope')).toBeNull();
    expect(next()).not.toHaveAttribute('aria-disabled');
    await user.click(next());
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
  });

  it('given Back, should go down one step and keep the choices', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByRole('radio', { name: 'Retail' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('radio', { name: 'Website' })).toBeChecked();
  });

  it('given empty contact details, should say "Name is required" and "Email is required" and focus Name', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given a blank name of spaces, should still say "Name is required"', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
  });

  it('given a malformed e-mail, should say "Please enter a valid email" until it is edited', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann');
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'ann@example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, '.com');
    expect(screen.queryByText('Please enter a valid email')).toBeNull();
    expect(email).not.toHaveAttribute('aria-invalid');
  });

  it.each(['12-34', '123-456-789', 'call me'])(
    'given the phone "%s", should say "Please enter a valid phone number"',
    async (phone) => {
      const fetchMock = stubFetch();
      const user = userEvent.setup();
      render(<QuoteBuilder />);
      await toStep3(user);
      await fillStep3(user);
      await user.type(screen.getByRole('textbox', { name: 'Phone' }), phone);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Please enter a valid phone number')).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    },
  );

  it.each(['123-456-7890', '(123) 456-7890', '+123 456 7890', '123.456.789012'])(
    'given the phone "%s", should accept it',
    async (phone) => {
      const fetchMock = stubFetch();
      const user = userEvent.setup();
      render(<QuoteBuilder />);
      await toStep3(user);
      await fillStep3(user);
      await user.type(screen.getByRole('textbox', { name: 'Phone' }), phone);
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
      expect(callsTo(fetchMock, '/api/submit-quote')[0]?.body?.phone).toBe(phone);
    },
  );

  it('given a valid quote, should show "Sending..." on a busy, disabled Submit while it is sent', async () => {
    const fetchMock = stubFetch();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.click(busy);
    expect(callsTo(fetchMock, '/api/submit-quote')).toHaveLength(1);
    await act(async () => answer.resolve(apiAnswer(200, { success: true, message: 'Stored' })));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('given a valid quote, should post it with the submit time, then ask for the confirmation', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ann Lee ');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '123-456-7890');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A new shop');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank You!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(progress()).toHaveAttribute('aria-valuenow', '4');
    expect(
      screen.getByText("Your quote request has been received. We'll be in touch within 24 hours."),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A confirmation is on its way to ann@example.com.'),
    ).toBeInTheDocument();

    const [quote] = callsTo(fetchMock, '/api/submit-quote');
    expect(quote?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(quote?.body).toEqual({
      projectGoal: 'website',
      businessType: 'retail',
      projectScope: 'small',
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '123-456-7890',
      message: 'A new shop',
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      website: '',
    });
    await waitFor(() => expect(callsTo(fetchMock, '/api/send-confirmation')).toHaveLength(1));
    expect(callsTo(fetchMock, '/api/send-confirmation')[0]?.body).toEqual({
      email: 'ann@example.com',
      name: 'Ann Lee',
      projectType: 'website',
    });
  });

  it('given the confirmation request fails, should keep the thank-you', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementation(async (url) =>
      url === '/api/send-confirmation'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : apiAnswer(200, { success: true, message: 'Stored' }),
    );
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, '/api/send-confirmation')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  });

  it('given the thank-you, should return to an empty step 1 after 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByRole('heading', { name: 'Thank You!' })).toBeNull();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(
      screen.getByRole('heading', { name: 'What type of project do you need?' }),
    ).toHaveFocus();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(next()).toHaveAttribute('aria-disabled', 'true');

    // Every field is empty again, down to step 3.
    await user.click(screen.getByRole('radio', { name: 'Website' }));
    await user.click(next());
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Retail' }));
    await user.click(screen.getByRole('radio', { name: 'Small (1-2 weeks)' }));
    await user.click(next());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('given "Request Another Quote", should reset to an empty step 1 at once', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(await screen.findByRole('button', { name: 'Request Another Quote' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(
      screen.getByRole('heading', { name: 'What type of project do you need?' }),
    ).toHaveFocus();
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
  });

  it('given the reset timer while the visitor is elsewhere on the page, should not take focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <>
        <QuoteBuilder />
        <input aria-label="Elsewhere" />
      </>,
    );
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveFocus();
  });

  it('given the API answers 500, should say "Failed to submit quote" and keep the values', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(500, { message: 'Internal server error' }));
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit quote$/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    expect(callsTo(fetchMock, '/api/send-confirmation')).toHaveLength(0);
    // Editing clears the general error.
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('given success false with a message, should show the server message', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(
      apiAnswer(200, { success: false, message: 'We are not taking new projects this week' }),
    );
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We are not taking new projects this week',
    );
  });

  it('given success false without a message, should say "Submission failed"', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(200, { success: false, message: '' }));
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Submission failed$/);
  });

  it('given no answer at all, should say "Failed to submit quote. Please try again."', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to submit quote\. Please try again\.$/,
    );
  });

  it('given the rate limit (429), should show the server message', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(
      apiAnswer(429, { message: 'Too many submissions. Please try again in 7 minutes.' }),
    );
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many submissions. Please try again in 7 minutes.',
    );
  });

  it('given the API refuses a field (400), should put its message on the field', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(
      apiAnswer(400, {
        message: 'Invalid input',
        issues: [{ path: 'email', message: 'Please enter a valid email' }],
      }),
    );
    const user = userEvent.setup();
    render(<QuoteBuilder />);
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit quote');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
  });

  it('should carry the hidden honeypot, out of the tab order and never autofilled', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    const { container } = render(<QuoteBuilder />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /website/i })).toBeNull();

    trap!.value = 'http://spam.example';
    await toStep3(user);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/submit-quote')[0]?.body?.website).toBe('http://spam.example');
  });

  it('should have no axe violations at step 1, at step 3 with errors and at the thank-you', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { container } = render(<QuoteBuilder />);
    expect(await axeViolations(container)).toEqual([]);
    await toStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByText('Name is required');
    expect(await axeViolations(container)).toEqual([]);
    await fillStep3(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { name: 'Thank You!' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('given headingLevel 3, should nest its headings under the page heading', () => {
    stubFetch();
    render(<QuoteBuilder headingLevel={3} />);
    const section = screen.getByRole('region', { name: 'Get a Free Quote' });
    expect(within(section).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Get a Free Quote',
    );
    expect(within(section).getByRole('heading', { level: 4 })).toHaveTextContent(
      'What type of project do you need?',
    );
  });
});

// Before its code runs the builder is one form of its three steps, which a browser without
// JavaScript posts whole (docs/decisions/040-forms-post-to-the-server.md); the page's action
// answers with the verdict, which the builder shows from its first render.
describe('QuoteBuilder before and without its code', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  // CSS decides what shows where scripts run (leads.css.ts): queries here include hidden parts.
  const all = { hidden: true };

  it('given the server render, should be one form of the three steps with one Submit at the end, and hydrate into the stepper at step 1', async () => {
    stubFetch();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<QuoteBuilder />);
    document.body.append(container);
    const server = within(container);
    const form = server.getByRole('form', { name: 'Get a Free Quote', ...all });
    const steps = within(form).getAllByRole('group', all);
    expect(steps.map((step) => step.getAttribute('aria-labelledby') && step.textContent)).toEqual([
      expect.stringContaining('What type of project do you need?'),
      expect.stringContaining('Tell us about your business'),
      expect.stringContaining('How can we reach you?'),
    ]);
    expect(within(steps[2]!).getByRole('textbox', { name: 'Name', ...all })).toBeInTheDocument();
    const submits = within(form).getAllByRole('button', { name: 'Submit', ...all });
    expect(submits).toHaveLength(1);
    const buttons = form.querySelectorAll('button');
    expect(buttons[buttons.length - 1]).toBe(submits[0]);
    const nextButton = server.getByRole('button', { name: 'Next', ...all });

    // No mismatch (a console.error fails the test), then the stepper: step 1 alone.
    await act(async () => {
      root = hydrateRoot(container, <QuoteBuilder />);
    });
    expect(server.getByRole('form', { name: 'What type of project do you need?' })).toBe(form);
    expect(server.queryByRole('textbox', { name: 'Name', ...all })).toBeNull();
    expect(server.queryByRole('button', { name: 'Submit', ...all })).toBeNull();
    // The press a visitor made before hydration lands on the same Next (site/src/app/earlyInput.ts).
    expect(server.getByRole('button', { name: 'Next' })).toBe(nextButton);
  });

  /** The builder on /contact, as the server's answer to posting it: `verdict` as action data. */
  function renderPosted(verdict: PostedForm<QuoteValues>) {
    const router = createMemoryRouter(
      [{ id: 'contact', path: '/contact', Component: () => <QuoteBuilder /> }],
      {
        initialEntries: ['/contact'],
        hydrationData: { loaderData: {}, actionData: { contact: verdict } },
      },
    );
    return render(<RouterProvider router={router} />);
  }

  it('given a posted quote with a step 2 choice missing, should start at step 2 with its message and the values kept', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderPosted({
      form: QUOTE_FORM,
      values: { projectGoal: 'software', businessType: 'retail', name: 'Noa' },
      errors: { projectScope: 'Please select project scope' },
      generalError: null,
    });
    expect(
      await screen.findByRole('heading', { name: 'Tell us about your business' }),
    ).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByText('Please select project scope')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Retail' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Custom Software' })).toBeChecked();
  });

  it('given a posted quote the API refused, should start at step 3 with the message', async () => {
    stubFetch();
    renderPosted({
      form: QUOTE_FORM,
      values: { projectGoal: 'cloud', businessType: 'retail', projectScope: 'small', name: 'Noa' },
      errors: {},
      generalError: 'Failed to submit quote',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to submit quote');
    expect(progress()).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Noa');
  });

  it('given a posted quote that was sent, should show the thank-you', async () => {
    stubFetch();
    renderPosted({
      form: QUOTE_FORM,
      values: {},
      errors: {},
      generalError: null,
      state: { email: 'noa@example.com' },
    });
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '4');
    expect(
      screen.getByText('A confirmation is on its way to noa@example.com.'),
    ).toBeInTheDocument();
  });

  it('given another form of the page posted, should start empty at step 1', async () => {
    stubFetch();
    renderPosted({
      form: 'contact',
      values: {},
      errors: { name: 'Name is required' },
      generalError: null,
    });
    expect(
      await screen.findByRole('heading', { name: 'What type of project do you need?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).toBeNull();
  });
});
