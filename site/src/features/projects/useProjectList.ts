// A page of the caller's projects, loaded whenever the query changes (an answer to an older
// request is dropped) and again on demand after a failure. A page rendered per request starts
// with the server's answer for its query (routes/account/projects/list.tsx), so it hydrates
// showing the same rows and asks again only once the query changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProjectList } from '@brightlane/contract';
import { fetchProjects, projectsPath, type ProjectsQuery } from './api.ts';
import type { ProjectsPageData } from './postedForms.ts';

type Loaded =
  { request: string; status: 'ready'; data: ProjectList } | { request: string; status: 'error' };

export interface ProjectListState {
  /** 'loading' until the answer for the current query is in. */
  status: 'loading' | 'ready' | 'error';
  /** null unless ready. */
  data: ProjectList | null;
  /** Asks again (after a failure). */
  retry: () => void;
}

export function useProjectList(
  { status, sort, page, pageSize }: ProjectsQuery,
  served?: ProjectsPageData,
): ProjectListState {
  const [attempt, setAttempt] = useState(0);
  const path = projectsPath({ status, sort, page, pageSize });
  // One string per request: the list is loading until an answer for exactly it is in.
  const request = `${path}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    if (served?.list) return { request, status: 'ready', data: served.list };
    return served?.failed ? { request, status: 'error' } : null;
  });
  // The request the server answered, until the query first changes.
  const answered = useRef(loaded?.request);

  useEffect(() => {
    if (answered.current === request) return;
    answered.current = undefined;
    let live = true;
    fetchProjects({ status, sort, page, pageSize }).then(
      (data) => {
        if (live) setLoaded({ request, status: 'ready', data });
      },
      () => {
        // docs/product/spec.md §8: a failed fetch is no crash; the page says so quietly and offers a retry.
        if (live) setLoaded({ request, status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [request, status, sort, page, pageSize]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = loaded?.request === request ? loaded : null;
  return {
    status: current ? current.status : 'loading',
    data: current?.status === 'ready' ? current.data : null,
    retry,
  };
}

/** What the server already loaded for a page it rendered: the data, or that it failed. */
export type ServedLoad<T> = { data: T } | { failed: true };

/** A loader's answer for the page the server renders: the data, or that reading it failed. */
export function servedLoad<T>(loading: Promise<T>): Promise<ServedLoad<T>> {
  return loading.then(
    (data) => ({ data }),
    () => ({ failed: true }),
  );
}

/**
 * Loads anything once and again on retry, with the same states (the dashboard's sums).
 * `load` must be stable (a module function): a new one loads again. `served`: what the server
 * loaded for the page it rendered (/profile's stats), the first state, so hydration shows what
 * the server wrote; its data is not asked for again (a failure is, at once).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  served?: ServedLoad<T>,
): {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; data: T | null; ok: boolean } | null>(
    () => {
      if (!served) return null;
      return 'data' in served
        ? { attempt: 0, data: served.data, ok: true }
        : { attempt: 0, data: null, ok: false };
    },
  );
  const [skipFirst] = useState(() => !!served && 'data' in served);
  useEffect(() => {
    if (skipFirst && attempt === 0) return;
    let live = true;
    load().then(
      (data) => {
        if (live) setLoaded({ attempt, data, ok: true });
      },
      () => {
        if (live) setLoaded({ attempt, data: null, ok: false });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt, skipFirst]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const current = loaded?.attempt === attempt ? loaded : null;
  return {
    status: current ? (current.ok ? 'ready' : 'error') : 'loading',
    data: current?.data ?? null,
    retry,
  };
}
