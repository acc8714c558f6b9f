import { clsx } from 'clsx';
import type { IntrinsicElement, PolymorphicProps, Space } from '../Box/Box.tsx';
import * as styles from './Stack.css.ts';

export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];

export interface StackOwnProps {
  /** Vertical space between children, from the space scale. Default `md` (16 px). */
  gap?: Space;
  /**
   * Horizontal alignment of the children: stretch (default, full width), start, center, end.
   */
  align?: StackAlign;
}

export type StackProps<E extends IntrinsicElement = 'div'> = PolymorphicProps<E, StackOwnProps>;

/**
 * Children one under another with even space between them. The gap belongs to the parent,
 * so children carry no margins and can be reordered freely. Render it `as="ul"` for a list
 * (children then must be `li`).
 */
export function Stack<E extends IntrinsicElement = 'div'>({
  as,
  gap = 'md',
  align = 'stretch',
  className,
  ...rest
}: StackProps<E>) {
  const Component = (as ?? 'div') as IntrinsicElement;
  const classes = clsx(styles.stack, styles.gap[gap], styles.align[align], className);
  return <Component className={classes} {...(rest as Record<string, unknown>)} />;
}
