import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { SessionList } from './SessionList.tsx';

// Placeholder sessions, for stories only: the site passes its own strings.
const sessions = [
  {
    id: 's1',
    browser: 'Chrome on macOS',
    place: 'London, United Kingdom',
    lastSeen: 'Active now',
    current: true,
  },
  { id: 's2', browser: 'Firefox on Linux', place: 'Berlin, Germany', lastSeen: '2 hours ago' },
  { id: 's3', browser: 'Safari on iPhone', place: 'Paris, France', lastSeen: '3 days ago' },
];

const footer = (
  <Button variant="outline" tone="critical" size="sm">
    Sign out of all other sessions
  </Button>
);

const meta = {
  title: 'Components/SessionList',
  component: SessionList,
  // The account settings are used on phones: each story is also shot at 375 px.
  tags: ['autodocs', 'mobile'],
  args: { sessions, onSignOut: fn() },
  argTypes: {
    sessions: { control: false },
    footer: { control: false },
    emptyText: { control: 'text' },
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This device badged, the others with a sign-out button each, named after the row. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out Firefox on Linux' }));
    await expect(args.onSignOut).toHaveBeenCalledWith('s2');
  },
};

/** With the page's 'Sign out of all other sessions' in the footer slot. */
export const WithFooter: Story = { args: { footer } };

/** One row signing out: its button busy with 'Signing out...'. */
export const SigningOut: Story = { args: { signingOutId: 's2', footer } };

/** The sessions are loading: placeholder rows. */
export const Loading: Story = { args: { loading: true } };

/** No sessions to list. */
export const Empty: Story = {
  args: { sessions: [], emptyText: 'No other active sessions.' },
};

/** Only this device: nothing to sign out. */
export const OnlyThisDevice: Story = { args: { sessions: sessions.slice(0, 1) } };

/** Long browser names and places in a narrow column: they wrap, the buttons stay whole. */
export const LongText: Story = {
  args: {
    sessions: [
      {
        id: 'l1',
        browser: 'Microsoft Edge 124 (Chromium) on Windows 11 Enterprise',
        place: 'Llanfairpwllgwyngyll, Isle of Anglesey, United Kingdom',
        lastSeen: 'Active now',
        current: true,
      },
      {
        id: 'l2',
        browser: 'Samsung Internet 25 on Android (Galaxy Tab S9 Ultra)',
        place: 'São Paulo, State of São Paulo, Brazil',
        lastSeen: 'Last active on 14 January 2026 at 09:41',
      },
    ],
    footer,
  },
  parameters: { maxWidth: 320 },
};

/** Many sessions: each row its own button. */
export const ManyItems: Story = {
  args: {
    sessions: [
      ...sessions,
      { id: 's4', browser: 'Edge on Windows', place: 'Madrid, Spain', lastSeen: '5 days ago' },
      { id: 's5', browser: 'Chrome on Android', place: 'Rome, Italy', lastSeen: '1 week ago' },
      { id: 's6', browser: 'Safari on iPad', place: 'Vienna, Austria', lastSeen: '2 weeks ago' },
      { id: 's7', browser: 'Firefox on Windows', lastSeen: '3 weeks ago' },
      { id: 's8', browser: 'Chrome on Linux', place: 'Oslo, Norway', lastSeen: '1 month ago' },
    ],
    footer,
  },
};

/** Inside a card that already draws the frame. */
export const Bare: Story = { args: { bare: true, footer } };
