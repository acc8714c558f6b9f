import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Toast, Toaster, useToast } from './Toast.tsx';
import type { ToastOptions } from './Toast.tsx';

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointerup.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

function Raise(props: ToastOptions & { label?: string }) {
  const { toast, dismiss } = useToast();
  const { label = 'Raise', ...options } = props;
  return (
    <>
      <button type="button" onClick={() => toast(options)}>
        {label}
      </button>
      <button type="button" onClick={() => dismiss()}>
        Dismiss all
      </button>
    </>
  );
}

describe('Toast', () => {
  it('given toast() is called, should show the title and description and announce them politely', async () => {
    render(
      <Toaster>
        <Raise tone="positive" title="Message sent" description="We reply within 24 hours." />
      </Toaster>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getByText('Message sent')).toBeInTheDocument();
    expect(screen.getByText('We reply within 24 hours.')).toBeInTheDocument();
    await waitFor(() => {
      const announcer = screen
        .getAllByRole('status')
        .find((el) => el.textContent?.includes('Message sent'));
      expect(announcer).toHaveAttribute('aria-live', 'polite');
    });
    expect(screen.getByRole('region', { name: 'Alerts (F8)' })).toBeInTheDocument();
  });

  it('given each tone, should expose it', async () => {
    render(
      <Toaster>
        <Raise tone="critical" title="Network error" label="Error" />
        <Raise tone="info" title="Heads up" label="Info" />
      </Toaster>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Error' }));
    await userEvent.click(screen.getByRole('button', { name: 'Info' }));
    expect(screen.getByText('Network error').closest('li')).toHaveAttribute(
      'data-tone',
      'critical',
    );
    expect(screen.getByText('Heads up').closest('li')).toHaveAttribute('data-tone', 'info');
  });

  it('given the close button, should dismiss the toast', async () => {
    render(
      <Toaster>
        <Raise title="Saved" />
      </Toaster>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText('Saved', { selector: 'li *' })).toBeNull());
  });

  it('given an action, should run it and close the toast', async () => {
    const onClick = vi.fn();
    render(
      <Toaster>
        <Raise
          title="A new version is available"
          description="Refresh to update"
          action={{ label: 'Refresh', onClick }}
        />
      </Toaster>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull());
  });

  it('given dismiss() without id, should close every toast', async () => {
    render(
      <Toaster>
        <Raise title="One" />
      </Toaster>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    await userEvent.click(screen.getByRole('button', { name: 'Raise' }));
    expect(screen.getAllByText('One', { selector: 'li *' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(screen.queryAllByText('One', { selector: 'li *' })).toHaveLength(0));
  });

  it('given more than max toasts, should close the oldest', async () => {
    function Many() {
      const { toast } = useToast();
      return (
        <button type="button" onClick={() => ['A', 'B', 'C'].forEach((title) => toast({ title }))}>
          Raise three
        </button>
      );
    }
    render(
      <Toaster max={2}>
        <Many />
      </Toaster>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Raise three' }));
    await waitFor(() => expect(screen.queryByText('A', { selector: 'li *' })).toBeNull());
    expect(screen.getByText('B', { selector: 'li *' })).toBeInTheDocument();
    expect(screen.getByText('C', { selector: 'li *' })).toBeInTheDocument();
  });

  describe('timing', () => {
    beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
    afterEach(() => vi.useRealTimers());

    it('given the default duration, should close after 5 seconds', async () => {
      render(
        <Toaster>
          <Raise title="Profile updated" />
        </Toaster>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Raise' }));
      expect(screen.getByText('Profile updated', { selector: 'li *' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(4900));
      expect(screen.getByText('Profile updated', { selector: 'li *' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.queryByText('Profile updated', { selector: 'li *' })).toBeNull();
    });

    it('given the pointer over the toasts, should pause the timer and resume on leave', async () => {
      render(
        <Toaster>
          <Raise title="Paused" duration={1000} />
        </Toaster>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Raise' }));
      const region = screen.getByRole('region', { name: 'Alerts (F8)' });
      fireEvent.pointerMove(region);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('Paused', { selector: 'li *' })).toBeInTheDocument();
      fireEvent.pointerLeave(region);
      await act(() => vi.advanceTimersByTimeAsync(1100));
      expect(screen.queryByText('Paused', { selector: 'li *' })).toBeNull();
    });

    it('given focus inside the toasts, should pause the timer', async () => {
      render(
        <Toaster>
          <Raise title="Focused" duration={1000} />
        </Toaster>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Raise' }));
      act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(screen.getByText('Focused', { selector: 'li *' })).toBeInTheDocument();
    });
  });

  it('given useToast outside a Toaster, should throw a helpful error', () => {
    function Orphan() {
      useToast();
      return null;
    }
    // React logs the thrown error; that is expected here, so keep it out of the failure check.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Orphan />)).toThrow('useToast() must be called inside a <Toaster>.');
    spy.mockRestore();
  });

  it('should have no axe violations with a toast open', async () => {
    render(
      <Toaster>
        <Toast
          open
          tone="critical"
          title="Network error"
          description="Please try again."
          action={{ label: 'Retry', onClick: () => {} }}
        />
      </Toaster>,
    );
    // Radix clears its announcement after 1 s; let that state update happen inside act().
    await act(() => new Promise((resolve) => setTimeout(resolve, 1100)));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
