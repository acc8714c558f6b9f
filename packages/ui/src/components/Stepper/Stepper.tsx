import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import * as styles from './Stepper.css.ts';

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export interface StepperStep {
  /** The step's short name, e.g. 'Project type'. */
  label: string;
  /** Optional second line, hidden on small screens. */
  description?: ReactNode;
}

export interface StepperProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The steps in order, as labels or `{ label, description }`. */
  steps: readonly (string | StepperStep)[];
  /**
   * The current step, 1-based. A value past the last step (e.g. a closing thank-you step)
   * marks every step complete.
   */
  current: number;
  /** Accessible name of the progress bar and the step list. Default 'Progress'. */
  label?: string;
  /** Show the 'Step 2 of 4' line and the progress bar above the steps. Default true. */
  showProgress?: boolean;
  /** Show the numbered step list. Default true. */
  showSteps?: boolean;
  /** The 'Step 2 of 4' text, also the progress bar's value text. */
  stepText?: (step: number, total: number) => string;
  /** Read after a completed step's label, for screen readers. Default 'completed'. */
  completedLabel?: string;
}

/** The default step text: 'Step 2 of 4'. */
export function defaultStepText(step: number, total: number): string {
  return `Step ${step} of ${total}`;
}

/** Which state a 1-based step is in, given the current step. */
export function getStepState(index: number, current: number): StepState {
  if (index < current) return 'complete';
  return index === current ? 'current' : 'upcoming';
}

/**
 * A step indicator: 'Step N of M', a progress bar at step/total and the labelled steps
 * (complete, current, upcoming). The current step carries aria-current="step".
 */
export function Stepper({
  steps,
  current,
  label = 'Progress',
  showProgress = true,
  showSteps = true,
  stepText: formatStep = defaultStepText,
  completedLabel = 'completed',
  className,
  ...rest
}: StepperProps) {
  const total = steps.length;
  const shown = Math.min(Math.max(current, 1), total);
  const stepText = formatStep(shown, total);
  const items = steps.map((s) => (typeof s === 'string' ? { label: s } : s));

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      {showProgress ? (
        <div className={styles.progress}>
          <p className={styles.header}>
            <span className={styles.count}>{stepText}</span>
            {current <= total && items[shown - 1] ? (
              <span className={styles.currentName}>{items[shown - 1]!.label}</span>
            ) : null}
          </p>
          <ProgressBar
            label={label}
            hideLabel
            // The bar is at step/total, so step 2 of 4 is half full.
            value={Math.min(Math.max(current, 0), total)}
            max={total}
            valueText={stepText}
          />
        </div>
      ) : null}
      {showSteps ? (
        <ol className={styles.list} aria-label={label}>
          {items.map((item, i) => {
            const state = getStepState(i + 1, current);
            return (
              <li
                key={`${i}-${item.label}`}
                className={styles.step({ state })}
                data-state={state}
                aria-current={state === 'current' ? 'step' : undefined}
              >
                <span className={styles.marker({ state })} aria-hidden="true">
                  {state === 'complete' ? <Check size={16} strokeWidth={3} /> : i + 1}
                </span>
                <span className={styles.stepLabel}>
                  {item.label}
                  {state === 'complete' ? (
                    <span className={visuallyHidden}>{` (${completedLabel})`}</span>
                  ) : null}
                </span>
                {item.description ? (
                  <span className={styles.description}>{item.description}</span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}
    </div>
  );
}
