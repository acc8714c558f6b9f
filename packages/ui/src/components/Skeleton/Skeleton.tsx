import { clsx } from 'clsx';
import type { CSSProperties, ComponentProps } from 'react';
import * as styles from './Skeleton.css.ts';

export const skeletonShapes = ['text', 'block', 'circle'] as const;

export interface SkeletonProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** text: a line of type (height follows the font size); block: a rectangle; circle: an avatar. */
  shape?: (typeof skeletonShapes)[number];
  /** CSS width (number = px). Text lines default to 100%, circles to their height. */
  width?: CSSProperties['width'];
  /** CSS height (number = px). Blocks default to 6rem, circles to 2.5rem. */
  height?: CSSProperties['height'];
  /**
   * For `text`: how many lines to draw. The last of several is shorter, like a real paragraph.
   * Default 1.
   */
  lines?: number;
}

/**
 * A placeholder that mirrors the shape of content still loading. Always hidden from
 * assistive technology: announce the loading state once, on the region that is loading
 * (aria-busy) or with a labelled Spinner — not per grey bar.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  lines = 1,
  className,
  style,
  ...rest
}: SkeletonProps) {
  const classes = clsx(styles.skeleton({ shape }), className);
  const size: CSSProperties = {
    width: width ?? (shape === 'circle' ? undefined : '100%'),
    height: height ?? (shape === 'block' ? '6rem' : shape === 'circle' ? '2.5rem' : undefined),
    ...style,
  };

  if (shape === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={clsx(styles.lines, className)} style={style} {...rest}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            key={i}
            className={styles.skeleton({ shape })}
            style={{ width: i === lines - 1 ? '60%' : (width ?? '100%'), height }}
          />
        ))}
      </span>
    );
  }

  return <span aria-hidden="true" className={classes} style={size} {...rest} />;
}
