import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Modal, ModalClose } from './Modal.tsx';
import type { ModalProps } from './Modal.tsx';
import { vars } from '../../theme/contract.css.ts';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  tags: ['autodocs', 'mobile'],
  args: {
    defaultOpen: true,
    trigger: <Button>Open modal</Button>,
    title: 'Contact Support',
    description: 'We reply within 24 hours, Monday to Friday 09:00-17:00.',
    children: (
      <p>
        Tell us what you need help with and we will get back to you by e-mail. For anything urgent,
        call us on (03) 5550 1234.
      </p>
    ),
    footer: (
      <>
        <ModalClose>
          <Button variant="outline" tone="neutral">
            Cancel
          </Button>
        </ModalClose>
        <Button>Send Message</Button>
      </>
    ),
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    children: { control: false },
    footer: { control: false },
  },
  parameters: {
    // Each story in its own frame on the docs page: open modals would otherwise stack over it.
    docs: { story: { inline: false, iframeHeight: 560 } },
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The logout confirmation (docs/product/spec.md §2). */
export const ConfirmLogout: Story = {
  args: {
    title: 'Ready to Leave?',
    description: 'Select "Log Out" below if you are ready to end your current session.',
    children: undefined,
    footer: (
      <>
        <ModalClose>
          <Button variant="outline" tone="neutral">
            Cancel
          </Button>
        </ModalClose>
        <Button tone="critical">Log Out</Button>
      </>
    ),
  },
};

const field = {
  display: 'grid',
  gap: 4,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
} as const;
const input = {
  minHeight: 40,
  paddingInline: 12,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: 8,
  background: vars.color.surface,
  color: vars.color.text,
} as const;

/** A form in the body; the footer's submit button points at it with `form`. */
export const ChangePassword: Story = {
  args: {
    title: 'Change Password',
    description: undefined,
    children: (
      <form
        id="change-password"
        style={{ display: 'grid', gap: 16 }}
        onSubmit={(event) => event.preventDefault()}
      >
        {['Current Password', 'New Password', 'Confirm New Password'].map((label) => (
          <label key={label} style={field}>
            {label}
            <input
              type="password"
              style={input}
              autoComplete={label === 'Current Password' ? 'current-password' : 'new-password'}
            />
          </label>
        ))}
      </form>
    ),
    footer: (
      <>
        <ModalClose>
          <Button variant="outline" tone="neutral">
            Cancel
          </Button>
        </ModalClose>
        <Button type="submit" form="change-password">
          Change Password
        </Button>
      </>
    ),
  },
};

/** Content taller than the screen: the body scrolls, header and footer stay in view. */
export const LongContent: Story = {
  args: {
    title: 'Terms of Service',
    description: 'Effective 1 July 2025',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        {Array.from({ length: 14 }, (_, i) => (
          <p key={i}>
            {`${i + 1}. These terms govern your use of the Brightlane Digital website and services. By using the site you agree to them; if you do not agree, please do not use the site. We may update these terms from time to time.`}
          </p>
        ))}
      </div>
    ),
    footer: (
      <ModalClose>
        <Button>I understand</Button>
      </ModalClose>
    ),
  },
};

export const WithoutFooter: Story = {
  args: {
    footer: undefined,
    title: 'Set Up Two-Factor Authentication',
    description: 'Step 1: scan the QR code with your authenticator app.',
  },
};

export const LongTitle: Story = {
  args: {
    title: 'Apply for the Senior Front-End Developer (Full-Time, Melbourne or Remote) position',
    description: 'Upload your CV and tell us a little about yourself.',
  },
};

export const Closed: Story = { args: { defaultOpen: false } };

function ControlledModal(props: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Apply Now</Button>
      <Modal
        {...props}
        trigger={undefined}
        defaultOpen={undefined}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}

/** Controlled by the page (no trigger prop): focus still returns to the button that opened it. */
export const Controlled: Story = {
  render: (args) => (
    <ControlledModal {...args} title="Apply for Sales" description="Tell us about yourself." />
  ),
  play: async ({ canvasElement }) => {
    const apply = within(canvasElement).getByRole('button', { name: 'Apply Now' });
    await userEvent.click(apply);
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Apply for Sales' })).toBeVisible(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(apply).toHaveFocus();
  },
};

/**
 * Keyboard and pointer: Enter opens, Tab stays inside, Escape closes and focus returns; the
 * overlay and × close it too; afterwards the page takes clicks again.
 */
export const KeyboardAndPointer: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Contact Support' });
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Contact Support' });
    await userEvent.click(reopened.parentElement!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.body.style.pointerEvents).toBe('');
    await expect(document.body).not.toHaveAttribute('data-scroll-locked');
  },
};
