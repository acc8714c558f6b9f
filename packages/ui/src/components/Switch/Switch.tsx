import { clsx } from 'clsx';
import * as RadixSwitch from '@radix-ui/react-switch';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, FieldRequiredMarker, useFieldIds } from '../Field/Field.tsx';
import * as styles from './Switch.css.ts';

export const switchSizes = ['sm', 'md', 'lg'] as const;
export type SwitchSize = (typeof switchSizes)[number];
export const switchLabelPositions = ['start', 'end'] as const;
export type SwitchLabelPosition = (typeof switchLabelPositions)[number];

export interface SwitchProps extends Omit<
  ComponentProps<typeof RadixSwitch.Root>,
  'children' | 'asChild'
> {
  /** The label (e.g. 'Dark Mode'); clicking it toggles the switch. */
  label: ReactNode;
  /** Which side of the switch the label sits on: 'end' (right, default) or 'start' (left). */
  labelPosition?: SwitchLabelPosition;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message; sets `aria-invalid`. */
  error?: ReactNode;
  /** Track size: sm 32×18, md 40×22, lg 48×26 px. */
  size?: SwitchSize;
  /** Full width with the label and the switch at opposite edges (a settings row). */
  block?: boolean;
  /** Class on the outer element. */
  className?: string;
}

/**
 * An on/off setting that applies at once (Radix Switch, role "switch"). Controlled with
 * `checked`/`onCheckedChange` or uncontrolled with `defaultChecked`; `data-state` is
 * checked or unchecked. For a choice confirmed by a submit button, use Checkbox.
 */
export function Switch({
  label,
  labelPosition = 'end',
  hint,
  error,
  size = 'md',
  block = false,
  className,
  style,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const labelElement = (
    <label htmlFor={ids.id} className={styles.label}>
      {label}
      {required ? <FieldRequiredMarker /> : null}
    </label>
  );
  return (
    <div
      className={clsx(styles.root({ size, block }), className)}
      style={style}
      data-disabled={disabled || undefined}
    >
      <div className={styles.row({ block })}>
        {/* DOM order follows the visual order, so reading order matches what is seen. */}
        {labelPosition === 'start' ? labelElement : null}
        <RadixSwitch.Root
          id={ids.id}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid || undefined}
          className={styles.track}
          {...rest}
        >
          <RadixSwitch.Thumb className={styles.thumb} />
        </RadixSwitch.Root>
        {labelPosition === 'end' ? labelElement : null}
      </div>
      <FieldMessages
        ids={ids}
        hint={hint}
        error={error}
        className={labelPosition === 'end' ? styles.messagesEnd : undefined}
      />
    </div>
  );
}
