import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { NotificationItem } from '../NotificationPanel/NotificationPanel.tsx';
import type { NotificationListProps } from './NotificationList.tsx';
import { NotificationList } from './NotificationList.tsx';

// Fixed "now" and times, so every screenshot reads the same (and no interval runs).
const now = new Date('2025-06-02T10:00:00+10:00');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

// Placeholder notifications, for stories only: the site passes the stored ones.
const samples: NotificationItem[] = [
  {
    id: 1,
    text: 'Welcome to Brightlane Digital, Alex! Confirm your e-mail address to finish setting up.',
    read: false,
    time: minutesAgo(0),
  },
  {
    id: 2,
    text: 'Project update: the homepage design is ready for your review.',
    read: false,
    time: minutesAgo(5),
  },
  {
    id: 3,
    text: 'Two-factor authentication is now on for your account.',
    read: true,
    time: minutesAgo(2 * 60),
  },
  {
    id: 4,
    text: 'New message from the Brightlane team.',
    read: true,
    time: minutesAgo(3 * 24 * 60),
  },
];

const page = (count: number, unread: number): NotificationItem[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    text: `Project update ${count - i}: a new milestone was reached.`,
    read: i >= unread,
    time: minutesAgo(i * 97),
  }));

const meta = {
  title: 'Components/NotificationList',
  component: NotificationList,
  // The /notifications page is read on phones: each story is also shot at 375 px.
  tags: ['autodocs', 'mobile'],
  args: {
    notifications: samples,
    now,
    onMarkRead: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    'aria-label': 'Notifications',
  },
  argTypes: {
    notifications: { control: false },
    markingIds: { control: false },
    now: { control: false },
    error: { control: 'text' },
    loadMoreError: { control: 'text' },
    emptyText: { control: 'text' },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read and unread mixed: unread items have the dot, the weight, a tint and a button. */
export const Unread: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Notifications' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const buttons = canvas.getAllByRole('button', { name: 'Mark as read' });
    await expect(buttons).toHaveLength(2);
    await expect(buttons[1]).toHaveAccessibleDescription(samples[1]!.text as string);
  },
};

/** Nothing unread: no dots, no tints, no buttons. */
export const AllRead: Story = {
  args: { notifications: samples.map((n) => ({ ...n, read: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText('Unread:')).toBeNull();
  },
};

export const Empty: Story = { args: { notifications: [] } };

/** The first page is loading. */
export const Loading: Story = { args: { notifications: [], loading: true } };

/** The first page failed to load: the error replaces the list, with a retry. */
export const ErrorState: Story = {
  name: 'Error',
  args: { notifications: [], error: 'Failed to load notifications' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load notifications');
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** A full page with more to come: 'Load more' under the list. */
export const Many: Story = {
  args: { notifications: page(20, 3), hasMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('button', { name: 'Load more' })).not.toHaveAttribute(
      'aria-busy',
    );
  },
};

/** The next page is loading: 'Load more' is busy, the list stays. */
export const LoadingMore: Story = {
  args: { notifications: page(6, 2), hasMore: true, loadingMore: true },
};

/** The next page failed: the message above 'Load more' (a retry), the list stays. */
export const LoadMoreError: Story = {
  args: {
    notifications: page(6, 2),
    hasMore: true,
    loadMoreError: 'Failed to load notifications',
  },
};

/** One item's mark-read request is in flight: its button is busy. */
export const Marking: Story = {
  args: { markingIds: new Set([2]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [, busy] = canvas.getAllByRole('button', { name: 'Mark as read' });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
  },
};

/** Long texts and an unbroken file name in a 320 px column: they wrap, the buttons stay whole. */
export const LongText: Story = {
  args: {
    notifications: [
      {
        id: 1,
        text: 'Your consultant has shared the revised proposal for the website redesign, including the content migration plan, the accessibility audit and a timeline for the staged launch.',
        read: false,
        time: minutesAgo(0),
      },
      {
        id: 2,
        text: 'New file shared: brightlane_homepage_redesign_final_v3_approved_by_client.pdf',
        read: false,
        time: minutesAgo(60 * 24 * 45),
      },
      {
        id: 3,
        text: 'Your password was changed. If this wasn’t you, reset your password and contact us.',
        read: true,
        time: minutesAgo(60 * 24 * 400),
      },
    ],
    hasMore: true,
    loadMoreError: 'Failed to load notifications. Check your connection and try again.',
  },
  parameters: { maxWidth: 320 },
};

// The next (last) page: older than the first.
const older: NotificationItem[] = [5, 9, 30].map((days, i) => ({
  id: `older-${i}`,
  text: `Invoice ${1040 - i} is ready to download.`,
  read: true,
  time: minutesAgo(days * 24 * 60),
}));

function StatefulList(props: NotificationListProps) {
  const [items, setItems] = useState(props.notifications);
  const [hasMore, setHasMore] = useState(true);
  return (
    <NotificationList
      {...props}
      notifications={items}
      hasMore={hasMore}
      onMarkRead={(target) =>
        setItems((list) => list.map((n) => (n.id === target.id ? { ...n, read: true } : n)))
      }
      onLoadMore={() => {
        setItems((list) => [...list, ...older]);
        setHasMore(false);
      }}
    />
  );
}

/** Wired to state: marking one read removes its button; the last page removes 'Load more'. */
export const MarkAndLoad: Story = {
  render: (args) => <StatefulList {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Mark as read' })[0]!);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveAttribute('data-read', 'true');
    await expect(canvas.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Focus moved to the first new item, not lost to the page.
    await expect(canvas.getAllByRole('listitem')[4]).toHaveFocus();
  },
};

/**
 * For a page that works before or without its code: the list in the page's
 * `<form method="post">`, each 'Mark as read' a submit button posting its id (`markReadField`),
 * 'Load more' a link to the older notifications (`loadMoreHref`). It looks as `Many` does.
 */
export const AsFormAndLink: Story = {
  args: {
    notifications: page(6, 2),
    hasMore: true,
    markReadField: 'id',
    loadMoreHref: '?cursor=6',
  },
  decorators: [
    (Story) => (
      <form method="post" aria-label="Notifications" onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('button', { name: 'Mark as read' });
    await expect(first).toHaveAttribute('type', 'submit');
    await expect(first).toHaveAttribute('name', 'id');
    await expect(first).toHaveAttribute('value', '1');
    const more = canvas.getByRole('link', { name: 'Load more' });
    await expect(more).toHaveAttribute('href', '?cursor=6');
    // A plain click stays on the page and asks for the next page instead.
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

/** The next page is loading by the link: busy, and the same element, so focus stays on it. */
export const LoadingMoreByLink: Story = {
  args: {
    notifications: page(6, 2),
    hasMore: true,
    loadMoreHref: '?cursor=6',
    loadingMore: true,
  },
  play: async ({ canvasElement }) => {
    const more = within(canvasElement).getByRole('link', { name: 'Load more' });
    await expect(more).toHaveAttribute('aria-busy', 'true');
  },
};
