import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Popup, PopupClose, PopupGroup } from './Popup.tsx';
import type { PopupProps } from './Popup.tsx';

function TopBar({
  pathname = '/',
  onOpenIdChange,
}: {
  pathname?: string;
  onOpenIdChange?: (id: string | null) => void;
}) {
  return (
    <PopupGroup closeSignal={pathname} onOpenIdChange={onOpenIdChange}>
      <Popup
        id="notifications"
        label="Notifications"
        width={320}
        trigger={<button type="button">Bell</button>}
      >
        <p>Notifications (3)</p>
      </Popup>
      <Popup
        id="profile"
        label="Profile"
        width={300}
        trigger={<button type="button">Avatar</button>}
      >
        <p>Profile content</p>
        <PopupClose>
          <button type="button">Done</button>
        </PopupClose>
      </Popup>
    </PopupGroup>
  );
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });

describe('Popup', () => {
  it('given a click on the trigger, should open a named dialog and move focus into it', async () => {
    render(<TopBar />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    expect(dialog('Notifications')).toHaveTextContent('Notifications (3)');
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(dialog('Notifications')).toHaveStyle({ width: '320px' });
    await waitFor(() => expect(dialog('Notifications')).toHaveFocus());
  });

  it('given popup A open in a group, when B opens, should close A', async () => {
    render(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(dialog('Notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Avatar' }));
    expect(dialog('Profile')).toBeInTheDocument();
    expect(dialog('Notifications')).toBeNull();
  });

  it('given popup A open, when B is opened by its parent (no pointer or focus near A), should close A through the group', async () => {
    const onNotificationsChange = vi.fn();
    function Bar({ profileOpen, grouped = true }: { profileOpen: boolean; grouped?: boolean }) {
      const popups = (
        <>
          <Popup
            label="Notifications"
            onOpenChange={onNotificationsChange}
            trigger={<button type="button">Bell</button>}
          >
            Items
          </Popup>
          <Popup
            label="Profile"
            open={profileOpen}
            // No focus move either: otherwise Radix's focus-outside dismissal would close A
            // and hide whether the group does.
            onOpenAutoFocus={(event) => event.preventDefault()}
            trigger={<button type="button">Avatar</button>}
          >
            Profile
          </Popup>
        </>
      );
      return grouped ? <PopupGroup>{popups}</PopupGroup> : popups;
    }
    const { rerender } = render(<Bar profileOpen={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(dialog('Notifications')).toBeInTheDocument();
    rerender(<Bar profileOpen />);
    await waitFor(() => expect(dialog('Notifications')).toBeNull());
    expect(dialog('Profile')).toBeInTheDocument();
    expect(onNotificationsChange).toHaveBeenLastCalledWith(false);
  });

  it('given popup A open, a press on B as a browser delivers it should leave B open with focus inside', async () => {
    // A browser runs queued microtasks between two listeners of one event, so React commits
    // B's opening (and A's closing) before the document's click listeners run, Radix's
    // deferred outside-press dismissal of A among them. Script-dispatched events have no such
    // checkpoint; a listener on <body>, after React's root and before the document, adds it.
    const commit = () => flushSync(() => {});
    document.body.addEventListener('click', commit);
    try {
      render(<TopBar />);
      await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
      expect(dialog('Notifications')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Avatar' }));
      // Radix hands focus on a task after the closed popup has gone.
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(dialog('Notifications')).toBeNull();
      expect(dialog('Profile')).toBeInTheDocument();
      expect(dialog('Profile')).toContainElement(document.activeElement as HTMLElement);
    } finally {
      document.body.removeEventListener('click', commit);
    }
  });

  it('given no group, should let two popups be open together', async () => {
    function Bar({ profileOpen }: { profileOpen: boolean }) {
      return (
        <>
          <Popup label="Notifications" trigger={<button type="button">Bell</button>}>
            Items
          </Popup>
          <Popup
            label="Profile"
            open={profileOpen}
            // No focus move either: otherwise Radix's focus-outside dismissal would close A
            // and hide whether the group does.
            onOpenAutoFocus={(event) => event.preventDefault()}
            trigger={<button type="button">Avatar</button>}
          >
            Profile
          </Popup>
        </>
      );
    }
    const { rerender } = render(<Bar profileOpen={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    rerender(<Bar profileOpen />);
    await act(() => Promise.resolve());
    expect(dialog('Notifications')).toBeInTheDocument();
    expect(dialog('Profile')).toBeInTheDocument();
  });

  it('given an open popup, should close on Escape and return focus to the trigger', async () => {
    render(<TopBar />);
    const avatar = screen.getByRole('button', { name: 'Avatar' });
    await userEvent.click(avatar);
    expect(dialog('Profile')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(dialog('Profile')).toBeNull();
    expect(avatar).toHaveFocus();
  });

  it('given an open popup, should close on an outside click', async () => {
    render(
      <div>
        <TopBar />
        <p>Page content</p>
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(dialog('Notifications')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Page content'));
    expect(dialog('Notifications')).toBeNull();
  });

  it('given the group closeSignal changes (a route change), should close the open popup', async () => {
    const { rerender } = render(<TopBar pathname="/" />);
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(dialog('Notifications')).toBeInTheDocument();
    rerender(<TopBar pathname="/about" />);
    await waitFor(() => expect(dialog('Notifications')).toBeNull());
  });

  it('given a popup closeSignal changes, should close it and report it', async () => {
    const onOpenChange = vi.fn();
    function Single(props: Partial<PopupProps>) {
      return (
        <Popup
          label="Menu"
          defaultOpen
          onOpenChange={onOpenChange}
          trigger={<button type="button">Menu</button>}
          {...props}
        >
          Links
        </Popup>
      );
    }
    const { rerender } = render(<Single closeSignal="/" />);
    await act(() => Promise.resolve());
    expect(dialog('Menu')).toBeInTheDocument();
    rerender(<Single closeSignal="/" />);
    expect(dialog('Menu')).toBeInTheDocument();
    rerender(<Single closeSignal="/faq" />);
    await waitFor(() => expect(dialog('Menu')).toBeNull());
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('given a PopupClose button, should close the popup', async () => {
    render(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Avatar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog('Profile')).toBeNull();
  });

  it('given the group, should report the open id', async () => {
    const onOpenIdChange = vi.fn();
    render(<TopBar onOpenIdChange={onOpenIdChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    await waitFor(() => expect(onOpenIdChange).toHaveBeenLastCalledWith('notifications'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(onOpenIdChange).toHaveBeenLastCalledWith(null));
  });

  it('given a trigger click while open, should toggle it closed', async () => {
    render(<TopBar />);
    const bell = screen.getByRole('button', { name: 'Bell' });
    await userEvent.click(bell);
    await userEvent.click(bell);
    expect(dialog('Notifications')).toBeNull();
  });

  it('should have no axe violations while open', async () => {
    render(<TopBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Bell' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
