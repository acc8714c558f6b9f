import {
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

// Why not useSyncExternalStore alone: a value the server cannot know (the visitor's theme,
// the window's width or scroll, today's date) differs from the server's right after
// hydration, and React then re-renders every component that reads it at once, in one
// synchronous task with all the page's pending effects. On a phone that task holds the main
// thread for tens of milliseconds just as the page becomes interactive. Here the switch to the
// browser's value is a transition instead: React renders it in slices between other work.
//
// That needs one flag set while a hydration commits. ThemeProvider sets it itself (see
// useHydrationStart), so an app wrapped in it has nothing to call; `beginHydration()` is for
// components that hydrate outside any ThemeProvider.

let hydrating = false;
let warned = false;

/**
 * Call right before `hydrateRoot` when components that use useClientSnapshot hydrate outside
 * a `ThemeProvider` (inside one, the provider does this). They start from the server's
 * snapshot, as the HTML was rendered with it, and switch to the browser's after the commit.
 */
export function beginHydration(): void {
  hydrating = true;
}

const noSubscription = () => () => {};
const isHydrating = () => hydrating;
const onServer = () => true;

/**
 * For a provider around the app: when React hydrates it, marks the hydration as begun before
 * any effect of the hydrated tree runs (layout effects run first), which is all
 * `beginHydration()` is needed for. A render that is not a hydration does nothing, and on the
 * server layout effects do not run.
 */
export function useHydrationStart(): void {
  // True when React reads the server snapshot: on the server and while hydrating. Read
  // through the flag afterwards, so React sees no change once the flag is set.
  const fromServer = useSyncExternalStore(noSubscription, isHydrating, onServer);
  useLayoutEffect(() => {
    if (fromServer) hydrating = true;
  }, [fromServer]);
  // Over once this commit's effects have run, even where nothing in it reads a snapshot (a
  // HydrateLater part without one): a component mounted later is a client render.
  useEffect(() => {
    if (fromServer) queueMicrotask(() => (hydrating = false));
  }, [fromServer]);
}

// Bundlers replace `process.env.NODE_ENV` in dependencies (Vite, webpack, esbuild): the
// warning below is for development builds only and drops out of production ones.
declare const process: { env: { NODE_ENV?: string } };
const isDevelopment = () => process.env.NODE_ENV === 'development';

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
  const renderedFromServer = useRef(serverValue);

  useEffect(() => {
    read.current = getSnapshot;
  });

  useEffect(() => {
    if (renderedFromServer.current && !hydrating && !warned && isDevelopment()) {
      warned = true;
      console.warn(
        '@brightlane/ui: a component hydrated outside <ThemeProvider> without beginHydration(); ' +
          'it re-rendered synchronously after hydration. Wrap the app in <ThemeProvider>, or call ' +
          'beginHydration() right before hydrateRoot.',
      );
    }
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
