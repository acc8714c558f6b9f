// The bar's popup group (barPopups.tsx): one open at a time, closed by a route change.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BarPopups, useBarPopups } from './barPopups.tsx';
import type { BarPopup } from './barPopups.tsx';

/** Two stand-in popups: a toggle button each, and what the group says is open. */
function Toggle({ which }: { which: BarPopup }) {
  const { open, onOpenChange } = useBarPopups();
  return (
    <button
      type="button"
      aria-pressed={open === which}
      onClick={() => onOpenChange(which)(open !== which)}
    >
      {which}
    </button>
  );
}

function Bar({ path }: { path: string }) {
  return (
    <BarPopups closeSignal={path}>
      <Toggle which="notifications" />
      <Toggle which="profile" />
    </BarPopups>
  );
}

const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');

describe('BarPopups', () => {
  it('given one open, opening another should close it', async () => {
    const user = userEvent.setup();
    render(<Bar path="/" />);
    await user.click(screen.getByRole('button', { name: 'notifications' }));
    expect([pressed('notifications'), pressed('profile')]).toEqual(['true', 'false']);
    await user.click(screen.getByRole('button', { name: 'profile' }));
    expect([pressed('notifications'), pressed('profile')]).toEqual(['false', 'true']);
  });

  it('given a popup closing after another opened, should leave the other open', async () => {
    function Late() {
      const { open, onOpenChange } = useBarPopups();
      return (
        <button
          type="button"
          onClick={() => {
            onOpenChange('profile')(true);
            onOpenChange('notifications')(false);
          }}
        >
          {String(open)}
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <BarPopups closeSignal="/">
        <Late />
      </BarPopups>,
    );
    await user.click(screen.getByRole('button'));
    expect(screen.getByRole('button')).toHaveTextContent('profile');
  });

  it('given a route change, should close the open one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Bar path="/" />);
    await user.click(screen.getByRole('button', { name: 'profile' }));
    expect(pressed('profile')).toBe('true');
    rerender(<Bar path="/services" />);
    expect(pressed('profile')).toBe('false');
  });
});
