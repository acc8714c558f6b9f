import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import * as styles from './ProgressBar.css.ts';
import type { Tone } from '../tones.ts';

export const progressBarTones = [
  'brand',
  'positive',
  'critical',
  'neutral',
] as const satisfies readonly Tone[];
export const progressBarSizes = ['sm', 'md', 'lg'] as const;

export interface ProgressBarProps extends Omit<ComponentProps<'div'>, 'children' | 'role'> {
  /** Current value, between `min` and `max` (clamped). E.g. the current step. */
  value: number;
  /** Upper bound: e.g. the number of steps of a multi-step form. Default 100. */
  max?: number;
  /** Lower bound. Default 0. */
  min?: number;
  /** The accessible name, shown above the bar unless `hideLabel`. Required: an unnamed progressbar says nothing. */
  label: string;
  /** Keep the label for screen readers only (e.g. when a heading nearby already says it). */
  hideLabel?: boolean;
  /** Show the value (the percentage, or `valueText`) at the end of the label row. */
  showValue?: boolean;
  /**
   * Human-readable value, read instead of the raw number (aria-valuetext), e.g. 'Step 2 of 4'.
   * Defaults to the rounded percentage.
   */
  valueText?: string;
  /** Colour of the filled part. Default brand. */
  tone?: (typeof progressBarTones)[number];
  /** Track thickness: sm 4 px, md 8 px, lg 12 px. */
  size?: (typeof progressBarSizes)[number];
}

/** A determinate progress bar (role progressbar) with an optional visible label and value. */
export function ProgressBar({
  value,
  max = 100,
  min = 0,
  label,
  hideLabel = false,
  showValue = false,
  valueText,
  tone,
  size,
  className,
  style,
  ...rest
}: ProgressBarProps) {
  const labelId = useId();
  const range = max - min;
  const clamped = Math.min(max, Math.max(min, value));
  const ratio = range > 0 ? (clamped - min) / range : 0;
  const percent = `${Math.round(ratio * 100)}%`;
  const text = valueText ?? percent;
  const showHeader = !hideLabel || showValue;

  return (
    <div className={clsx(styles.root, className)} style={style} {...rest}>
      {showHeader ? (
        <div className={styles.header}>
          <span id={labelId} className={hideLabel ? visuallyHidden : styles.label}>
            {label}
          </span>
          {showValue ? (
            // The bar itself carries the value for assistive technology; this copy is visual.
            <span className={styles.value} aria-hidden="true">
              {text}
            </span>
          ) : null}
        </div>
      ) : (
        <span id={labelId} className={visuallyHidden}>
          {label}
        </span>
      )}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={clamped}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuetext={text}
        data-state={ratio >= 1 ? 'complete' : 'loading'}
        className={styles.track({ size })}
      >
        <div
          className={styles.indicator({ tone })}
          // createVar gives `var(--x)`; the inline style needs the bare custom property name.
          style={{ [styles.fraction.slice(4, -1)]: String(ratio) }}
        />
      </div>
    </div>
  );
}
