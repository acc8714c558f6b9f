import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { useHydrationStart } from './clientSnapshot.ts';

export interface HydrateLaterProps {
  children?: ReactNode;
}

/**
 * Server-rendered content that hydrates after the rest of the page. React hydrates and
 * commits everything outside such parts first (a site's header: its menu, its theme toggle),
 * so that part works sooner on a slow phone; each HydrateLater part then hydrates in slices
 * of its own, and one a visitor touches before its turn hydrates at once and receives the
 * event (React's selective hydration). A Suspense boundary that never suspends, so the
 * server's HTML stays as it is: no fallback, no layout shift. Components inside that read a
 * browser-only value (`useClientSnapshot`) switch to it as they do at the first pass.
 */
export function HydrateLater({ children }: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <HydrationStart />
      {children}
    </Suspense>
  );
}

/** Marks the part's own hydration pass for `useClientSnapshot`, as ThemeProvider does the first. */
function HydrationStart() {
  useHydrationStart();
  return null;
}
