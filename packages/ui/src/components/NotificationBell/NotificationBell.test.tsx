import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { NotificationBell, notificationBellLabel } from './NotificationBell.tsx';

describe('notificationBellLabel', () => {
  it.each([
    [0, 'Notifications'],
    [1, 'Notifications (1 unread)'],
    [3, 'Notifications (3 unread)'],
    [150, 'Notifications (150 unread)'],
    [-2, 'Notifications'],
  ])('given %d unread, should return %j', (count, expected) => {
    expect(notificationBellLabel(count)).toBe(expected);
  });
});

describe('NotificationBell', () => {
  it('given no unread notifications, should be named exactly "Notifications" with no badge', () => {
    render(<NotificationBell unreadCount={0} />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell.querySelector('[data-count]')).toBeNull();
  });

  it('given unread notifications, should name the count and show it in the badge', () => {
    render(<NotificationBell unreadCount={3} />);
    const bell = screen.getByRole('button', { name: 'Notifications (3 unread)' });
    expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '3');
  });

  it('given a label function, should name the bell with it', () => {
    render(<NotificationBell unreadCount={2} label={(count) => `Alerts: ${count} new`} />);
    expect(screen.getByRole('button', { name: 'Alerts: 2 new' })).toBeInTheDocument();
  });

  it('given more than 99 unread, should cap the badge but keep the exact name', () => {
    render(<NotificationBell unreadCount={120} />);
    const bell = screen.getByRole('button', { name: 'Notifications (120 unread)' });
    expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  });

  it('given a custom max, should cap the badge at it', () => {
    render(<NotificationBell unreadCount={12} max={9} />);
    const bell = screen.getByRole('button', { name: 'Notifications (12 unread)' });
    expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '9+');
  });

  it('given loading, should be disabled and busy and ignore clicks', async () => {
    const onClick = vi.fn();
    render(<NotificationBell unreadCount={2} loading onClick={onClick} />);
    const bell = screen.getByRole('button', { name: 'Notifications (2 unread)' });
    expect(bell).toBeDisabled();
    expect(bell).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(bell);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('given a click, should call onClick', async () => {
    const onClick = vi.fn();
    render(<NotificationBell unreadCount={1} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('given popup-trigger props, should pass aria-expanded and aria-controls through', () => {
    render(<NotificationBell aria-expanded aria-controls="panel" aria-haspopup="dialog" />);
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    expect(bell).toHaveAttribute('aria-controls', 'panel');
  });

  it('given a ref, should point at the button', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<NotificationBell ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLButtonElement);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <NotificationBell />
        <NotificationBell unreadCount={5} />
        <NotificationBell unreadCount={5} loading />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
