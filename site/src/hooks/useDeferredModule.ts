import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../app/idle.ts';
import { loadedModule, loadOnce, type Loader } from '../app/loadOnce.ts';

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
  const [module, setModule] = useState<T | null>(() => loadedModule(loader) ?? null);
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
