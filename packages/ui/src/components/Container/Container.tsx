import { clsx } from 'clsx';
import type { IntrinsicElement, PolymorphicProps } from '../Box/Box.tsx';
import * as styles from './Container.css.ts';

export const containerSizes = ['sm', 'md', 'lg'] as const;
export type ContainerSize = (typeof containerSizes)[number];

export interface ContainerOwnProps {
  /**
   * Maximum content width: sm 720 px (forms, articles), md 1200 px (the theme's content
   * width, default), lg 1440 px (galleries, dashboards).
   */
  size?: ContainerSize;
}

export type ContainerProps<E extends IntrinsicElement = 'div'> = PolymorphicProps<
  E,
  ContainerOwnProps
>;

/**
 * Centres page content at a readable maximum width, with side padding that shrinks on
 * phones (32 px → 24 px at ≤768 px → 16 px at ≤480 px). Render it `as="main"` or
 * `as="section"` where that is the landmark.
 */
export function Container<E extends IntrinsicElement = 'div'>({
  as,
  size = 'md',
  className,
  ...rest
}: ContainerProps<E>) {
  const Component = (as ?? 'div') as IntrinsicElement;
  const classes = clsx(styles.container, styles.size[size], className);
  return <Component className={classes} {...(rest as Record<string, unknown>)} />;
}
