import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import type { NotificationItem, NotificationPanelProps } from './NotificationPanel.tsx';
import { NotificationPanel } from './NotificationPanel.tsx';

// Fixed "now" and times, so every screenshot reads the same.
const now = new Date('2025-06-02T10:00:00+10:00');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

// The three sample items of docs/product/spec.md §2 (sample data lives only in stories).
const samples: NotificationItem[] = [
  {
    id: 1,
    text: 'Welcome to Brightlane Digital! Your account is ready.',
    read: false,
    time: minutesAgo(5),
  },
  {
    id: 2,
    text: 'Project update: the homepage design is ready for your review.',
    read: false,
    time: minutesAgo(2 * 60),
  },
  {
    id: 3,
    text: 'New message from the Brightlane team.',
    read: true,
    time: minutesAgo(3 * 24 * 60),
  },
];

const meta = {
  title: 'Components/NotificationPanel',
  component: NotificationPanel,
  tags: ['autodocs'],
  args: { notifications: samples, now, onMarkAllRead: fn() },
} satisfies Meta<typeof NotificationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllRead: Story = {
  args: { notifications: samples.map((n) => ({ ...n, read: true })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Notifications (0)' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  },
};

export const WithClear: Story = { args: { onClear: fn() } };

export const Empty: Story = { args: { notifications: [], onClear: fn() } };

export const Loading: Story = { args: { notifications: [], loading: true } };

export const ErrorState: Story = {
  args: { notifications: [], error: 'Failed to load notifications' },
};

export const ErrorWithRetry: Story = {
  args: { notifications: [], error: 'Failed to load notifications', onRetry: fn() },
};

/** Items as buttons, e.g. to mark one read. */
export const SelectableItems: Story = { args: { onItemSelect: fn() } };

/** More than fits in 400 px: the list scrolls under a fixed header. */
export const LongList: Story = {
  args: {
    onClear: fn(),
    notifications: Array.from({ length: 12 }, (_, i) => ({
      id: i,
      text: `Project update ${i + 1}: a new milestone was reached.`,
      read: i > 3,
      time: minutesAgo(i * 97),
    })),
  },
};

export const LongText: Story = {
  args: {
    notifications: [
      {
        id: 1,
        text: 'Your quote request for a custom e-commerce solution with inventory integration, multi-currency checkout and a loyalty programme has been received and assigned to a consultant.',
        read: false,
        time: minutesAgo(0),
      },
      {
        id: 2,
        text: 'https://brightlane.example/projects/a-very-long-project-identifier-without-spaces',
        read: true,
        time: minutesAgo(60 * 24 * 45),
      },
    ],
  },
};

function StatefulPanel(props: NotificationPanelProps) {
  const [items, setItems] = useState(props.notifications ?? []);
  return (
    <NotificationPanel
      {...props}
      notifications={items}
      onMarkAllRead={() => setItems((list) => list.map((n) => ({ ...n, read: true })))}
    />
  );
}

/** Mark all as read, wired to state. */
export const MarkAllRead: Story = {
  render: (args) => <StatefulPanel {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Notifications (2)' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Mark all as read' }));
    await expect(canvas.getByRole('heading', { name: 'Notifications (0)' })).toBeInTheDocument();
    await expect(canvas.queryByText('Unread:')).toBeNull();
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.background }}
        >
          <NotificationPanel {...args} />
          <NotificationPanel {...args} notifications={[]} error="Failed to load notifications" />
        </div>
      ))}
    </div>
  ),
};
