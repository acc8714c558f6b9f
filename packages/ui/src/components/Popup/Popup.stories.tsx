import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, UserRound } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Popup, PopupClose, PopupGroup, popupPaddings } from './Popup.tsx';
import { vars } from '../../theme/contract.css.ts';

const bell = <IconButton label="Notifications" icon={<Bell size={18} />} variant="outline" round />;

const sampleNotifications = [
  ['Your quote request was received.', '2 min ago'],
  ['Welcome to Brightlane Digital!', '1 hour ago'],
  ['Your profile was updated.', 'Yesterday'],
] as const;

function NotificationsContent() {
  return (
    <div style={{ display: 'grid' }}>
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          padding: '12px 16px',
          borderBottom: `1px solid ${vars.color.border}`,
        }}
      >
        <h2 id="notifications-title" style={{ fontSize: vars.fontSize.md }}>
          Notifications (3)
        </h2>
        <Button size="sm" variant="ghost">
          Mark all as read
        </Button>
      </div>
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {sampleNotifications.map(([text, time]) => (
          <li
            key={text}
            style={{ padding: '12px 16px', borderBottom: `1px solid ${vars.color.border}` }}
          >
            <p style={{ fontSize: vars.fontSize.sm }}>{text}</p>
            <p style={{ fontSize: vars.fontSize.xs, color: vars.color.textMuted }}>{time}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Components/Popup',
  component: Popup,
  tags: ['autodocs'],
  args: {
    trigger: bell,
    defaultOpen: true,
    width: 320,
    maxHeight: 400,
    padding: 'none',
    'aria-labelledby': 'notifications-title',
    children: <NotificationsContent />,
    onOpenChange: fn(),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: popupPaddings },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    trigger: { control: false },
    children: { control: false },
  },
  // A top bar with the trigger at its end, as on the site, and room below for the popup.
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          gap: 8,
          minHeight: 480,
          paddingInline: 24,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notifications popup: 320 px wide, at most 400 px tall (docs/product/spec.md §9). */
export const Playground: Story = {};

/** The profile popup on the navigation: 300 px. */
export const Profile: Story = {
  args: {
    trigger: <IconButton label="Profile" icon={<UserRound size={18} />} variant="outline" round />,
    width: 300,
    padding: 'md',
    'aria-labelledby': undefined,
    label: 'Profile',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <p style={{ fontWeight: vars.fontWeight.semibold }}>Jordan Lee's Profile</p>
        <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>
          jordan@example.com
        </p>
        <PopupClose>
          <Button variant="outline" tone="critical" block>
            Logout
          </Button>
        </PopupClose>
      </div>
    ),
  },
};

/** The top bar's compact (280 px) and regular (320 px) profile popups, side by side. */
export const CompactAndRegular: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 360 }}>
      {[280, 320].map((width) => (
        <Popup
          key={width}
          {...args}
          aria-labelledby={undefined}
          label={`${width} px`}
          padding="md"
          align="start"
          width={width}
          trigger={<Button variant="outline">{`${width} px`}</Button>}
        >
          <p>{`A popup ${width} px wide.`}</p>
        </Popup>
      ))}
    </div>
  ),
};

/** More content than 400 px: the popup scrolls inside. */
export const Scrolling: Story = {
  args: {
    children: (
      <div>
        <div
          style={{
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            padding: '12px 16px',
          }}
        >
          <h2 id="notifications-title" style={{ fontSize: vars.fontSize.md }}>
            Notifications (12)
          </h2>
          {/* Something focusable inside: keyboard users scroll the list from there. */}
          <Button size="sm" variant="ghost">
            Mark all as read
          </Button>
        </div>
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {Array.from({ length: 12 }, (_, i) => (
            <li
              key={i}
              style={{ padding: '12px 16px', borderTop: `1px solid ${vars.color.border}` }}
            >
              {`Notification number ${i + 1}`}
            </li>
          ))}
        </ul>
      </div>
    ),
  },
};

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 220 }}>
      {popupPaddings.map((padding) => (
        <Popup
          key={padding}
          {...args}
          aria-labelledby={undefined}
          label={`Padding ${padding}`}
          padding={padding}
          width={200}
          align="start"
          trigger={<Button variant="outline">{padding}</Button>}
        >
          <p style={{ background: vars.color.surfaceSunken }}>{`Padding ${padding}`}</p>
        </Popup>
      ))}
    </div>
  ),
};

export const Closed: Story = { args: { defaultOpen: false } };

function TopBar() {
  const [path, setPath] = useState('/');
  return (
    <div style={{ display: 'grid', gap: 16, justifyItems: 'end', alignContent: 'start' }}>
      <p style={{ color: vars.color.textMuted }}>{`Route: ${path}`}</p>
      <PopupGroup closeSignal={path}>
        <div style={{ display: 'flex', gap: 8 }}>
          <Popup
            id="notifications"
            trigger={bell}
            width={320}
            padding="none"
            aria-labelledby="notifications-title"
          >
            <NotificationsContent />
          </Popup>
          <Popup
            id="profile"
            label="Profile"
            width={300}
            trigger={
              <IconButton label="Profile" icon={<UserRound size={18} />} variant="outline" round />
            }
          >
            <div style={{ display: 'grid', gap: 8 }}>
              <p>My Profile</p>
              <Button variant="outline" onClick={() => setPath('/profile')}>
                Go to profile page
              </Button>
            </div>
          </Popup>
          <Popup
            id="sign-in"
            label="Sign In"
            width={300}
            trigger={<Button variant="outline">Sign In</Button>}
          >
            <p>Sign-in form</p>
          </Popup>
        </div>
      </PopupGroup>
    </div>
  );
}

/** PopupGroup: opening one popup closes the other; Escape and a route change close them too. */
export const Exclusivity: Story = {
  args: { defaultOpen: false },
  render: () => <TopBar />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Notifications' }));
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Notifications (3)' })).toBeVisible(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications (3)' })).toBeNull(),
    );
    await expect(screen.getByRole('dialog', { name: 'Profile' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Profile' })).toHaveFocus();
    // Keyboard: Enter opens, and a route change (closeSignal) closes.
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Go to profile page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Profile' })).toBeNull());
    await expect(canvas.getByText('Route: /profile')).toBeInTheDocument();
    // Left open for the screenshot.
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeVisible());
  },
};
