// The workspace of one user, loaded when the page opens (and for each other username), and
// again on 'Try again'. An answer to an older request is dropped.
import { useCallback, useEffect, useState } from 'react';
import type { Workspace } from '@brightlane/contract';
import { fetchWorkspace } from './api.ts';

type Loaded =
  | { request: string; status: 'ready'; workspace: Workspace }
  | { request: string; status: 'empty' }
  | { request: string; status: 'error' };

export type WorkspaceState =
  | { status: 'loading' | 'empty' | 'error'; workspace: null; retry: () => void }
  | { status: 'ready'; workspace: Workspace; retry: () => void };

export function useWorkspace(username: string): WorkspaceState {
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // One string per request: loading until an answer for exactly it is in.
  const request = `${username}#${attempt}`;

  useEffect(() => {
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
