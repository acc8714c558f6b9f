// Who may open /{username}/workspace (docs/product/decisions.md "Logged-in area"): the user themself and
// staff. A signed-out visitor is sent to sign in first (the site's guard); anyone else signed
// in gets the not-found page, as the API answers 404 for them, and no workspace request is made.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { serverApi } from '../../forms/serverApi.ts';
import { requireUser } from '../auth/guard.ts';
import type { ServedWorkspace } from './useWorkspace.ts';

/** The page's loader data: whose workspace, and on the server what it read (served.ts). */
export interface WorkspaceRouteData extends ServedWorkspace {
  /** Whose workspace the page shows, as usernames are written: in lower case. */
  username: string;
}

export async function requireWorkspaceViewer(
  args: LoaderFunctionArgs,
): Promise<WorkspaceRouteData> {
  const user = await requireUser(args);
  // Usernames are lower case (contract USERNAME_PATTERN); the API reads the address's the same way.
  const username = String(args.params.username ?? '').toLowerCase();
  if (user.username !== username && user.role !== 'staff') {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return { username };
}

/**
 * The loader of /{username}/workspace (routes.tsx, after its reserved first segments): the
 * viewer's check, then, where the server renders the page per request, the workspace read as
 * the visitor. In the browser the page reads it itself. The reading code loads on the server
 * only: the route table, and so this module, is in every page's first load.
 */
export async function loadUserWorkspace(args: LoaderFunctionArgs): Promise<WorkspaceRouteData> {
  const viewer = await requireWorkspaceViewer(args);
  const api = serverApi(args.context);
  if (!api) return viewer;
  const { serveWorkspace } = await import('./served.ts');
  return { ...viewer, ...(await serveWorkspace(viewer.username, api)) };
}
