import { clsx } from 'clsx';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { Field, useFieldIds } from '../Field/Field.tsx';
import type { FieldSize } from '../Field/Field.tsx';
import { control, nativeControl } from '../Field/Field.css.ts';
import * as styles from './TextArea.css.ts';

export interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  /** The visible label (e.g. 'Message'). */
  label: ReactNode;
  /** Hide the label on screen but keep it for screen readers. */
  hideLabel?: boolean;
  /** Help text under the area, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; sets `aria-invalid` and a critical border while present. */
  error?: ReactNode;
  /** Type size and padding: sm, md (default), lg. */
  size?: FieldSize;
  /** Visible lines before the user types (and the minimum when `autoResize`). Default 4. */
  rows?: number;
  /** Grow with the content instead of scrolling (from `rows` up to `maxRows`). */
  autoResize?: boolean;
  /** With `autoResize`: the most lines to grow to before scrolling. Unlimited when omitted. */
  maxRows?: number;
  /** Called with the new text on every change, beside the native `onChange` event. */
  onValueChange?: (value: string) => void;
  /** Class on the field's outer element. */
  className?: string;
}

/** A labelled multi-line input. Extra props go to the `<textarea>`; `className`/`style` to the outer element. */
export function TextArea({
  label,
  hideLabel,
  hint,
  error,
  size = 'md',
  rows = 4,
  autoResize = false,
  maxRows,
  className,
  style,
  id,
  required,
  disabled,
  ref,
  onInput,
  onChange,
  onValueChange,
  'aria-describedby': describedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const own = useRef<HTMLTextAreaElement>(null);
  const mergedRef = useComposedRefs(own, ref);

  // The text last measured: measuring forces the browser to lay out the whole page, so it is
  // done only when the text has changed (on a slow phone, one layout is ~100 ms).
  const measured = useRef<string | null>(null);

  const resize = useCallback(() => {
    const node = own.current;
    if (!autoResize || !node) return;
    if (node.value === measured.current) return;
    measured.current = node.value;
    // Empty: `rows` gives the height; nothing to measure (the common case at page load).
    if (node.value === '') {
      node.style.height = '';
      node.style.overflowY = 'hidden';
      return;
    }
    // Collapse first so scrollHeight measures the content, not the previous height.
    node.style.height = 'auto';
    const next = node.scrollHeight;
    // Not laid out (hidden, or jsdom): leave the height to `rows`.
    if (next === 0) {
      node.style.height = '';
      measured.current = null;
      return;
    }
    let max = Number.POSITIVE_INFINITY;
    if (maxRows) {
      const computed = getComputedStyle(node);
      const line =
        Number.parseFloat(computed.lineHeight) || Number.parseFloat(computed.fontSize) * 1.5;
      max =
        line * maxRows +
        Number.parseFloat(computed.paddingTop) +
        Number.parseFloat(computed.paddingBottom);
    }
    node.style.height = `${Math.min(next, max)}px`;
    node.style.overflowY = next > max ? 'auto' : 'hidden';
  }, [autoResize, maxRows]);

  // A controlled value can change without an input event (a reset): measure after every render.
  useLayoutEffect(resize);

  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      className={className}
      style={style}
    >
      <div
        className={`${control({ size })} ${styles.box}`}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
      >
        <textarea
          ref={mergedRef}
          id={ids.id}
          rows={rows}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          className={clsx(
            nativeControl,
            styles.textarea[size],
            autoResize ? styles.autoResize : undefined,
          )}
          onInput={(event) => {
            resize();
            onInput?.(event);
          }}
          {...rest}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
      </div>
    </Field>
  );
}
