import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import { Field, useFieldIds } from '../Field/Field.tsx';
import type { FieldSize } from '../Field/Field.tsx';
import { adornment, control, nativeControl } from '../Field/Field.css.ts';
import * as styles from './TextField.css.ts';

export const textFieldTypes = [
  'text',
  'email',
  'password',
  'tel',
  'url',
  'number',
  'search',
] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<
  ComponentProps<'input'>,
  'size' | 'type' | 'children'
> {
  /** The visible label (e.g. 'Email'). */
  label: ReactNode;
  /** Hide the label on screen but keep it for screen readers. */
  hideLabel?: boolean;
  /** Help text under the input, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; sets `aria-invalid` and a critical border while present. */
  error?: ReactNode;
  /** Input type. 'password' adds a show/hide toggle. */
  type?: TextFieldType;
  /** Height and type size: sm 32 px, md 40 px, lg 48 px. */
  size?: FieldSize;
  /** A decorative icon before the value (e.g. a lucide `<Mail size={16} />`). */
  leadingIcon?: ReactNode;
  /** Accessible name of the password toggle while the password is hidden. */
  showPasswordLabel?: string;
  /** Accessible name of the password toggle while the password is visible. */
  hidePasswordLabel?: string;
  /** Called with the new text on every change, beside the native `onChange` event. */
  onValueChange?: (value: string) => void;
  /** Class on the field's outer element (label, box and messages). */
  className?: string;
}

/**
 * A labelled single-line input with hint, error and required marker. Extra props (value,
 * onChange, autoComplete, name, ref…) go to the `<input>`; `className` and `style` go to the
 * outer element.
 */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  type = 'text',
  size = 'md',
  leadingIcon,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  className,
  style,
  id,
  required,
  disabled,
  onChange,
  onValueChange,
  'aria-describedby': describedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const [revealed, setRevealed] = useState(false);
  const isPassword = type === 'password';

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
        className={control({ size })}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled || undefined}
        data-leading={leadingIcon ? '' : undefined}
        data-trailing={isPassword ? '' : undefined}
      >
        {leadingIcon ? (
          <span aria-hidden="true" className={`${adornment} ${styles.leading[size]}`}>
            {leadingIcon}
          </span>
        ) : null}
        <input
          id={ids.id}
          type={isPassword && revealed ? 'text' : type}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          className={`${nativeControl} ${styles.input[size]}`}
          {...rest}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        />
        {isPassword ? (
          <IconButton
            // The name changes with the state instead of using aria-pressed: "Show password,
            // pressed" would be ambiguous, while the name says what a press will do.
            label={revealed ? hidePasswordLabel : showPasswordLabel}
            icon={revealed ? <EyeOff size={18} /> : <Eye size={18} />}
            size="sm"
            variant="ghost"
            tone="neutral"
            aria-controls={ids.id}
            disabled={disabled}
            className={`${styles.toggle} ${styles.toggleSize[size]}`}
            onClick={() => setRevealed((value) => !value)}
          />
        ) : null}
      </div>
    </Field>
  );
}
