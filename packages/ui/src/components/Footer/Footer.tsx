import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import type { RenderLink } from '../NavBar/NavBarLink.tsx';
import { RenderedLink, defaultRenderLink } from '../NavBar/NavBarLink.tsx';
import * as styles from './Footer.css.ts';
import { FooterLinkContext } from './FooterContext.ts';

/** A footer link. */
export interface FooterLink {
  /** Where it goes. */
  href: string;
  /** The visible text. */
  label: string;
}

export interface FooterProps extends ComponentProps<'footer'> {
  /** The brand: logo and/or name, usually a link home. */
  brand?: ReactNode;
  /** The line under the brand, e.g. what the company does. */
  tagline?: ReactNode;
  /** Under the tagline: usually FooterSocialLinks. */
  social?: ReactNode;
  /** Under the social links, in the brand column: usually FooterContact. */
  contact?: ReactNode;
  /** The columns: FooterLinkGroup, FooterProducts (or FooterContact). They wrap to fit; two per row at ≤768 px. */
  children?: ReactNode;
  /** Bottom bar, start: usually FooterCopyright. */
  copyright?: ReactNode;
  /** Bottom bar, end: e.g. Privacy, Terms, Sitemap. */
  legalLinks?: readonly FooterLink[];
  /** The accessible name of the legal links' list. */
  legalLabel?: string;
  /** How every link in the footer renders (e.g. a router link). Plain `<a>` by default. */
  renderLink?: RenderLink;
}

/**
 * The site footer (a contentinfo landmark): a brand column with the tagline and social links,
 * columns of links, products and contact details, and a bottom bar with the copyright line
 * and legal links.
 */
export function Footer({
  brand,
  tagline,
  social,
  contact,
  children,
  copyright,
  legalLinks = [],
  legalLabel = 'Legal',
  renderLink = defaultRenderLink,
  className,
  ...rest
}: FooterProps) {
  return (
    <FooterLinkContext.Provider value={renderLink}>
      <footer className={clsx(styles.root, className)} {...rest}>
        <div className={styles.inner}>
          <div className={styles.top}>
            <div className={styles.brandColumn}>
              {brand ? <div className={styles.brand}>{brand}</div> : null}
              {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
              {social}
              {contact}
            </div>
            {children ? <div className={styles.columns}>{children}</div> : null}
          </div>
          {copyright || legalLinks.length > 0 ? (
            <div className={styles.bottom}>
              {copyright}
              {legalLinks.length > 0 ? (
                <ul className={styles.legal} aria-label={legalLabel}>
                  {legalLinks.map((link) => (
                    <li key={link.href}>
                      <RenderedLink render={renderLink} href={link.href} className={styles.link}>
                        {link.label}
                      </RenderedLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </div>
      </footer>
    </FooterLinkContext.Provider>
  );
}
