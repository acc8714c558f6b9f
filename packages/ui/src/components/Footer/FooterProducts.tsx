import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useId } from 'react';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './Footer.css.ts';

export interface FooterProductsProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The products under development, e.g. Custom Email, SEO Killer, Data Pro… */
  products: readonly string[];
  /** The column heading. */
  title?: string;
  /** The badge beside each product. */
  badgeLabel?: string;
}

/** A column listing products under development, each with a 'Coming soon' badge. */
export function FooterProducts({
  products,
  title = 'Our Products',
  badgeLabel = 'Coming soon',
  className,
  ...rest
}: FooterProductsProps) {
  const headingId = useId();
  return (
    <div className={clsx(styles.wideColumn, className)} {...rest}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {products.map((product) => (
          <li key={product} className={styles.product}>
            <span>{product}</span>
            <Badge tone="brand" size="sm">
              {badgeLabel}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
