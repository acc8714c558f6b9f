import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { useContext, useId } from 'react';
import { RenderedLink } from '../NavBar/NavBarLink.tsx';
import type { FooterLink } from './Footer.tsx';
import * as styles from './Footer.css.ts';
import { FooterLinkContext } from './FooterContext.ts';

export interface FooterLinkGroupProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The group's heading, e.g. 'Services', 'Company', 'Support'. */
  title: string;
  /** Its links. */
  links: readonly FooterLink[];
}

/** A titled column of footer links. The list is named by the heading. */
export function FooterLinkGroup({ title, links, className, ...rest }: FooterLinkGroupProps) {
  const renderLink = useContext(FooterLinkContext);
  const headingId = useId();
  return (
    <div className={clsx(styles.column, className)} {...rest}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {links.map((link) => (
          <li key={link.href}>
            <RenderedLink render={renderLink} href={link.href} className={styles.link}>
              {link.label}
            </RenderedLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
