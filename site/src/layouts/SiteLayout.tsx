import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { AccountBanners } from './AccountBanners.tsx';
import { CallNowBanner } from './CallNowBanner.tsx';
import { QuickPanel, SiteNavPanel } from './DesktopSidebars.tsx';
import { LayoutContext } from './layoutContext.ts';
import type { LayoutContextValue } from './layoutContext.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import * as styles from './SiteLayout.css.ts';

export interface SiteLayoutProps extends LayoutContextValue {
  children?: ReactNode;
}

/**
 * The common layout of every page (docs/product/spec.md §2): the chrome around the page, and
 * the mobile flag handed to the page below (`useLayout`). The theme, its flag and its toggle,
 * every part reads from the ui ThemeProvider around the app (`useTheme`).
 */
export function SiteLayout({ isMobile, children }: SiteLayoutProps) {
  const context = useMemo(() => ({ isMobile }), [isMobile]);
  return (
    <LayoutContext.Provider value={context}>
      <div className={styles.shell}>
        <a className={styles.skipLink} href="#main">
          Skip to main content
        </a>
        <SiteHeader />
        <div className={styles.body}>
          <SiteNavPanel />
          <main id="main" className={styles.main} tabIndex={-1}>
            <AccountBanners />
            {children}
          </main>
          <QuickPanel />
        </div>
        <SiteFooter />
        <CallNowBanner />
      </div>
    </LayoutContext.Provider>
  );
}
