// The workspace of one user, loaded when the page opens (and for each other username), and
// again on 'Try again'. An answer to an older request is dropped. A page the server rendered
// per request starts from what the server read for it (served.ts), ready, empty or failed, so
// it hydrates showing what the server wrote and asks again only for another username or on
// 'Try again' (as features/member-area/useLoaded.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Workspace } from '@brightlane/contract';
import type { ServedLoad } from '../projects/useProjectList.ts';
import { fetchWorkspace } from './api.ts';

/**
 * What the server read for the workspace page it rendered, in the page's loader data; nothing
 * in the browser, where the page loads the workspace itself.
 */
export interface ServedWorkspace {
  /** The workspace, null where the API has none to show (the 'empty' state), or that it failed. */
  workspace?: ServedLoad<Workspace | null>;
  /**
   * The server's clock when it read it (ms): 'Last Active' counts from it until the page is
   * hydrated, so the two renders agree (LastActive.tsx).
   */
  servedAt?: number;
}

type Loaded =
  | { request: string; status: 'ready'; workspace: Workspace }
  | { request: string; status: 'empty' }
  | { request: string; status: 'error' };

export type WorkspaceState =
  | { status: 'loading' | 'empty' | 'error'; workspace: null; retry: () => void }
  | { status: 'ready'; workspace: Workspace; retry: () => void };

function servedAnswer(
  request: string,
  served: ServedLoad<Workspace | null> | undefined,
): Loaded | null {
  if (!served) return null;
  if ('failed' in served) return { request, status: 'error' };
  return served.data
    ? { request, status: 'ready', workspace: served.data }
    : { request, status: 'empty' };
}

/**
 * `served`: what the server read for the page it rendered, for this first `username`; the first
 * state, so neither its workspace nor its failure is asked for again until the username changes
 * or 'Try again' is pressed.
 */
export function useWorkspace(
  username: string,
  served?: ServedLoad<Workspace | null>,
): WorkspaceState {
  const [attempt, setAttempt] = useState(0);
  // One string per request: loading until an answer for exactly it is in.
  const request = `${username}#${attempt}`;
  const [loaded, setLoaded] = useState<Loaded | null>(() => servedAnswer(request, served));
  // The request the server answered, until the username or the attempt first changes.
  const answered = useRef(loaded?.request);

  useEffect(() => {
    if (answered.current === request) return;
    answered.current = undefined;
    let live = true;
    fetchWorkspace(username).then(
      (workspace) => {
        if (!live) return;
        setLoaded(
          workspace ? { request, status: 'ready', workspace } : { request, status: 'empty' },
        );
      },
      () => {
        if (live) setLoaded({ request, status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [request, username]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const current = loaded?.request === request ? loaded : null;
  if (current?.status === 'ready') return { status: 'ready', workspace: current.workspace, retry };
  return { status: current?.status ?? 'loading', workspace: null, retry };
}
