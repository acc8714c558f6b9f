import { clsx } from 'clsx';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner.tsx';
import { button } from './Button.css.ts';
import type { Tone } from '../tones.ts';

export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonTones = [
  'brand',
  'neutral',
  'critical',
  'positive',
] as const satisfies readonly Tone[];
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonProps extends ComponentProps<'button'> {
  /** Prominence: solid (primary action), soft, outline, ghost (least). */
  variant?: (typeof buttonVariants)[number];
  /** Meaning: brand (default), neutral, critical (destructive), positive. */
  tone?: (typeof buttonTones)[number];
  /** Height and type size: sm 32 px, md 40 px, lg 48 px. */
  size?: (typeof buttonSizes)[number];
  /** Stretch to the width of the container. */
  block?: boolean;
  /**
   * Busy: shows a spinner, sets aria-busy and blocks clicks. Pair it with `loadingText`
   * (e.g. 'Sending...') so everyone is told what is happening.
   */
  loading?: boolean;
  /** The label shown while `loading`, e.g. 'Signing In...'. */
  loadingText?: ReactNode;
  /** Render the single child element (e.g. a router link) with button styles. */
  asChild?: boolean;
}

/** The action button. Use `asChild` for a link that looks like a button. */
export function Button({
  variant,
  tone,
  size,
  block,
  loading = false,
  loadingText,
  asChild = false,
  className,
  disabled,
  children,
  type,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = clsx(button({ variant, tone, size, block }), className);

  if (asChild) {
    return (
      <Slot className={classes} {...rest}>
        {children}
      </Slot>
    );
  }

  return (
    <button
      // A button inside a form must not submit by accident; forms pass type="submit".
      type={type ?? 'button'}
      className={classes}
      // aria-disabled (not disabled) while loading keeps the button focusable, so focus is
      // not lost to <body> in the middle of a submit.
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      onClick={loading ? (event) => event.preventDefault() : onClick}
      {...rest}
    >
      {loading ? <Spinner size="sm" /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
