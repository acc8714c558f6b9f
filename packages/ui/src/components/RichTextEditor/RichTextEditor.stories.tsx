import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

/** The stories own the value, as a form does, so typing in them works. */
function Controlled(args: RichTextEditorProps) {
  const [value, setValue] = useState(args.value);
  return (
    <RichTextEditor
      {...args}
      value={value}
      onValueChange={(html) => {
        setValue(html);
        args.onValueChange?.(html);
      }}
    />
  );
}

/**
 * A long-content field (an article's body). Import from `@brightlane/ui/rich-text-editor`, not the
 * main entry: Tiptap stays out of every page that does not edit.
 */
const meta = {
  title: 'Components/Forms/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  args: { label: 'Content', value: '', onValueChange: fn(), onBlur: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story, { parameters }) =>
      parameters.wide ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 720 }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

// No images: the visual tests run offline, and an image from the network would fail them.
const post = [
  '<h2>Why your practice needs online booking</h2>',
  '<p>Most patients book <strong>outside opening hours</strong>. A booking page answers the phone for you, <em>every night of the week</em>. Read <a href="/services/web-design">how we build them</a>.</p>',
  '<h3>What to ask for</h3>',
  '<ul><li><p>Reminders by SMS and email</p></li><li><p>A page per treatment</p></li></ul>',
  '<ol><li><p>Pick a time</p></li><li><p>Confirm by email</p></li></ol>',
  '<blockquote><p>Bookings went up by a third in the first month.</p></blockquote>',
  '<h4>For developers</h4>',
  '<p>The widget loads with <code>defer</code>:</p>',
  '<pre><code class="language-html">&lt;script src="/booking.js" defer&gt;&lt;/script&gt;</code></pre>',
].join('');

export const Playground: Story = {};

export const WithContent: Story = {
  tags: ['mobile'],
  args: { value: post },
};

export const Placeholder: Story = {
  args: { placeholder: 'Write your post. Use headings to break it into sections.' },
};

export const WithDescription: Story = {
  args: {
    hint: 'Shown on the post page. Start with a short introduction.',
    required: true,
  },
};

export const Invalid: Story = {
  args: { required: true, error: 'Content is required' },
};

export const Disabled: Story = {
  args: { value: post, disabled: true, hint: 'Saving…' },
};

/** Real focus in the text (the visual test hides the caret): the ring goes around the whole field. */
export const Focused: Story = {
  args: { value: '<p>Focused: the ring goes around the whole field.</p>' },
  play: async ({ canvasElement }) => {
    const editable = await within(canvasElement).findByRole('textbox', { name: 'Content' });
    editable.focus();
    await waitFor(() => expect(editable).toHaveFocus());
  },
};

export const FocusedInvalid: Story = {
  args: { value: '<p>Too short.</p>', error: 'Write at least 50 words' },
  play: Focused.play,
};

/** Typing and a shortcut in a real browser: onValueChange gets the HTML. */
export const TypingAndShortcuts: Story = {
  play: async ({ args, canvasElement }) => {
    const editable = await within(canvasElement).findByRole('textbox', { name: 'Content' });
    await userEvent.click(editable);
    await userEvent.keyboard('Launch {Control>}b{/Control}week{Control>}b{/Control} is here');
    await waitFor(() =>
      expect(args.onValueChange).toHaveBeenLastCalledWith(
        '<p>Launch <strong>week</strong> is here</p>',
      ),
    );
    const bold = within(canvasElement).getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Arrow keys move along the toolbar; Space toggles and keeps focus on the button. */
export const ToolbarKeyboard: Story = {
  args: { value: '<p>Select me</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editable = await canvas.findByRole('textbox', { name: 'Content' });
    await userEvent.click(editable);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight} ');
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await expect(bold).toHaveFocus();
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    // Back to the text, so no tooltip is open in the screenshot.
    await userEvent.tab();
    await expect(editable).toHaveFocus();
  },
};

/** The link popover refusing a javascript: address. */
export const LinkRejected: Story = {
  args: { value: '<p>Read about our services.</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const editable = await canvas.findByRole('textbox', { name: 'Content' });
    await userEvent.click(editable);
    await userEvent.keyboard('{Control>}a{/Control}');
    // From the keyboard, so no pointer rests on a button and opens its tooltip.
    canvas.getByRole('button', { name: 'Link' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link address' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'javascript:alert(1){Enter}');
    await expect(
      await within(dialog).findByText(/Links must start with https:\/\//),
    ).toBeInTheDocument();
  },
};

/** The image popover: https address and alt text, both required. */
export const ImageMissingAlt: Story = {
  args: { value: '<p>Our team</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('textbox', { name: 'Content' });
    canvas.getByRole('button', { name: 'Image' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog', { name: 'Add image' });
    const src = within(dialog).getByRole('textbox', { name: 'Image address' });
    await waitFor(() => expect(src).toHaveFocus());
    await userEvent.type(src, 'http://cdn.example/team.jpg{Enter}');
    await expect(await within(dialog).findByText(/must start with https:\/\//)).toBeInTheDocument();
    await expect(within(dialog).getByText(/Describe the image/)).toBeInTheDocument();
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
          <Controlled {...args} value={post} hint="Help text" />
          <Controlled {...args} label="Invalid" error="Content is required" />
          <Controlled
            {...args}
            label="Disabled"
            value="<p>Read-only <strong>while saving</strong>.</p>"
            disabled
          />
        </div>
      ))}
    </div>
  ),
};
