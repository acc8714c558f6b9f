import { Link, NavLink } from 'react-router-dom';
import { brand } from '../brand.ts';
import { ThemeSwitch } from './ThemeSwitch.tsx';
import * as layout from './SiteLayout.css.ts';
import * as styles from './SiteHeader.css.ts';

/** The top bar's links (SPEC.md §2 "Navigation"). */
export const primaryNav = [
  { to: '/about', label: 'About' },
  { to: '/services', label: 'Services' },
  { to: '/contact', label: 'Contact' },
] as const;

export interface SiteHeaderProps {
  darkMode: boolean;
  onToggleTheme: () => void;
}

/**
 * A minimal top bar until @brightlane/ui's NavBar and Sidebar replace it (the public-site
 * issue adds the banner, ABN badge, shrink-on-scroll and the mobile sidebar).
 */
export function SiteHeader({ darkMode, onToggleTheme }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={`${layout.container} ${styles.bar}`}>
        <Link to="/" className={styles.brandLink} aria-label={`${brand.name} home`}>
          <BrandMark />
          <span className={styles.brandName}>{brand.name}</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul className={styles.navList}>
            {primaryNav.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={styles.navLink}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ThemeSwitch darkMode={darkMode} onToggle={onToggleTheme} />
        </nav>
      </div>
    </header>
  );
}

/** The "bright lane": a rounded tile crossed by a light stripe (the favicon draws the same). */
function BrandMark() {
  return (
    <svg className={styles.brandMark} width="32" height="32" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path className={styles.brandStripe} d="M9 23 L23 9" strokeWidth="4" strokeLinecap="round" />
      <path
        className={styles.brandStripe}
        d="M9 15 L15 9"
        strokeWidth="3"
        strokeLinecap="round"
        opacity="0.6"
      />
    </svg>
  );
}
