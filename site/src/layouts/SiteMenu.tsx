import type { NavBarMenuState } from '@brightlane/ui';
import { Sidebar, SidebarGroup, SidebarItem, SidebarNav, ThemeSwitch } from '@brightlane/ui';
import { themeSwitchLabel } from './chromeCopy.ts';
import { renderNavLink } from './routerLink.tsx';
import { useSession } from '../features/auth/session.ts';
import { accountNav, isActivePath, mobileNav } from './siteNav.ts';
import type { NavItem } from './siteNav.ts';
import { saveThemeIfSignedIn } from './saveThemeIfSignedIn.ts';

/** The small-screen menu; any route change closes it. */
export function SiteMenu({ pathname, ...menu }: NavBarMenuState & { pathname: string }) {
  const item = ({ to, label }: NavItem) => (
    // NavLink marks the current page's item (routerLink.tsx).
    <SidebarItem key={to} href={to} label={label} />
  );
  const { session } = useSession();
  const inServices = mobileNav.services.items.some(({ to }) => isActivePath(pathname, to));
  return (
    <Sidebar
      {...menu}
      title="Menu"
      side="right"
      closeSignal={pathname}
      renderLink={renderNavLink}
      footer={<ThemeSwitch label={themeSwitchLabel} onThemeChange={saveThemeIfSignedIn} />}
    >
      <SidebarNav label="Mobile">
        {mobileNav.before.map(item)}
        <SidebarGroup label={mobileNav.services.label} defaultOpen={inServices}>
          {mobileNav.services.items.map(item)}
        </SidebarGroup>
        {mobileNav.after.map(item)}
      </SidebarNav>
      {/* The phone's way to the account pages: the bar's account buttons are wide-screen only. */}
      {session.status === 'checking' ? null : (
        <SidebarNav label="Account">
          {(session.status === 'signedIn' ? accountNav.signedIn : accountNav.signedOut).map(item)}
        </SidebarNav>
      )}
    </Sidebar>
  );
}
