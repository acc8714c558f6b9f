import { startTransition, useEffect, useRef, useState, useSyncExternalStore } from 'react';

// Why not useSyncExternalStore alone: a value the server cannot know (the visitor's theme,
// the window's width or scroll, today's date) differs from the server's right after
// hydration, and React then re-renders every component that reads it at once, in one
// synchronous task with all the page's pending effects. On a phone that task holds the main
// thread for tens of milliseconds just as the page becomes interactive. Here the switch to the
// browser's value is a transition instead: React renders it in slices between other work.

let hydrating = false;

/**
 * Call right before `hydrateRoot`: the components that hydrate start from the server's
 * snapshot, as the HTML was rendered with it, and switch to the browser's after the commit.
 * Without it (a client-only render, Storybook, tests) they read the browser's at once.
 */
export function beginHydration(): void {
  hydrating = true;
}

const noSubscription = () => () => {};
const isHydrating = () => hydrating;
const onServer = () => true;

/**
 * `useSyncExternalStore` for a value the server cannot know: the server (and hydration)
 * render `getServerSnapshot()`, a client-only render reads `getSnapshot()` at once, and after
 * hydration the browser's value arrives as a transition. Later changes that `subscribe`
 * reports re-render at once. Unlike `useSyncExternalStore`, components that read the value in
 * the same render may briefly disagree while a transition is pending (no tearing guarantee).
 */
export function useClientSnapshot<T>(
  subscribe: (notify: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot: () => T,
): T {
  // True on the server and while hydrating, when React reads the server snapshot; the
  // browser's answer stays true until the hydrating commit's effects have run, so React sees
  // no change to re-render for.
  const serverValue = useSyncExternalStore(noSubscription, isHydrating, onServer);
  const [value, setValue] = useState<T>(() => (serverValue ? getServerSnapshot() : getSnapshot()));
  const read = useRef(getSnapshot);

  useEffect(() => {
    read.current = getSnapshot;
  });

  useEffect(() => {
    // Every hydrated component's effects run in this one pass: afterwards, components that
    // mount are client renders.
    if (hydrating) queueMicrotask(() => (hydrating = false));
    const update = () => setValue(() => read.current());
    // The server's value (or a change since the render) gives way to the browser's.
    startTransition(update);
    return subscribe(update);
  }, [subscribe]);

  return value;
}
