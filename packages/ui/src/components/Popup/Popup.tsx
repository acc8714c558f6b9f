import { clsx } from 'clsx';
import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps, Dispatch, ReactElement, ReactNode, SetStateAction } from 'react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import * as styles from './Popup.css.ts';

export const popupPaddings = ['none', 'sm', 'md'] as const;

/* ------------------------------------------------------------------------------------------ */
/* PopupGroup: at most one popup of the group open at a time.                                 */
/* ------------------------------------------------------------------------------------------ */

interface PopupGroupValue {
  /** The id of the open popup, or null. */
  openId: string | null;
  setOpenId: Dispatch<SetStateAction<string | null>>;
}

const PopupGroupContext = createContext<PopupGroupValue | null>(null);

export interface PopupGroupProps {
  children: ReactNode;
  /**
   * Any value; when it changes every popup of the group closes. Pass the route pathname so a
   * navigation closes every popup of the group (notifications, profile, sign-in…).
   */
  closeSignal?: unknown;
  /** Called with the id of the popup that opened, or null when all are closed. */
  onOpenIdChange?: (id: string | null) => void;
}

/**
 * Makes the popups inside it mutually exclusive: opening one closes the others
 * (notifications, profile, sign-in, sign-up).
 */
export function PopupGroup({ children, closeSignal, onOpenIdChange }: PopupGroupProps) {
  const [openId, setOpenId] = useState<string | null>(null);

  useOnChange(closeSignal, () => setOpenId(null));
  useOnChange(openId, () => onOpenIdChange?.(openId));

  const value = useMemo(() => ({ openId, setOpenId }), [openId]);
  return <PopupGroupContext.Provider value={value}>{children}</PopupGroupContext.Provider>;
}

/** Runs `effect` when `value` changes after the first render (not on mount). */
function useOnChange(value: unknown, effect: () => void) {
  const previous = useRef(value);
  const effectRef = useRef(effect);
  useEffect(() => {
    effectRef.current = effect;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    effectRef.current();
  }, [value]);
}

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/* ------------------------------------------------------------------------------------------ */
/* Popup                                                                                      */
/* ------------------------------------------------------------------------------------------ */

export interface PopupProps extends Omit<
  ComponentProps<typeof RadixPopover.Content>,
  'children' | 'title' | 'content' | 'id'
> {
  /** The element that toggles the popup: one button (e.g. the bell IconButton), rendered as is. */
  trigger: ReactElement;
  /** The popup's content. */
  children: ReactNode;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the popup asks to open or close (trigger, Escape, outside click, group, closeSignal). */
  onOpenChange?: (open: boolean) => void;
  /** Identity inside a PopupGroup. Defaults to a generated id. */
  id?: string;
  /** Any value; when it changes the popup closes (e.g. the route pathname). */
  closeSignal?: unknown;
  /** Width in px or any CSS length, e.g. 320 (notifications) or 300 (profile). Capped at the screen width. */
  width?: number | string;
  /** Maximum height in px or any CSS length, e.g. 400 (notifications); the content scrolls beyond it. */
  maxHeight?: number | string;
  /** Inner spacing: none (the content brings its own layout), sm, md (default). */
  padding?: (typeof popupPaddings)[number];
  /** Accessible name of the popup dialog when no heading inside names it (`aria-labelledby`). */
  label?: string;
  /** Alignment against the trigger: start, center, end (default — right-aligned under a top-bar button). */
  align?: 'start' | 'center' | 'end';
  /** Preferred side of the trigger. Default bottom. */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Gap to the trigger in px. Default 8. */
  sideOffset?: number;
}

/**
 * A click-triggered popup (Radix Popover): closes on outside click, Escape, when another popup
 * of its PopupGroup opens, and when `closeSignal` changes. Focus moves in on open and back to
 * the trigger on close, unless it has already moved on (see `keepFocusThatMovedOn`).
 */
export function Popup({
  trigger,
  children,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  id: idProp,
  closeSignal,
  width,
  maxHeight,
  padding,
  label,
  align = 'end',
  side = 'bottom',
  sideOffset = 8,
  className,
  style,
  onCloseAutoFocus,
  ...contentProps
}: PopupProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const group = useContext(PopupGroupContext);

  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = openProp !== undefined;
  const open = isControlled ? openProp : uncontrolledOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === open) return;
      if (!isControlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [open, isControlled, onOpenChange],
  );

  // Tell the group whenever this popup opens or closes, whoever opened it (user or parent).
  const setGroupOpenId = group?.setOpenId;
  useEffect(() => {
    if (!setGroupOpenId) return;
    setGroupOpenId((current) => (open ? id : current === id ? null : current));
  }, [open, id, setGroupOpenId]);

  // Another popup of the group opened (or the group was closed): close this one.
  const groupOpenId = group?.openId ?? null;
  useOnChange(groupOpenId, () => {
    if (open && groupOpenId !== id) setOpen(false);
  });

  useOnChange(closeSignal, () => setOpen(false));

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          align={align}
          side={side}
          sideOffset={sideOffset}
          collisionPadding={8}
          aria-label={label}
          data-popup-id={id}
          {...contentProps}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (!event.defaultPrevented) keepFocusThatMovedOn(event);
          }}
          className={clsx(styles.content({ padding }), className)}
          style={{
            width,
            // Both the requested cap and the room left on screen apply.
            maxHeight:
              maxHeight === undefined
                ? undefined
                : `min(${toLength(maxHeight)}, var(--radix-popover-content-available-height))`,
            ...style,
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}

/**
 * On close, Radix hands focus back to the trigger unless the popup was closed by a press or
 * focus outside it. A popup closed for another (its group's next one opening, a form's switch
 * to its sibling) is neither, so it would take focus from the popup that just opened and moved
 * focus in, and that one, seeing focus leave, would close as well: one press on another
 * popup's button would close both. Radix runs this a task after the content has gone, so focus
 * on the page's body means it was lost with the content and goes back to the trigger; focus
 * anywhere else was put there since, by the visitor or the next popup, and stays.
 */
function keepFocusThatMovedOn(event: Event) {
  const active = document.activeElement;
  if (active && active !== document.body) event.preventDefault();
}

/** Wrap a button inside the popup that should close it (e.g. a 'Cancel' or a link). */
export function PopupClose(props: ComponentProps<typeof RadixPopover.Close>) {
  return <RadixPopover.Close asChild {...props} />;
}

/** The group's state, for the rare component that must know which popup is open. */
export function usePopupGroup() {
  return useContext(PopupGroupContext);
}
