import { Link, useLocation } from 'react-router-dom';
import {
  Badge,
  Banner,
  Button,
  NavBar,
  Sidebar,
  SidebarGroup,
  SidebarItem,
  SidebarNav,
  ThemeToggle,
} from '@brightlane/ui';
import type { NavBarMenuState } from '@brightlane/ui';
import { brand } from '../brand.ts';
import { renderRouterLink } from './routerLink.tsx';
import { authNav, isActivePath, mobileNav, primaryNav } from './siteNav.ts';
import type { NavItem } from './siteNav.ts';
import * as styles from './SiteHeader.css.ts';

/**
 * The top of every page (SPEC.md §2): the sales banner, then the navigation bar with the ABN
 * badge, the links, the theme toggle and the signed-out actions; at ≤768 px a menu button
 * opens the sidebar instead. What shows at which width is CSS only, so the pre-rendered HTML
 * does not move when the page hydrates.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const links = primaryNav.map(({ to, label }) => ({
    href: to,
    label,
    active: isActivePath(pathname, to),
  }));
  return (
    <>
      <SalesBanner />
      {/* Sticky below the banner; the bar inside shrinks after 10 px of scroll. */}
      <div className={styles.navSlot}>
        <NavBar
          position="static"
          className={styles.navBar}
          brand={
            <>
              <BrandLink />
              <Badge tone="neutral" size="sm" className={styles.abn}>
                {brand.abn}
              </Badge>
            </>
          }
          links={links}
          renderLink={renderRouterLink}
          actions={<ThemeToggle />}
          desktopActions={<AuthActions />}
          renderMenu={(menu) => <SiteMenu {...menu} pathname={pathname} />}
        />
      </div>
    </>
  );
}

/** The top sales strip: phone, e-mail and 'Contact Sale'. */
function SalesBanner() {
  return (
    <aside aria-label="Sales">
      <Banner
        variant="top"
        tone="brand"
        title={brand.banner.salesTitle}
        action={
          <Button asChild size="sm">
            <Link to="/contact">{brand.banner.contactSale}</Link>
          </Button>
        }
      >
        <a className={styles.bannerLink} href={`tel:${brand.phone.tel}`}>
          {brand.phone.display}
        </a>
        <span aria-hidden="true"> · </span>
        <a className={styles.bannerLink} href={`mailto:${brand.email.sales}`}>
          {brand.email.sales}
        </a>
      </Banner>
    </aside>
  );
}

function AuthActions() {
  return (
    <>
      <Button asChild variant="ghost" tone="neutral">
        <Link to={authNav.signIn.to}>{authNav.signIn.label}</Link>
      </Button>
      <Button asChild>
        <Link to={authNav.signUp.to}>{authNav.signUp.label}</Link>
      </Button>
    </>
  );
}

/** The small-screen menu; any route change closes it. */
function SiteMenu({ pathname, ...menu }: NavBarMenuState & { pathname: string }) {
  const item = ({ to, label }: NavItem) => (
    <SidebarItem key={to} href={to} label={label} active={isActivePath(pathname, to)} />
  );
  const inServices = mobileNav.services.items.some(({ to }) => isActivePath(pathname, to));
  return (
    <Sidebar
      {...menu}
      title="Menu"
      side="right"
      closeSignal={pathname}
      renderLink={renderRouterLink}
      footer={<ThemeToggle variant="switch" />}
    >
      <SidebarNav label="Mobile">
        {mobileNav.before.map(item)}
        <SidebarGroup label={mobileNav.services.label} defaultOpen={inServices}>
          {mobileNav.services.items.map(item)}
        </SidebarGroup>
        {mobileNav.after.map(item)}
      </SidebarNav>
    </Sidebar>
  );
}

/** The brand link home: the mark, and the wordmark where there is room. */
function BrandLink() {
  return (
    <Link to="/" className={styles.brandLink} aria-label={`${brand.name} home`}>
      <BrandMark />
      <span className={styles.brandName}>{brand.name}</span>
    </Link>
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
