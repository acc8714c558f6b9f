// The workspace's client (docs/product/spec.md §7 "GET /api/user/{username}/workspace, with credentials"):
// the session cookie goes with the request (same origin). The API answers 404 for a username it
// does not know and for anyone but the owner and staff: here that is "no data". The request goes
// through the `fetch` it is given: the browser's, or the server's in-process API as the visitor
// for the pages it renders per request (features/workspace/served.ts).
import { apiPaths, buildPath, type SiteApiFetch, type Workspace } from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { AuthRequestError, apiRequest } from '../auth/api.ts';

/** An answer that is not what the contract says. */
export class InvalidWorkspaceResponseError extends Error {
  constructor() {
    super('Invalid response');
    this.name = 'InvalidWorkspaceResponseError';
  }
}

/** GET /api/user/{username}/workspace. */
export function workspacePath(username: string): string {
  return buildPath(apiPaths.user.workspace, { username });
}

/**
 * The workspace of `username`, or null when the API has none to show (404, or an empty answer).
 * Throws `AuthRequestError` (offline, 5xx…) or `InvalidWorkspaceResponseError`.
 */
export async function fetchWorkspace(
  username: string,
  fetchApi?: SiteApiFetch,
): Promise<Workspace | null> {
  let json: unknown;
  try {
    json = await apiRequest(workspacePath(username), undefined, 'GET', fetchApi);
  } catch (error) {
    if (error instanceof AuthRequestError && error.status === 404) return null;
    throw error;
  }
  if (json === null || json === undefined) return null;
  // Checked against the contract's schema, from the lazily loaded validation module (the
  // workspace page is signed-in only, so no public page pays for zod).
  const { workspaceSchema } = await loadValidation();
  const parsed = workspaceSchema.safeParse(json);
  if (!parsed.success) throw new InvalidWorkspaceResponseError();
  return parsed.data;
}
