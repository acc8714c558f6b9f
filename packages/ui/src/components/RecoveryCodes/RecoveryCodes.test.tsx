import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { RecoveryCodes, recoveryCodesText } from './RecoveryCodes.tsx';

const CODES = [
  'k7f3-9q2m',
  'p4x8-2b6n',
  'w9c1-7h3d',
  'r2t6-5m8j',
  'z3v7-1k4q',
  'h8n2-6w9s',
  'd5g9-3p7x',
  'm1b4-8r2c',
  'q6j3-4t1v',
  'y2s8-9f5l',
];
const TEXT = CODES.join('\n');

/** The text a download link's data: URL holds. */
function fileText(link: HTMLElement): string {
  const href = link.getAttribute('href') ?? '';
  expect(href.startsWith('data:text/plain;charset=utf-8,')).toBe(true);
  return decodeURIComponent(href.slice(href.indexOf(',') + 1));
}

describe('recoveryCodesText', () => {
  it('should put one code per line', () => {
    expect(recoveryCodesText(['a', 'b', 'c'])).toBe('a\nb\nc');
  });
});

describe('RecoveryCodes', () => {
  it('given codes, should list them in order in a named ordered list', () => {
    render(<RecoveryCodes codes={CODES} />);
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(CODES);
  });

  it('should offer a Copy button and a Download link', () => {
    render(<RecoveryCodes codes={CODES} />);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('given Copy, should copy the codes one per line, say "Copied" and announce it politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onCopy = vi.fn();
    const { container } = render(<RecoveryCodes codes={CODES} onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(onCopy).toHaveBeenCalledWith(TEXT);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    expect(container.firstElementChild).toHaveAttribute('data-state', 'copied');
  });

  it('given about two seconds pass after a copy, should go back to "Copy"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      render(<RecoveryCodes codes={CODES} />);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      act(() => vi.advanceTimersByTime(1900));
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('given the clipboard refuses, should select and focus the codes and announce it', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const onCopy = vi.fn();
    render(<RecoveryCodes codes={CODES} onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(list).toHaveFocus();
    expect(window.getSelection()?.toString()).toContain('k7f3-9q2m');
    expect(window.getSelection()?.toString()).toContain('y2s8-9f5l');
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(onCopy).not.toHaveBeenCalled();
  });

  it('given no clipboard at all, should select the codes instead of crashing', async () => {
    const user = userEvent.setup();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    try {
      render(<RecoveryCodes codes={CODES} />);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(screen.getByRole('list', { name: 'Recovery codes' })).toHaveFocus();
      expect(window.getSelection()?.toString()).toContain('k7f3-9q2m');
      expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    } finally {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else Reflect.deleteProperty(navigator, 'clipboard');
    }
  });

  it('given Download, should link to the codes one per line as recovery-codes.txt, and say so', async () => {
    const user = userEvent.setup();
    const onDownload = vi.fn();
    render(<RecoveryCodes codes={CODES} onDownload={onDownload} />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link).toHaveAttribute('download', 'recovery-codes.txt');
    expect(fileText(link)).toBe(`${TEXT}\n`);
    // jsdom cannot follow the link: the click is stopped after the component has seen it.
    const stop = (event: Event) => event.preventDefault();
    document.addEventListener('click', stop);
    await user.click(link);
    document.removeEventListener('click', stop);
    expect(onDownload).toHaveBeenCalledWith('recovery-codes.txt');
  });

  it('given fileName and downloadText, should link to that text under that name', () => {
    const text = 'Brightlane Digital recovery codes\n\nk7f3-9q2m\n';
    render(<RecoveryCodes codes={CODES} fileName="brightlane-codes.txt" downloadText={text} />);
    const link = screen.getByRole('link', { name: 'Download' });
    expect(fileText(link)).toBe(text);
    expect(link).toHaveAttribute('download', 'brightlane-codes.txt');
  });

  it('given no script (rendered by the server), should still link to the file', () => {
    const html = renderToString(<RecoveryCodes codes={CODES} />);
    expect(html).toMatch(/<a [^>]*href="data:text\/plain;charset=utf-8,k7f3-9q2m%0A/);
    expect(html).toMatch(/<a [^>]*download="recovery-codes.txt"/);
  });

  it('given custom labels, should use them', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(
      <RecoveryCodes
        codes={CODES}
        copyLabel="Copy codes"
        copiedLabel="Codes copied"
        downloadLabel="Download codes"
        listLabel="Your recovery codes"
      />,
    );
    expect(screen.getByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download codes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(screen.getByRole('button', { name: 'Codes copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Codes copied');
  });

  it('given className, rest props and a ref, should pass them to the root', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(
      <RecoveryCodes ref={ref} codes={CODES} className="custom" data-step="codes" />,
    );
    const root = container.firstElementChild;
    expect(ref.current).toBe(root);
    expect(root).toHaveClass('custom');
    expect(root!.className).not.toBe('custom');
    expect(root).toHaveAttribute('data-step', 'codes');
  });

  it('should have no axe violations', async () => {
    const { container } = render(<RecoveryCodes codes={CODES} />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
