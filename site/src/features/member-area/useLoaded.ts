// Loads a page's data for a key (the analytics' period), again when the key changes and on
// retry; an answer for an older key is dropped, so switching periods shows loading, never
// the previous period's numbers. A page rendered per request starts with the server's answer
// for its first key (routes/account/analytics.tsx, storage.tsx, billing.tsx), so it hydrates
// showing what the server wrote and asks again only once the key changes or on 'Try again'.
import { useCallback, useEffect, useRef, useState } from 'react';

export interface Loaded<T> {
  status: 'loading' | 'ready' | 'error';
  /** null unless ready. */
  data: T | null;
  /** Asks again (after a failure). */
  retry: () => void;
}

/**
 * A member-area page's loader data: what the server read for the page it rendered, its data or
 * that it failed (a `ServedLoad`, features/projects/useProjectList.ts), or nothing (`{}`) in
 * the browser, where the panel loads it itself.
 */
export type ServedPage<T> =
  | { data: T; failed?: undefined }
  | { data?: undefined; failed: true }
  | { data?: undefined; failed?: undefined };

interface Answer<T> {
  request: string;
  ok: boolean;
  data: T | null;
}

function servedAnswer<T>(request: string, served: ServedPage<T> | undefined): Answer<T> | null {
  if (served?.failed) return { request, ok: false, data: null };
  if (served?.data !== undefined) return { request, ok: true, data: served.data };
  return null;
}

/**
 * `load` must be stable (a module function): a new one loads again. `served`: what the server
 * loaded for the page it rendered, for the first `key`; the first state, so hydration shows what
 * the server wrote, and neither its data nor its failure is asked for again until the key
 * changes or 'Try again' is pressed.
 */
export function useLoaded<T, K extends string | number>(
  key: K,
  load: (key: K) => Promise<T>,
  served?: ServedPage<T>,
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<Answer<T> | null>(() => servedAnswer(request, served));
  // The request the server answered, until the key or the attempt first changes.
  const answered = useRef(answer?.request);
  useEffect(() => {
    if (answered.current === request) return;
    answered.current = undefined;
    let live = true;
    load(key).then(
      (data) => {
        if (live) setAnswer({ request, ok: true, data });
      },
      () => {
        if (live) setAnswer({ request, ok: false, data: null });
      },
    );
    return () => {
      live = false;
    };
  }, [key, load, request]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = answer?.request === request ? answer : null;
  return {
    status: current ? (current.ok ? 'ready' : 'error') : 'loading',
    data: current?.data ?? null,
    retry,
  };
}
