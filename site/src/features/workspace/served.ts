// The workspace pages' data on the server (docs/decisions/040-forms-post-to-the-server.md): the
// page is rendered per request with the workspace read as the visitor, through the server's
// in-process API, so it shows before and without the page's code. A read that fails is served as
// failed, and the page says so as when its own request fails (docs/product/spec.md §8). Loaded on
// the server only (routes/account/workspace.tsx, guard.ts).
import type { SiteApiFetch } from '@brightlane/contract';
import { fetchSession } from '../auth/session.ts';
import { servedLoad } from '../projects/useProjectList.ts';
import { fetchWorkspace } from './api.ts';
import type { ServedWorkspace } from './useWorkspace.ts';

/** `username`'s workspace as the visitor may see it, and when it was read. */
export async function serveWorkspace(
  username: string,
  api: SiteApiFetch,
): Promise<ServedWorkspace> {
  const workspace = await servedLoad(fetchWorkspace(username, api));
  return { workspace, servedAt: Date.now() };
}

/**
 * /workspace: the visitor's own. The guard beside this loader sends a signed-out visitor to sign
 * in (its redirect wins); this asks who they are only for the username.
 */
export async function serveOwnWorkspace(api: SiteApiFetch): Promise<ServedWorkspace> {
  const user = await fetchSession(api).catch(() => null);
  if (!user) return { workspace: { failed: true }, servedAt: Date.now() };
  return serveWorkspace(user.username, api);
}
