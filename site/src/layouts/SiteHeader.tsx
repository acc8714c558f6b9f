import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Mail } from 'lucide-react';
import { Badge, Banner, Button, NavBar, ThemeToggle } from '@brightlane/ui';
import type { NavBarMenuState } from '@brightlane/ui';
import { brand } from '@brightlane/contract/brand';
import { useServerVisitor } from '../features/auth/guard.ts';
import { accountMenuCopy } from '../features/auth/menuCopy.ts';
import { useSession } from '../features/auth/session.ts';
import { DEFERRED_MODULES } from '../app/deferredChunks.ts';
import { useDeferredModule } from '../hooks/useDeferredModule.ts';
import { useEverOpen } from '../hooks/useEverOpen.ts';
import { BarPopups } from './barPopups.tsx';
import { useLayout } from './layoutContext.ts';
import { renderNavLink } from './routerLink.tsx';
import { authNav, primaryNav } from './siteNav.ts';
import * as styles from './SiteHeader.css.ts';
import { saveThemeIfSignedIn } from './saveThemeIfSignedIn.ts';

const loadMenu = () => import('./SiteMenu.tsx');
const loadAccountMenu = () => import('./AccountMenu.tsx');
const loadNotifications = () => import('../features/notifications/NotificationsMenu.tsx');

/**
 * The top of every page (docs/product/spec.md §2): the sales banner, then the navigation bar with the ABN
 * badge, the links, the theme toggle and the account actions; at ≤768 px a menu button
 * opens the sidebar instead. What shows at which width is CSS only, so the pre-rendered HTML
 * does not move when the page hydrates. The bar's popups (notifications, profile, sign-in,
 * sign-up) are one group: opening one closes the others, and a route change closes them all.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  // NavLink marks the current page's link (routerLink.tsx).
  const links = primaryNav.map(({ to, label }) => ({ href: to, label }));
  return (
    <>
      <SalesBanner />
      {/* Sticky below the banner; the bar inside shrinks after 10 px of scroll. */}
      <div className={styles.navSlot}>
        <BarPopups closeSignal={pathname}>
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
            renderLink={renderNavLink}
            actions={
              <>
                <NotificationsSlot />
                <ThemeToggle onThemeChange={saveThemeIfSignedIn} className={styles.needsScript} />
              </>
            }
            desktopActions={<AccountActions />}
            renderMenu={(menu) => <DeferredSiteMenu {...menu} pathname={pathname} />}
          />
        </BarPopups>
      </div>
    </>
  );
}

/**
 * The top sales strip (docs/product/spec.md §2): 'Sales:', the phone number, the e-mail and
 * 'Contact Sale'. On a phone (≤480 px) it keeps to one line, so the page starts one line below
 * it rather than three: the number stays the tap target it is, the e-mail goes behind an
 * envelope (the link, still named by the address), 'Contact Sale' stays beside them.
 * CSS decides, so the pre-rendered HTML is right for the width.
 */
function SalesBanner() {
  const mailto = `mailto:${brand.email.sales}`;
  return (
    <aside aria-label="Sales">
      <Banner
        placement="top"
        tone="brand"
        singleLine
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
        <span className={styles.bannerSeparator} aria-hidden="true">
          {' · '}
        </span>
        <a
          className={`${styles.bannerLink} ${styles.bannerMail}`}
          href={mailto}
          title={brand.email.sales}
        >
          <Mail className={styles.bannerMailIcon} size={18} aria-hidden="true" />
          <span className={styles.bannerMailText}>{brand.email.sales}</span>
        </a>
      </Banner>
    </aside>
  );
}

/**
 * The account end of the bar (docs/product/spec.md §2, §4): while the session check runs (and in the
 * pre-rendered HTML, which is the same for everyone) two disabled buttons say 'Loading...' (in
 * a browser with scripting off, links to /login and /signup instead: nothing would end the wait);
 * then 'Sign In' and 'Create Account', or the avatar. A page the server rendered for a signed-in
 * visitor (behind the guard, e.g. /settings) offers 'Log Out' there instead, which works
 * without script (/logout asks to confirm with a form). Their popups and forms are a module of
 * their own that wide screens load once the page is interactive; this slot is hidden on phones,
 * which never load it.
 */
function AccountActions() {
  const { isMobile } = useLayout();
  const { session } = useSession();
  const [menu] = useDeferredModule(loadAccountMenu, { warm: !isMobile });
  const known = session.status !== 'checking' && menu;
  // Known to the server only on a page it rendered for this visitor (behind the guard, or
  // /profile); the pre-rendered pages are for everyone.
  const guardedUser = useServerVisitor();
  return (
    <div
      className={styles.accountSlot}
      data-reserve={session.status === 'signedIn' ? undefined : ''}
    >
      {known ? (
        <menu.AccountMenu user={session.user} />
      ) : (
        <>
          <span className={styles.whileScripted}>
            <Button variant="ghost" tone="neutral" loading loadingText={accountMenuCopy.loading}>
              {authNav.signIn.label}
            </Button>
            <Button loading loadingText={accountMenuCopy.loading}>
              {authNav.signUp.label}
            </Button>
          </span>
          {/*
            Without JavaScript no session is checked and no popup opens: the two pages. In a
            <noscript>, so a browser running scripts never has them in its document (React
            leaves a noscript's content alone when it hydrates).
          */}
          <noscript className={styles.noScriptLinks}>
            {guardedUser ? (
              <Button asChild variant="ghost" tone="neutral">
                <a href={authNav.logOut.to}>{authNav.logOut.label}</a>
              </Button>
            ) : (
              <>
                <Button asChild variant="ghost" tone="neutral">
                  <a href={authNav.signIn.to}>{authNav.signIn.label}</a>
                </Button>
                <Button asChild>
                  <a href={authNav.signUp.to}>{authNav.signUp.label}</a>
                </Button>
              </>
            )}
          </noscript>
        </>
      )}
    </div>
  );
}

/**
 * The bell (docs/product/spec.md §2, §4), at every width, for a signed-in user only. Its code (the
 * notifications store, the stream, the bell and its panel) loads once a session is known, when
 * the browser is next idle: signed-out visitors never download it, and nothing renders here
 * for them, in the pre-rendered HTML or after, so their page does not move.
 */
function NotificationsSlot() {
  const { session } = useSession();
  const signedIn = session.status === 'signedIn';
  const [bell] = useDeferredModule(loadNotifications, { warm: signedIn });
  return signedIn && bell ? <bell.NotificationsMenu /> : null;
}

/**
 * The small-screen menu. Its dialog machinery (focus trap, scroll lock, dismissal) is about
 * 9 KB of script that wide screens never use: it stays out of the first load. On a phone its
 * files are fetched once the visitor engages with the page (a touch, a scroll: app/engaged.ts)
 * and the browser is idle, and run at the first tap of the menu button (fetched then if they
 * are not in yet). It mounts when first opened.
 */
function DeferredSiteMenu(props: NavBarMenuState & { pathname: string }) {
  const { isMobile } = useLayout();
  const [menu, loadMenuNow] = useDeferredModule(loadMenu, {
    warm: isMobile,
    prefetch: DEFERRED_MODULES.siteMenu,
  });
  const { open } = props;
  const everOpen = useEverOpen(open);
  useEffect(() => {
    if (open) loadMenuNow();
  }, [open, loadMenuNow]);
  return menu && everOpen ? <menu.SiteMenu {...props} /> : null;
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
