import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../app/idle.ts';

type Loader<T> = () => Promise<T>;

// One load per loader for the whole page, however many components ask for it.
const pending = new Map<Loader<unknown>, Promise<unknown>>();
const settled = new Map<Loader<unknown>, unknown>();

function loadOnce<T>(loader: Loader<T>): Promise<T> {
  let promise = pending.get(loader) as Promise<T> | undefined;
  if (!promise) {
    promise = loader().then(
      (module) => {
        settled.set(loader, module);
        return module;
      },
      (error: unknown) => {
        // A failed download (offline, a new deploy) is tried again on the next request.
        pending.delete(loader);
        throw error;
      },
    );
    pending.set(loader, promise);
  }
  return promise;
}

/**
 * Code a page does not need to show or hydrate, only when a visitor reaches for it (a popup's
 * machinery): it stays out of the first load, loads when the browser is next idle (`warm`) or
 * at once when `load()` is called, whichever comes first, and is then returned (null before).
 * The loader must be a module-level constant, as it is the cache key.
 */
export function useDeferredModule<T>(
  loader: Loader<T>,
  { warm = true }: { warm?: boolean } = {},
): [module: T | null, load: () => void] {
  const [module, setModule] = useState<T | null>(() => (settled.get(loader) as T) ?? null);
  const load = useCallback(() => {
    loadOnce(loader).then(setModule, () => {
      /* not available now: the next request tries again */
    });
  }, [loader]);
  // Read again when the browser is idle: `warm` may have turned false since (the mobile flag
  // starts from the server's desktop value and follows the window right after hydration).
  const stillWarm = useRef(warm);
  useEffect(() => {
    stillWarm.current = warm;
  });
  useEffect(() => {
    if (warm && !module) whenIdle(() => stillWarm.current && load());
  }, [warm, module, load]);
  return [module, load];
}
