import { useEffect, useState } from 'react';
import type { DateInput } from './formatRelativeTime.ts';

/** How often relative times are refreshed: the finest unit shown is a minute. */
export const NOW_INTERVAL_MS = 30_000;

/**
 * "Now" for relative times ('just now', '5 minutes ago') that keep up with the clock.
 *
 * Given a `now`, returns it and starts no timer: stories, tests and server rendering stay
 * deterministic. Without one, returns the time of mounting, then the current time every
 * `intervalMs` (one interval per component that calls it, cleared on unmount).
 */
export function useNow(now?: DateInput, intervalMs: number = NOW_INTERVAL_MS): DateInput {
  const [current, setCurrent] = useState(() => Date.now());
  const ticking = now === undefined;

  useEffect(() => {
    if (!ticking) return;
    const id = setInterval(() => setCurrent(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [ticking, intervalMs]);

  return now ?? current;
}
