import { clsx } from 'clsx';
import type { ComponentProps, ReactNode } from 'react';
import { useContext, useId } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { list, nav, navDivider, navTitle } from './Sidebar.css.ts';
import { SidebarContext } from './SidebarContext.ts';

export interface SidebarNavProps extends Omit<ComponentProps<'nav'>, 'title'> {
  /** A visible heading that also names the landmark (e.g. 'Main Menu', 'Our Services'). */
  title?: string;
  /** The landmark's accessible name when there is no visible title (e.g. 'Site'). */
  label?: string;
  /** SidebarItems and SidebarGroups. */
  children?: ReactNode;
}

/**
 * A navigation landmark holding a list of sidebar items. Give each one on a page a distinct
 * `title` or `label`, so screen-reader users can tell the landmarks apart.
 */
export function SidebarNav({ title, label, children, className, ...rest }: SidebarNavProps) {
  const { collapsed } = useContext(SidebarContext);
  const titleId = useId();
  return (
    <nav
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : label}
      className={clsx(nav, className)}
      {...rest}
    >
      {title ? (
        <>
          {/* Collapsed to icons there is no room for the heading; a rule marks the section. */}
          {collapsed ? <div className={navDivider} aria-hidden="true" /> : null}
          <span id={titleId} className={collapsed ? visuallyHidden : navTitle}>
            {title}
          </span>
        </>
      ) : null}
      <ul className={list}>{children}</ul>
    </nav>
  );
}
