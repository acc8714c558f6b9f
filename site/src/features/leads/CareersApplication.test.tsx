import type { CareerPosition } from '@brightlane/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../../tests/a11y/axe.ts';
import { CareersApplication } from './CareersApplication.tsx';
import { apiAnswer, deferred, stubFetch } from './testing.ts';

type User = ReturnType<typeof userEvent.setup>;

function Harness({ position = 'fulltime' }: { position?: CareerPosition }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply Now
      </button>
      <CareersApplication position={position} open={open} onOpenChange={setOpen} />
    </>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Job Application' });
const submit = () => screen.getByRole('button', { name: 'Submit Application' });

async function fill(user: User) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Bob Smith');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bob@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0400 000 000');
  await user.type(screen.getByRole('textbox', { name: 'Experience' }), 'Five years of React.');
}

function pdf(name = 'cv.pdf', size?: number) {
  const file = new File(['%PDF-1.7\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

const sentForm = (fetchMock: ReturnType<typeof stubFetch>) => {
  const call = fetchMock.mock.calls.find(([url]) => url === '/api/careers/applications');
  return call?.[1]?.body as FormData | undefined;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CareersApplication', () => {
  it.each([
    ['fulltime', 'Full-Time Developer'],
    ['parttime', 'Part-Time/Remote Developer'],
    ['sales', 'Sales Professional'],
  ] as const)('given the %s tab, should say the position is "%s"', (position, label) => {
    stubFetch();
    render(<Harness position={position} />);
    expect(dialog()).toHaveAccessibleDescription(`Position: ${label}`);
  });

  it('given empty fields, should name each required one and send nothing', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(submit());
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone is required')).toBeInTheDocument();
    expect(screen.getByText('Experience is required')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('given a GitHub value that is not a URL, should say "Please enter a valid URL"', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    const github = screen.getByRole('textbox', { name: 'GitHub profile' });
    await user.type(github, 'github.com/bob');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.clear(github);
    await user.type(github, 'https://github.com/bob');
    expect(screen.queryByText('Please enter a valid URL')).toBeNull();
  });

  it('given a malformed e-mail, should say "Please enter a valid email"', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bob@');
    await user.click(submit());
    expect(await screen.findByText('Please enter a valid email')).toBeInTheDocument();
  });

  it('given a CV over 5 MB, should refuse it with "Your CV must be 5 MB or smaller"', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<Harness />);
    await user.upload(screen.getByLabelText('CV'), pdf('big.pdf', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('Your CV must be 5 MB or smaller')).toBeInTheDocument();
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('given a CV that is not a PDF or DOCX, should refuse it with "Your CV must be a PDF or DOCX file"', async () => {
    stubFetch();
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    await user.upload(
      screen.getByLabelText('CV'),
      new File(['hi'], 'cv.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Your CV must be a PDF or DOCX file')).toBeInTheDocument();
  });

  it('given a complete application, should show "Submitting..." and post multipart data with the CV', async () => {
    const fetchMock = stubFetch();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    const user = userEvent.setup();
    render(<Harness position="parttime" />);
    await fill(user);
    await user.type(
      screen.getByRole('textbox', { name: 'GitHub profile' }),
      'https://github.com/bob',
    );
    const cv = pdf('bob.pdf');
    await user.upload(screen.getByLabelText('CV'), cv);
    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/careers/applications');
    expect(init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    // The browser sets the multipart boundary itself.
    expect(init?.headers).not.toHaveProperty('Content-Type');
    const body = sentForm(fetchMock)!;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('name')).toBe('Bob Smith');
    expect(body.get('email')).toBe('bob@example.com');
    expect(body.get('phone')).toBe('0400 000 000');
    expect(body.get('position')).toBe('parttime');
    expect(body.get('experience')).toBe('Five years of React.');
    expect(body.get('github')).toBe('https://github.com/bob');
    expect(body.get('website')).toBe('');
    expect((body.get('cv') as File).name).toBe('bob.pdf');

    await act(async () => answer.resolve(apiAnswer(200, { success: true, message: 'Stored' })));
    expect(await screen.findByText('Thank you for your application!')).toBeInTheDocument();
    expect(
      screen.getByText("We'll review your information and get back to you soon."),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Experience' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'GitHub profile' })).toHaveValue('');
    expect(screen.queryByText('bob.pdf')).toBeNull();
  });

  it('given no CV, should send the fields without one', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<Harness position="sales" />);
    await fill(user);
    await user.click(submit());
    await screen.findByText('Thank you for your application!');
    const body = sentForm(fetchMock)!;
    expect(body.get('position')).toBe('sales');
    expect(body.get('github')).toBe('');
    expect(body.has('cv')).toBe(false);
  });

  it.each([
    ['a 500', () => apiAnswer(500, { message: 'Internal server error' })],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('given %s, should say the application failed and keep the values', async (_case, answer) => {
    const fetchMock = stubFetch();
    fetchMock.mockImplementationOnce(answer as () => Promise<Response>);
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      /^There was an error submitting your application\. Please try again\.$/,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bob Smith');
    expect(screen.queryByText('Thank you for your application!')).toBeNull();
  });

  it('given the API refuses the CV (400), should put its message on the CV field', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(
      apiAnswer(400, {
        message: 'Invalid input',
        issues: [{ path: 'cv', message: 'Your CV must be a PDF or DOCX file' }],
      }),
    );
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.upload(screen.getByLabelText('CV'), pdf('renamed.pdf'));
    await user.click(submit());
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'There was an error submitting your application. Please try again.',
    );
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(
      expect.stringContaining('Your CV must be a PDF or DOCX file'),
    );
  });

  it('given a failure, should clear the status when the modal is closed', async () => {
    const fetchMock = stubFetch();
    fetchMock.mockResolvedValueOnce(apiAnswer(500, { message: 'Internal server error' }));
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.click(submit());
    await within(dialog()).findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    // What was typed is still there for a second try.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Bob Smith');
  });

  it('given a success, should clear the thank-you when the modal is closed with Escape', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<Harness />);
    await fill(user);
    await user.click(submit());
    await screen.findByText('Thank you for your application!');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(screen.queryByText('Thank you for your application!')).toBeNull();
  });

  it('should carry the hidden honeypot and send what is in it', async () => {
    const fetchMock = stubFetch();
    const user = userEvent.setup();
    render(<Harness />);
    const trap = dialog().querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    trap!.value = 'bot';
    await fill(user);
    await user.click(submit());
    await screen.findByText('Thank you for your application!');
    expect(sentForm(fetchMock)?.get('website')).toBe('bot');
  });

  it('should have no axe violations, empty, with errors and thanked', async () => {
    stubFetch();
    const user = userEvent.setup();
    render(<Harness />);
    expect(await axeViolations(dialog())).toEqual([]);
    await user.click(submit());
    await screen.findByText('Name is required');
    expect(await axeViolations(dialog())).toEqual([]);
    await fill(user);
    await user.click(submit());
    await screen.findByText('Thank you for your application!');
    expect(await axeViolations(dialog())).toEqual([]);
  });
});
