// The workspace's client (SPEC.md §7 "GET /api/user/{username}/workspace, with credentials"):
// the session cookie goes with the request (same origin). The API answers 404 for a username it
// does not know and for anyone but the owner and staff: here that is "no data".
import {
  apiPaths,
  buildPath,
  projectStatuses,
  type ProjectStatus,
  type Workspace,
} from '@brightlane/contract';
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
export async function fetchWorkspace(username: string): Promise<Workspace | null> {
  let json: unknown;
  try {
    json = await apiRequest(workspacePath(username), undefined, 'GET');
  } catch (error) {
    if (error instanceof AuthRequestError && error.status === 404) return null;
    throw error;
  }
  if (json === null || json === undefined) return null;
  return parseWorkspace(json);
}

// The contract's `workspaceSchema` is not in `@brightlane/contract/validation` (the zod-bearing
// module the site loads on demand), and importing the contract's index lazily would bring all of
// zod for one GET. The answer is small and flat: checked here by hand, field by field, against
// the same rules (counts are whole and not negative, dates parse, statuses are known).

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));
const isStatus = (value: unknown): value is ProjectStatus =>
  typeof value === 'string' && (projectStatuses as readonly string[]).includes(value);

function parseProject(value: unknown): Workspace['projects'][number] {
  if (
    !isObject(value) ||
    typeof value.id !== 'string' ||
    value.id === '' ||
    typeof value.name !== 'string' ||
    !isDate(value.lastModified) ||
    !isStatus(value.status) ||
    !isCount(value.visitors) ||
    !isCount(value.pages)
  ) {
    throw new InvalidWorkspaceResponseError();
  }
  const { id, name, lastModified, status, visitors, pages } = value;
  return { id, name, lastModified, status, visitors, pages };
}

/** The answer as a `Workspace`, or `InvalidWorkspaceResponseError`. */
export function parseWorkspace(json: unknown): Workspace {
  if (!isObject(json) || typeof json.username !== 'string' || !isObject(json.stats)) {
    throw new InvalidWorkspaceResponseError();
  }
  const { totalProjects, totalVisitors, storageUsed, lastActive } = json.stats;
  if (
    !isCount(totalProjects) ||
    !isCount(totalVisitors) ||
    typeof storageUsed !== 'number' ||
    !(storageUsed >= 0 && storageUsed <= 100) ||
    !(lastActive === null || isDate(lastActive)) ||
    !Array.isArray(json.projects)
  ) {
    throw new InvalidWorkspaceResponseError();
  }
  return {
    username: json.username,
    stats: { totalProjects, totalVisitors, storageUsed, lastActive },
    projects: json.projects.map(parseProject),
  };
}
