import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { ContactForm } from './ContactForm.tsx';
import { apiAnswer, callsTo, deferred, stubFetch } from './testing.ts';

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ann Lee');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Please call me back.');
}

const send = () => screen.getByRole('button', { name: 'Send Message' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('should offer name, e-mail, an optional phone and a message', () => {
    stubFetch();
    render(<ContactForm />);
    expect(screen.getByRole('form', { name: 'Contact form' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Phone' })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeRequired();
  });

  it('given empty fields, should name each required one and send nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(send());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'A');
    expect(screen.queryByText('Name is required')).toBeNull();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('given a malformed e-mail, should say "Please enter a valid email"', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ann.example.com');
    await user.click(send());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('given a valid message, should show "Sending..." on a busy button with the fields disabled', async () => {
    const fetchMock = stubFetch();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(send());
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    await user.click(busy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await act(async () => answer.resolve(apiAnswer(200, { success: true, message: 'Stored' })));
    expect(await screen.findByRole('heading', { name: 'Thank You, Ann Lee!' })).toBeInTheDocument();
  });

  it('given success, should replace the form with the thank-you, the reply promise and the confirmation note', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '03 5550 1234');
    await user.click(send());

    const thanks = await screen.findByRole('heading', { name: 'Thank You, Ann Lee!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.getByText("We'll get back to you within 24 hours.")).toBeInTheDocument();
    expect(
      screen.getByText('A confirmation has been sent to ann@example.com.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();

    const [call] = callsTo(fetchMock, '/api/contact');
    expect(call?.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(call?.body).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '03 5550 1234',
      message: 'Please call me back.',
      website: '',
    });
  });

  it('given the API answers 500, should say "Failed to submit form" and keep the values', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(500, { message: 'Internal server error' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit form$/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Please call me back.');
    expect(send()).not.toHaveAttribute('aria-busy');
  });

  it('given no answer at all, should say "Failed to submit form. Please try again or contact us directly."', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Failed to submit form\. Please try again or contact us directly\.$/,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ann@example.com');
  });

  it('given the rate limit (429), should show the server message', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(
      apiAnswer(429, { message: 'Too many submissions. Please try again in 10 minutes.' }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many submissions. Please try again in 10 minutes.',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ann Lee');
  });

  it('given a 429 without a readable body, should fall back to "Failed to submit form"', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(429, '<html>busy</html>'));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to submit form$/);
  });

  it('should carry the hidden honeypot and send what is in it', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    trap!.value = 'bot';
    await fill(user);
    await user.click(send());
    await screen.findByRole('heading', { name: 'Thank You, Ann Lee!' });
    expect(callsTo(fetchMock, '/api/contact')[0]?.body?.website).toBe('bot');
  });

  it('given labelledBy, should be named by that heading', () => {
    stubFetch();
    render(
      <>
        <h2 id="contact-title">Send Us a Message</h2>
        <ContactForm labelledBy="contact-title" />
      </>,
    );
    expect(screen.getByRole('form', { name: 'Send Us a Message' })).toBeInTheDocument();
  });

  it('should have no axe violations, empty, with errors and thanked', async () => {
    stubFetch();
    const user = userEvent.setup();
    const { container } = render(<ContactForm />);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(send());
    await screen.findByText('Name is required');
    expect(await axeViolations(container)).toEqual([]);
    await fill(user);
    await user.click(send());
    await screen.findByRole('heading', { name: 'Thank You, Ann Lee!' });
    expect(await axeViolations(container)).toEqual([]);
  });
});
