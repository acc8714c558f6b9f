import { clsx } from 'clsx';
import { useRef } from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import type { ComponentProps, ReactNode } from 'react';
import { FieldMessages, FieldRequiredMarker, useFieldIds } from '../Field/Field.tsx';
import { useCheckedState } from '../Checkbox/useCheckedState.ts';
import * as styles from './Switch.css.ts';

export const switchSizes = ['sm', 'md', 'lg'] as const;
export type SwitchSize = (typeof switchSizes)[number];
export const switchLabelPositions = ['start', 'end'] as const;
export type SwitchLabelPosition = (typeof switchLabelPositions)[number];

export interface SwitchProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'children' | 'size' | 'role'
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
  /** Called with the new state when the visitor flips the switch. */
  onCheckedChange?: (checked: boolean) => void;
  /** Class on the outer element. */
  className?: string;
}

/**
 * An on/off setting that applies at once: the platform's `<input type="checkbox"
 * role="switch">`, drawn as a track and thumb. Being the native control, it flips and is sent
 * with its form before and without the page's script. Controlled with
 * `checked`/`onCheckedChange` or uncontrolled with `defaultChecked`; `data-state` is checked
 * or unchecked. For a choice confirmed by a submit button, use Checkbox.
 * docs/decisions/045-native-checkbox-and-switch.md.
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
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: SwitchProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const input = useRef<HTMLInputElement>(null);
  const refs = useComposedRefs(input, ref);
  const {
    state: on,
    controlled,
    change,
  } = useCheckedState({ input, checked, defaultChecked, onCheckedChange, onChange });

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
        <span className={styles.control}>
          <input
            ref={refs}
            type="checkbox"
            role="switch"
            id={ids.id}
            required={required}
            disabled={disabled}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            data-state={on ? 'checked' : 'unchecked'}
            className={styles.track}
            {...(controlled ? { checked } : { defaultChecked })}
            onChange={change}
            {...rest}
          />
          <span aria-hidden="true" className={styles.thumb} />
        </span>
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
