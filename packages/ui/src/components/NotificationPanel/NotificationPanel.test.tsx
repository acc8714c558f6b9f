import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { formatRelativeTime } from './formatRelativeTime.ts';
import type { NotificationItem } from './NotificationPanel.tsx';
import { NotificationPanel } from './NotificationPanel.tsx';

const now = new Date('2025-06-02T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('formatRelativeTime', () => {
  it.each([
    [0, 'just now'],
    [59, 'just now'],
    [-30, 'just now'],
    [60, '1 minute ago'],
    [5 * 60, '5 minutes ago'],
    [59 * 60 + 59, '59 minutes ago'],
    [60 * 60, '1 hour ago'],
    [2 * 3600 + 59 * 60, '2 hours ago'],
    [23 * 3600, '23 hours ago'],
    [24 * 3600, '1 day ago'],
    [3 * 86400, '3 days ago'],
    [7 * 86400, '1 week ago'],
    [20 * 86400, '2 weeks ago'],
    [45 * 86400, '1 month ago'],
    [200 * 86400, '6 months ago'],
    [365 * 86400, '1 year ago'],
    [800 * 86400, '2 years ago'],
    [-5 * 60, 'in 5 minutes'],
  ])('given %d seconds ago, should return %j', (seconds, expected) => {
    expect(formatRelativeTime(ago(seconds), now)).toBe(expected);
  });

  it('given ISO strings and timestamps, should accept them', () => {
    expect(formatRelativeTime('2025-06-02T09:00:00Z', '2025-06-02T10:00:00Z')).toBe('1 hour ago');
    expect(formatRelativeTime(now.getTime() - 120_000, now.getTime())).toBe('2 minutes ago');
  });

  it('given an invalid date, should return an empty string', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});

const samples: NotificationItem[] = [
  { id: 1, text: 'Welcome to Brightlane Digital!', read: false, time: ago(5 * 60) },
  { id: 2, text: 'Project update: homepage ready for review.', read: false, time: ago(2 * 3600) },
  { id: 3, text: 'New message from the team.', read: true, time: ago(3 * 86400) },
];

describe('NotificationPanel', () => {
  it('given notifications, should title the panel with the unread count', () => {
    render(<NotificationPanel notifications={samples} now={now} />);
    expect(screen.getByRole('heading', { name: 'Notifications (2)' })).toBeInTheDocument();
  });

  it('given an explicit unreadCount, should use it in the title', () => {
    render(<NotificationPanel notifications={samples} unreadCount={7} now={now} />);
    expect(screen.getByRole('heading', { name: 'Notifications (7)' })).toBeInTheDocument();
  });

  it('given notifications, should list each with its text and relative time', () => {
    render(<NotificationPanel notifications={samples} now={now} />);
    const list = screen.getByRole('list', { name: 'Notifications (2)' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Welcome to Brightlane Digital!');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('2 hours ago');
    expect(items[2]).toHaveTextContent('3 days ago');
    expect(items[0]!.querySelector('time')).toHaveAttribute('dateTime', ago(5 * 60).toISOString());
  });

  it('given unread items, should mark them "Unread" for screen readers, and not read ones', () => {
    render(<NotificationPanel notifications={samples} now={now} />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText(/Unread/)).toBeInTheDocument();
    expect(within(items[2]!).queryByText(/Unread/)).toBeNull();
  });

  it('given an unreadLabel, should read it before unread items', () => {
    render(<NotificationPanel notifications={samples} now={now} unreadLabel="Non lu" />);
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByText('Non lu:')).toBeInTheDocument();
    expect(screen.queryByText(/Unread/)).toBeNull();
  });

  it('given unread items, should enable "Mark all as read" and call it', async () => {
    const onMarkAllRead = vi.fn();
    render(<NotificationPanel notifications={samples} now={now} onMarkAllRead={onMarkAllRead} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(onMarkAllRead).toHaveBeenCalledTimes(1);
  });

  it('given nothing unread, should disable "Mark all as read"', () => {
    render(
      <NotificationPanel
        notifications={samples.map((n) => ({ ...n, read: true }))}
        now={now}
        onMarkAllRead={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Notifications (0)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('given no onMarkAllRead, should show no mark-all button', () => {
    render(<NotificationPanel notifications={samples} now={now} />);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('given onClear, should show "Clear", disabled when the list is empty', async () => {
    const onClear = vi.fn();
    const { rerender } = render(
      <NotificationPanel notifications={samples} now={now} onClear={onClear} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    rerender(<NotificationPanel notifications={[]} now={now} onClear={onClear} />);
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
  });

  it('given no notifications, should say "No notifications yet"', () => {
    render(<NotificationPanel notifications={[]} now={now} />);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Notifications (0)' })).toBeInTheDocument();
  });

  it('given loading, should show a "Loading..." status and no list', () => {
    render(<NotificationPanel notifications={samples} loading now={now} onMarkAllRead={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('given an error, should announce it and offer a retry', async () => {
    const onRetry = vi.fn();
    render(<NotificationPanel error="Failed to load notifications" onRetry={onRetry} now={now} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load notifications');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given onItemSelect, should make items buttons that report the item', async () => {
    const onItemSelect = vi.fn();
    render(<NotificationPanel notifications={samples} now={now} onItemSelect={onItemSelect} />);
    await userEvent.click(screen.getByRole('button', { name: /Project update/ }));
    expect(onItemSelect).toHaveBeenCalledWith(samples[1]);
  });

  it('given no now, should measure from when it rendered', () => {
    render(
      <NotificationPanel notifications={[{ id: 1, text: 'Hi', read: false, time: new Date() }]} />,
    );
    expect(screen.getByText('just now')).toBeInTheDocument();
  });

  describe('given no now', () => {
    beforeEach(() => {
      // Only the clock and intervals: React's own scheduling keeps its real timers.
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      vi.setSystemTime(now);
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('should update the relative times every 30 seconds', () => {
      render(
        <NotificationPanel
          notifications={[
            { id: 1, text: 'Hi', read: false, time: now },
            { id: 2, text: 'Older', read: true, time: ago(59 * 60) },
          ]}
        />,
      );
      const [first, second] = screen.getAllByRole('listitem');
      expect(first).toHaveTextContent('just now');
      expect(second).toHaveTextContent('59 minutes ago');

      act(() => vi.advanceTimersByTime(30_000));
      expect(first).toHaveTextContent('just now');

      act(() => vi.advanceTimersByTime(30_000));
      expect(first).toHaveTextContent('1 minute ago');
      expect(second).toHaveTextContent('1 hour ago');

      act(() => vi.advanceTimersByTime(4 * 60_000));
      expect(first).toHaveTextContent('5 minutes ago');
    });

    it('should run one interval while mounted and clear it on unmount', () => {
      const { unmount } = render(
        <NotificationPanel notifications={[{ id: 1, text: 'Hi', read: false, time: now }]} />,
      );
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('given a now instead, should start no interval and keep the times', () => {
      render(<NotificationPanel notifications={samples} now={now} />);
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(60 * 60_000));
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('5 minutes ago');
    });
  });

  it('given a long list, should let the keyboard reach it to scroll', async () => {
    render(<NotificationPanel notifications={samples} now={now} />);
    await userEvent.tab();
    expect(screen.getByRole('list')).toHaveFocus();
  });

  it('should have no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <NotificationPanel
          notifications={samples}
          now={now}
          onMarkAllRead={vi.fn()}
          onClear={vi.fn()}
          title="Notifications"
        />
        <NotificationPanel notifications={[]} now={now} title="Empty" />
        <NotificationPanel loading now={now} title="Loading" />
        <NotificationPanel
          error="Failed to load notifications"
          onRetry={vi.fn()}
          now={now}
          title="Error"
        />
        <NotificationPanel
          notifications={samples}
          now={now}
          onItemSelect={vi.fn()}
          title="Selectable"
        />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
