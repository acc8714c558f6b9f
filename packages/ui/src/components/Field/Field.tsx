import { clsx } from 'clsx';
import { CircleAlert } from 'lucide-react';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import * as styles from './Field.css.ts';

/** Control heights shared by every form field: sm 32 px, md 40 px, lg 48 px (as Button). */
export const fieldSizes = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof fieldSizes)[number];

/** True when a hint or error prop has something to show ('' and false show nothing). */
export function hasContent(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export interface UseFieldIdsOptions {
  /** An id for the control; generated with `useId` when omitted. */
  id?: string | undefined;
  /** The hint, if any: its id joins `aria-describedby` only when there is one. */
  hint?: ReactNode;
  /** The error, if any: its id joins `aria-describedby` and sets `invalid`. */
  error?: ReactNode;
  /** Extra ids the caller wants in `aria-describedby` (kept first). */
  describedBy?: string | undefined;
}

export interface FieldIds {
  /** The control's id (the `<label htmlFor>` target). */
  id: string;
  /** Id of the label element; use it with `aria-labelledby` for groups. */
  labelId: string;
  /** Id of the hint element. */
  hintId: string;
  /** Id of the error element (always rendered, so it can be a live region). */
  errorId: string;
  /** Space-separated ids for the control's `aria-describedby`, or undefined when empty. */
  describedBy: string | undefined;
  /** Whether the field has an error (drives `aria-invalid`). */
  invalid: boolean;
}

/**
 * The ids that tie a control to its label, hint and error. Every field calls it once and
 * hands the result to `<Field ids={…}>` and to the control's ARIA attributes.
 */
export function useFieldIds({ id, hint, error, describedBy }: UseFieldIdsOptions = {}): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  const invalid = hasContent(error);
  const ids = {
    id: base,
    labelId: `${base}-label`,
    hintId: `${base}-hint`,
    errorId: `${base}-error`,
  };
  // The hint comes before the error: a screen reader reads the rule, then what broke it.
  const described = [
    describedBy,
    hasContent(hint) ? ids.hintId : undefined,
    invalid ? ids.errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return { ...ids, describedBy: described || undefined, invalid };
}

/** Props for the control inside a `<Field>` used with a render function. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  /** Set for groups (`group` fields), whose label is not a `<label>` element. */
  'aria-labelledby'?: string;
}

/** The visible '*' after a required field's label. */
export function FieldRequiredMarker() {
  // Hidden from assistive technology: the control's own `required`/`aria-required` is what
  // a screen reader announces, and "star" read aloud would only add noise.
  return (
    <span aria-hidden="true" className={styles.requiredMarker}>
      *
    </span>
  );
}

export interface FieldMessagesProps {
  /** From `useFieldIds`. */
  ids: FieldIds;
  /** Help text under the control. */
  hint?: ReactNode;
  /** The error message; the field is invalid while it is set. */
  error?: ReactNode;
  /** Class for both messages (inline controls indent them under their label). */
  className?: string;
}

/** The hint and the error of a field, for controls that lay out their own label (Checkbox, Switch). */
export function FieldMessages({ ids, hint, error, className }: FieldMessagesProps) {
  return (
    <>
      {hasContent(hint) ? (
        <p id={ids.hintId} className={clsx(styles.hint, className)}>
          {hint}
        </p>
      ) : null}
      {/*
        Errors go through a polite live region rather than role="alert" on purpose: on submit
        several fields can turn invalid at once, and a burst of assertive alerts would interrupt
        each other. The form moves focus to the first invalid field, whose aria-describedby reads
        its error anyway; the polite region covers errors that appear while typing or on blur.
        The region is always rendered, because a live region only announces changes to a node
        that already existed.
      */}
      <div id={ids.errorId} aria-live="polite" className={clsx(styles.error, className)}>
        {hasContent(error) ? (
          <>
            <CircleAlert size={14} aria-hidden="true" className={styles.errorIcon} />
            <span>{error}</span>
          </>
        ) : null}
      </div>
    </>
  );
}

export interface FieldProps extends Omit<ComponentProps<'div'>, 'children' | 'id'> {
  /** The visible label. Every field has one; use `hideLabel` when the context already shows it. */
  label: ReactNode;
  /** Keep the label for screen readers but hide it on screen (e.g. a search box with an icon). */
  hideLabel?: boolean;
  /** Help text under the control, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** The error message, linked with `aria-describedby`; the field is invalid while it is set. */
  error?: ReactNode;
  /** Shows the '*' marker. The control itself must carry `required` (or `aria-required`). */
  required?: boolean;
  /** Marks the field disabled for styling (`data-disabled`); the control itself must be disabled too. */
  disabled?: boolean;
  /**
   * The control is a group (a radiogroup of cards), which a `<label>` cannot label: the label
   * renders as a plain element and the control takes `aria-labelledby={ids.labelId}`.
   */
  group?: boolean;
  /** Ids from `useFieldIds`; when omitted, Field creates them (use the render-function children). */
  ids?: FieldIds;
  /** An id for the control when Field creates the ids. */
  controlId?: string;
  /** The control, or a function receiving the props that wire it to the label, hint and error. */
  children: ReactNode | ((control: FieldControlProps) => ReactNode);
}

/**
 * The anatomy shared by every form field: label (with the required marker), control, hint and
 * error. Field components use it internally; use it directly to wrap a custom control:
 *
 * ```tsx
 * <Field label="Budget" hint="In US dollars" error={errors.budget}>
 *   {(control) => <MyInput {...control} />}
 * </Field>
 * ```
 */
export function Field({
  label,
  hideLabel = false,
  hint,
  error,
  required = false,
  disabled = false,
  group = false,
  ids: givenIds,
  controlId,
  children,
  className,
  ...rest
}: FieldProps) {
  const ownIds = useFieldIds({ id: controlId, hint, error });
  const ids = givenIds ?? ownIds;
  const labelClass = hideLabel ? visuallyHidden : styles.label;
  const labelContent = (
    <>
      {label}
      {required ? <FieldRequiredMarker /> : null}
    </>
  );
  const control: FieldControlProps = {
    id: ids.id,
    'aria-describedby': ids.describedBy,
    'aria-invalid': ids.invalid || undefined,
    ...(group ? { 'aria-labelledby': ids.labelId } : {}),
  };

  return (
    <div
      className={clsx(styles.root, className)}
      data-invalid={ids.invalid || undefined}
      data-disabled={disabled || undefined}
      {...rest}
    >
      {group ? (
        <div id={ids.labelId} className={labelClass}>
          {labelContent}
        </div>
      ) : (
        <label id={ids.labelId} htmlFor={ids.id} className={labelClass}>
          {labelContent}
        </label>
      )}
      {typeof children === 'function' ? children(control) : children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}
