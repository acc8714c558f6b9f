import { useCallback, useEffect, useRef, useState } from 'react';
import { whenEngaged } from '../app/engaged.ts';
import { whenIdle } from '../app/idle.ts';
import { prefetchModule, preloadModule, type DeferredModule } from '../app/deferredChunks.ts';
import { loadedModule, loadOnce, type Loader } from '../app/loadOnce.ts';

/**
 * Code a page does not need to show or hydrate, only when a visitor reaches for it (a popup's
 * machinery): it stays out of the first load, loads when the browser is next idle (`warm`) or
 * at once when `load()` is called, whichever comes first, and is then returned (null before).
 * The loader must be a module-level constant, as it is the cache key.
 *
 * With `prefetch` (the module's path, app/deferredChunks.ts), warming only fetches its files
 * and `load()` alone runs them, fetching them all at once if they are not in yet: for code no
 * visitor needs until they reach for it, whose evaluation would otherwise be a long task on a
 * phone. Such code is warmed only once the visitor has engaged with the page (a touch, a key,
 * the pointer moving: app/engaged.ts), so a visitor who only reads never downloads it. Without
 * `prefetch` (code the page shows as soon as it loads, such as the account menu), warming
 * imports it when the browser is first idle.
 */
export function useDeferredModule<T>(
  loader: Loader<T>,
  { warm = true, prefetch }: { warm?: boolean; prefetch?: DeferredModule } = {},
): [module: T | null, load: () => void] {
  const [module, setModule] = useState<T | null>(() => loadedModule(loader) ?? null);
  const load = useCallback(() => {
    loadOnce(loader).then(setModule, () => {
      /* not available now: the next request tries again */
    });
  }, [loader]);
  // Asked for by a visitor: its files all at once, then the import (which finds them).
  const loadNow = useCallback(() => {
    if (prefetch && !loadedModule(loader)) preloadModule(prefetch);
    load();
  }, [prefetch, loader, load]);
  // Read again when the browser is idle: `warm` may have turned false since (the mobile flag
  // starts from the server's desktop value and follows the window right after hydration).
  const stillWarm = useRef(warm);
  useEffect(() => {
    stillWarm.current = warm;
  });
  useEffect(() => {
    if (!warm || module) return;
    const warmNow = () =>
      whenIdle(() => {
        if (!stillWarm.current) return;
        if (!prefetch || !prefetchModule(prefetch)) load();
      });
    if (prefetch) whenEngaged(warmNow);
    else warmNow();
  }, [warm, module, load, prefetch]);
  return [module, loadNow];
}
