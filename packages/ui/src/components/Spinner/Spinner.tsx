import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { spinner } from './Spinner.css.ts';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** Diameter: sm 14 px (inside buttons), md 20 px, lg 32 px. */
  size?: SpinnerSize;
  /**
   * What is loading, read by screen readers. Omit it when the spinner sits inside a control
   * that already says it is busy (a button with a busy label): it is then hidden from them.
   */
  label?: string;
}

/** An indeterminate loading indicator. Inherits the text colour. */
export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  const classes = clsx(spinner({ size }), className);
  if (!label) return <span aria-hidden="true" className={classes} {...rest} />;
  return (
    <span role="status" {...rest}>
      <span aria-hidden="true" className={classes} />
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
