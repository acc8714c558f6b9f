import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Field, useFieldIds } from '../Field/Field.tsx';
import type { FieldSize } from '../Field/Field.tsx';
import { control, nativeControl } from '../Field/Field.css.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  /** The submitted value. '' is reserved for the placeholder. */
  value: string;
  /** The text shown (options can only hold text). */
  label: string;
  /** Listed but not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentProps<'select'>, 'size' | 'multiple'> {
  /** The visible label (e.g. 'Industry'). */
  label: ReactNode;
  /** Hide the label on screen but keep it for screen readers. */
  hideLabel?: boolean;
  /** Help text under the select, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; sets `aria-invalid` and a critical border while present. */
  error?: ReactNode;
  /** The choices. Alternatively pass `<option>` children. */
  options?: readonly SelectOption[];
  /**
   * A first, empty option (value '') shown until a choice is made, e.g. 'Select your industry'.
   * It cannot be chosen back once a real option is picked, like a placeholder.
   */
  placeholder?: string;
  /** Height and type size: sm 32 px, md 40 px, lg 48 px. */
  size?: FieldSize;
  /** Called with the newly selected value, beside the native `onChange` event. */
  onValueChange?: (value: string) => void;
  /** Class on the field's outer element. */
  className?: string;
}

/** A labelled native `<select>`, styled like the other fields. Native on purpose: it gets the platform's picker on phones. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  options,
  placeholder,
  size = 'md',
  className,
  style,
  id,
  required,
  disabled,
  children,
  value,
  defaultValue,
  onChange,
  onValueChange,
  'aria-describedby': describedBy,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  // Uncontrolled with a placeholder: start on the placeholder rather than the first option.
  const initial =
    value === undefined && defaultValue === undefined && placeholder !== undefined
      ? ''
      : defaultValue;

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
      >
        <select
          id={ids.id}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          className={`${nativeControl} ${styles.select[size]}`}
          value={value}
          defaultValue={initial}
          {...rest}
          onChange={(event) => {
            onChange?.(event);
            onValueChange?.(event.target.value);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled className={styles.option}>
              {placeholder}
            </option>
          ) : null}
          {options
            ? options.map((option) => (
                <option
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  className={styles.option}
                >
                  {option.label}
                </option>
              ))
            : children}
        </select>
        <ChevronDown size={18} aria-hidden="true" className={styles.chevron} />
      </div>
    </Field>
  );
}
