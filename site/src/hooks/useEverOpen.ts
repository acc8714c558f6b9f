import { useState } from 'react';

/**
 * True from the first render where `open` is true on. A popup whose code has loaded mounts
 * only then: mounted closed, its dialog machinery would still run its effects (and Radix's
 * state updates during the commit) on every page load, for a popup most visitors never open.
 */
export function useEverOpen(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
