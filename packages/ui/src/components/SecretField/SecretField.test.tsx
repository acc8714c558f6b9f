import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { groupSecret, SecretField } from './SecretField.tsx';

const SECRET = 'JBSWY3DPEHPK3PXP';

describe('groupSecret', () => {
  it('should split into groups', () => {
    expect(groupSecret(SECRET)).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF', 4)).toBe('ABCD EF');
    expect(groupSecret(SECRET, 0)).toBe(SECRET);
  });
});

describe('SecretField', () => {
  it('should show the secret grouped in a read-only field named "Secret key"', () => {
    render(<SecretField value={SECRET} />);
    const input = screen.getByRole('textbox', { name: 'Secret key' });
    expect(input).toHaveValue('JBSW Y3DP EHPK 3PXP');
    expect(input).toHaveAttribute('readonly');
  });

  it('given Copy, should copy the raw secret, say "Copied" and announce it politely', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const onCopy = vi.fn();
    render(<SecretField value={SECRET} onCopy={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(onCopy).toHaveBeenCalledWith(SECRET);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
  });

  it('given time passes after a copy, should go back to "Copy"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
      render(<SecretField value={SECRET} copiedDuration={1000} />);
      await user.click(screen.getByRole('button', { name: 'Copy' }));
      expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
    } finally {
      vi.useRealTimers();
    }
  });

  it('given the clipboard refuses, should select the key and announce the failure', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    render(<SecretField value={SECRET} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Copy failed');
    expect(screen.getByRole('textbox', { name: 'Secret key' })).toHaveFocus();
  });

  it('given a label and a hint, should use them', () => {
    render(
      <SecretField value={SECRET} label="Setup key" hint="Enter it if you cannot scan the code" />,
    );
    expect(screen.getByRole('textbox', { name: 'Setup key' })).toHaveAccessibleDescription(
      'Enter it if you cannot scan the code',
    );
  });

  it('should have no axe violations', async () => {
    const { container } = render(<SecretField value={SECRET} hint="Hint" />);
    expect(await axeViolations(container)).toEqual([]);
  });
});
