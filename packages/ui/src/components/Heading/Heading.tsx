import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import type { Tone } from '../tones.ts';
import { heading } from './Heading.css.ts';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', 'xxxl', 'xxl', 'xl', 'lg', 'md'] as const;
export const headingTones = [
  'neutral',
  'brand',
  'critical',
  'positive',
] as const satisfies readonly Tone[];
export const headingVariants = ['default', 'muted'] as const;
export const headingAligns = ['start', 'center', 'end'] as const;

export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];
export type HeadingTone = (typeof headingTones)[number];
export type HeadingVariant = (typeof headingVariants)[number];
export type HeadingAlign = (typeof headingAligns)[number];

/** The size each level gets when `size` is not given. */
export const headingDefaultSize: Record<HeadingLevel, HeadingSize> = {
  1: 'xxxl',
  2: 'xxl',
  3: 'xl',
  4: 'lg',
  5: 'md',
  6: 'md',
};

export interface HeadingProps extends ComponentProps<'h2'> {
  /**
   * The document outline level (h1–h6), chosen for structure, not looks: screen-reader users
   * navigate by it. One h1 per page; do not skip levels. Required.
   */
  level: HeadingLevel;
  /**
   * Visual size, independent of the level: display (hero), xxxl 32 px, xxl 24 px, xl 20 px,
   * lg 18 px, md 16 px. Defaults by level (h1 xxxl, h2 xxl, h3 xl, h4 lg, h5–h6 md).
   */
  size?: HeadingSize;
  /** Meaning: neutral (default), brand, critical, positive. */
  tone?: HeadingTone;
  /** Prominence: default, or muted (a quieter grey that takes the place of the tone's colour). */
  variant?: HeadingVariant;
  /** Horizontal alignment; inherited when omitted. */
  align?: HeadingAlign;
  /** Keep to one line with an ellipsis (card titles in tight columns). */
  truncate?: boolean;
}

/** A section heading: semantic `level`, visual `size`. */
export function Heading({
  level,
  size,
  tone,
  variant,
  align,
  truncate,
  className,
  ref,
  ...rest
}: HeadingProps) {
  const Tag = `h${level}` as const;
  const classes = clsx(
    heading({ size: size ?? headingDefaultSize[level], tone, variant, align, truncate }),
    className,
  );
  return <Tag ref={ref} className={classes} {...rest} />;
}
