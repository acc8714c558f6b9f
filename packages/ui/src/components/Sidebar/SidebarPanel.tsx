import { clsx } from 'clsx';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import { PanelLeftClose, PanelLeftOpen, PanelRightClose, PanelRightOpen } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useId, useMemo } from 'react';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { RenderLink } from '../NavBar/NavBarLink.tsx';
import { defaultRenderLink } from '../NavBar/NavBarLink.tsx';
import { panel, panelBody, panelBrand, panelFooter, panelHeader } from './Sidebar.css.ts';
import type { SidebarSide } from './Sidebar.tsx';
import { SidebarContext } from './SidebarContext.ts';

export interface SidebarPanelProps extends Omit<ComponentProps<'aside'>, 'aria-label'> {
  /** The complementary landmark's accessible name (e.g. 'Site navigation', 'Quick tools'). */
  label: string;
  /** Collapsed to icons (controlled). Pair with `onCollapsedChange`. */
  collapsed?: boolean;
  /** Collapsed at first (uncontrolled). Expanded by default. */
  defaultCollapsed?: boolean;
  /** Called with the new collapsed state when the toggle is pressed. */
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The edge of the page it sits on; mirrors the toggle icon and border. Left by default. */
  side?: SidebarSide;
  /** Top content beside the toggle, e.g. the brand. Hidden while collapsed. */
  header?: ReactNode;
  /** Content pinned at the bottom, e.g. the theme toggle (read `useSidebar()` to adapt it). */
  footer?: ReactNode;
  /** Hide the collapse toggle (e.g. a compact layout that keeps the panel as it is). */
  hideToggle?: boolean;
  /** The toggle's name while expanded. Default 'Hide sidebar'. */
  collapseLabel?: string;
  /** The toggle's name while collapsed. Default 'Show sidebar'. */
  expandLabel?: string;
  /** How item links render (e.g. a router link). Plain `<a>` by default. */
  renderLink?: RenderLink;
  /** SidebarNav sections or any content. */
  children?: ReactNode;
}

/**
 * The persistent desktop sidebar (not modal). Its toggle — 'Hide sidebar' / 'Show sidebar',
 * with aria-expanded — collapses it to a rail of icons.
 */
export function SidebarPanel({
  label,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  side = 'left',
  header,
  footer,
  hideToggle = false,
  collapseLabel = 'Hide sidebar',
  expandLabel = 'Show sidebar',
  renderLink = defaultRenderLink,
  children,
  className,
  ...rest
}: SidebarPanelProps) {
  const [collapsed, setCollapsed] = useControllableState({
    prop: collapsedProp,
    defaultProp: defaultCollapsed,
    onChange: onCollapsedChange,
  });
  const bodyId = useId();
  const context = useMemo(() => ({ collapsed, renderLink }), [collapsed, renderLink]);
  const [CloseIcon, OpenIcon] =
    side === 'left' ? [PanelLeftClose, PanelLeftOpen] : [PanelRightClose, PanelRightOpen];

  return (
    <aside
      aria-label={label}
      data-state={collapsed ? 'collapsed' : 'expanded'}
      data-side={side}
      className={clsx(panel, className)}
      {...rest}
    >
      {header || !hideToggle ? (
        <div className={panelHeader}>
          <div className={panelBrand}>{header}</div>
          {hideToggle ? null : (
            <IconButton
              label={collapsed ? expandLabel : collapseLabel}
              icon={collapsed ? <OpenIcon size={20} /> : <CloseIcon size={20} />}
              tone="neutral"
              size="sm"
              aria-expanded={!collapsed}
              aria-controls={bodyId}
              onClick={() => setCollapsed(!collapsed)}
            />
          )}
        </div>
      ) : null}
      <SidebarContext.Provider value={context}>
        <div id={bodyId} className={panelBody}>
          {children}
        </div>
        {footer ? <div className={panelFooter}>{footer}</div> : null}
      </SidebarContext.Provider>
    </aside>
  );
}
