import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { clsx } from 'clsx';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ChangeEvent, ComponentProps, FormEvent, KeyboardEvent, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Field, useFieldIds } from '../Field/Field.tsx';
import { adornment, control, nativeControl } from '../Field/Field.css.ts';
import * as fieldStyles from '../TextField/TextField.css.ts';
import * as styles from './SearchField.css.ts';

export const searchFieldSizes = ['sm', 'md'] as const;
export type SearchFieldSize = (typeof searchFieldSizes)[number];

export interface SearchFieldProps extends Omit<
  ComponentProps<'input'>,
  'size' | 'type' | 'value' | 'defaultValue' | 'onSubmit' | 'children'
> {
  /** The label (e.g. 'Search messages'). Required; use `hideLabel` to keep it for screen readers only. */
  label: ReactNode;
  /** Hide the label on screen but keep it as the input's accessible name. */
  hideLabel?: boolean;
  /** Help text under the input, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The search text (controlled). Pair with `onValueChange`. */
  value?: string;
  /** The initial search text (uncontrolled). */
  defaultValue?: string;
  /**
   * Called with the text after typing pauses for `debounceMs`, and at once when the text is
   * cleared (clear button or Escape) or submitted (Enter).
   */
  onValueChange?: (value: string) => void;
  /** The pause, in ms, before `onValueChange` fires while typing. Default 300; 0 fires on every keystroke. */
  debounceMs?: number;
  /** Called at once with the text on Enter. The page never reloads. */
  onSubmit?: (value: string) => void;
  /** Accessible name of the clear button. Default 'Clear search'. */
  clearLabel?: string;
  /** Height and type size: sm 32 px, md 40 px (default), as TextField. */
  size?: SearchFieldSize;
  /** Class on the outer `<form role="search">`. */
  className?: string;
}

/**
 * A search box for filtering a list: `<form role="search">` around a labelled
 * `<input type="search">` with a magnifier, a clear button while there is text, and a
 * debounced `onValueChange`. Controlled (`value`) or uncontrolled (`defaultValue`); in both
 * the input shows every keystroke at once, only the callback waits. Extra props (name,
 * placeholder, autoFocus, ref…) go to the `<input>`. Do not nest it in another `<form>`.
 */
export function SearchField({
  label,
  hideLabel,
  hint,
  value,
  defaultValue,
  onValueChange,
  debounceMs = 300,
  onSubmit,
  clearLabel = 'Clear search',
  size = 'md',
  className,
  style,
  id,
  disabled,
  ref,
  onChange,
  onKeyDown,
  'aria-describedby': describedBy,
  ...rest
}: SearchFieldProps) {
  const ids = useFieldIds({ id, hint, describedBy });
  const initial = value ?? defaultValue ?? '';
  // What the input shows. Kept even when controlled, so typing is never held back by the
  // debounce: `value` is what the caller last accepted, `draft` is what is typed.
  const [draft, setDraft] = useState(initial);
  // The last value handed to onValueChange; a controlled `value` equal to it is our own echo,
  // not a change from outside, and must not overwrite newer keystrokes.
  const [emitted, setEmitted] = useState(initial);
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && value !== emitted) {
      setEmitted(value);
      setDraft(value);
    }
  }

  const inputRef = useRef<HTMLInputElement>(null);
  const composedRef = useComposedRefs(inputRef, ref);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const callback = useRef(onValueChange);
  useEffect(() => {
    callback.current = onValueChange;
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const emit = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setEmitted(next);
    callback.current?.(next);
  };

  const schedule = (next: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (debounceMs <= 0) {
      emit(next);
      return;
    }
    timer.current = setTimeout(() => emit(next), debounceMs);
  };

  const clear = () => {
    setDraft('');
    emit('');
    inputRef.current?.focus();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setDraft(event.target.value);
    schedule(event.target.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    // Escape clears, as in native search inputs; when already empty it is left alone so a
    // surrounding dialog can still close on it.
    if (event.key === 'Escape' && draft !== '' && !event.defaultPrevented) {
      event.preventDefault();
      clear();
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A pending keystroke is sent now, so the list and the submit agree.
    if (timer.current) emit(draft);
    onSubmit?.(draft);
  };

  const hasText = draft !== '';

  return (
    <form
      role="search"
      // Named by the label, so several search landmarks on a page can be told apart.
      aria-labelledby={ids.labelId}
      className={clsx(styles.form, className)}
      style={style}
      onSubmit={handleSubmit}
    >
      <Field ids={ids} label={label} hideLabel={hideLabel} hint={hint} disabled={disabled}>
        <div
          className={control({ size })}
          data-disabled={disabled || undefined}
          data-leading=""
          data-trailing={hasText ? '' : undefined}
        >
          <span aria-hidden="true" className={clsx(adornment, fieldStyles.leading[size])}>
            <Search size={size === 'sm' ? 14 : 16} aria-hidden="true" />
          </span>
          <input
            ref={composedRef}
            id={ids.id}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            disabled={disabled}
            aria-describedby={ids.describedBy}
            className={clsx(nativeControl, fieldStyles.input[size], styles.input)}
            {...rest}
            value={draft}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
          />
          {hasText ? (
            <IconButton
              label={clearLabel}
              icon={<X size={size === 'sm' ? 14 : 16} />}
              size="sm"
              variant="ghost"
              tone="neutral"
              aria-controls={ids.id}
              disabled={disabled}
              className={clsx(fieldStyles.toggle, fieldStyles.toggleSize[size])}
              onClick={clear}
            />
          ) : null}
        </div>
      </Field>
    </form>
  );
}
