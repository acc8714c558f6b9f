import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { SearchField } from './SearchField.tsx';

describe('SearchField', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('given a label, should render a searchbox named by it inside a search landmark', () => {
    render(<SearchField label="Search messages" />);
    const input = screen.getByRole('searchbox', { name: 'Search messages' });
    expect(input).toHaveAttribute('type', 'search');
    expect(screen.getByRole('search', { name: 'Search messages' })).toContainElement(input);
  });

  it('given hideLabel, should keep the accessible name', () => {
    render(<SearchField label="Search messages" hideLabel placeholder="Name or e-mail" />);
    expect(screen.getByRole('searchbox', { name: 'Search messages' })).toBeInTheDocument();
  });

  it('given the magnifier icon, should hide it from assistive technology', () => {
    const { container } = render(<SearchField label="Search" />);
    const svg = container.querySelector('svg');
    expect(svg?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('given no text, should not show the clear button', () => {
    render(<SearchField label="Search" />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('given typing (uncontrolled), should show the clear button and call onValueChange once after the pause', () => {
    // Plain fake timers with synchronous events: user-event's async waits would need the
    // clock to move on its own, which makes 'not yet at 299 ms' depend on the machine.
    vi.useFakeTimers();
    const onValueChange = vi.fn();
    render(<SearchField label="Search" onValueChange={onValueChange} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    for (const text of ['j', 'ja', 'jan', 'jane']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => {
        vi.advanceTimersByTime(200);
      });
    }
    // Each keystroke restarted the wait: 800 ms have passed, none of them 300 ms apart.
    expect(input).toHaveValue('jane');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(99);
    });
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('jane');
  });

  it('given debounceMs, should wait that long', () => {
    vi.useFakeTimers();
    const onValueChange = vi.fn();
    render(<SearchField label="Search" debounceMs={1000} onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'ab' } });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(onValueChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onValueChange).toHaveBeenCalledWith('ab');
  });

  it('given debounceMs 0, should call onValueChange on every keystroke', async () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search" debounceMs={0} onValueChange={onValueChange} />);
    await userEvent.type(screen.getByRole('searchbox'), 'ab');
    expect(onValueChange.mock.calls).toEqual([['a'], ['ab']]);
  });

  it('given Enter, should call onSubmit at once and send the pending text without waiting', async () => {
    const onValueChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <SearchField
        label="Search"
        // Far longer than the test: only Enter can have sent the text.
        debounceMs={60_000}
        onValueChange={onValueChange}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox'), 'omar{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('omar');
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('omar');
  });

  it('given Enter with nothing pending, should submit without calling onValueChange again', async () => {
    const onValueChange = vi.fn();
    const onSubmit = vi.fn();
    render(
      <SearchField
        label="Search"
        defaultValue="omar"
        onValueChange={onValueChange}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.type(screen.getByRole('searchbox'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('omar');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('given the clear button, should empty the input, call onValueChange at once and focus the input', async () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search" defaultValue="jane" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('given Escape with text, should clear it', async () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search" defaultValue="jane" onValueChange={onValueChange} />);
    await userEvent.click(screen.getByRole('searchbox'));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('given Escape on an empty field, should leave the event alone', () => {
    const onValueChange = vi.fn();
    render(<SearchField label="Search" onValueChange={onValueChange} />);
    const notPrevented = fireEvent.keyDown(screen.getByRole('searchbox'), { key: 'Escape' });
    expect(notPrevented).toBe(true);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('given a controlled value, should type freely and follow the value the caller accepts', () => {
    vi.useFakeTimers();
    function Controlled() {
      const [query, setQuery] = useState('');
      return (
        <>
          <SearchField label="Search" value={query} onValueChange={setQuery} />
          <p>Filter: {query || '(none)'}</p>
          <button type="button" onClick={() => setQuery('reset')}>
            Reset
          </button>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'mei' } });
    expect(input).toHaveValue('mei');
    expect(screen.getByText('Filter: (none)')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(screen.getByText('Filter: mei')).toBeInTheDocument();
    expect(input).toHaveValue('mei');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('reset');
  });

  it('given a controlled value echoed late, should not overwrite newer keystrokes', async () => {
    function Late({ value }: { value: string }) {
      return <SearchField label="Search" value={value} onValueChange={() => {}} debounceMs={0} />;
    }
    const { rerender } = render(<Late value="" />);
    const input = screen.getByRole('searchbox');
    await userEvent.type(input, 'ab');
    // The caller accepts 'a' only after 'ab' was typed (e.g. after a navigation).
    rerender(<Late value="a" />);
    expect(input).toHaveValue('a');
    rerender(<Late value="ab" />);
    expect(input).toHaveValue('ab');
  });

  it('given disabled, should disable the input and the clear button', () => {
    render(<SearchField label="Search" defaultValue="jane" disabled />);
    expect(screen.getByRole('searchbox')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeDisabled();
  });

  it('given a clear label, should name the button with it', () => {
    render(<SearchField label="Suche" defaultValue="x" clearLabel="Suche leeren" />);
    expect(screen.getByRole('button', { name: 'Suche leeren' })).toBeInTheDocument();
  });

  it('given unmount with a pending change, should not call onValueChange', () => {
    vi.useFakeTimers();
    const onValueChange = vi.fn();
    const { unmount } = render(<SearchField label="Search" onValueChange={onValueChange} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'a' } });
    unmount();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('given a ref and a hint, should point the ref at the input and describe it', () => {
    const ref = createRef<HTMLInputElement>();
    render(<SearchField label="Search" ref={ref} hint="Name, e-mail or message" />);
    expect(ref.current).toBe(screen.getByRole('searchbox'));
    expect(screen.getByRole('searchbox')).toHaveAccessibleDescription('Name, e-mail or message');
  });

  it('should have no axe violations, empty, with text and disabled', async () => {
    const { container } = render(
      <div>
        <SearchField label="Search messages" />
        <SearchField label="Search quotes" hideLabel defaultValue="jane" size="sm" />
        <SearchField label="Search applications" disabled defaultValue="mei" />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
