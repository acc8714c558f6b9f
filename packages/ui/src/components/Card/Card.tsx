import { clsx } from 'clsx';
import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './Card.css.ts';

export const cardVariants = ['outline', 'elevated', 'soft'] as const;
export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const cardRadii = ['md', 'lg', 'xl'] as const;

export interface CardProps extends ComponentProps<'div'> {
  /** Surface style: outline (border, default), elevated (border + shadow), soft (sunken fill, no border). */
  variant?: (typeof cardVariants)[number];
  /** Inner spacing: none, sm 16 px, md 24 px (default), lg 32 px; one step less on small screens. */
  padding?: (typeof cardPaddings)[number];
  /** Corner radius: md 8 px, lg 12 px (default), xl 20 px. */
  radius?: (typeof cardRadii)[number];
  /**
   * Hover lift and pointer cursor, for cards that are one big link or button. Put the real
   * link/button in with `asChild` so it stays keyboard reachable.
   */
  interactive?: boolean;
  /** Highlighted as the chosen one (e.g. a selected price-widget option); exposed as data-selected. */
  selected?: boolean;
  /** Render the single child element (e.g. a link or button) with the card styles. */
  asChild?: boolean;
}

/** A surface that groups related content: compose with CardHeader, CardTitle, CardDescription, CardBody, CardFooter. */
export function Card({
  variant,
  padding,
  radius,
  interactive = false,
  selected = false,
  asChild = false,
  className,
  ...rest
}: CardProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      className={clsx(styles.card({ variant, padding, radius }), className)}
      data-interactive={interactive || undefined}
      data-selected={selected || undefined}
      {...rest}
    />
  );
}

export interface CardHeaderProps extends ComponentProps<'div'> {
  /** Something at the end of the header row: a badge, an icon button, a menu. */
  action?: ReactNode;
}

/** The top row: title and description on the start side, an optional `action` on the end side. */
export function CardHeader({ action, className, children, ...rest }: CardHeaderProps) {
  return (
    <div className={clsx(styles.header, className)} {...rest}>
      <div className={styles.headerText}>{children}</div>
      {action}
    </div>
  );
}

export const cardTitleLevels = [2, 3, 4, 5, 6] as const;

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Heading level that fits the page outline; the look stays the same. Default 3. */
  level?: (typeof cardTitleLevels)[number];
}

/** The card's heading. */
export function CardTitle({ level = 3, className, ...rest }: CardTitleProps) {
  const Heading = `h${level}` as const;
  return <Heading className={clsx(styles.title, className)} {...rest} />;
}

/** Secondary text under the title. */
export function CardDescription({ className, ...rest }: ComponentProps<'p'>) {
  return <p className={clsx(styles.description, className)} {...rest} />;
}

/** The main content. */
export function CardBody({ className, ...rest }: ComponentProps<'div'>) {
  return <div className={clsx(styles.body, className)} {...rest} />;
}

export const cardFooterJustify = ['start', 'end', 'between'] as const;

export interface CardFooterProps extends ComponentProps<'div'> {
  /** Where the actions sit. Default end. */
  justify?: (typeof cardFooterJustify)[number];
  /** A rule above the footer, for cards with long bodies. */
  divider?: boolean;
}

/** Actions at the bottom; pushed down so footers line up across a row of cards. */
export function CardFooter({ justify, divider, className, ...rest }: CardFooterProps) {
  return <div className={clsx(styles.footer({ justify, divider }), className)} {...rest} />;
}
