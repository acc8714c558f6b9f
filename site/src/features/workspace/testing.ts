// Test helpers for /workspace and /{username}/workspace: Jane's workspace, the server's
// in-process API as a visitor (the session and the workspaces, as mock-api answers them), and
// the page as the server renders it per request.
import { vi } from 'vitest';
import type { PublicUser, SiteApiFetch, Workspace } from '@brightlane/contract';
import { renderServed } from '../../app/testing.ts';
import { testUser } from '../auth/testing.tsx';

export const hoursAgo = (hours: number, now = Date.now()) =>
  new Date(now - hours * 3_600_000).toISOString();

/** Jane's workspace: three projects, one of each status; active two hours ago. */
export function janesWorkspace(extra: Partial<Workspace> = {}): Workspace {
  return {
    username: 'jane',
    stats: {
      totalProjects: 3,
      totalVisitors: 12_480,
      storageUsed: 12.5,
      lastActive: hoursAgo(2),
    },
    projects: [
      {
        id: '7',
        name: 'Harbour Café',
        lastModified: '2026-11-20T03:15:00.000Z',
        status: 'active',
        visitors: 10_200,
        pages: 12,
      },
      {
        id: '5',
        name: 'Spring Sale',
        lastModified: '2026-10-02T01:00:00.000Z',
        status: 'draft',
        visitors: 2_280,
        pages: 3,
      },
      {
        id: '2',
        name: 'Old Blog',
        lastModified: '2026-03-14T08:30:00.000Z',
        status: 'archived',
        visitors: 0,
        pages: 1,
      },
    ],
    ...extra,
  };
}

/**
 * The in-process API the server hands a page's loaders (`context.api`), as `user` (null:
 * signed out): the session, and Jane's workspace (`workspace`, or null for an empty answer);
 * any other username's is a 404, as the API answers for one it does not know or may not show.
 * `extra` answers first when it returns something (a failure).
 */
export function workspaceServerApi(
  user: PublicUser | null = testUser(),
  {
    workspace = janesWorkspace(),
    extra,
  }: { workspace?: Workspace | null; extra?: (url: URL) => Response | undefined } = {},
) {
  return vi.fn<SiteApiFetch>(async (path) => {
    const url = new URL(path, 'http://localhost');
    const first = extra?.(url);
    if (first) return first;
    if (url.pathname === '/api/auth/session') return Response.json({ user });
    if (url.pathname === '/api/user/jane/workspace') return Response.json(workspace);
    return Response.json({ message: 'No workspace data available' }, { status: 404 });
  });
}

/** The workspaces a fake server API was asked for, in order. */
export const workspacesRead = (api: ReturnType<typeof workspaceServerApi>) =>
  api.mock.calls
    .map(([path]) => path)
    .filter((path) => /^\/api\/user\/[^/]+\/workspace$/.test(path));

/**
 * `path` (/workspace, /{username}/workspace) as the server renders it per request for the
 * visitor `api` answers as (app/testing.ts `renderServed`, with the page's file).
 */
export function renderServedWorkspace(path: string, api: SiteApiFetch) {
  const own = new URL(path, 'http://localhost').pathname === '/workspace';
  return renderServed(path, api, `account/${own ? 'workspace' : 'user-workspace'}.tsx`);
}
