import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './StatGroup.css.ts';

export interface StatGroupItem {
  /** What is counted, e.g. 'Projects'. */
  label: string;
  /** The figure, e.g. 0 or '1,204'. Shown in tabular figures so columns of digits line up. */
  value: ReactNode;
  /** A stable React key; the label is used when absent. */
  id?: string;
}

export interface StatGroupProps extends Omit<ComponentProps<'dl'>, 'children'> {
  /** The statistics, in reading order: e.g. Projects, Active, Completed. */
  stats: StatGroupItem[];
  /**
   * The figures are still loading: a Skeleton stands in for each value (the labels stay, so
   * the layout does not jump) and the list is aria-busy.
   */
  loading?: boolean;
}

/**
 * A row of statistics ('Your Stats': Projects 0, Active 0, Completed 0) as a `<dl>`: each
 * label is a term and its figure the detail, so a screen reader reads them as pairs. The
 * tiles wrap onto more rows when there is no room.
 */
export function StatGroup({ stats, loading = false, className, ...rest }: StatGroupProps) {
  return (
    <dl
      aria-busy={loading || undefined}
      data-state={loading ? 'loading' : 'ready'}
      className={clsx(styles.root, className)}
      {...rest}
    >
      {stats.map((stat) => (
        <div key={stat.id ?? stat.label} className={styles.stat}>
          <dt className={styles.label}>{stat.label}</dt>
          <dd className={styles.value}>
            {loading ? <Skeleton shape="block" width="2.5ch" height="1em" /> : stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
