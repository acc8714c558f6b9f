import { clsx } from 'clsx';
import type { MouseEvent, ReactNode, Ref } from 'react';
import { useContext } from 'react';
import { RenderedLink } from '../NavBar/NavBarLink.tsx';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { item, itemBadge, itemIcon, itemLabel, itemMonogram } from './Sidebar.css.ts';
import { SidebarContext } from './SidebarContext.ts';

export interface SidebarItemProps {
  /** The visible label; also the accessible name when the panel is collapsed to icons. */
  label: string;
  /** Where the item goes. Without it the item is a button (use `onClick`). */
  href?: string;
  /** An icon (e.g. from lucide-react), shown alone when the panel is collapsed. */
  icon?: ReactNode;
  /** The current page: highlighted and announced with aria-current="page". */
  active?: boolean;
  /** Trailing content, e.g. a Badge with a count. Hidden when collapsed. */
  badge?: ReactNode;
  /** Click handler. A slide-in Sidebar closes after an unmodified click. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Ref to the link or button. */
  ref?: Ref<HTMLAnchorElement & HTMLButtonElement>;
  /** Extra class on the link or button. */
  className?: string;
}

// A modified click opens a new tab or window: the menu should stay where it is.
function isPlainClick(event: MouseEvent<HTMLElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** One entry of a sidebar list: a link (or a button without `href`). Renders an `<li>`. */
export function SidebarItem({
  label,
  href,
  icon,
  active = false,
  badge,
  onClick,
  ref,
  className,
  ...rest
}: SidebarItemProps) {
  const { collapsed, renderLink, onNavigate } = useContext(SidebarContext);
  const handleClick = (event: MouseEvent<HTMLElement>) => {
    // A router link may already have called preventDefault (to navigate client-side), so
    // only a preventDefault from the item's own onClick keeps the menu open.
    const preventedBefore = event.defaultPrevented;
    onClick?.(event);
    const keptOpen = !preventedBefore && event.defaultPrevented;
    // Close even on a link to the page already shown: no route changes, so closeSignal
    // would not fire.
    if (!keptOpen && isPlainClick(event)) onNavigate?.();
  };
  const content = (
    <>
      {icon || collapsed ? (
        <span className={itemIcon} aria-hidden="true">
          {icon ?? <span className={itemMonogram}>{label.slice(0, 1).toUpperCase()}</span>}
        </span>
      ) : null}
      <span className={collapsed ? visuallyHidden : itemLabel}>{label}</span>
      {badge && !collapsed ? <span className={itemBadge}>{badge}</span> : null}
    </>
  );
  const shared = {
    ...rest,
    className: clsx(item, className),
    onClick: handleClick,
    // A collapsed item shows only its icon; the title gives sighted mouse users the name.
    title: collapsed ? label : undefined,
    ref,
    children: content,
  };
  return (
    <li>
      {href !== undefined ? (
        <RenderedLink
          render={renderLink}
          {...shared}
          href={href}
          aria-current={active ? 'page' : undefined}
        />
      ) : (
        <button type="button" {...shared} aria-current={active ? 'page' : undefined} />
      )}
    </li>
  );
}
