import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showUpdateToast, UPDATE_TOAST_TITLE } from './serviceWorkerToast.tsx';

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointerup.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};

// The toast shows once per page: each test starts from an empty page. Each toast's React root is
// unmounted, not just detached: a root left mounted keeps scheduling work (Radix's timers), which
// then runs after the test environment has gone and throws 'window is not defined'.
const removers: Array<() => void> = [];
function show(activate: () => void) {
  return act(async () => {
    removers.push(showUpdateToast(activate));
  });
}
afterEach(() => {
  act(() => removers.splice(0).forEach((remove) => remove()));
  document.body.replaceChildren();
});

describe('showUpdateToast', () => {
  it('given a waiting version, should announce it with a Refresh button that activates it', async () => {
    const activate = vi.fn();
    await show(activate);

    const toast = (await screen.findByText(UPDATE_TOAST_TITLE)).closest('li')!;
    expect(UPDATE_TOAST_TITLE).toBe('A new version is available');
    const refresh = within(toast).getByRole('button', { name: 'Refresh' });
    await userEvent.click(refresh);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('given the keyboard, should reach Refresh from the alerts region (F8) and press it with Enter', async () => {
    const activate = vi.fn();
    await show(activate);
    await screen.findByText('A new version is available');

    const user = userEvent.setup();
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    // The region takes focus; Tab moves into the toast, to its first control.
    const region = screen.getByRole('region', { name: /alerts/i });
    expect(region.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 3 && document.activeElement?.textContent !== 'Refresh'; i += 1) {
      await user.tab();
    }
    expect(document.activeElement).toHaveAccessibleName('Refresh');
    await user.keyboard('{Enter}');
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('given a second waiting version on the same page, should keep one toast', async () => {
    await show(vi.fn());
    await show(vi.fn());
    await screen.findByText('A new version is available');
    expect(screen.getAllByText('A new version is available')).toHaveLength(1);
  });
});
