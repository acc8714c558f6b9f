import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { NotificationBell } from './NotificationBell.tsx';

const meta = {
  title: 'Components/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: { unreadCount: 3, onClick: fn() },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications (3 unread)' });
    await userEvent.click(bell);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const NoneUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications' }),
    ).toBeInTheDocument();
  },
};

/** The badge caps at 99+; the name keeps the exact count. */
export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications (120 unread)' });
    await expect(bell.querySelector('[data-count]')).toHaveAttribute('data-count', '99+');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const bell = within(canvasElement).getByRole('button', { name: 'Notifications (3 unread)' });
    await expect(bell).toBeDisabled();
    await expect(bell).toHaveAttribute('aria-busy', 'true');
  },
};

/** As a popup trigger it reports aria-expanded. */
export const Expanded: Story = { args: { 'aria-expanded': true, 'aria-haspopup': 'dialog' } };

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <NotificationBell {...args} />
      <NotificationBell {...args} data-pseudo="hover" />
      <NotificationBell {...args} data-pseudo="focus" />
      <NotificationBell {...args} data-pseudo="active" />
      <NotificationBell {...args} disabled />
      <NotificationBell {...args} unreadCount={0} />
      <NotificationBell {...args} unreadCount={12} variant="soft" />
      <NotificationBell {...args} unreadCount={1} size="sm" />
      <NotificationBell {...args} unreadCount={1} size="lg" />
    </div>
  ),
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'flex', gap: 16, padding: 16, background: vars.color.surface }}
        >
          <NotificationBell {...args} unreadCount={0} />
          <NotificationBell {...args} />
          <NotificationBell {...args} unreadCount={150} />
          <NotificationBell {...args} loading />
        </div>
      ))}
    </div>
  ),
};
