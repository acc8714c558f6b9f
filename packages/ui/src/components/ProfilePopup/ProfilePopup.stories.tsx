import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Button } from '../Button/Button.tsx';
import { ProfilePopup } from './ProfilePopup.tsx';

// An inline photo: no network in stories.
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#4b48e0"/><circle cx="32" cy="25" r="11" fill="#e0e4ff"/><path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="#e0e4ff"/></svg>`,
  );

/** Placeholder profile data (docs/product/spec.md §2), for stories only. */
function SampleBody() {
  const rows: [string, string][] = [
    ['Member Since', 'January 2024'],
    ['Account Type', 'Premium'],
    ['Projects', '12'],
    ['Active', '3'],
    ['Completed', '9'],
  ];
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        gap: '8px 16px',
        margin: 0,
        fontSize: vars.fontSize.sm,
      }}
    >
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt style={{ color: vars.color.textMuted }}>{term}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const footer = (
  <>
    <Button size="sm" variant="ghost" tone="neutral">
      <Settings size={16} aria-hidden="true" /> Account Settings
    </Button>
    <Button size="sm" variant="outline" tone="critical">
      <LogOut size={16} aria-hidden="true" /> Log Out
    </Button>
  </>
);

const meta = {
  title: 'Components/ProfilePopup',
  component: ProfilePopup,
  tags: ['autodocs'],
  args: { name: 'Jane Doe', email: 'jane.doe@example.com', children: <SampleBody />, footer },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof ProfilePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 300 px wide by default. */
export const Playground: Story = {};

export const WithPhoto: Story = { args: { avatarSrc: photo } };

/** A wider frame: `width` takes px or any CSS length. */
export const Wide: Story = { args: { width: 360 } };

/** The compact header (`size="sm"`): a smaller avatar, here in a 280 px frame. */
export const Small: Story = { args: { size: 'sm', width: 280 } };

/** A guest: the unknown initials ('?') and 'My Profile'. */
export const Guest: Story = {
  args: {
    name: undefined,
    email: undefined,
    children: (
      <p style={{ color: vars.color.textMuted, fontSize: vars.fontSize.sm }}>
        Sign in to see your profile and projects.
      </p>
    ),
    footer: (
      <Button size="sm">
        <User size={16} aria-hidden="true" /> Login
      </Button>
    ),
  },
};

export const EmailOnly: Story = { args: { name: undefined } };

export const LongText: Story = {
  args: {
    name: 'Alexandra Konstantinopoulou-Fitzgerald',
    email: 'alexandra.konstantinopoulou-fitzgerald@a-very-long-company-domain.example',
  },
};

/** Header left out when the body draws its own. */
export const WithoutHeader: Story = { args: { hideHeader: true } };

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ padding: 16, background: vars.color.background }}
        >
          <ProfilePopup {...args} />
        </div>
      ))}
    </div>
  ),
};
