import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { badge } from './Badge.css.ts';
import type { Tone } from '../tones.ts';

export const badgeTones = [
  'brand',
  'neutral',
  'critical',
  'positive',
  'caution',
  'info',
] as const satisfies readonly Tone[];
export const badgeVariants = ['solid', 'soft'] as const;
export const badgeSizes = ['sm', 'md'] as const;

export interface BadgeProps extends ComponentProps<'span'> {
  /** Meaning: neutral (default), brand, critical (e.g. unread count), positive, caution, info. */
  tone?: (typeof badgeTones)[number];
  /** Prominence: soft (tinted, default) or solid (filled). */
  variant?: (typeof badgeVariants)[number];
  /** sm 18 px high (on an icon button), md 22 px (inline with text). */
  size?: (typeof badgeSizes)[number];
  /** A number to show instead of children; above `max` it reads e.g. '99+'. */
  count?: number;
  /** The largest count shown as is. 99 by default. */
  max?: number;
  /** The label (e.g. 'Coming soon') when there is no `count`. */
  children?: ReactNode;
}

/** Formats a count for a badge: 5 → '5', 120 with max 99 → '99+'. */
export function formatBadgeCount(count: number, max = 99): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}

/**
 * A small pill for a count or a status. It is plain text: when a count needs context for a
 * screen reader ('3 unread'), put that in the accessible name of the control it sits on.
 */
export function Badge({
  tone,
  variant,
  size,
  count,
  max = 99,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span className={clsx(badge({ tone, variant, size }), className)} {...rest}>
      {count !== undefined ? formatBadgeCount(count, max) : children}
    </span>
  );
}
