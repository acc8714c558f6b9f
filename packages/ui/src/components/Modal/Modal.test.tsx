import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { Modal, ModalClose } from './Modal.tsx';

function Logout(props: { onLogout?: () => void }) {
  return (
    <Modal
      trigger={<button type="button">Logout</button>}
      title="Ready to Leave?"
      description="You will need to sign in again to see your projects."
      footer={
        <>
          <ModalClose>
            <button type="button">Cancel</button>
          </ModalClose>
          <button type="button" onClick={props.onLogout}>
            Log Out
          </button>
        </>
      }
    />
  );
}

const dialog = () => screen.queryByRole('dialog', { name: 'Ready to Leave?' });

/** The page is usable again: no pointer-events lock, no scroll lock, nothing aria-hidden. */
function expectPageUsable() {
  expect(document.body.style.pointerEvents).toBe('');
  expect(document.body).not.toHaveAttribute('data-scroll-locked');
  expect(document.querySelector('[aria-hidden="true"][data-aria-hidden]')).toBeNull();
}

describe('Modal', () => {
  it('given a click on the trigger, should open a dialog named by its title and described by its description', async () => {
    render(<Logout />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const modal = dialog();
    expect(modal).toBeInTheDocument();
    expect(modal).toHaveAccessibleDescription(
      'You will need to sign in again to see your projects.',
    );
    expect(screen.getByRole('heading', { name: 'Ready to Leave?' })).toBeInTheDocument();
  });

  it('given it is open, should trap focus inside and block page scrolling', async () => {
    render(<Logout />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(document.body).toHaveAttribute('data-scroll-locked');
    expect(document.body.style.pointerEvents).toBe('none');
    const inside = [
      screen.getByRole('button', { name: 'Close' }),
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Log Out' }),
    ];
    expect(inside).toContain(document.activeElement);
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(inside).toContain(document.activeElement);
    }
  });

  it('given Escape, should close, return focus to the trigger and leave the page usable', async () => {
    render(<Logout />);
    const trigger = screen.getByRole('button', { name: 'Logout' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog()).toBeNull());
    expect(trigger).toHaveFocus();
    expectPageUsable();
    // Usable means clickable, too.
    await userEvent.click(trigger);
    expect(dialog()).toBeInTheDocument();
  });

  it('given a click on the × button, should close and leave the page usable', async () => {
    render(<Logout />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog()).toBeNull());
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    expectPageUsable();
  });

  it('given a click on the overlay, should close', async () => {
    render(<Logout />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const overlay = dialog()!.parentElement!;
    await userEvent.click(overlay);
    await waitFor(() => expect(dialog()).toBeNull());
    expectPageUsable();
  });

  it('given a click inside the content, should stay open', async () => {
    render(<Logout />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('heading', { name: 'Ready to Leave?' }));
    expect(dialog()).toBeInTheDocument();
  });

  it('given ModalClose around Cancel, should close; other footer actions run their handler', async () => {
    const onLogout = vi.fn();
    render(<Logout onLogout={onLogout} />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(dialog()).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog()).toBeNull());
  });

  it('given controlled use without a trigger, should follow open, report closing and return focus to the opener', async () => {
    function Careers() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Apply Now
          </button>
          <p>{open ? 'open' : 'closed'}</p>
          <Modal open={open} onOpenChange={setOpen} title="Apply for Sales">
            <p>Application form</p>
          </Modal>
        </>
      );
    }
    render(<Careers />);
    const apply = screen.getByRole('button', { name: 'Apply Now' });
    await userEvent.click(apply);
    expect(screen.getByRole('dialog', { name: 'Apply for Sales' })).toBeInTheDocument();
    expect(screen.getByText('open')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('closed')).toBeInTheDocument();
    expect(apply).toHaveFocus();
    expectPageUsable();
  });

  it('given controlled open that the parent refuses to change, should stay open', async () => {
    const onOpenChange = vi.fn();
    render(<Modal open onOpenChange={onOpenChange} title="Stays" />);
    await act(() => Promise.resolve());
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { name: 'Stays' })).toBeInTheDocument();
  });

  it('given defaultOpen, should start open', async () => {
    render(
      <Modal defaultOpen title="Set Up Two-Factor Authentication" closeLabel="Close dialog" />,
    );
    await act(() => Promise.resolve());
    expect(
      screen.getByRole('dialog', { name: 'Set Up Two-Factor Authentication' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close dialog' })).toBeInTheDocument();
  });

  it('given no description, should have no aria-describedby', async () => {
    render(<Modal defaultOpen title="Change Password" />);
    await act(() => Promise.resolve());
    expect(screen.getByRole('dialog', { name: 'Change Password' })).not.toHaveAttribute(
      'aria-describedby',
    );
  });

  it('given it is open, should hide the rest of the page from assistive technology', async () => {
    render(
      <div>
        <main>Page</main>
        <Logout />
      </div>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(screen.queryByRole('main')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('main')).toBeInTheDocument());
  });

  it('should have no axe violations while open', async () => {
    render(<Logout />);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
