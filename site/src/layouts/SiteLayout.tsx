import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { LayoutContext } from './layoutContext.ts';
import type { LayoutContextValue } from './layoutContext.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import * as styles from './SiteLayout.css.ts';

export interface SiteLayoutProps extends LayoutContextValue {
  children?: ReactNode;
}

/**
 * The common layout of every page (SPEC.md §2): it receives the dark-mode flag, the theme
 * toggle and the mobile flag, shows them in the chrome and hands them to the page below.
 */
export function SiteLayout({ darkMode, toggleTheme, isMobile, children }: SiteLayoutProps) {
  const context = useMemo(
    () => ({ darkMode, toggleTheme, isMobile }),
    [darkMode, toggleTheme, isMobile],
  );
  return (
    <LayoutContext.Provider value={context}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          Skip to main content
        </a>
        <SiteHeader darkMode={darkMode} onToggleTheme={toggleTheme} />
        <main id="main" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
      </div>
    </LayoutContext.Provider>
  );
}
