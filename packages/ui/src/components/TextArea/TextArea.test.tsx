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

  it('given onValueChange, should call it with the text on each change', async () => {
    const onValueChange = vi.fn();
    render(<TextArea label="Message" onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Hi');
    expect(onValueChange).toHaveBeenLastCalledWith('Hi');
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

  describe('autoResize', () => {
    // jsdom lays nothing out: a scrollHeight getter stands in for the browser's measurement,
    // which forces a layout of the whole page each time it is read.
    let reads = 0;
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight')!;
    beforeEach(() => {
      reads = 0;
      Object.defineProperty(HTMLTextAreaElement.prototype, 'scrollHeight', {
        configurable: true,
        get() {
          reads++;
          return 120;
        },
      });
    });
    afterEach(() => {
      delete (HTMLTextAreaElement.prototype as { scrollHeight?: number }).scrollHeight;
      Object.defineProperty(Element.prototype, 'scrollHeight', original);
    });

    it('given an empty area, should leave the height to rows without measuring', () => {
      const { rerender } = render(
        <TextArea label="Message" autoResize value="" onChange={() => {}} />,
      );
      rerender(<TextArea label="Message" autoResize value="" onChange={() => {}} hint="Hi" />);
      expect(reads).toBe(0);
      expect(screen.getByRole('textbox', { name: 'Message' }).style.height).toBe('');
    });

    it('given text, should size to it and measure again only when the text changes', () => {
      const props = { label: 'Message', autoResize: true, onChange: () => {} };
      const { rerender } = render(<TextArea {...props} value="Hello" />);
      expect(screen.getByRole('textbox', { name: 'Message' }).style.height).toBe('120px');
      expect(reads).toBe(1);
      rerender(<TextArea {...props} value="Hello" hint="Same text" />);
      expect(reads).toBe(1);
      rerender(<TextArea {...props} value="Hello there" />);
      expect(reads).toBe(2);
    });
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
