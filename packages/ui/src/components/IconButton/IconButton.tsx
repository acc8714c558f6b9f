import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import type { ButtonProps } from '../Button/Button.tsx';
import { Button } from '../Button/Button.tsx';
import { round, square } from './IconButton.css.ts';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'loadingText' | 'aria-label'
> {
  /** The accessible name; an icon alone says nothing to a screen reader. Required. */
  label: string;
  /** The icon (e.g. from lucide-react), hidden from assistive technology. */
  icon: ReactNode;
  /** Circular instead of rounded-square. */
  round?: boolean;
}

/** An icon-only button with a required accessible name. Defaults to the ghost variant. */
export function IconButton({
  label,
  icon,
  round: isRound = false,
  variant = 'ghost',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <Button
      {...rest}
      variant={variant}
      aria-label={label}
      title={rest.title ?? label}
      className={clsx(square, isRound ? round : undefined, className)}
    >
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </Button>
  );
}
