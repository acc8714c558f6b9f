import { clsx } from 'clsx';
import * as RadixPopover from '@radix-ui/react-popover';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import type { EditorState } from '@tiptap/pm/state';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Heading4,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  SquareCode,
  Undo2,
} from 'lucide-react';
import { Fragment, useEffect, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, MouseEvent, ReactNode, Ref, RefObject } from 'react';
import { Button } from '../Button/Button.tsx';
import { Field, hasContent, useFieldIds } from '../Field/Field.tsx';
import { control, nativeControl } from '../Field/Field.css.ts';
import { content as popupContent } from '../Popup/Popup.css.ts';
import { TextField } from '../TextField/TextField.tsx';
import { Tooltip, TooltipProvider } from '../Tooltip/Tooltip.tsx';
import { richTextExtensions } from './extensions.ts';
import { checkImageUrl, checkLinkUrl, imageMessages } from './urls.ts';
import * as styles from './RichTextEditor.css.ts';

/** What a form can do with the editor through its ref. */
export interface RichTextEditorHandle {
  /** Moves focus into the editable area (e.g. the first invalid field after a submit). */
  focus(): void;
}

export interface RichTextEditorProps {
  /** The visible label, linked to the editable area with `aria-labelledby`. */
  label: string;
  /**
   * The content as HTML (controlled); pair it with `onValueChange`. A new value from outside
   * (a restored draft, a loaded post) replaces the content; the editor's own changes coming
   * back do not reset it.
   */
  value?: string;
  /** The content at first, as HTML (uncontrolled). Default ''. */
  defaultValue?: string;
  /** Called with the editor's HTML on every change; an empty document gives ''. */
  onValueChange?: (html: string) => void;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message, shown as Field shows it; sets `aria-invalid` and a critical border. */
  error?: ReactNode;
  /** Shows the '*' marker and sets `aria-required` on the editable area. */
  required?: boolean;
  /** Read-only content and a disabled toolbar (e.g. while saving). */
  disabled?: boolean;
  /** Id of the editable area; generated when omitted. */
  id?: string;
  /**
   * When given, the HTML is sent with its form as this field: a hidden input once the editor
   * runs; until then (on the server, before hydration, and where scripts do not run) a
   * `<textarea>` holding the HTML, which is what a page without scripting shows and sends in
   * place of the editor (its toolbar and box need script).
   */
  name?: string;
  /** Shown (and announced through `aria-placeholder`) while the document is empty. */
  placeholder?: string;
  /** Called when focus leaves the whole editor (editable area, toolbar and its popovers). */
  onBlur?: () => void;
  /** Class on the field's outer element. */
  className?: string;
  /** `{ focus() }`, for a form that focuses its first invalid field. */
  ref?: Ref<RichTextEditorHandle>;
}

/** How many of its own recent values the editor recognises when they come back as `value`. */
const RECENT_OWN_VALUES = 20;

/** The editor's HTML, '' for an empty document (one empty paragraph). */
function htmlOf(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}

/** Only an empty first paragraph shows the placeholder, not an empty heading or list. */
function isEmptyDoc(state: EditorState): boolean {
  const { doc } = state;
  const first = doc.firstChild;
  return doc.childCount === 1 && first?.type.name === 'paragraph' && first.content.size === 0;
}

/** ⌘ on Apple keyboards, Ctrl elsewhere (Tiptap's `Mod`). Read only when a tooltip shows. */
function shortcut(keys: string): string {
  const apple =
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || '');
  return apple
    ? keys.replace('Mod+', '⌘').replace('Alt+', '⌥').replace('Shift+', '⇧')
    : keys.replace('Mod+', 'Ctrl+');
}

interface ToggleAction {
  kind: 'toggle' | 'command';
  key: string;
  label: string;
  keys?: string;
  icon: ReactNode;
  isActive?: (editor: Editor) => boolean;
  canRun?: (editor: Editor) => boolean;
  run: (editor: Editor, refocus: boolean) => void;
}

/** Starts a command chain, returning focus to the text only after a pointer click. */
const chain = (editor: Editor, refocus: boolean) =>
  refocus ? editor.chain().focus() : editor.chain();

const iconSize = 18;

const toggles: ToggleAction[][] = [
  ([2, 3, 4] as const).map((level) => ({
    kind: 'toggle' as const,
    key: `h${level}`,
    label: `Heading ${level}`,
    keys: `Mod+Alt+${level}`,
    icon:
      level === 2 ? (
        <Heading2 size={iconSize} />
      ) : level === 3 ? (
        <Heading3 size={iconSize} />
      ) : (
        <Heading4 size={iconSize} />
      ),
    isActive: (editor) => editor.isActive('heading', { level }),
    run: (editor, refocus) => chain(editor, refocus).toggleHeading({ level }).run(),
  })),
  [
    {
      kind: 'toggle',
      key: 'bold',
      label: 'Bold',
      keys: 'Mod+B',
      icon: <Bold size={iconSize} />,
      isActive: (editor) => editor.isActive('bold'),
      run: (editor, refocus) => chain(editor, refocus).toggleBold().run(),
    },
    {
      kind: 'toggle',
      key: 'italic',
      label: 'Italic',
      keys: 'Mod+I',
      icon: <Italic size={iconSize} />,
      isActive: (editor) => editor.isActive('italic'),
      run: (editor, refocus) => chain(editor, refocus).toggleItalic().run(),
    },
  ],
  [
    {
      kind: 'toggle',
      key: 'bulletList',
      label: 'Bulleted list',
      keys: 'Mod+Shift+8',
      icon: <List size={iconSize} />,
      isActive: (editor) => editor.isActive('bulletList'),
      run: (editor, refocus) => chain(editor, refocus).toggleBulletList().run(),
    },
    {
      kind: 'toggle',
      key: 'orderedList',
      label: 'Numbered list',
      keys: 'Mod+Shift+7',
      icon: <ListOrdered size={iconSize} />,
      isActive: (editor) => editor.isActive('orderedList'),
      run: (editor, refocus) => chain(editor, refocus).toggleOrderedList().run(),
    },
    {
      kind: 'toggle',
      key: 'blockquote',
      label: 'Quote',
      keys: 'Mod+Shift+B',
      icon: <Quote size={iconSize} />,
      isActive: (editor) => editor.isActive('blockquote'),
      run: (editor, refocus) => chain(editor, refocus).toggleBlockquote().run(),
    },
  ],
  [
    {
      kind: 'toggle',
      key: 'code',
      label: 'Code',
      keys: 'Mod+E',
      icon: <Code size={iconSize} />,
      isActive: (editor) => editor.isActive('code'),
      run: (editor, refocus) => chain(editor, refocus).toggleCode().run(),
    },
    {
      kind: 'toggle',
      key: 'codeBlock',
      label: 'Code block',
      keys: 'Mod+Alt+C',
      icon: <SquareCode size={iconSize} />,
      isActive: (editor) => editor.isActive('codeBlock'),
      run: (editor, refocus) => chain(editor, refocus).toggleCodeBlock().run(),
    },
  ],
];

const history: ToggleAction[] = [
  {
    kind: 'command',
    key: 'undo',
    label: 'Undo',
    keys: 'Mod+Z',
    icon: <Undo2 size={iconSize} />,
    canRun: (editor) => editor.can().undo(),
    run: (editor, refocus) => chain(editor, refocus).undo().run(),
  },
  {
    kind: 'command',
    key: 'redo',
    label: 'Redo',
    keys: 'Mod+Shift+Z',
    icon: <Redo2 size={iconSize} />,
    canRun: (editor) => editor.can().redo(),
    run: (editor, refocus) => chain(editor, refocus).redo().run(),
  },
];

/** Every button of the toolbar in order: the roving tab stop moves along this list. */
const toolbarKeys = [
  ...toggles.flat().map((action) => action.key),
  'link',
  'image',
  ...history.map((action) => action.key),
];

/**
 * A rich-text field for long content (e.g. an article's body), on Tiptap 3. Produces HTML
 * limited to a strict subset (see `richTextExtensions`). Client-only editing: on the server and
 * until the editor mounts it renders an empty box of the same size. With a `name`, that render
 * also holds the HTML in a `<textarea>` of that name, shown instead of the box only where
 * scripting is off (`@media (scripting: none)`): there the HTML itself can be edited and sent
 * with the form, and whoever takes it must sanitise it, as for any HTML sent to a server.
 *
 * Import it from `@brightlane/ui/rich-text-editor` (not the main entry): Tiptap and
 * ProseMirror are ~100 KB gzipped and must only load on the pages that edit.
 */
export function RichTextEditor({
  label,
  value,
  defaultValue = '',
  onValueChange,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  name,
  placeholder,
  onBlur,
  className,
  ref,
}: RichTextEditorProps) {
  const ids = useFieldIds({ id, hint, error });
  const invalid = ids.invalid;
  const controlled = value !== undefined;
  const [ownValue, setOwnValue] = useState(defaultValue);
  const html = controlled ? value : ownValue;

  // Read through refs: the editor is created once and must call the latest callbacks.
  const onValueChangeRef = useRef(onValueChange);
  const onBlurRef = useRef(onBlur);
  const controlledRef = useRef(controlled);
  useEffect(() => {
    onValueChangeRef.current = onValueChange;
    onBlurRef.current = onBlur;
    controlledRef.current = controlled;
  });

  /**
   * The HTML the editor sent through onValueChange lately (or last took from `value`), newest last.
   * A `value` among them is the editor's own change coming back, not a new value from outside.
   * Several, not only the last: ProseMirror reads typing from DOM mutations, outside React's
   * event handlers, so React may render with the value of keystroke 1 after keystroke 2 has
   * already been sent; replacing the content then would drop keystroke 2.
   */
  const ownHtml = useRef<string[]>([]);
  const [initialValue] = useState(html);
  const extensions = useMemo(() => richTextExtensions(), []);

  const editorProps = useMemo(
    () => ({
      // The attributes live on ProseMirror's contenteditable element, the "textbox".
      attributes: (state: EditorState): Record<string, string> => ({
        id: ids.id,
        class: styles.editable,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': ids.labelId,
        ...(ids.describedBy ? { 'aria-describedby': ids.describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
        ...(placeholder
          ? { 'aria-placeholder': placeholder, 'data-placeholder': placeholder }
          : {}),
        ...(isEmptyDoc(state) ? { 'data-empty': '' } : {}),
      }),
    }),
    [ids.id, ids.labelId, ids.describedBy, invalid, required, disabled, placeholder],
  );

  const editor = useEditor({
    // Never render on the server: ProseMirror needs the DOM, and a server render would not
    // match the client's first one. The placeholder box below stands in until then.
    immediatelyRender: false,
    extensions,
    content: initialValue,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = htmlOf(current);
      if (next === ownHtml.current.at(-1)) return;
      ownHtml.current = [...ownHtml.current.slice(-(RECENT_OWN_VALUES - 1)), next];
      if (!controlledRef.current) setOwnValue(next);
      onValueChangeRef.current?.(next);
    },
  });

  // A value from outside replaces the content. The editor's own changes coming back as `value`
  // are left alone (resetting would move the caret, or drop a keystroke, on every change).
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if (ownHtml.current.includes(html)) return;
    ownHtml.current = [html];
    if (html === htmlOf(editor)) return;
    editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);

  useEffect(() => {
    if (!editor || editor.isDestroyed || editor.isEditable === !disabled) return;
    // false: becoming read-only is not a change of content, so no onValueChange.
    editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useImperativeHandle(
    ref,
    () => ({
      focus() {
        editor?.commands.focus();
      },
    }),
    [editor],
  );

  const rootRef = useRef<HTMLDivElement>(null);
  /** Focus left the editor and its popovers (which render in <body>, outside the root). */
  const handleBlur = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && rootRef.current?.contains(next)) return;
    if (next instanceof Element && next.closest(`[data-rich-text-editor="${ids.id}"]`)) return;
    onBlurRef.current?.();
  };

  // The label is not a <label> (the editable area is not a labelable element): a click on it
  // focuses the editor as a click on a native label would.
  const handleClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest(`[id="${ids.labelId}"]`)) {
      editor?.commands.focus();
    }
  };

  return (
    <Field
      ref={rootRef}
      ids={ids}
      group
      label={label}
      // The hint goes under the label, not under the box where Field puts it: below a 16rem
      // editor it would be read only after writing. `ids` still lists it for aria-describedby.
      error={error}
      required={required}
      disabled={disabled}
      className={className}
      onBlur={handleBlur}
      onClick={handleClick}
      data-rich-text-editor={ids.id}
    >
      {hasContent(hint) ? (
        <p id={ids.hintId} className={styles.hintAbove}>
          {hint}
        </p>
      ) : null}
      <div
        className={clsx(control({ size: 'md' }), styles.box, name ? styles.withScript : undefined)}
        data-invalid={invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <Toolbar
          editor={editor}
          disabled={disabled}
          // Only once the editable area (which has the id) exists.
          controls={editor ? ids.id : undefined}
          popoverOwner={ids.id}
        />
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          // Same class, same min-height: no layout shift when the editor replaces it.
          <div
            className={styles.editable}
            data-empty={html ? undefined : ''}
            data-placeholder={placeholder}
          />
        )}
      </div>
      {name && editor ? <input type="hidden" name={name} value={html} /> : null}
      {name && !editor ? (
        // The HTML as text, for a page whose script does not run (shown only there); where it
        // runs, hidden, it still sends the content with a form sent before the editor mounts.
        <div
          className={clsx(control({ size: 'md' }), styles.withoutScript)}
          data-invalid={invalid || undefined}
          data-disabled={disabled || undefined}
        >
          <textarea
            name={name}
            defaultValue={html}
            rows={12}
            disabled={disabled}
            aria-labelledby={ids.labelId}
            aria-describedby={ids.describedBy}
            aria-invalid={invalid || undefined}
            aria-required={required || undefined}
            placeholder={placeholder}
            spellCheck
            className={clsx(nativeControl, styles.source)}
          />
        </div>
      ) : null}
    </Field>
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Toolbar                                                                                    */
/* ------------------------------------------------------------------------------------------ */

interface ToolbarProps {
  editor: Editor | null;
  disabled: boolean;
  /** Id of the editable area, once it exists. */
  controls: string | undefined;
  /** Marks the popovers as part of this editor (for the blur check). */
  popoverOwner: string;
}

/**
 * WAI-ARIA toolbar: one tab stop, arrow keys (and Home/End) move between the buttons. Toggle
 * buttons keep focus when pressed from the keyboard, so the new `aria-pressed` is announced;
 * a pointer click returns focus to the text.
 */
/** Pressed and enabled state of every toolbar button, keyed `bold:active`, `undo:enabled`. */
function toolbarFlags(editor: Editor): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  for (const action of [...toggles.flat(), ...history]) {
    flags[`${action.key}:active`] = action.isActive?.(editor) ?? false;
    flags[`${action.key}:enabled`] = action.canRun?.(editor) ?? true;
  }
  flags['link:active'] = editor.isActive('link');
  return flags;
}

function Toolbar({ editor, disabled, controls, popoverOwner }: ToolbarProps) {
  const tracked = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? toolbarFlags(current) : null),
  });
  // useEditorState updates on the editor's transactions only: until the first one after the
  // editor mounts, it still holds the null from before. Read the flags directly until then.
  const state = tracked ?? (editor ? toolbarFlags(editor) : null);

  const [current, setCurrent] = useState(toolbarKeys[0]!);
  const isEnabled = (key: string) =>
    !disabled && editor !== null && (state?.[`${key}:enabled`] ?? true);
  const enabledKeys = toolbarKeys.filter(isEnabled);
  // The tab stop stays where the user left it, unless that button became disabled (Undo).
  const tabStop = enabledKeys.includes(current) ? current : enabledKeys[0];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const from = enabledKeys.indexOf(current);
    let to = from;
    if (event.key === 'ArrowRight') to = (from + 1) % enabledKeys.length;
    if (event.key === 'ArrowLeft') to = (from - 1 + enabledKeys.length) % enabledKeys.length;
    if (event.key === 'Home') to = 0;
    if (event.key === 'End') to = enabledKeys.length - 1;
    const key = enabledKeys[to];
    if (!key) return;
    event.preventDefault();
    setCurrent(key);
    event.currentTarget.querySelector<HTMLElement>(`[data-tool="${key}"]`)?.focus();
  };

  const buttonProps = (key: string): ToolButtonProps => ({
    'data-tool': key,
    type: 'button',
    className: styles.toolButton,
    tabIndex: key === tabStop ? 0 : -1,
    disabled: !isEnabled(key),
    onFocus: () => setCurrent(key),
    // Keep the text's focus and selection on a pointer press; the command runs on click.
    onMouseDown: (event: MouseEvent) => event.preventDefault(),
  });

  const renderAction = (action: ToggleAction) => (
    <Tooltip
      key={action.key}
      content={`${action.label}${action.keys ? ` (${shortcut(action.keys)})` : ''}`}
    >
      <button
        {...buttonProps(action.key)}
        aria-label={action.label}
        aria-pressed={
          action.kind === 'toggle' ? Boolean(state?.[`${action.key}:active`]) : undefined
        }
        // detail is 0 for a click made with the keyboard (Enter, Space).
        onClick={(event) => editor && action.run(editor, event.detail > 0)}
      >
        <span aria-hidden="true" style={{ display: 'inline-flex' }}>
          {action.icon}
        </span>
      </button>
    </Tooltip>
  );

  return (
    <TooltipProvider>
      <div
        role="toolbar"
        aria-label="Formatting"
        aria-controls={controls}
        aria-disabled={disabled || undefined}
        className={styles.toolbar}
        onKeyDown={onKeyDown}
      >
        {toggles.map((group, index) => (
          <Fragment key={group[0]!.key}>
            {index > 0 ? <span className={styles.separator} aria-hidden="true" /> : null}
            {group.map(renderAction)}
          </Fragment>
        ))}
        <span className={styles.separator} aria-hidden="true" />
        <LinkPopover
          editor={editor}
          active={Boolean(state?.['link:active'])}
          buttonProps={buttonProps('link')}
          owner={popoverOwner}
        />
        <ImagePopover editor={editor} buttonProps={buttonProps('image')} owner={popoverOwner} />
        <span className={styles.separator} aria-hidden="true" />
        {history.map(renderAction)}
      </div>
    </TooltipProvider>
  );
}

/* ------------------------------------------------------------------------------------------ */
/* Link and image popovers                                                                    */
/* ------------------------------------------------------------------------------------------ */

/** The props Toolbar gives every button (roving tabindex, ref, style). */
interface ToolButtonProps {
  'data-tool': string;
  type: 'button';
  className: string;
  tabIndex: number;
  disabled: boolean;
  onFocus: () => void;
  onMouseDown: (event: MouseEvent) => void;
}

interface EditorPopoverProps {
  editor: Editor | null;
  buttonProps: ToolButtonProps;
  owner: string;
}

/** The shared frame of the link and image popovers: trigger with tooltip, titled dialog. */
function EditorPopover({
  label,
  icon,
  title,
  open,
  onOpenChange,
  buttonProps,
  owner,
  returnToEditorRef,
  editor,
  children,
}: {
  label: string;
  icon: ReactNode;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  buttonProps: ToolButtonProps;
  owner: string;
  /** After Apply/Remove focus goes back to the text; after Cancel/Escape, to the button. */
  returnToEditorRef: RefObject<boolean>;
  editor: Editor | null;
  children: ReactNode;
}) {
  const titleId = `${owner}-${label.toLowerCase()}-title`;
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <Tooltip content={label}>
        <RadixPopover.Trigger asChild>
          <button {...buttonProps} aria-label={label}>
            <span aria-hidden="true" style={{ display: 'inline-flex' }}>
              {icon}
            </span>
          </button>
        </RadixPopover.Trigger>
      </Tooltip>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-labelledby={titleId}
          data-rich-text-editor={owner}
          className={popupContent({ padding: 'md' })}
          onCloseAutoFocus={(event) => {
            if (!returnToEditorRef.current) return;
            returnToEditorRef.current = false;
            event.preventDefault();
            editor?.commands.focus();
          }}
        >
          <div className={styles.popoverForm}>
            <p id={titleId} className={styles.popoverTitle}>
              {title}
            </p>
            {children}
          </div>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/** Enter in a popover field applies it. No <form>: React would bubble its submit event through the portal to the page's form. */
function onEnter(event: KeyboardEvent<HTMLInputElement>, apply: () => void) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  apply();
}

function LinkPopover({
  editor,
  buttonProps,
  owner,
  active,
}: EditorPopoverProps & { active: boolean }) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const returnToEditorRef = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (next && editor) {
      setUrl((editor.getAttributes('link').href as string | undefined) ?? '');
      setError(undefined);
    }
    setOpen(next);
  };

  const apply = () => {
    if (!editor) return;
    const checked = checkLinkUrl(url);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link text.
      editor
        .chain()
        .insertContent({
          type: 'text',
          text: checked.url,
          marks: [{ type: 'link', attrs: { href: checked.url } }],
        })
        .run();
    } else {
      editor.chain().extendMarkRange('link').setLink({ href: checked.url }).run();
    }
    returnToEditorRef.current = true;
    setOpen(false);
  };

  const remove = () => {
    editor?.chain().extendMarkRange('link').unsetLink().run();
    returnToEditorRef.current = true;
    setOpen(false);
  };

  return (
    <EditorPopover
      label="Link"
      icon={<LinkIcon size={iconSize} />}
      title={active ? 'Edit link' : 'Add link'}
      open={open}
      onOpenChange={onOpenChange}
      buttonProps={buttonProps}
      owner={owner}
      returnToEditorRef={returnToEditorRef}
      editor={editor}
    >
      <TextField
        label="Link address"
        size="sm"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="https://…, mailto:, tel: or /page"
        value={url}
        error={error}
        onChange={(event) => {
          setUrl(event.target.value);
          if (error) setError(undefined);
        }}
        onKeyDown={(event) => onEnter(event, apply)}
      />
      <div className={styles.popoverActions}>
        {active ? (
          <Button size="sm" variant="ghost" tone="critical" onClick={remove}>
            Remove link
          </Button>
        ) : null}
        <RadixPopover.Close asChild>
          <Button size="sm" variant="ghost" tone="neutral">
            Cancel
          </Button>
        </RadixPopover.Close>
        <Button size="sm" onClick={apply}>
          Apply
        </Button>
      </div>
    </EditorPopover>
  );
}

function ImagePopover({ editor, buttonProps, owner }: EditorPopoverProps) {
  const [open, setOpen] = useState(false);
  const [src, setSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const returnToEditorRef = useRef(false);

  const onOpenChange = (next: boolean) => {
    if (next) {
      setSrc('');
      setAlt('');
      setErrors({});
    }
    setOpen(next);
  };

  const apply = () => {
    if (!editor) return;
    const checked = checkImageUrl(src);
    const next = {
      src: checked.ok ? undefined : checked.message,
      alt: alt.trim() ? undefined : imageMessages.alt,
    };
    setErrors(next);
    if (!checked.ok || next.alt) return;
    editor.chain().setImage({ src: checked.url, alt: alt.trim() }).run();
    returnToEditorRef.current = true;
    setOpen(false);
  };

  return (
    <EditorPopover
      label="Image"
      icon={<ImagePlus size={iconSize} />}
      title="Add image"
      open={open}
      onOpenChange={onOpenChange}
      buttonProps={buttonProps}
      owner={owner}
      returnToEditorRef={returnToEditorRef}
      editor={editor}
    >
      <TextField
        label="Image address"
        size="sm"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        hint="Starts with https://"
        required
        value={src}
        error={errors.src}
        onChange={(event) => {
          setSrc(event.target.value);
          if (errors.src) setErrors((e) => ({ ...e, src: undefined }));
        }}
        onKeyDown={(event) => onEnter(event, apply)}
      />
      <TextField
        label="Alt text"
        size="sm"
        autoComplete="off"
        hint="What the image shows, for people who cannot see it."
        required
        value={alt}
        error={errors.alt}
        onChange={(event) => {
          setAlt(event.target.value);
          if (errors.alt) setErrors((e) => ({ ...e, alt: undefined }));
        }}
        onKeyDown={(event) => onEnter(event, apply)}
      />
      <div className={styles.popoverActions}>
        <RadixPopover.Close asChild>
          <Button size="sm" variant="ghost" tone="neutral">
            Cancel
          </Button>
        </RadixPopover.Close>
        <Button size="sm" onClick={apply}>
          Insert image
        </Button>
      </div>
    </EditorPopover>
  );
}
