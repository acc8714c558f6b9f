import { breakpoints, useClientSnapshot } from '@brightlane/ui';

/** docs/product/spec.md §4/§9: the mobile flag is true when the window is narrower than 768 px. */
export const MOBILE_FLAG_BELOW = breakpoints.mobile;

function subscribe(notify: () => void) {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

const isNarrow = () => window.innerWidth < MOBILE_FLAG_BELOW;

// The pre-render has no window: it renders the desktop value, and the browser's follows
// right after hydration, without a mismatch warning.
const onServer = () => false;

/**
 * The mobile flag (width < 768 px). It drives behaviour only — what a tap opens, whether the
 * support action navigates or opens a popup. Layout is decided by CSS media queries, so the
 * pre-rendered HTML never shifts when the flag changes (docs/product/decisions.md "Public site").
 */
export function useIsMobile(): boolean {
  return useClientSnapshot(subscribe, isNarrow, onServer);
}
