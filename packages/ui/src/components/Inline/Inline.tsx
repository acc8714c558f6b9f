import { clsx } from 'clsx';
import type { IntrinsicElement, PolymorphicProps, Space } from '../Box/Box.tsx';
import * as styles from './Inline.css.ts';

export const inlineAligns = ['start', 'center', 'end', 'baseline', 'stretch'] as const;
export const inlineJustifies = ['start', 'center', 'end', 'between'] as const;
export const inlineCollapseBreakpoints = ['mobile'] as const;

export type InlineAlign = (typeof inlineAligns)[number];
export type InlineJustify = (typeof inlineJustifies)[number];

export interface InlineOwnProps {
  /** Space between children, both across and between wrapped lines. Default `sm` (12 px). */
  gap?: Space;
  /** Vertical alignment of the children. Default `center`. */
  align?: InlineAlign;
  /** Horizontal distribution: start (default), center, end, between (spread to both edges). */
  justify?: InlineJustify;
  /** Wrap onto more lines when the row is too narrow. Default true. */
  wrap?: boolean;
  /**
   * Stack the children vertically at and below this breakpoint: `mobile` is ≤768 px, the
   * product's mobile layout. `justify` then aligns the stacked children (`between` stretches them).
   */
  collapseBelow?: (typeof inlineCollapseBreakpoints)[number];
}

export type InlineProps<E extends IntrinsicElement = 'div'> = PolymorphicProps<E, InlineOwnProps>;

/**
 * Children side by side with even gaps, wrapping when space runs out: button rows, tags,
 * metadata. Use `collapseBelow="mobile"` for rows that should stack on phones.
 */
export function Inline<E extends IntrinsicElement = 'div'>({
  as,
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  collapseBelow,
  className,
  ...rest
}: InlineProps<E>) {
  const Component = (as ?? 'div') as IntrinsicElement;
  const classes = clsx(
    styles.inline,
    wrap ? styles.wrap : undefined,
    styles.gap[gap],
    styles.align[align],
    styles.justify[justify],
    collapseBelow === 'mobile' ? styles.collapseMobile[justify] : undefined,
    className,
  );
  return (
    <Component
      className={classes}
      data-collapse-below={collapseBelow}
      {...(rest as Record<string, unknown>)}
    />
  );
}
