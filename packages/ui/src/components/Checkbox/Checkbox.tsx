import { clsx } from 'clsx';
import { Check, Minus } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { FieldMessages, FieldRequiredMarker, useFieldIds } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';
import { useCheckedState } from './useCheckedState.ts';

export const checkboxSizes = ['sm', 'md'] as const;
export type CheckboxSize = (typeof checkboxSizes)[number];
/** On, off, or 'indeterminate' (a dash: some of a group are on). */
export type CheckboxCheckedState = boolean | 'indeterminate';

export interface CheckboxProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'children' | 'size' | 'checked' | 'defaultChecked'
> {
  /** The label beside the box (e.g. 'Remember me'); clicking it toggles the box. */
  label: ReactNode;
  /** Help text under the label, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message (e.g. an unaccepted agreement); sets `aria-invalid`. */
  error?: ReactNode;
  /** Box and label size: sm 16 px, md 20 px. */
  size?: CheckboxSize;
  /** Controlled state; `'indeterminate'` shows a dash. */
  checked?: CheckboxCheckedState;
  /** Uncontrolled initial state. */
  defaultChecked?: CheckboxCheckedState;
  /** Called with the new state when the visitor toggles the box. */
  onCheckedChange?: (checked: CheckboxCheckedState) => void;
  /** Class on the outer element (box, label and messages). */
  className?: string;
}

/** The `data-state` of a state, as the box exposes it for styling and tests. */
export function checkboxDataState(checked: CheckboxCheckedState): string {
  if (checked === 'indeterminate') return 'indeterminate';
  return checked ? 'checked' : 'unchecked';
}

/**
 * A labelled checkbox: the platform's `<input type="checkbox">`, drawn by our styles. Being the
 * native control, it toggles and is sent with its form (`name`, `value`, default 'on') before
 * and without the page's script — a server-rendered form works as it is. Controlled with
 * `checked`/`onCheckedChange` or uncontrolled with `defaultChecked`; `'indeterminate'` shows a
 * dash (the DOM's `indeterminate`, `aria-checked="mixed"`). The state is also `data-state`
 * (checked, unchecked, indeterminate). docs/decisions/045-native-checkbox-and-switch.md.
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
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const input = useRef<HTMLInputElement>(null);
  const refs = useComposedRefs(input, ref);
  const { state, controlled, change } = useCheckedState({
    input,
    checked,
    defaultChecked,
    onCheckedChange,
    onChange,
  });
  const indeterminate = state === 'indeterminate';
  const latestIndeterminate = useRef(indeterminate);

  // The DOM has no attribute for it: set as a property after each render.
  useLayoutEffect(() => {
    latestIndeterminate.current = indeterminate;
    if (input.current) input.current.indeterminate = indeterminate;
  }, [indeterminate]);

  const changeKeepingMixed = (event: ChangeEvent<HTMLInputElement>) => {
    change(event);
    // A click clears the DOM's indeterminate. An owner that keeps 'indeterminate' (it ignored
    // the click, or asks first) renders nothing new, so the dash is put back once React has
    // committed whatever the change brought.
    queueMicrotask(() => {
      if (input.current) input.current.indeterminate = latestIndeterminate.current;
    });
  };

  return (
    <div
      className={clsx(styles.root({ size }), className)}
      style={style}
      data-disabled={disabled || undefined}
    >
      <div className={styles.row}>
        <span className={styles.control}>
          <input
            ref={refs}
            type="checkbox"
            id={ids.id}
            required={required}
            disabled={disabled}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid || undefined}
            aria-checked={indeterminate ? 'mixed' : undefined}
            data-state={checkboxDataState(state)}
            className={styles.box}
            {...(controlled ? { checked: state === true } : { defaultChecked: state === true })}
            onChange={changeKeepingMixed}
            {...rest}
          />
          <Check aria-hidden="true" strokeWidth={3.5} className={styles.checkIcon} />
          <Minus aria-hidden="true" strokeWidth={3.5} className={styles.minusIcon} />
        </span>
        <label htmlFor={ids.id} className={styles.label}>
          {label}
          {required ? <FieldRequiredMarker /> : null}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} className={styles.messages} />
    </div>
  );
}
