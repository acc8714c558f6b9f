import { clsx } from 'clsx';
import { createContext, use, useId, useState } from 'react';
import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { Field, hasContent, useFieldIds } from '../Field/Field.tsx';
import * as styles from './RadioCardGroup.css.ts';

export const radioCardGroupColumns = [1, 2, 3, 4] as const;
export type RadioCardGroupColumns = (typeof radioCardGroupColumns)[number];

export interface RadioCardOption {
  /** The submitted value (e.g. 'website'). */
  value: string;
  /** The card's title and accessible name (e.g. 'Website'). */
  title: ReactNode;
  /** A line under the title, read as the card's description. */
  description?: ReactNode;
  /** A decorative icon (e.g. a lucide `<Globe size={20} />`). */
  icon?: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

/** What the cards of one group share: one `name`, one value, one change handler. */
interface RadioCardGroupContextValue {
  name: string;
  value: string | undefined;
  onChange: (value: string) => void;
  disabled: boolean;
  required: boolean;
}

const RadioCardGroupContext = createContext<RadioCardGroupContextValue | null>(null);

export interface RadioCardGroupItemProps
  extends
    Omit<HTMLAttributes<HTMLLabelElement>, 'title' | 'children' | 'id' | 'onChange'>,
    Omit<RadioCardOption, 'value'> {
  /** The submitted value (e.g. 'website'). */
  value: string;
  /** Id of the card's radio (the `<input type="radio">`). Other attributes go on the card. */
  id?: string;
  /** The card's radio (the `<input type="radio">`), e.g. to focus it. */
  ref?: Ref<HTMLInputElement>;
}

/** One selectable card. Use inside `RadioCardGroup` when `options` is not enough (e.g. custom content per card). */
export function RadioCardGroupItem({
  value,
  title,
  description,
  icon,
  disabled: itemDisabled,
  className,
  id,
  ref,
  ...rest
}: RadioCardGroupItemProps) {
  const group = use(RadioCardGroupContext);
  if (!group) throw new Error('RadioCardGroupItem must be used inside a RadioCardGroup.');
  const generated = useId();
  const titleId = `${generated}-title`;
  const descriptionId = `${generated}-description`;
  const described = hasContent(description);
  const checked = group.value === value;
  const disabled = group.disabled || itemDisabled === true;
  const state = checked ? 'checked' : 'unchecked';
  return (
    // The whole card is the radio's label: a click anywhere on it checks the radio.
    <label
      data-state={state}
      data-disabled={disabled ? '' : undefined}
      className={clsx(styles.card, className)}
      {...rest}
    >
      <input
        ref={ref}
        id={id}
        type="radio"
        // Named by the title alone; the description is read after it, as a description,
        // instead of one long run-on name.
        aria-labelledby={titleId}
        aria-describedby={described ? descriptionId : undefined}
        name={group.name}
        value={value}
        checked={checked}
        onChange={() => group.onChange(value)}
        disabled={disabled}
        required={group.required}
        data-state={state}
        data-disabled={disabled ? '' : undefined}
        className={styles.input}
      />
      <span className={styles.inner}>
        {icon ? (
          <span aria-hidden="true" className={styles.icon}>
            {icon}
          </span>
        ) : null}
        <span className={styles.text}>
          <span id={titleId} className={styles.title}>
            {title}
          </span>
          {described ? (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
        <span aria-hidden="true" className={styles.radio}>
          {checked ? <span className={styles.dot} /> : null}
        </span>
      </span>
    </label>
  );
}

/** `var(--x)` → `--x`, to set a vanilla-extract variable inline (no @vanilla-extract/dynamic here). */
function propertyOf(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*$/, '$1');
}

export interface RadioCardGroupProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'onChange' | 'defaultValue' | 'dir'
> {
  /** The question the cards answer (e.g. 'What type of project do you need?'). */
  label: ReactNode;
  /** Hide the label on screen (a step heading already asks the question); it still names the group. */
  hideLabel?: boolean;
  /** Help text under the cards, linked with `aria-describedby`. */
  hint?: ReactNode;
  /** Error message (e.g. 'Please select a project type'); marks the group invalid. */
  error?: ReactNode;
  /** The cards. Alternatively pass `RadioCardGroupItem` children. */
  options?: readonly RadioCardOption[];
  /**
   * Cards per row at most (default 2): fewer where the group's own width cannot give each card
   * 10rem (a narrow column); at ≤768 px at most 2, at ≤480 px one.
   */
  columns?: RadioCardGroupColumns;
  /** Cards as children, when not using `options`. */
  children?: ReactNode;
  /** Class on the field's outer element. */
  className?: string;
  /** The checked value (controlled); '' checks nothing. Pair it with `onValueChange`. */
  value?: string;
  /** The value checked at first (uncontrolled). */
  defaultValue?: string;
  /** Called with the newly checked value. */
  onValueChange?(value: string): void;
  /** The radios' name, submitted with the value in a form (generated when omitted). */
  name?: string;
  /** One card must be checked (the form's native validation, `aria-required` on the group). */
  required?: boolean;
  /** Disables every card. */
  disabled?: boolean;
  /** The radiogroup element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A single choice shown as selectable cards (native radios sharing one `name`): the quote
 * builder's project type, industry and scope. Arrow keys move between cards and select them;
 * Tab enters the group at the checked card and leaves it. Controlled with
 * `value`/`onValueChange` or uncontrolled with `defaultValue`; in a form it submits `name=value`.
 */
export function RadioCardGroup({
  label,
  hideLabel,
  hint,
  error,
  options,
  columns = 2,
  children,
  className,
  style,
  id,
  value: controlledValue,
  defaultValue,
  onValueChange,
  name,
  required = false,
  disabled = false,
  'aria-describedby': describedBy,
  ...rest
}: RadioCardGroupProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  const generatedName = useId();
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const controlled = controlledValue !== undefined;
  const context: RadioCardGroupContextValue = {
    name: name ?? generatedName,
    value: controlled ? controlledValue : uncontrolledValue,
    onChange: (next) => {
      if (!controlled) setUncontrolledValue(next);
      onValueChange?.(next);
    },
    disabled,
    required,
  };
  const gridVars = {
    [propertyOf(styles.columns)]: String(columns),
    [propertyOf(styles.columnsMobile)]: String(Math.min(columns, 2)),
  } as CSSProperties;

  return (
    <Field
      ids={ids}
      group
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
        role="radiogroup"
        id={ids.id}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        aria-required={required || undefined}
        data-invalid={ids.invalid || undefined}
        data-disabled={disabled ? '' : undefined}
        className={styles.grid}
        style={gridVars}
        {...rest}
      >
        <RadioCardGroupContext value={context}>
          {options
            ? options.map(({ value, ...option }) => (
                <RadioCardGroupItem key={value} value={value} {...option} />
              ))
            : children}
        </RadioCardGroupContext>
      </div>
    </Field>
  );
}
