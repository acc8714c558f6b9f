import { clsx } from 'clsx';
import { useControllableState } from '@radix-ui/react-use-controllable-state';
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { useEffect, useMemo, useRef } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import type { RenderLink } from '../NavBar/NavBarLink.tsx';
import { defaultRenderLink } from '../NavBar/NavBarLink.tsx';
import {
  body,
  footer as footerClass,
  overlay,
  sheet,
  sheetDescription,
  sheetHeader,
  sheetTitle,
} from './Sidebar.css.ts';
import { SidebarContext } from './SidebarContext.ts';

export const sidebarSides = ['left', 'right'] as const;
export type SidebarSide = (typeof sidebarSides)[number];

export interface SidebarProps extends Omit<
  ComponentProps<typeof Dialog.Content>,
  'title' | 'asChild' | 'forceMount'
> {
  /** Open (controlled). Pair with `onOpenChange`. */
  open?: boolean;
  /** Open at first (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the new open state: on the trigger, ×, Escape, an overlay click, an item click or `closeSignal`. */
  onOpenChange?: (open: boolean) => void;
  /** The edge it slides in from. Left by default. */
  side?: SidebarSide;
  /** The dialog's accessible name, shown in the header unless `header` replaces it (e.g. 'Menu'). */
  title: string;
  /** An optional sentence under the title, also the dialog's description. */
  description?: ReactNode;
  /** Replaces the visible title in the header (e.g. the logo); `title` still names the dialog. */
  header?: ReactNode;
  /** Content pinned under the list, e.g. the theme switch. */
  footer?: ReactNode;
  /**
   * Any value that changes when the route changes (e.g. the pathname): a change closes the
   * sidebar, so a navigation never leaves it open over the new page.
   */
  closeSignal?: unknown;
  /** An element that opens the sidebar (rendered as a Radix Dialog trigger). Optional: a controlled sidebar can be opened from anywhere. */
  trigger?: ReactElement;
  /** The × button's accessible name. */
  closeLabel?: string;
  /** How item links render (e.g. a router link). Plain `<a>` by default. */
  renderLink?: RenderLink;
  /** SidebarNav sections (with SidebarItem / SidebarGroup) or any content. */
  children?: ReactNode;
}

/**
 * The slide-in navigation for small screens (Radix Dialog): overlay, focus trapped, Escape
 * and overlay click close it, a `closeSignal` change (route change) closes it, and following
 * an item closes it.
 */
export function Sidebar({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  side = 'left',
  title,
  description,
  header,
  footer,
  closeSignal,
  trigger,
  closeLabel = 'Close menu',
  renderLink = defaultRenderLink,
  children,
  className,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...rest
}: SidebarProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });

  const lastSignal = useRef(closeSignal);
  useEffect(() => {
    if (Object.is(lastSignal.current, closeSignal)) return;
    lastSignal.current = closeSignal;
    setOpen(false);
  }, [closeSignal, setOpen]);

  // Without a Radix trigger (the NavBar's menu button opens a controlled sidebar), Radix
  // has nowhere to return focus on close; remember what had focus when it opened.
  const returnFocus = useRef<HTMLElement | null>(null);

  const context = useMemo(
    () => ({ collapsed: false, renderLink, onNavigate: () => setOpen(false) }),
    [renderLink, setOpen],
  );

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} data-sidebar-overlay="" />
        <Dialog.Content
          className={clsx(sheet({ side }), className)}
          data-side={side}
          // Radix warns without a description; none is needed when there is no sentence.
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
            onOpenAutoFocus?.(event);
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented || trigger) return;
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
          {...rest}
        >
          <div className={sheetHeader}>
            {header}
            <Dialog.Title className={header ? visuallyHidden : sheetTitle}>{title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={closeLabel} icon={<X size={20} />} tone="neutral" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={sheetDescription}>{description}</Dialog.Description>
          ) : null}
          <SidebarContext.Provider value={context}>
            <div className={body}>{children}</div>
            {footer ? <div className={footerClass}>{footer}</div> : null}
          </SidebarContext.Provider>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
