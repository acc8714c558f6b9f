import * as RadixRadioGroup from '@radix-ui/react-radio-group';
import { useId } from 'react';
import type { ComponentProps, CSSProperties, ReactNode } from 'react';
import { Field, hasContent, useFieldIds } from '../Field/Field.tsx';
import type { FieldForcedState } from '../Field/Field.tsx';
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

export interface RadioCardGroupItemProps
  extends
    Omit<ComponentProps<typeof RadixRadioGroup.Item>, 'title' | 'children' | 'asChild'>,
    Omit<RadioCardOption, 'value'> {
  /** For stories and visual tests only: render a pseudo-state statically. */
  forceState?: FieldForcedState;
}

/** One selectable card. Use inside `RadioCardGroup` when `options` is not enough (e.g. custom content per card). */
export function RadioCardGroupItem({
  title,
  description,
  icon,
  forceState,
  className,
  ...rest
}: RadioCardGroupItemProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const described = hasContent(description);
  return (
    <RadixRadioGroup.Item
      // Named by the title alone; the description is read after it, as a description,
      // instead of one long run-on name.
      aria-labelledby={titleId}
      aria-describedby={described ? descriptionId : undefined}
      data-force-state={forceState}
      className={[styles.card, className].filter(Boolean).join(' ')}
      {...rest}
    >
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
          <RadixRadioGroup.Indicator className={styles.dot} />
        </span>
      </span>
    </RadixRadioGroup.Item>
  );
}

/** `var(--x)` → `--x`, to set a vanilla-extract variable inline (no @vanilla-extract/dynamic here). */
function propertyOf(cssVar: string): string {
  return cssVar.replace(/^var\((--[^,)]+).*$/, '$1');
}

export interface RadioCardGroupProps extends Omit<
  ComponentProps<typeof RadixRadioGroup.Root>,
  'children' | 'asChild' | 'orientation'
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
  /** Cards per row on wide screens (default 2); at ≤768 px at most 2, at ≤480 px one. */
  columns?: RadioCardGroupColumns;
  /** Cards as children, when not using `options`. */
  children?: ReactNode;
  /** Class on the field's outer element. */
  className?: string;
}

/**
 * A single choice shown as selectable cards (Radix RadioGroup): the quote builder's project
 * type, industry and scope. Arrow keys move between cards and select them; Tab leaves the
 * group. Controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`.
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
  required,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: RadioCardGroupProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
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
      <RadixRadioGroup.Root
        id={ids.id}
        aria-labelledby={ids.labelId}
        aria-describedby={ids.describedBy}
        aria-invalid={ids.invalid || undefined}
        data-invalid={ids.invalid || undefined}
        required={required}
        disabled={disabled}
        className={styles.grid}
        style={gridVars}
        {...rest}
      >
        {options
          ? options.map(({ value, ...option }) => (
              <RadioCardGroupItem key={value} value={value} {...option} />
            ))
          : children}
      </RadixRadioGroup.Root>
    </Field>
  );
}
