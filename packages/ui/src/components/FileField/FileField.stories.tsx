import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { FileField } from './FileField.tsx';

const MB = 1024 * 1024;
// Fixed names and sizes keep the screenshots deterministic.
const cv = new File([new Uint8Array(1_288_490)], 'jane-doe-cv.pdf', { type: 'application/pdf' });
const longName = new File(
  [new Uint8Array(48_000)],
  'jane-alexandra-doe-winterbottom-curriculum-vitae-2026-final-v3-really-final.docx',
  {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
);

/** Puts a file in a file input as a drop or the picker would (works for any type or size). */
function choose(input: HTMLElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  (input as HTMLInputElement).files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const meta = {
  title: 'Components/Forms/FileField',
  component: FileField,
  tags: ['autodocs'],
  args: {
    label: 'CV',
    accept: ['.pdf', '.docx'],
    maxSize: 5 * MB,
    hint: 'PDF or DOCX, up to 5 MB.',
    onValueChange: fn(),
    onReject: fn(),
  },
  argTypes: {
    defaultValue: { control: false },
    value: { control: false },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const States: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <FileField {...args} label="Empty" />
      <FileField {...args} label="Hover" data-pseudo="hover" />
      <FileField {...args} label="Focus" data-pseudo="focus" />
      <FileField {...args} label="With a file" defaultValue={cv} />
      <FileField {...args} label="Disabled" disabled defaultValue={cv} />
      <FileField {...args} label="Invalid" error="Your CV must be 5 MB or smaller" />
      <FileField {...args} label="Required" required hint={undefined} />
    </div>
  ),
};

export const WithFile: Story = { args: { defaultValue: cv } };

export const Invalid: Story = { args: { error: 'Upload a PDF or DOCX file', required: true } };

export const Disabled: Story = { args: { disabled: true } };

export const LongFileName: Story = {
  args: {
    defaultValue: longName,
    label: 'Curriculum vitae or résumé (optional, but it helps us get back to you faster)',
  },
};

/** A 6 MB PDF is refused with the default message. */
export const TooLarge: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    choose(
      canvas.getByLabelText('CV'),
      new File([new Uint8Array(6 * MB)], 'big.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('File must be 5 MB or smaller')).toBeInTheDocument();
    await expect(args.onReject).toHaveBeenCalledWith('too-large', expect.anything());
  },
};

/** A text file is refused with the default message built from `accept`. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    choose(canvas.getByLabelText('CV'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('Upload a PDF or DOCX file')).toBeInTheDocument();
  },
};

/** Choose a file, see it, remove it with the keyboard: focus goes back to the input. */
export const ChooseAndRemove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('CV');
    choose(input, cv);
    await expect(await canvas.findByText('jane-doe-cv.pdf')).toBeInTheDocument();
    await expect(canvas.getByText('1.2 MB')).toBeInTheDocument();
    await expect(args.onValueChange).toHaveBeenCalledWith(cv);
    canvas.getByRole('button', { name: 'Remove jane-doe-cv.pdf' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByText('jane-doe-cv.pdf')).toBeNull();
    await expect(input).toHaveFocus();
  },
};

export const Contrast: Story = {
  parameters: { wide: true },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
      {[lightTheme, darkTheme].map((scope) => (
        <div
          key={scope}
          className={scope}
          style={{ display: 'grid', gap: 16, padding: 16, background: vars.color.background }}
        >
          <FileField {...args} />
          <FileField {...args} label="With a file" defaultValue={cv} />
          <FileField {...args} label="Invalid" error="Upload a PDF or DOCX file" />
        </div>
      ))}
    </div>
  ),
};
