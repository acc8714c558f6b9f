import * as Collapsible from '@radix-ui/react-collapsible';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useContext } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import {
  chevron,
  groupContent,
  groupList,
  item,
  itemIcon,
  itemLabel,
  itemMonogram,
} from './Sidebar.css.ts';
import { SidebarContext } from './SidebarContext.ts';

export interface SidebarGroupProps extends Omit<
  ComponentProps<typeof Collapsible.Root>,
  'asChild' | 'children' | 'title'
> {
  /** The group's label, on the button that opens and closes it (e.g. 'Services'). */
  label: string;
  /** An icon beside the label; shown alone when the panel is collapsed. */
  icon?: ReactNode;
  /** Open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Open at first (uncontrolled). Closed by default. */
  defaultOpen?: boolean;
  /** Called with the new open state. */
  onOpenChange?: (open: boolean) => void;
  /** The group's SidebarItems. */
  children?: ReactNode;
}

/** A collapsible group of sidebar items (Radix Collapsible), e.g. 'Services'. Renders an `<li>`. */
export function SidebarGroup({ label, icon, children, className, ...rest }: SidebarGroupProps) {
  const { collapsed } = useContext(SidebarContext);
  return (
    <Collapsible.Root asChild {...rest}>
      <li className={className}>
        <Collapsible.Trigger className={item} title={collapsed ? label : undefined}>
          {icon || collapsed ? (
            <span className={itemIcon} aria-hidden="true">
              {icon ?? <span className={itemMonogram}>{label.slice(0, 1).toUpperCase()}</span>}
            </span>
          ) : null}
          <span className={collapsed ? visuallyHidden : itemLabel}>{label}</span>
          {collapsed ? null : <ChevronDown size={16} aria-hidden="true" className={chevron} />}
        </Collapsible.Trigger>
        <Collapsible.Content className={groupContent}>
          <ul className={groupList}>{children}</ul>
        </Collapsible.Content>
      </li>
    </Collapsible.Root>
  );
}
