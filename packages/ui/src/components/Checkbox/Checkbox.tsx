import { clsx } from 'clsx';
import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { Check, Minus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, FieldRequiredMarker, useFieldIds } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export const checkboxSizes = ['sm', 'md'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];
export type CheckboxCheckedState = RadixCheckbox.CheckedState;

export interface CheckboxProps extends Omit<
  ComponentProps<typeof RadixCheckbox.Root>,
  'children' | 'asChild'
> {
  /** The label beside the box (e.g. 'Remember me'); clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message (e.g. an unaccepted agreement); sets `aria-invalid`. */
  error?: ReactNode;
  /** Box and label size: sm 16 px, md 20 px. */
  size?: CheckboxSize;
  /** Class on the outer element (box, label and messages). */
  className?: string;
}

/**
 * A labelled checkbox (Radix Checkbox). Controlled with `checked`/`onCheckedChange` or
 * uncontrolled with `defaultChecked`; `'indeterminate'` shows a dash. State is exposed as
 * `data-state` (checked, unchecked, indeterminate).
 */
export function Checkbox({
  label,
  hint,
  error,
  size = 'md',
  className,
  style,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <div
      className={clsx(styles.root({ size }), className)}
      style={style}
      data-disabled={disabled || undefined}
    >
      <div className={styles.row}>
        <RadixCheckbox.Root
          id={ids.id}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          className={styles.box}
          {...rest}
        >
          <RadixCheckbox.Indicator className={styles.indicator}>
            <Check aria-hidden="true" strokeWidth={3.5} className={styles.checkIcon} />
            <Minus aria-hidden="true" strokeWidth={3.5} className={styles.minusIcon} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={ids.id} className={styles.label}>
          {label}
          {required ? <FieldRequiredMarker /> : null}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} className={styles.messages} />
    </div>
  );
}
