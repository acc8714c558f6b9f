/** Imports a chunk of code (or anything else asynchronous), e.g. `() => import('./Card.tsx')`. */
export type Loader<T> = () => Promise<T>;

// One load per loader for the whole page, however many callers ask for it.
const pending = new Map<Loader<unknown>, Promise<unknown>>();
const settled = new Map<Loader<unknown>, unknown>();

/**
 * Runs `loader` once and gives every caller the same promise. A failed load (offline, a new
 * deploy replaced the chunk) is forgotten, so the next call tries again. Key: the loader
 * function itself, so declare it once, at module level.
 */
export function loadOnce<T>(loader: Loader<T>): Promise<T> {
  let promise = pending.get(loader) as Promise<T> | undefined;
  if (!promise) {
    promise = loader().then(
      (module) => {
        settled.set(loader, module);
        return module;
      },
      (error: unknown) => {
        pending.delete(loader);
        throw error;
      },
    );
    pending.set(loader, promise);
  }
  return promise;
}

/** What `loader` gave, if it has already loaded; for a first render without waiting. */
export function loadedModule<T>(loader: Loader<T>): T | undefined {
  return settled.get(loader) as T | undefined;
}
