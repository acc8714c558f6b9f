import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/react';
import { createRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import type { RichTextEditorHandle, RichTextEditorProps } from './RichTextEditor.tsx';
import { editable as editableClass } from './RichTextEditor.css.ts';

// jsdom lays nothing out. ProseMirror asks for rectangles to scroll the selection into view
// and to map coordinates to positions; empty rectangles are enough for these tests.
const emptyRect = { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0 };
beforeAll(() => {
  const rects = () =>
    Object.assign([emptyRect], { item: () => emptyRect }) as unknown as DOMRectList;
  Range.prototype.getClientRects = rects;
  Range.prototype.getBoundingClientRect = () => emptyRect as DOMRect;
  Element.prototype.getClientRects ??= rects;
  document.elementFromPoint ??= () => null;
  Element.prototype.scrollIntoView ??= () => {};
});

/** The editable area, once the editor has mounted (it renders only on the client, in an effect). */
const findEditable = (name = 'Content') => screen.findByRole('textbox', { name });

/** Tiptap puts its editor on the editable element; tests use it to select text. */
const editorOf = (element: HTMLElement) => (element as HTMLElement & { editor: Editor }).editor;

/** A parent that owns the value, as a form does. */
function Controlled(props: Partial<RichTextEditorProps> & { initial?: string }) {
  const { initial = '', onValueChange, ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Content"
      value={value}
      onValueChange={(html) => {
        setValue(html);
        onValueChange?.(html);
      }}
      {...rest}
    />
  );
}

describe('RichTextEditor', () => {
  it('given a label, should name the editable textbox by it (aria-labelledby)', async () => {
    render(<RichTextEditor label="Content" value="" onValueChange={() => {}} />);
    const editable = await findEditable();
    expect(editable).toHaveAttribute('contenteditable', 'true');
    expect(editable).toHaveAttribute('aria-multiline', 'true');
    const labelId = editable.getAttribute('aria-labelledby')!;
    expect(document.getElementById(labelId)).toHaveTextContent('Content');
  });

  it('given a click on the label, should focus the editable area', async () => {
    const user = userEvent.setup();
    render(<RichTextEditor label="Content" value="" onValueChange={() => {}} />);
    const editable = await findEditable();
    await user.click(screen.getByText('Content'));
    await waitFor(() => expect(editable).toHaveFocus());
  });

  it('given a hint and an error, should describe the textbox by both and mark it invalid', async () => {
    render(
      <RichTextEditor
        label="Content"
        value=""
        onValueChange={() => {}}
        hint="Use headings to structure the post."
        error="Content is required"
        required
      />,
    );
    const editable = await findEditable();
    expect(editable).toHaveAccessibleDescription(
      'Use headings to structure the post. Content is required',
    );
    expect(editable).toHaveAttribute('aria-invalid', 'true');
    expect(editable).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('Content is required')).toBeVisible();
  });

  it('given typing, should call onValueChange with the HTML, and with "" once emptied', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    // Controlled: each change comes back as `value`, sometimes a keystroke late (ProseMirror
    // reads typing from DOM mutations, outside React's event handlers). A late echo once
    // replaced the content and dropped letters ('Helo').
    render(<Controlled onValueChange={onValueChange} />);
    const editable = await findEditable();
    await user.click(editable);
    await user.keyboard('Hello there');
    expect(onValueChange).toHaveBeenLastCalledWith('<p>Hello there</p>');
    act(() => {
      editorOf(editable).commands.clearContent(true);
    });
    expect(onValueChange).toHaveBeenLastCalledWith('');
  });

  it('given a defaultValue and no value, should keep its own content and report each change', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { container } = render(
      <RichTextEditor
        label="Content"
        name="content"
        defaultValue="<p>Draft</p>"
        onValueChange={onValueChange}
      />,
    );
    const editable = await findEditable();
    expect(editable).toHaveTextContent('Draft');
    await user.click(editable);
    act(() => {
      editorOf(editable).commands.focus('end');
    });
    await user.keyboard(' two');
    expect(onValueChange).toHaveBeenLastCalledWith('<p>Draft two</p>');
    // The hidden input carries the editor's own value for a native form submission.
    expect(container.querySelector('input[name="content"]')).toHaveValue('<p>Draft two</p>');
  });

  it('given the Bold and Heading 2 buttons, should toggle the format and aria-pressed', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled initial="<p>Launch day</p>" onValueChange={onValueChange} />);
    const editable = await findEditable();
    act(() => {
      editorOf(editable).commands.selectAll();
    });
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveAttribute('aria-pressed', 'false');
    await user.click(bold);
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('<p><strong>Launch day</strong></p>');

    const heading = screen.getByRole('button', { name: 'Heading 2' });
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-pressed', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('<h2><strong>Launch day</strong></h2>');
    await user.click(heading);
    expect(heading).toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange).toHaveBeenLastCalledWith('<p><strong>Launch day</strong></p>');
  });

  it('given Mod-B in the text, should bold it (Tiptap keyboard shortcuts)', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const editable = await findEditable();
    await user.click(editable);
    await user.keyboard('{Control>}b{/Control}Hi');
    expect(onValueChange).toHaveBeenLastCalledWith('<p><strong>Hi</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('given the toolbar, should be one tab stop with arrow, Home and End keys between its buttons', async () => {
    const user = userEvent.setup();
    render(<RichTextEditor label="Content" value="<p>Text</p>" onValueChange={() => {}} />);
    await findEditable();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);

    await user.tab();
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Heading 3' })).toHaveFocus();
    await user.keyboard('{End}');
    // Undo and Redo are disabled with nothing to undo: the last enabled button is Image.
    expect(within(toolbar).getByRole('button', { name: 'Image' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(toolbar).getByRole('button', { name: 'Image' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(toolbar).getByRole('button', { name: 'Heading 2' })).toHaveFocus();
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([
      within(toolbar).getByRole('button', { name: 'Heading 2' }),
    ]);

    // Tab leaves the toolbar for the text.
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveFocus();
  });

  it('given a toggle pressed from the keyboard, should keep focus on it so its new state is announced', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled initial="<p>Text</p>" onValueChange={onValueChange} />);
    const editable = await findEditable();
    act(() => {
      editorOf(editable).commands.selectAll();
    });
    await user.tab();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const bold = screen.getByRole('button', { name: 'Bold' });
    expect(bold).toHaveFocus();
    await user.keyboard(' ');
    expect(bold).toHaveFocus();
    expect(bold).toHaveAttribute('aria-pressed', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith('<p><strong>Text</strong></p>');
  });

  it('given a javascript: link, should refuse it with a message; given https, should apply it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled initial="<p>Our services</p>" onValueChange={onValueChange} />);
    const editable = await findEditable();
    act(() => {
      editorOf(editable).commands.selectAll();
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    const field = within(dialog).getByRole('textbox', { name: 'Link address' });
    expect(field).toHaveFocus();

    await user.type(field, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Links must start with https://, http://, mailto: or tel:'),
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(onValueChange).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, 'https://brightlane.example/services{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onValueChange).toHaveBeenLastCalledWith(
      '<p><a href="https://brightlane.example/services">Our services</a></p>',
    );
    await waitFor(() => expect(editable).toHaveFocus());
  });

  it('given no selection and a bare domain, should insert the address as an https link', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled initial="<p>Visit</p>" onValueChange={onValueChange} />);
    const editable = await findEditable();
    act(() => {
      editorOf(editable).commands.setTextSelection(6);
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add link' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Link address' }),
      'www.example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onValueChange).toHaveBeenLastCalledWith(
      '<p>Visit<a href="https://www.example.com">https://www.example.com</a></p>',
    );
  });

  it('given a link at the cursor, should edit and remove it', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Controlled initial='<p><a href="/about">About us</a></p>' onValueChange={onValueChange} />,
    );
    const editable = await findEditable();
    act(() => {
      editorOf(editable).commands.setTextSelection(3);
    });
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    expect(within(dialog).getByRole('textbox', { name: 'Link address' })).toHaveValue('/about');
    await user.click(within(dialog).getByRole('button', { name: 'Remove link' }));
    expect(onValueChange).toHaveBeenLastCalledWith('<p>About us</p>');
  });

  it('given an image, should require an https address and alt text', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled initial="<p>Intro</p>" onValueChange={onValueChange} />);
    await findEditable();
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add image' });
    const src = within(dialog).getByRole('textbox', { name: 'Image address' });
    const alt = within(dialog).getByRole('textbox', { name: 'Alt text' });

    await user.type(src, 'http://cdn.example/team.jpg');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(src).toHaveAccessibleDescription(
      expect.stringContaining('Image addresses must start with https://'),
    );
    expect(alt).toHaveAccessibleDescription(
      expect.stringContaining('Describe the image for people who cannot see it.'),
    );
    expect(onValueChange).not.toHaveBeenCalled();

    await user.clear(src);
    await user.type(src, 'https://cdn.example/team.jpg');
    await user.type(alt, 'Our team at the Melbourne office');
    await user.click(within(dialog).getByRole('button', { name: 'Insert image' }));
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.stringContaining(
        '<img src="https://cdn.example/team.jpg" alt="Our team at the Melbourne office">',
      ),
    );
  });

  it('given disabled, should make the text read-only and disable every toolbar button', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor
        label="Content"
        value="<p>Saved</p>"
        onValueChange={onValueChange}
        disabled
      />,
    );
    const editable = await findEditable();
    expect(editable).toHaveAttribute('contenteditable', 'false');
    expect(editable).toHaveAttribute('aria-disabled', 'true');
    for (const button of within(screen.getByRole('toolbar')).getAllByRole('button')) {
      expect(button).toBeDisabled();
    }
    rerender(<RichTextEditor label="Content" value="<p>Saved</p>" onValueChange={onValueChange} />);
    expect(editable).toHaveAttribute('contenteditable', 'true');
    expect(screen.getByRole('button', { name: 'Bold' })).toBeEnabled();
    // Becoming editable again is not a change of content.
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('given a new value from outside, should show it without calling onValueChange', async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <RichTextEditor label="Content" value="<p>First draft</p>" onValueChange={onValueChange} />,
    );
    const editable = await findEditable();
    expect(editable).toHaveTextContent('First draft');
    rerender(
      <RichTextEditor
        label="Content"
        value="<h2>Restored</h2><p>From the saved draft</p>"
        onValueChange={onValueChange}
      />,
    );
    expect(within(editable).getByRole('heading', { level: 2 })).toHaveTextContent('Restored');
    expect(editable).toHaveTextContent('From the saved draft');
    rerender(<RichTextEditor label="Content" value="" onValueChange={onValueChange} />);
    expect(editable).toHaveTextContent('');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('given its own changes coming back as value, should keep typing where the caret is', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<Controlled initial="<p>ab</p>" onValueChange={onValueChange} />);
    const editable = await findEditable();
    await user.click(editable);
    act(() => {
      editorOf(editable).commands.setTextSelection(2);
    });
    await user.keyboard('XY');
    expect(onValueChange).toHaveBeenLastCalledWith('<p>aXYb</p>');
  });

  it('given pasted HTML with a script, styles and handlers, should keep only clean HTML', async () => {
    const onValueChange = vi.fn();
    render(
      <Controlled
        initial='<p style="color:red" onclick="steal()">Hi<script>alert(1)</script></p><img src="https://x.example/a.png" alt="a" onerror="steal()">'
        onValueChange={onValueChange}
      />,
    );
    const editable = await findEditable();
    act(() => {
      const editor = editorOf(editable);
      editor.commands.insertContentAt(
        editor.state.doc.content.size,
        '<h1 class="x">Pasted</h1><style>p{}</style><a href="javascript:alert(1)">bad</a>',
      );
    });
    const html = onValueChange.mock.lastCall?.[0] as string;
    expect(html).toBe(
      '<p>Hi</p><img src="https://x.example/a.png" alt="a"><p>Pasted</p><p>bad</p>',
    );
  });

  it('given a name, should carry the HTML in a hidden input for native forms', async () => {
    const { container } = render(
      <RichTextEditor
        label="Content"
        name="content"
        value="<p>Body</p>"
        onValueChange={() => {}}
      />,
    );
    await findEditable();
    const input = container.querySelector('input[type="hidden"][name="content"]');
    expect(input).toHaveValue('<p>Body</p>');
    // Once the editor runs, the hidden input replaces the textarea: one field of that name.
    expect(container.querySelector('textarea[name="content"]')).toBeNull();
    expect(container.querySelectorAll('[name="content"]')).toHaveLength(1);
  });

  it('given a placeholder, should expose it while empty', async () => {
    render(
      <RichTextEditor
        label="Content"
        value=""
        onValueChange={() => {}}
        placeholder="Write your post…"
      />,
    );
    const editable = await findEditable();
    expect(editable).toHaveAttribute('aria-placeholder', 'Write your post…');
    expect(editable).toHaveAttribute('data-empty');
  });

  it('given a ref, should focus the text through it', async () => {
    const ref = createRef<RichTextEditorHandle>();
    render(<RichTextEditor label="Content" value="" onValueChange={() => {}} ref={ref} />);
    const editable = await findEditable();
    act(() => ref.current!.focus());
    // Tiptap focuses in the next animation frame.
    await waitFor(() => expect(editable).toHaveFocus());
  });

  it('given focus moving to the toolbar or leaving the editor, should call onBlur only when it leaves', async () => {
    const user = userEvent.setup();
    const onBlur = vi.fn();
    render(
      <>
        <RichTextEditor
          label="Content"
          value="<p>Text</p>"
          onValueChange={() => {}}
          onBlur={onBlur}
        />
        <button type="button">Save</button>
      </>,
    );
    const editable = await findEditable();
    await user.click(editable);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    await user.tab({ shift: true });
    expect(onBlur).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('given a server render, should output the label, the toolbar and a same-sized box in place of the editor', () => {
    const html = renderToString(
      <RichTextEditor label="Content" value="<p>Draft</p>" onValueChange={() => {}} />,
    );
    expect(html).toContain('Content');
    expect(html).toContain('role="toolbar"');
    // The box has the editable area's class (so its min-height); the editor mounts on the client.
    expect(html).toContain(`<div class="${editableClass}"></div>`);
    expect(html).not.toContain('contenteditable');
  });

  it('given a name and a server render, should hold the HTML in a textarea of that name, for a page without script', () => {
    const html = renderToString(
      <RichTextEditor
        label="Content"
        name="content"
        value="<p>Draft & more</p>"
        onValueChange={() => {}}
        required
      />,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const source = doc.querySelector('textarea[name="content"]');
    expect(source?.textContent).toBe('<p>Draft & more</p>');
    expect(source?.getAttribute('aria-required')).toBe('true');
    const labelId = source?.getAttribute('aria-labelledby') ?? '';
    expect(doc.getElementById(labelId)?.textContent).toContain('Content');
    // Only one field of that name is sent: no hidden input until the editor runs.
    expect(doc.querySelectorAll('[name="content"]')).toHaveLength(1);
  });

  it('should have no axe violations', async () => {
    const { container } = render(
      <div>
        <RichTextEditor
          label="Content"
          value="<h2>Heading</h2><p>Text with <a href='/x'>a link</a></p>"
          onValueChange={() => {}}
          hint="Markdown is not supported."
          error="Content is too short"
          required
          placeholder="Write…"
        />
        <RichTextEditor label="Summary" value="" onValueChange={() => {}} disabled />
      </div>,
    );
    await findEditable();
    await findEditable('Summary');
    expect(await axeViolations(container)).toEqual([]);
  });
});
