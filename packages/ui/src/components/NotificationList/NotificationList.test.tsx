import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type FormEvent } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import type { NotificationItem } from '../NotificationPanel/NotificationPanel.tsx';
import { NotificationList } from './NotificationList.tsx';

const now = new Date('2025-06-02T10:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

const samples: NotificationItem[] = [
  { id: 1, text: 'Welcome to Brightlane Digital!', read: false, time: ago(5 * 60) },
  { id: 2, text: 'Project update: homepage ready for review.', read: false, time: ago(2 * 3600) },
  { id: 3, text: 'New message from the team.', read: true, time: ago(3 * 86400) },
];

describe('NotificationList', () => {
  it('given notifications, should list each with its text and relative time in a labelled list', () => {
    render(<NotificationList notifications={samples} now={now} aria-label="Notifications" />);
    const list = screen.getByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Welcome to Brightlane Digital!');
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('2 hours ago');
    expect(items[2]).toHaveTextContent('3 days ago');
  });

  it('given an item, should give its time a machine-readable dateTime', () => {
    render(<NotificationList notifications={samples} now={now} />);
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('dateTime', ago(5 * 60).toISOString());
  });

  it('given aria-labelledby, should label the list by it', () => {
    render(
      <>
        <h1 id="heading">All notifications</h1>
        <NotificationList notifications={samples} now={now} aria-labelledby="heading" />
      </>,
    );
    expect(screen.getByRole('list', { name: 'All notifications' })).toBeInTheDocument();
  });

  it('given unread and read items, should mark only the unread ones, for screen readers too', () => {
    render(<NotificationList notifications={samples} now={now} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('data-read', 'false');
    expect(within(items[0]!).getByText('Unread:')).toBeInTheDocument();
    expect(items[2]).toHaveAttribute('data-read', 'true');
    expect(within(items[2]!).queryByText(/Unread/)).toBeNull();
  });

  it('given onMarkRead, should give each unread item a "Mark as read" button described by its text', () => {
    render(<NotificationList notifications={samples} now={now} onMarkRead={vi.fn()} />);
    const buttons = screen.getAllByRole('button', { name: 'Mark as read' });
    expect(buttons).toHaveLength(2);
    expect(buttons[0]).toHaveAccessibleDescription('Welcome to Brightlane Digital!');
    expect(buttons[1]).toHaveAccessibleDescription('Project update: homepage ready for review.');
  });

  it('given a "Mark as read" click, should call onMarkRead with that item', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    render(<NotificationList notifications={samples} now={now} onMarkRead={onMarkRead} />);
    const second = screen.getAllByRole('listitem')[1]!;
    await user.click(within(second).getByRole('button', { name: 'Mark as read' }));
    expect(onMarkRead).toHaveBeenCalledTimes(1);
    expect(onMarkRead).toHaveBeenCalledWith(samples[1]);
  });

  it('given a read item, should show it no "Mark as read" button', () => {
    render(<NotificationList notifications={samples} now={now} onMarkRead={vi.fn()} />);
    const read = screen.getAllByRole('listitem')[2]!;
    expect(within(read).queryByRole('button')).toBeNull();
  });

  it('given no onMarkRead, should show no buttons', () => {
    render(<NotificationList notifications={samples} now={now} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given markingIds, should make only those buttons busy, keep their name and ignore clicks', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    render(
      <NotificationList
        notifications={samples}
        now={now}
        onMarkRead={onMarkRead}
        markingIds={new Set([2])}
      />,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Mark as read' });
    expect(second).toHaveAttribute('aria-busy', 'true');
    expect(second).toHaveAttribute('aria-disabled', 'true');
    await user.click(second!);
    expect(onMarkRead).not.toHaveBeenCalled();
    expect(first).not.toHaveAttribute('aria-busy');
    await user.click(first!);
    expect(onMarkRead).toHaveBeenCalledWith(samples[0]);
  });

  it('given a custom markReadLabel, should use it', () => {
    render(
      <NotificationList
        notifications={samples}
        now={now}
        onMarkRead={vi.fn()}
        markReadLabel="Mark read"
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Mark read' })).toHaveLength(2);
  });

  it('given markReadField, should make each "Mark as read" a submit of its form carrying the id', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    const sent: (string | null)[] = [];
    render(
      <form
        aria-label="Notifications"
        onSubmit={(event) => {
          event.preventDefault();
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          sent.push(new FormData(event.currentTarget, submitter).get('id') as string | null);
        }}
      >
        <NotificationList
          notifications={samples}
          now={now}
          onMarkRead={onMarkRead}
          markReadField="id"
        />
      </form>,
    );
    const buttons = screen.getAllByRole('button', { name: 'Mark as read' });
    expect(buttons.map((button) => button.getAttribute('type'))).toEqual(['submit', 'submit']);
    expect(buttons.map((button) => button.getAttribute('name'))).toEqual(['id', 'id']);
    await user.click(buttons[1]!);
    expect(onMarkRead).toHaveBeenCalledWith(samples[1]);
    expect(sent).toEqual(['2']);
  });

  it('given markReadField and a busy item, should neither post nor call onMarkRead for it', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    render(
      <form aria-label="Notifications" onSubmit={onSubmit}>
        <NotificationList
          notifications={samples}
          now={now}
          onMarkRead={onMarkRead}
          markReadField="id"
          markingIds={new Set([1])}
        />
      </form>,
    );
    await user.click(screen.getAllByRole('button', { name: 'Mark as read' })[0]!);
    expect(onMarkRead).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('given no markReadField, should keep "Mark as read" from submitting a form around it', () => {
    render(<NotificationList notifications={samples} now={now} onMarkRead={vi.fn()} />);
    for (const button of screen.getAllByRole('button', { name: 'Mark as read' })) {
      expect(button).toHaveAttribute('type', 'button');
      expect(button).not.toHaveAttribute('name');
    }
  });

  it('given loadMoreHref, should make "Load more" a link there, a plain click calling onLoadMore instead', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    // Whether the browser would have followed it (read after the list's handler, then stopped).
    const followed: boolean[] = [];
    const { container } = render(
      <NotificationList
        notifications={samples}
        now={now}
        hasMore
        onLoadMore={onLoadMore}
        loadMoreHref="?cursor=3"
      />,
    );
    container.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Load more' });
    expect(link).toHaveAttribute('href', '?cursor=3');
    expect(
      screen.getByRole('list').compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(link);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(followed).toEqual([false]);
  });

  it('given loadMoreHref and a click for a new tab, should leave it to the browser', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const followed: boolean[] = [];
    const { container } = render(
      <NotificationList
        notifications={samples}
        now={now}
        hasMore
        onLoadMore={onLoadMore}
        loadMoreHref="?cursor=3"
      />,
    );
    container.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    await user.keyboard('{/Control}');
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(followed).toEqual([true]);
  });

  it('given loadMoreHref and loadingMore, should keep the link, busy, and ignore clicks', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    const followed: boolean[] = [];
    const { container } = render(
      <NotificationList
        notifications={samples}
        now={now}
        hasMore
        onLoadMore={onLoadMore}
        loadMoreHref="?cursor=3"
        loadingMore
      />,
    );
    container.addEventListener('click', (event) => {
      followed.push(!event.defaultPrevented);
      event.preventDefault();
    });
    const link = screen.getByRole('link', { name: 'Load more' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await user.click(link);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(followed).toEqual([false]);
  });

  it('given loadMoreHref and no hasMore, should show no "Load more"', () => {
    render(<NotificationList notifications={samples} now={now} loadMoreHref="?cursor=3" />);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
  });

  it('given the last page arrives after a "Load more" link click, should move focus to the first new item', async () => {
    const user = userEvent.setup();
    const more: NotificationItem[] = [
      ...samples,
      { id: 4, text: 'An older one.', read: true, time: ago(9 * 86400) },
    ];
    const { rerender } = render(
      <NotificationList
        notifications={samples}
        now={now}
        hasMore
        onLoadMore={vi.fn()}
        loadMoreHref="?cursor=3"
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Load more' }));
    rerender(<NotificationList notifications={more} now={now} loadMoreHref="?cursor=4" />);
    expect(screen.queryByRole('link', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('listitem')[3]).toHaveFocus();
  });

  it('given hasMore, should show "Load more" under the list and call onLoadMore', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<NotificationList notifications={samples} now={now} hasMore onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(
      screen.getByRole('list').compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await user.click(button);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('given loadingMore, should make "Load more" busy, ignore clicks and keep the list', async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(
      <NotificationList
        notifications={samples}
        now={now}
        hasMore
        onLoadMore={onLoadMore}
        loadingMore
      />,
    );
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('given no hasMore, should show no "Load more"', () => {
    render(<NotificationList notifications={samples} now={now} onLoadMore={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('given loadMoreError, should announce it above "Load more" and keep the list', () => {
    render(
      <NotificationList
        notifications={samples}
        now={now}
        hasMore
        onLoadMore={vi.fn()}
        loadMoreError="Failed to load notifications"
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load notifications');
    expect(
      alert.compareDocumentPosition(screen.getByRole('button', { name: 'Load more' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('given the last page arrives after "Load more", should move focus to the first new item', async () => {
    const user = userEvent.setup();
    const more: NotificationItem[] = [
      ...samples,
      { id: 4, text: 'An older one.', read: true, time: ago(9 * 86400) },
    ];
    const { rerender } = render(
      <NotificationList notifications={samples} now={now} hasMore onLoadMore={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    rerender(
      <NotificationList
        notifications={samples}
        now={now}
        hasMore
        onLoadMore={vi.fn()}
        loadingMore
      />,
    );
    rerender(<NotificationList notifications={more} now={now} onLoadMore={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getAllByRole('listitem')[3]).toHaveFocus();
  });

  it('given a page arrives and more remain, should keep focus on "Load more"', async () => {
    const user = userEvent.setup();
    const more: NotificationItem[] = [
      ...samples,
      { id: 4, text: 'An older one.', read: true, time: ago(9 * 86400) },
    ];
    const { rerender } = render(
      <NotificationList notifications={samples} now={now} hasMore onLoadMore={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    rerender(<NotificationList notifications={more} now={now} hasMore onLoadMore={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toHaveFocus();
  });

  it('given no notifications, should say "No notifications yet" and show no list', () => {
    const { container } = render(<NotificationList notifications={[]} now={now} />);
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'empty');
  });

  it('given emptyText, should show it when empty', () => {
    render(<NotificationList notifications={[]} now={now} emptyText="All caught up" />);
    expect(screen.getByText('All caught up')).toBeInTheDocument();
  });

  it('given loading, should show a "Loading..." status instead of the list and its buttons', () => {
    const { container } = render(
      <NotificationList
        notifications={samples}
        now={now}
        loading
        onMarkRead={vi.fn()}
        hasMore
        onLoadMore={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'loading');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
  });

  it('given loadingText, should show it while loading', () => {
    render(<NotificationList notifications={[]} now={now} loading loadingText="Fetching..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching...');
  });

  it('given an error, should announce it instead of the list and offer a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const { container } = render(
      <NotificationList
        notifications={[]}
        now={now}
        error="Failed to load notifications"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load notifications');
    expect(screen.queryByRole('list')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('data-state', 'error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('given an error without onRetry, should offer no retry', () => {
    render(<NotificationList notifications={[]} now={now} error="Failed to load notifications" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('given a custom retryLabel, should use it', () => {
    render(
      <NotificationList
        notifications={[]}
        now={now}
        error="Failed"
        onRetry={vi.fn()}
        retryLabel="Retry"
      />,
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('given className, rest props and a ref, should pass them to the root', () => {
    const ref = createRef<HTMLDivElement>();
    const { container } = render(
      <NotificationList
        ref={ref}
        notifications={samples}
        now={now}
        className="custom"
        data-testid="root"
        aria-label="Notifications"
      />,
    );
    const root = container.firstElementChild;
    expect(ref.current).toBe(root);
    expect(root).toHaveClass('custom');
    expect(root?.className).not.toBe('custom');
    expect(root).toHaveAttribute('data-testid', 'root');
    expect(root).toHaveAttribute('data-state', 'ready');
    // The label names the list, not the wrapper.
    expect(root).not.toHaveAttribute('aria-label');
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
        <NotificationList
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
      const { unmount } = render(<NotificationList notifications={samples} />);
      expect(vi.getTimerCount()).toBe(1);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    });

    it('given a now instead, should start no interval and keep the times', () => {
      render(<NotificationList notifications={samples} now={now} />);
      expect(vi.getTimerCount()).toBe(0);
      act(() => vi.advanceTimersByTime(60 * 60_000));
      expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('5 minutes ago');
    });
  });

  it('should have no axe violations in any state', async () => {
    const { container } = render(
      <div>
        <NotificationList
          notifications={samples}
          now={now}
          aria-label="Notifications"
          onMarkRead={vi.fn()}
          markingIds={new Set([1])}
          hasMore
          onLoadMore={vi.fn()}
          loadMoreError="Failed to load notifications"
        />
        <NotificationList
          notifications={samples}
          now={now}
          aria-label="Loading more"
          hasMore
          onLoadMore={vi.fn()}
          loadingMore
        />
        <form aria-label="Mark read">
          <NotificationList
            notifications={samples}
            now={now}
            aria-label="Posted"
            onMarkRead={vi.fn()}
            markReadField="id"
            hasMore
            onLoadMore={vi.fn()}
            loadMoreHref="?cursor=3"
          />
        </form>
        <NotificationList
          notifications={samples}
          now={now}
          aria-label="Loading more by link"
          hasMore
          onLoadMore={vi.fn()}
          loadMoreHref="?cursor=3"
          loadingMore
        />
        <NotificationList notifications={[]} now={now} />
        <NotificationList notifications={[]} now={now} loading />
        <NotificationList
          notifications={[]}
          now={now}
          error="Failed to load notifications"
          onRetry={vi.fn()}
        />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
