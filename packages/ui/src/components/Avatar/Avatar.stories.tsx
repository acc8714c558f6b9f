import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Avatar, avatarSizes } from './Avatar.tsx';

// Generous: the visual runner plays stories two at a time on a busy machine.
const settle = { timeout: 5000 };

// An inline "photo" (no network in stories, so screenshots are deterministic).
const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7d87fb"/><stop offset="1" stop-color="#2e2c7d"/></linearGradient></defs><rect width="64" height="64" fill="url(#g)"/><circle cx="32" cy="25" r="11" fill="#eef0ff"/><path d="M12 60c2-12 10-18 20-18s18 6 20 18z" fill="#eef0ff"/></svg>`,
  );
// A data URL that cannot decode: the browser reports a load error without any request.
const brokenPhoto = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  args: { name: 'Jane Doe' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Photo: Story = {
  args: { src: photo },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).not.toBeNull(), settle);
  },
};

/** The photo fails to load, so the initials take over (docs/product/spec.md §2). */
export const BrokenPhoto: Story = {
  args: { src: brokenPhoto },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Jane Doe' });
    await waitFor(
      () => expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', 'JD'),
      settle,
    );
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar
          key={`photo-${size}`}
          {...args}
          src={photo}
          size={size}
          name={`Jane Doe (${size})`}
        />
      ))}
    </div>
  ),
};

/** Where the initials come from: name, else e-mail, else `unknownInitials` ('?'); or a fixed fallback. */
export const Initials: Story = {
  render: () => (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: '12px 16px',
        alignItems: 'center',
      }}
    >
      {[
        ['Two-word name', { name: 'Jane Doe' }],
        ['Three-word name', { name: 'Mary Anne Smith' }],
        ['One-word name', { name: 'Madonna' }],
        ['E-mail only', { email: 'sam.lee@example.com' }],
        ['Neither', {}],
        ['Navigation fallback', { fallback: 'ME', alt: 'Me' }],
      ].map(([term, props]) => (
        <div key={term as string} style={{ display: 'contents' }}>
          <dt style={{ color: vars.color.textMuted }}>{term as string}</dt>
          <dd style={{ margin: 0 }}>
            <Avatar {...(props as object)} />
          </dd>
        </div>
      ))}
    </dl>
  ),
};

export const Unknown: Story = {
  args: { name: undefined },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'User' });
    await expect(avatar.querySelector('[data-initials]')).toHaveAttribute('data-initials', '?');
  },
};

export const NavigationFallback: Story = { args: { fallback: 'ME', size: 'sm', alt: 'Me' } };

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'flex', gap: 12, padding: 16, background: vars.color.background }}
        >
          <Avatar {...args} size="sm" />
          <Avatar {...args} />
          <Avatar {...args} size="lg" />
          <Avatar {...args} src={photo} size="lg" />
        </div>
      ))}
    </div>
  ),
};
