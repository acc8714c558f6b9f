// Which popup of the navigation bar is open (docs/product/spec.md §2 "Navigation"): notifications, profile,
// sign-in or sign-up. They are mutually exclusive: opening one closes the others. A route
// change closes them all; an outside click or Escape closes one (the ui Popup does that).
//
// Why not the ui PopupGroup: it lives in the ui Popup module, so importing it into the header,
// which every page loads first, brings Radix Popover and floating-ui with it (about 26 KB gzip
// measured). The popups themselves load later (AccountMenu.tsx, the bell); this group is the
// few lines the header needs to hold their one open state across both.
import { createContext, useContext, useMemo, useState } from 'react';
import type { Dispatch, ReactNode, SetStateAction } from 'react';

export type BarPopup = 'notifications' | 'profile' | 'signin' | 'signup';

type SetOpen = Dispatch<SetStateAction<BarPopup | null>>;

interface BarPopupsValue {
  open: BarPopup | null;
  setOpen: SetOpen;
}

const BarPopupsContext = createContext<BarPopupsValue | null>(null);

/** Holds the bar's one open popup; any change of `closeSignal` (the pathname) closes it. */
export function BarPopups({
  closeSignal,
  children,
}: {
  closeSignal: unknown;
  children: ReactNode;
}) {
  const [open, setOpen] = useState<BarPopup | null>(null);
  // React's way to reset state when a prop changes: during render, not in an effect, so the
  // new page never renders with the old popup open.
  const [signal, setSignal] = useState(closeSignal);
  if (!Object.is(signal, closeSignal)) {
    setSignal(closeSignal);
    setOpen(null);
  }
  const value = useMemo(() => ({ open, setOpen }), [open]);
  return <BarPopupsContext.Provider value={value}>{children}</BarPopupsContext.Provider>;
}

/**
 * The bar's open popup, and for each popup its `onOpenChange`: opening one closes whichever
 * other was open; closing one leaves alone another that has opened since. Outside BarPopups (a
 * test of one part) the caller's popups still share one state of their own.
 */
export function useBarPopups(): {
  open: BarPopup | null;
  onOpenChange: (which: BarPopup) => (next: boolean) => void;
  /** Opens `which` in place of the open one (the sign-in and sign-up forms' switch). */
  show: (which: BarPopup) => void;
} {
  const group = useContext(BarPopupsContext);
  const [own, setOwn] = useState<BarPopup | null>(null);
  const open = group ? group.open : own;
  const setOpen: SetOpen = group ? group.setOpen : setOwn;
  return {
    open,
    onOpenChange: (which) => (next) =>
      setOpen((current) => (next ? which : current === which ? null : current)),
    show: (which) => setOpen(which),
  };
}
