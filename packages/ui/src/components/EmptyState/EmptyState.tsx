import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import * as styles from './EmptyState.css.ts';

export const emptyStateSizes = ['sm', 'md'] as const;
export const emptyStateHeadingLevels = [2, 3, 4, 5, 6] as const;

export interface EmptyStateProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** A decorative icon (e.g. from lucide-react), shown in a tinted circle and hidden from screen readers. */
  icon?: ReactNode;
  /** What is empty, e.g. 'No projects yet'. */
  title: ReactNode;
  /** What it means or what to do next. */
  description?: ReactNode;
  /** The way forward: usually one Button (e.g. 'New Project'). */
  action?: ReactNode;
  /** Heading level of the title for the page outline. Default 3. */
  headingLevel?: (typeof emptyStateHeadingLevels)[number];
  /** md for pages and sections; sm inside popups and panels (e.g. the notifications panel). */
  size?: (typeof emptyStateSizes)[number];
  /** A dashed frame, for an empty area inside a page. */
  bordered?: boolean;
}

/** The state of a list, panel or page with nothing to show yet: says why and offers the next step. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  headingLevel = 3,
  size,
  bordered,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.root({ size, bordered }), className)} {...rest}>
      {icon ? (
        <span className={styles.icon({ size })} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title({ size })}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
