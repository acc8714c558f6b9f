// Who may open /{username}/workspace (docs/product/decisions.md "Logged-in area"): the user themself and
// staff. A signed-out visitor is sent to sign in first (the site's guard); anyone else signed
// in gets the not-found page, as the API answers 404 for them, and no workspace request is made.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { requireUser } from '../auth/guard.ts';

export interface WorkspaceRouteData {
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
