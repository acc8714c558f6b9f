import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { TextArea } from './TextArea.tsx';

describe('TextArea', () => {
  it('given a label, should render a multi-line textbox named by it with 4 rows', () => {
    render(<TextArea label="Message" />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '4');
  });

  it('given rows, should use them', () => {
    render(<TextArea label="Message" rows={8} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '8');
  });

  it('given an error and a hint, should describe the area by both and mark it invalid', () => {
    render(
      <TextArea
        label="Message"
        hint="Tell us about your project"
        error="Message is required"
        required
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Message' });
    expect(area).toHaveAccessibleDescription('Tell us about your project Message is required');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toBeRequired();
  });

  it('given typing, should keep the value and call onInput', async () => {
    const onInput = vi.fn();
    render(<TextArea label="Message" onInput={onInput} autoResize />);
    const area = screen.getByRole('textbox', { name: 'Message' });
    await userEvent.type(area, 'Hello{Enter}there');
    expect(area).toHaveValue('Hello\nthere');
    expect(onInput).toHaveBeenCalled();
  });

  it('given a ref, should point it at the textarea', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(<TextArea label="Message" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLTextAreaElement);
  });

  it('given disabled, should disable the textarea', () => {
    render(<TextArea label="Message" disabled />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <TextArea label="Message" />
        <TextArea label="Notes" error="Too long" hint="Optional" autoResize />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
