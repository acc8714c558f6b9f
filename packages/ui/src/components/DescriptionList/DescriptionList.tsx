import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './DescriptionList.css.ts';

export const descriptionListLayouts = ['stacked', 'inline'] as const;

export interface DescriptionListItem {
  /** The name of the value, e.g. 'Member Since'. */
  term: ReactNode;
  /** The value, e.g. 'January 2024'. Long values (e-mail addresses) wrap anywhere. */
  detail: ReactNode;
  /** A stable React key, for lists whose items are added, removed or reordered. */
  id?: string;
}

export interface DescriptionListProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** The term/detail pairs, in reading order. */
  items: DescriptionListItem[];
  /**
   * 'stacked' (default): each term above its detail. 'inline': term on the left, detail on the
   * right, on wide screens; at ≤768 px it falls back to stacked, where a narrow column would
   * break e-mail addresses into slivers.
   */
  layout?: (typeof descriptionListLayouts)[number];
}

/**
 * Term/detail pairs (a profile's 'Full Name', 'Email', 'Member Since'…) as a `<dl>`, each pair
 * in its own `<div>` (valid HTML since 2017), so screen readers announce every term with its
 * detail and rows can be ruled off from each other.
 */
export function DescriptionList({
  items,
  layout = 'stacked',
  className,
  ...rest
}: DescriptionListProps) {
  return (
    <dl data-layout={layout} className={clsx(styles.root, className)} {...rest}>
      {items.map((item, index) => (
        <div key={item.id ?? index} className={styles.row({ layout })}>
          <dt className={styles.term({ layout })}>{item.term}</dt>
          <dd className={styles.detail({ layout })}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
