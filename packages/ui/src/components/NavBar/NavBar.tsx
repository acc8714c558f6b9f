import { clsx } from 'clsx';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { Menu } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import * as styles from './NavBar.css.ts';
import type { RenderLink } from './NavBarLink.tsx';
import { defaultRenderLink } from './NavBarLink.tsx';
import { useScrolled } from './useScrolled.ts';

export const navBarPositions = ['fixed', 'static'] as const;

export interface NavBarLinkItem {
  /** Where the link goes. */
  href: string;
  /** The visible text. */
  label: string;
  /** The current page: highlighted and announced with aria-current="page". */
  active?: boolean;
}

/** What `renderMenu` receives: spread it on a `<Sidebar>`. */
export interface NavBarMenuState {
  /** Whether the menu is open. */
  open: boolean;
  /** Opens or closes it. */
  onOpenChange: (open: boolean) => void;
  /** The id the menu button's aria-controls points at. */
  id: string;
}

export interface NavBarProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** Start slot: the logo or brand link (and e.g. the ABN badge). */
  brand?: ReactNode;
  /** The top-level links (e.g. About, Services, Contact). Hidden at ≤768 px, where the menu takes over. */
  links?: readonly NavBarLinkItem[];
  /** How links render: pass the router's link so navigation stays client-side. Plain `<a>` by default. */
  renderLink?: RenderLink;
  /** End slot shown at every width (e.g. the theme toggle). */
  actions?: ReactNode;
  /** End slot hidden at ≤768 px (e.g. 'Sign In' / 'Create Account', the bell and avatar). */
  desktopActions?: ReactNode;
  /** The accessible name of the links' navigation landmark. */
  navLabel?: string;
  /**
   * Renders the small-screen menu, usually `(menu) => <Sidebar {...menu} title="Menu">…</Sidebar>`.
   * When given, a menu button appears at ≤768 px.
   */
  renderMenu?: (menu: NavBarMenuState) => ReactNode;
  /** Menu open (controlled). Pair with `onMenuOpenChange`. */
  menuOpen?: boolean;
  /** Menu open at first (uncontrolled). */
  defaultMenuOpen?: boolean;
  /** Called with the menu's new open state. */
  onMenuOpenChange?: (open: boolean) => void;
  /** The menu button's accessible name. */
  menuLabel?: string;
  /**
   * Shrunk state (70 px). By default it follows the page: shrunk once scrolled more than
   * `scrollThreshold` px. Set it to force a state (stories, or a page that scrolls a container).
   */
  scrolled?: boolean;
  /** Scroll distance in px after which the bar shrinks. Default 10. */
  scrollThreshold?: number;
  /**
   * 'fixed' (default) pins the bar to the top of the viewport; the page then needs a top
   * offset of `vars.size.navHeight`. 'static' keeps it in the flow (previews, docs).
   */
  position?: (typeof navBarPositions)[number];
}

/**
 * The top navigation bar: 80 px, shrinking to 70 px after 10 px of scroll, with brand, links
 * and action slots. At ≤768 px the links give way to a menu button that opens `renderMenu`.
 */
export function NavBar({
  brand,
  links = [],
  renderLink = defaultRenderLink,
  actions,
  desktopActions,
  navLabel = 'Main',
  renderMenu,
  menuOpen: menuOpenProp,
  defaultMenuOpen = false,
  onMenuOpenChange,
  menuLabel = 'Open menu',
  scrolled: scrolledProp,
  scrollThreshold = 10,
  position = 'fixed',
  className,
  ...rest
}: NavBarProps) {
  const pageScrolled = useScrolled(scrollThreshold);
  const scrolled = scrolledProp ?? pageScrolled;
  const [menuOpen, setMenuOpen] = useControllableState({
    prop: menuOpenProp,
    defaultProp: defaultMenuOpen,
    onChange: onMenuOpenChange,
  });
  const menuId = useId();

  return (
    <header
      data-scrolled={scrolled}
      data-position={position}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <div className={styles.inner}>
        {brand ? <div className={styles.brand}>{brand}</div> : <div className={styles.brand} />}
        {links.length > 0 ? (
          <nav aria-label={navLabel} className={styles.links}>
            <ul className={styles.linkList}>
              {links.map(({ href, label, active }) => (
                <li key={href}>
                  {renderLink({
                    href,
                    className: styles.link,
                    'aria-current': active ? 'page' : undefined,
                    children: label,
                  } as Parameters<RenderLink>[0])}
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {desktopActions ? <div className={styles.desktopActions}>{desktopActions}</div> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
        {renderMenu ? (
          // The wrapper, not the button, carries the media query, so the button's own
          // display rule cannot win over it by stylesheet order.
          <span className={styles.menuButton}>
            <IconButton
              label={menuLabel}
              icon={<Menu size={22} />}
              tone="neutral"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            />
          </span>
        ) : null}
      </div>
      {renderMenu?.({ open: menuOpen, onOpenChange: setMenuOpen, id: menuId })}
    </header>
  );
}
