import type { Meta, StoryObj } from '@storybook/react-vite';
import { Phone } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Banner, bannerTones, bannerPlacements } from './Banner.tsx';
import type { BannerProps } from './Banner.tsx';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  tags: ['autodocs', 'mobile'],
  args: {
    tone: 'critical',
    placement: 'inline',
    children: 'Network error. Please check your connection and try again.',
    onDismiss: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: bannerTones },
    placement: { control: 'inline-radio', options: bannerPlacements },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The dismissible error banner showing the last error message. */
export const ErrorBanner: Story = {
  args: { title: 'Something went wrong', children: 'Invalid email or password' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid email or password');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      {bannerTones.map((tone) => (
        <Banner
          key={tone}
          {...args}
          tone={tone}
          title={`${tone[0]!.toUpperCase()}${tone.slice(1)}`}
        >
          Banner message with a close button.
        </Banner>
      ))}
    </div>
  ),
};

export const NotDismissible: Story = {
  args: {
    tone: 'info',
    onDismiss: undefined,
    children: 'We reply within 24 hours, Monday to Friday 09:00-17:00.',
  },
};

export const WithoutIcon: Story = {
  args: { icon: false, tone: 'positive', children: 'Settings saved.' },
};

export const LongText: Story = {
  args: {
    title: 'Your session has expired',
    children:
      'For your security we signed you out after a period of inactivity. Sign in again to continue where you left off; any unsaved changes to your profile may need to be made again. Averyveryverylongunbrokenwordthatmustwrapwithoutoverflowingthebanner.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
};

/** The sales strip at the top of the page. */
export const TopSales: Story = {
  args: {
    placement: 'top',
    tone: 'brand',
    title: 'Sales:',
    children: '(03) 5550 1234 · sales@brightlane.example',
    action: (
      <Button asChild size="sm">
        <a href="#contact">Contact Sale</a>
      </Button>
    ),
    onDismiss: fn(),
  },
  parameters: { layout: 'fullscreen' },
};

/**
 * The sales strip on a phone (`singleLine`): the title, the number and the action on one line
 * at 375 px too, instead of three.
 */
export const TopSingleLine: Story = {
  args: {
    placement: 'top',
    tone: 'brand',
    singleLine: true,
    title: 'Sales:',
    children: '(03) 5550 1234',
    action: (
      <Button asChild size="sm">
        <a href="#contact">Contact Sale</a>
      </Button>
    ),
    onDismiss: undefined,
  },
  parameters: { layout: 'fullscreen' },
};

export const TopInfo: Story = {
  args: {
    placement: 'top',
    tone: 'info',
    title: undefined,
    children: 'A new version is available.',
    action: (
      <Button size="sm" variant="outline" tone="neutral">
        Refresh
      </Button>
    ),
    onDismiss: undefined,
  },
  parameters: { layout: 'fullscreen' },
};

/** The mobile bottom-left 'Call Now' banner (fixed to the viewport). */
export const FloatingCallNow: Story = {
  args: {
    placement: 'floating',
    tone: 'brand',
    icon: <Phone size={18} />,
    title: 'Talk to us',
    children: '(03) 5550 1234',
    action: (
      <Button asChild size="sm">
        <a href="tel:+61355501234">Call Now</a>
      </Button>
    ),
    onDismiss: fn(),
  },
  render: (args) => (
    <div style={{ minHeight: 240 }}>
      <p style={{ color: vars.color.textMuted }}>Page content scrolls underneath the banner.</p>
      <Banner {...args} />
    </div>
  ),
};

function DismissibleBanner(props: BannerProps) {
  const [shown, setShown] = useState(true);
  return shown ? (
    <Banner {...props} onDismiss={() => setShown(false)} />
  ) : (
    <Button variant="outline" onClick={() => setShown(true)}>
      Show banner again
    </Button>
  );
}

/** Dismissing removes the banner (the app owns the state). */
export const DismissInteraction: Story = {
  render: (args) => <DismissibleBanner {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show banner again' }));
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
  },
};

export const Contrast: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(300px, 1fr))' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 12, padding: 16, background: vars.color.background }}
        >
          {bannerTones.map((tone) => (
            <Banner key={tone} {...args} tone={tone} title={tone} role="none">
              Message text on the tone background.
            </Banner>
          ))}
          <Banner
            {...args}
            placement="top"
            tone="brand"
            title="Sales:"
            action={<Button size="sm">Contact Sale</Button>}
          >
            (03) 5550 1234
          </Banner>
        </div>
      ))}
    </div>
  ),
};
