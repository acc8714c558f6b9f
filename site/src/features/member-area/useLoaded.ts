// Loads a page's data for a key (the analytics' period), again when the key changes and on
// retry; an answer for an older key is dropped, so switching periods shows loading, never
// the previous period's numbers.
import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  status: 'loading' | 'ready' | 'error';
  /** null unless ready. */
  data: T | null;
  /** Asks again (after a failure). */
  retry: () => void;
}

export function useLoaded<T, K extends string | number>(
  key: K,
  load: (key: K) => Promise<T>,
): Loaded<T> {
  const [attempt, setAttempt] = useState(0);
  const request = `${key}#${attempt}`;
  const [answer, setAnswer] = useState<{ request: string; ok: boolean; data: T | null } | null>(
    null,
  );
  useEffect(() => {
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
