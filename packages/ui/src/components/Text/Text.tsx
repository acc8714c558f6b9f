import { clsx } from 'clsx';
import type { ComponentProps, Ref } from 'react';
import type { Tone } from '../tones.ts';
import { text } from './Text.css.ts';

export const textElements = ['p', 'span', 'div', 'label'] as const;
export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export const textTones = [
  'neutral',
  'brand',
  'critical',
  'positive',
] as const satisfies readonly Tone[];
export const textVariants = ['default', 'muted', 'subtle'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center', 'end'] as const;

export type TextElement = (typeof textElements)[number];
export type TextSize = (typeof textSizes)[number];
export type TextTone = (typeof textTones)[number];
export type TextVariant = (typeof textVariants)[number];
export type TextWeight = (typeof textWeights)[number];
export type TextAlign = (typeof textAligns)[number];

export interface TextProps extends Omit<ComponentProps<'p'>, 'ref'> {
  /** The element: `p` (default, a paragraph), `span` (inline), `div`, or `label` (pair with `htmlFor`). */
  as?: TextElement;
  /** Type size from the scale: xs 12 px, sm 14 px, md 16 px (default), lg 18 px, xl 20 px. */
  size?: TextSize;
  /** Meaning: neutral (body text, default), brand, critical (errors), positive (success). */
  tone?: TextTone;
  /**
   * Prominence: default, muted (secondary text) or subtle (hints, metadata). Muted and
   * subtle are greys of the text ladder and take the place of the tone's colour. Every
   * combination meets WCAG AA on the page background and surfaces; use `subtle` only on
   * `background`/`surface` (on sunken and raised surfaces it is just under 4.5:1 with the
   * current tokens — prefer `muted` there).
   */
  variant?: TextVariant;
  /** Font weight; inherited from the parent when omitted. */
  weight?: TextWeight;
  /** Horizontal alignment (logical, so it follows the writing direction); inherited when omitted. */
  align?: TextAlign;
  /**
   * Keep to one line and end with an ellipsis when it does not fit. The full text stays in
   * the DOM, so screen readers still read all of it; add a `title` if sighted users need it too.
   */
  truncate?: boolean;
  /** `for` of a label, when `as="label"`. */
  htmlFor?: string;
  /** The rendered element. */
  ref?: Ref<HTMLElement>;
}

/**
 * Running text on the type scale, coloured by meaning (`tone`) and prominence (`variant`)
 * from the theme. Use `Heading` for headings, and `Text as="span"` inside other text.
 */
export function Text({
  as: Component = 'p',
  size,
  tone,
  variant,
  weight,
  align,
  truncate,
  className,
  ref,
  ...rest
}: TextProps) {
  const classes = clsx(text({ size, tone, variant, weight, align, truncate }), className);
  // The four allowed elements share every attribute used here; TypeScript cannot intersect
  // their ref types, so the element is widened to 'p' for checking only.
  const Tag = Component as 'p';
  return <Tag ref={ref as Ref<HTMLParagraphElement>} className={classes} {...rest} />;
}
