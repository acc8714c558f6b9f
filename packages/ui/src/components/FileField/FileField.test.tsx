import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { describeAccept, FileField, fileMatchesAccept, formatBytes } from './FileField.tsx';

const MB = 1024 * 1024;
const accept = ['.pdf', '.docx'];

function pdf(name = 'cv.pdf', size = 1000) {
  return new File([new Uint8Array(size)], name, { type: 'application/pdf' });
}

describe('formatBytes', () => {
  it('should format binary units', () => {
    expect(formatBytes(5 * MB)).toBe('5 MB');
    expect(formatBytes(1.25 * MB)).toBe('1.3 MB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(12)).toBe('12 B');
  });
});

describe('fileMatchesAccept / describeAccept', () => {
  it('given extensions, MIME types and wildcards, should match by any of them', () => {
    expect(fileMatchesAccept(pdf(), ['.pdf'])).toBe(true);
    expect(fileMatchesAccept(new File([''], 'CV.DOCX', { type: '' }), '.pdf,.docx')).toBe(true);
    expect(fileMatchesAccept(pdf(), 'application/pdf')).toBe(true);
    expect(fileMatchesAccept(new File([''], 'a.png', { type: 'image/png' }), 'image/*')).toBe(true);
    expect(fileMatchesAccept(new File([''], 'a.txt', { type: 'text/plain' }), accept)).toBe(false);
    expect(fileMatchesAccept(new File([''], 'a.txt'), undefined)).toBe(true);
  });

  it('should describe the accepted types in words', () => {
    expect(describeAccept(accept)).toBe('Upload a PDF or DOCX file');
    expect(describeAccept('.png,.jpg,.gif')).toBe('Upload a PNG, JPG or GIF file');
    expect(describeAccept('application/pdf')).toBe('Upload a PDF file');
  });
});

describe('FileField', () => {
  it('given a label, should render a file input named by it', () => {
    render(<FileField label="CV" accept={accept} />);
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
  });

  it('given a valid file, should show its name and size and call onValueChange', async () => {
    const onValueChange = vi.fn();
    render(<FileField label="CV" accept={accept} maxSize={5 * MB} onValueChange={onValueChange} />);
    const file = pdf('jane-doe-cv.pdf', 2 * MB);
    await userEvent.upload(screen.getByLabelText('CV'), file);
    expect(onValueChange).toHaveBeenCalledWith(file);
    expect(screen.getByText('jane-doe-cv.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove jane-doe-cv.pdf' })).toBeInTheDocument();
  });

  it('given a file over maxSize, should refuse it with the default message', async () => {
    const onValueChange = vi.fn();
    const onReject = vi.fn();
    render(
      <FileField
        label="CV"
        accept={accept}
        maxSize={5 * MB}
        onValueChange={onValueChange}
        onReject={onReject}
      />,
    );
    const big = pdf('big.pdf', 5 * MB + 1);
    await userEvent.upload(screen.getByLabelText('CV'), big);
    expect(screen.getByText('File must be 5 MB or smaller')).toBeInTheDocument();
    expect(screen.getByLabelText('CV')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription('File must be 5 MB or smaller');
    expect(onReject).toHaveBeenCalledWith('too-large', big);
    expect(onValueChange).toHaveBeenCalledWith(null);
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('given a file of the wrong type, should refuse it with the default message', async () => {
    // applyAccept off: a drop bypasses the picker's filter, which is what this simulates.
    const user = userEvent.setup({ applyAccept: false });
    render(<FileField label="CV" accept={accept} />);
    await user.upload(
      screen.getByLabelText('CV'),
      new File(['hi'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Upload a PDF or DOCX file')).toBeInTheDocument();
  });

  it('given custom messages, should use them', async () => {
    const user = userEvent.setup({ applyAccept: false });
    render(
      <FileField
        label="CV"
        accept={accept}
        maxSize={10}
        tooLargeMessage="Your CV must be 5 MB or smaller"
        wrongTypeMessage="Your CV must be a PDF or DOCX file"
      />,
    );
    await user.upload(
      screen.getByLabelText('CV'),
      new File(['hi'], 'a.txt', { type: 'text/plain' }),
    );
    expect(screen.getByText('Your CV must be a PDF or DOCX file')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('CV'), pdf('a.pdf', 11));
    expect(screen.getByText('Your CV must be 5 MB or smaller')).toBeInTheDocument();
  });

  it('given Remove, should clear the file, the input, and return focus to the input', async () => {
    const onValueChange = vi.fn();
    render(<FileField label="CV" accept={accept} onValueChange={onValueChange} />);
    const input = screen.getByLabelText<HTMLInputElement>('CV');
    await userEvent.upload(input, pdf());
    await userEvent.click(screen.getByRole('button', { name: 'Remove cv.pdf' }));
    expect(screen.queryByText('cv.pdf')).toBeNull();
    expect(onValueChange).toHaveBeenLastCalledWith(null);
    expect(input.value).toBe('');
    expect(input).toHaveFocus();
  });

  it('given a controlled value, should show it and empty the input when it returns to null', async () => {
    function Controlled() {
      const [file, setFile] = useState<File | null>(pdf('existing.pdf'));
      return (
        <>
          <FileField label="CV" accept={accept} value={file} onValueChange={setFile} />
          <button type="button" onClick={() => setFile(null)}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByText('existing.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('existing.pdf')).toBeNull();
  });

  it('given a form error, should show it instead of its own', () => {
    render(<FileField label="CV" error="Your CV must be a PDF or DOCX file" />);
    expect(screen.getByLabelText('CV')).toHaveAccessibleDescription(
      'Your CV must be a PDF or DOCX file',
    );
  });

  it('given the keyboard, should reach the input with Tab', async () => {
    render(<FileField label="CV" />);
    await userEvent.tab();
    expect(screen.getByLabelText('CV')).toHaveFocus();
  });

  it('given a ref, should point it at the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<FileField label="CV" ref={ref} />);
    expect(ref.current).toBe(screen.getByLabelText('CV'));
  });

  it('should have no axe violations with a file and with an error', async () => {
    const { container } = render(
      <div>
        <FileField label="CV" hint="PDF or DOCX, up to 5 MB" defaultValue={pdf()} />
        <FileField label="Cover letter" error="Upload a PDF or DOCX file" required />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
