import {
  BarChart3,
  Cloud,
  Code2,
  FolderPlus,
  Gauge,
  Info,
  LayoutGrid,
  LifeBuoy,
  Mail,
  Search,
  ShoppingCart,
  Briefcase,
  Users,
} from 'lucide-react';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  Button,
  SidebarItem,
  SidebarNav,
  SidebarPanel,
  ThemeSwitch,
  ThemeToggle,
  useSidebar,
} from '@brightlane/ui';
import { brand } from '@brightlane/contract/brand';
import { DEFERRED_MODULES } from '../app/deferredChunks.ts';
import { useDeferredModule } from '../hooks/useDeferredModule.ts';
import { useEverOpen } from '../hooks/useEverOpen.ts';
import { themeSwitchLabel } from './chromeCopy.ts';
import { useLayout } from './layoutContext.ts';
import { QuickTool } from './QuickTool.tsx';
import { navLinkRenderer } from './routerLink.tsx';
import { desktopNav, quickActions, quickTools } from './siteNav.ts';
import * as styles from './DesktopSidebars.css.ts';
import { saveThemeIfSignedIn } from './saveThemeIfSignedIn.ts';
import { needsScript } from './SiteHeader.css.ts';

// The phone's support popup (its dialog, form and validation) is code of its own, out of the
// first load: every page carries this layout, few visitors open the popup.
const loadSupportPopup = () => import('./SupportPopup.tsx');

const navIcons: Record<string, ReactElement> = {
  '/services': <LayoutGrid size={18} />,
  '/portfolio': <Briefcase size={18} />,
  '/about': <Info size={18} />,
  '/contact': <Mail size={18} />,
  '/services/cloud': <Cloud size={18} />,
  '/services/seo': <Search size={18} />,
  '/services/web-development': <Code2 size={18} />,
  '/services/ecommerce': <ShoppingCart size={18} />,
};

const toolIcons: Record<(typeof quickTools)[number]['name'], ReactElement> = {
  Analytics: <BarChart3 size={18} />,
  'SEO Tools': <Search size={18} />,
  Performance: <Gauge size={18} />,
  Collaborate: <Users size={18} />,
};

/**
 * The left navigation of wide screens (docs/product/spec.md §2 "Desktop layout"): the brand, Main Menu
 * and Our Services, a 'Hide sidebar'/'Show sidebar' toggle that folds it to icons, and the
 * theme toggle. Hidden at ≤768 px by CSS, where the top bar's menu takes over.
 */
export function SiteNavPanel() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <SidebarPanel
      label="Site navigation"
      className={styles.leftPanel}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      header={<span className={styles.panelBrand}>{brand.name}</span>}
      footer={<PanelThemeToggle />}
      renderLink={renderPanelLink}
    >
      {[desktopNav.mainMenu, desktopNav.ourServices].map((section) => (
        <SidebarNav key={section.title} title={section.title}>
          {section.items.map(({ to, label }) => (
            <SidebarItem key={to} href={to} label={label} icon={navIcons[to]} />
          ))}
        </SidebarNav>
      ))}
    </SidebarPanel>
  );
}

/**
 * NavLinks for the panel: '/services' is not also current on '/services/cloud', which has its
 * own item.
 */
const panelPaths = [...desktopNav.mainMenu.items, ...desktopNav.ourServices.items].map(
  (item) => item.to,
);
const renderPanelLink = navLinkRenderer(
  panelPaths.filter((to) => panelPaths.some((other) => other.startsWith(`${to}/`))),
);

/** The switch when there is room, the round icon button on the folded rail. */
function PanelThemeToggle() {
  const { collapsed } = useSidebar();
  // Not shown where the code does not run (SiteHeader.css.ts `needsScript`).
  return collapsed ? (
    <ThemeToggle onThemeChange={saveThemeIfSignedIn} className={needsScript} />
  ) : (
    <ThemeSwitch
      label={themeSwitchLabel}
      onThemeChange={saveThemeIfSignedIn}
      className={needsScript}
    />
  );
}

/**
 * Quick Tools and Quick Actions (docs/product/spec.md §2): a right column on wide screens, a section
 * under the page on narrower ones.
 */
export function QuickPanel() {
  return (
    <aside aria-labelledby="quick-tools-title" className={styles.rightPanel}>
      <h2 id="quick-tools-title" className={styles.sectionTitle}>
        Quick Tools
      </h2>
      <ul className={styles.list}>
        {quickTools.map((tool) => (
          <li key={tool.name}>
            <QuickTool name={tool.name} text={tool.text} icon={toolIcons[tool.name]} />
          </li>
        ))}
      </ul>
      <h2 className={styles.sectionTitle}>{quickActions.title}</h2>
      <div className={styles.actions}>
        <Button asChild variant="outline" tone="neutral" block>
          <Link to={quickActions.newWorkspace.to}>
            <FolderPlus size={18} aria-hidden="true" />
            {quickActions.newWorkspace.label}
          </Link>
        </Button>
        <SupportAction />
      </div>
    </aside>
  );
}

/** '/support' on wide screens; on a phone, the contact form in a popup (≤500 px wide). */
function SupportAction() {
  const { isMobile } = useLayout();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  // On a phone, fetched once the visitor engages with the page and the browser is idle, run at
  // the first tap; mounted when first opened.
  const [popup, loadPopupNow] = useDeferredModule(loadSupportPopup, {
    warm: isMobile,
    prefetch: DEFERRED_MODULES.supportPopup,
  });
  const everOpen = useEverOpen(open);
  const [openedAt, setOpenedAt] = useState(pathname);
  // A route change closes the popup.
  if (open && openedAt !== pathname) setOpen(false);
  const icon = <LifeBuoy size={18} aria-hidden="true" />;
  if (!isMobile) {
    return (
      <Button asChild variant="outline" tone="neutral" block>
        <Link to={quickActions.support.to}>
          {icon}
          {quickActions.support.label}
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        tone="neutral"
        block
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          loadPopupNow();
          setOpen(true);
          setOpenedAt(pathname);
        }}
      >
        {icon}
        {quickActions.support.label}
      </Button>
      {popup && everOpen ? <popup.SupportPopup open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
