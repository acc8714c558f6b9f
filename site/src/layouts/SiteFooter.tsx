import { brand } from '../brand.ts';
import { useCurrentYear } from '../hooks/useRenderDate.ts';
import * as layout from './SiteLayout.css.ts';
import * as styles from './SiteFooter.css.ts';

/**
 * A minimal footer until @brightlane/ui's Footer replaces it (the public-site issue adds the
 * link groups, products under development, socials and support hours).
 */
export function SiteFooter() {
  const year = useCurrentYear();
  return (
    <footer className={styles.footer}>
      <div className={`${layout.container} ${styles.row}`}>
        <div>
          <p className={styles.tagline}>{brand.tagline}</p>
          <p>
            © {year} {brand.name} · {brand.address.display}
          </p>
        </div>
        <ul className={styles.contacts} aria-label="Contact details">
          <li>
            <a className={styles.contactLink} href={`tel:${brand.phone.tel}`}>
              {brand.phone.display}
            </a>
          </li>
          <li>
            <a className={styles.contactLink} href={`mailto:${brand.email.general}`}>
              {brand.email.general}
            </a>
          </li>
        </ul>
      </div>
    </footer>
  );
}
