import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RecoveryCodes } from './RecoveryCodes.tsx';

// Ten fixed placeholder codes, for stories only: the server generates the real ones.
const codes = [
  'k7f3-9q2m',
  'p4x8-2b6n',
  'w9c1-7h3d',
  'r2t6-5m8j',
  'z3v7-1k4q',
  'h8n2-6w9s',
  'd5g9-3p7x',
  'm1b4-8r2c',
  'q6j3-4t1v',
  'y2s8-9f5l',
];

const meta = {
  title: 'Components/RecoveryCodes',
  component: RecoveryCodes,
  // The two-factor set-up is used on phones: each story is also shot at 375 px.
  tags: ['autodocs', 'mobile'],
  args: { codes, onCopy: fn(), onDownload: fn() },
  argTypes: { codes: { control: false } },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: parameters.maxWidth ?? 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecoveryCodes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten codes in two columns, with Copy and Download. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  },
};

/**
 * Copy with a stubbed clipboard (the test browser grants none): the button says 'Copied' and the
 * status region announces it. `copiedDuration` is long so the screenshot catches the state.
 */
export const Copied: Story = {
  args: { copiedDuration: 60_000 },
  play: async ({ canvasElement, args }) => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.resolve() },
    });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied');
    await expect(args.onCopy).toHaveBeenCalledWith(codes.join('\n'));
  },
};

/** The clipboard refused: the codes are selected (and focused) for a copy by hand. */
export const CopyFailed: Story = {
  args: { copiedDuration: 60_000 },
  play: async ({ canvasElement, args }) => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Copy failed');
    await expect(canvas.getByRole('list', { name: 'Recovery codes' })).toHaveFocus();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

/** Longer codes in a narrow column: they wrap inside their cell instead of overflowing. */
export const LongText: Story = {
  args: {
    codes: [
      'k7f3-9q2m-x8w1-p0z5',
      'p4x8-2b6n-c3v9-l2k7',
      'w9c1-7h3d-m5n8-q4r6',
      'r2t6-5m8j-b1g3-s9d2',
      'z3v7-1k4q-t6y8-h0j5',
      'h8n2-6w9s-f2e4-u7i1',
    ],
    copyLabel: 'Copy all recovery codes',
    downloadLabel: 'Download as a text file',
  },
  parameters: { maxWidth: 280 },
};

/** More codes than the usual ten. */
export const ManyItems: Story = {
  args: {
    codes: [...codes, 'b7n2-4c9x', 'f3k8-6v1z', 'j5m1-2q7w', 'l9p4-8s3e', 'n2r6-5t0y', 'v8x3-1u6i'],
  },
};
