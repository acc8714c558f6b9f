import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toast, Toaster, toastTones, useToast } from './Toast.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  tags: ['autodocs', 'mobile'],
  args: {
    tone: 'positive',
    title: 'Message sent',
    description: 'We reply within 24 hours.',
    // Static stories: open and never timing out, so the screenshot shows them.
    open: true,
    duration: Infinity,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  decorators: [(Story) => <Toaster>{Story()}</Toaster>],
  parameters: {
    // Toasts are fixed to the viewport: each story gets its own frame on the docs page.
    docs: { story: { inline: false, iframeHeight: 320 } },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SuccessTone: Story = {
  args: {
    tone: 'positive',
    title: 'Profile updated',
    description: 'Your changes have been saved.',
  },
};

export const ErrorTone: Story = {
  args: {
    tone: 'critical',
    title: 'Something went wrong',
    description: 'Network error. Please check your connection and try again.',
  },
};

export const InfoTone: Story = {
  args: {
    tone: 'info',
    title: 'Check Your Email',
    description: 'We sent a reset link to jordan@example.com.',
  },
};

/** The service-worker update prompt: 'Refresh to update' with a Refresh action. */
export const WithAction: Story = {
  args: {
    tone: 'info',
    title: 'A new version is available',
    description: 'Refresh to update',
    action: { label: 'Refresh', onClick: fn(), altText: 'Reload the page to update' },
  },
};

export const TitleOnly: Story = { args: { description: undefined, title: 'Copied to clipboard' } };

export const LongText: Story = {
  args: {
    tone: 'critical',
    title: 'We could not upload your CV because the file is larger than the maximum allowed size',
    description:
      'Files must be PDF or Word documents under 5 MB. Try compressing the file or exporting it again, then upload it once more.',
  },
};

/** All three tones stacked, as several toasts in a row appear. */
export const Stack: Story = {
  render: (args) => (
    <>
      <Toast
        {...args}
        tone="info"
        title="Check Your Email"
        description="We sent a reset link to jordan@example.com."
      />
      <Toast
        {...args}
        tone="critical"
        title="Something went wrong"
        description="Please try again."
      />
      <Toast
        {...args}
        tone="positive"
        title="Message sent"
        description="We reply within 24 hours."
      />
    </>
  ),
};

function RaiseButtons() {
  const { toast } = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button
        onClick={() =>
          toast({
            tone: 'positive',
            title: 'Message sent',
            description: 'We reply within 24 hours.',
          })
        }
      >
        Send message
      </Button>
      <Button
        variant="outline"
        tone="critical"
        onClick={() =>
          toast({
            tone: 'critical',
            title: 'Something went wrong',
            description: 'Please try again.',
          })
        }
      >
        Fail
      </Button>
      <Button
        variant="outline"
        onClick={() =>
          toast({
            tone: 'info',
            title: 'A new version is available',
            description: 'Refresh to update',
            action: { label: 'Refresh', onClick: () => {} },
            duration: Infinity,
          })
        }
      >
        New version
      </Button>
    </div>
  );
}

/** Pointer and keyboard: raise toasts with useToast(), act on one, dismiss another. */
export const Interactive: Story = {
  args: { open: undefined },
  render: () => <RaiseButtons />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    await expect(await screen.findByText('Message sent', { selector: 'li *' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(screen.queryByText('Message sent', { selector: 'li *' })).toBeNull(),
    );

    await userEvent.click(canvas.getByRole('button', { name: 'New version' }));
    const refresh = await screen.findByRole('button', { name: 'Refresh' });
    // F8 jumps to the toast region from anywhere on the page.
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(
      screen.getByText('A new version is available', { selector: 'li *' }).closest('li'),
    ).toContainElement(document.activeElement as HTMLElement);
    await expect(refresh).toBeVisible();
  },
};
