// The member area's client (docs/product/spec.md §7 "Logged-in area"; docs/product/decisions.md "Logged-in area"): the
// signed-in user's projects and the dashboard's sums, on the accounts client's `apiRequest`.
// Answers are checked against the contract's schemas, loaded on demand (app/validation.ts), so
// no page pays for zod on first load. The calls the pages rendered per request make, and those a
// form posted without JavaScript makes (features/projects/actions.ts), take the `fetch` to send
// with: the server's in-process API instead of the browser's.
import {
  apiPaths,
  buildPath,
  fieldErrorsFromIssues,
  PROJECTS_PAGE_SIZE,
  withQuery,
  type DashboardSummary,
  type Project,
  type ProjectInput,
  type ProjectList,
  type ProjectResponse,
  type ProjectSort,
  type ProjectStatus,
  type SiteApiFetch,
} from '@brightlane/contract';
import { FormSubmitError } from '@brightlane/ui';
import { loadValidation } from '../../app/validation.ts';
import { AuthRequestError, apiRequest } from '../auth/api.ts';
import { projectFormCopy } from './copy.ts';

/** An answer that is not what the contract says. */
export class InvalidProjectResponseError extends Error {
  constructor() {
    super('Invalid response');
    this.name = 'InvalidProjectResponseError';
  }
}

export interface ProjectsQuery {
  status?: ProjectStatus | null;
  sort?: ProjectSort;
  page?: number;
  pageSize?: number;
}

/** GET /api/user/projects?status=&sort=&page=&pageSize=, defaults left out. */
export function projectsPath({ status, sort, page, pageSize }: ProjectsQuery = {}): string {
  return withQuery(apiPaths.user.projects, {
    status: status ?? undefined,
    sort: sort && sort !== 'updated' ? sort : undefined,
    page: page && page > 1 ? page : undefined,
    pageSize: pageSize && pageSize !== PROJECTS_PAGE_SIZE ? pageSize : undefined,
  });
}

/**
 * A page of the caller's projects; throws `AuthRequestError` or `InvalidProjectResponseError`.
 * `fetchApi`: the browser's fetch, or the server's API for a page it renders (/profile).
 */
export async function fetchProjects(
  query: ProjectsQuery = {},
  fetchApi?: SiteApiFetch,
): Promise<ProjectList> {
  const json = await apiRequest(projectsPath(query), undefined, 'GET', fetchApi);
  const { projectListSchema } = await loadValidation();
  const parsed = projectListSchema.safeParse(json);
  if (!parsed.success) throw new InvalidProjectResponseError();
  return parsed.data;
}

/** GET /api/user/projects/{id}: 404 for an unknown id and for someone else's. */
export async function fetchProject(id: string, fetchApi?: SiteApiFetch): Promise<Project> {
  const json = await apiRequest(
    buildPath(apiPaths.user.project, { id }),
    undefined,
    'GET',
    fetchApi,
  );
  const { projectSchema } = await loadValidation();
  const parsed = projectSchema.safeParse(json);
  if (!parsed.success) throw new InvalidProjectResponseError();
  return parsed.data;
}

async function saved(json: unknown): Promise<ProjectResponse> {
  const { projectResponseSchema } = await loadValidation();
  const parsed = projectResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidProjectResponseError();
  return parsed.data;
}

/** POST /api/user/projects: the new project and 'Project created'. */
export async function createProject(
  input: ProjectInput,
  fetchApi?: SiteApiFetch,
): Promise<ProjectResponse> {
  return saved(await apiRequest(apiPaths.user.projects, input, 'POST', fetchApi));
}

/** PUT /api/user/projects/{id} (the whole project): the saved project and 'Project saved'. */
export async function updateProject(
  id: string,
  input: ProjectInput,
  fetchApi?: SiteApiFetch,
): Promise<ProjectResponse> {
  return saved(await apiRequest(buildPath(apiPaths.user.project, { id }), input, 'PUT', fetchApi));
}

/** DELETE /api/user/projects/{id}: the server's message ('Project deleted'). */
export async function deleteProject(id: string, fetchApi?: SiteApiFetch): Promise<string> {
  const json = await apiRequest(
    buildPath(apiPaths.user.project, { id }),
    undefined,
    'DELETE',
    fetchApi,
  );
  const { messageResponseSchema } = await loadValidation();
  const parsed = messageResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidProjectResponseError();
  return parsed.data.message;
}

/** How many of the projects changed last the dashboard lists. */
export const RECENT_PROJECTS = 5;

/** GET /api/user/dashboard: the four tiles. */
export async function fetchDashboard(fetchApi?: SiteApiFetch): Promise<DashboardSummary> {
  const json = await apiRequest(apiPaths.user.dashboard, undefined, 'GET', fetchApi);
  const { dashboardSummarySchema } = await loadValidation();
  const parsed = dashboardSummarySchema.safeParse(json);
  if (!parsed.success) throw new InvalidProjectResponseError();
  return parsed.data;
}

/**
 * What a failed save shows: the server's field issues on their fields (the first one on top,
 * since 'Invalid input' says less), 'Project not found' when it is gone, the server's message
 * otherwise, and 'Could not save the project' when there was no usable answer.
 */
export function projectFailure(error: unknown): FormSubmitError {
  if (!(error instanceof AuthRequestError)) return new FormSubmitError(projectFormCopy.saveFailed);
  if (error.status === 404) return new FormSubmitError(projectFormCopy.notFound);
  const message = error.body?.message ?? '';
  if (error.status === 0 || error.status >= 500 || !message) {
    return new FormSubmitError(projectFormCopy.saveFailed);
  }
  const fields = error.body?.issues ? fieldErrorsFromIssues(error.body.issues) : {};
  const first = Object.values(fields)[0];
  return new FormSubmitError(first ?? message, fields);
}

/**
 * A page's project for its loader: an unknown id, someone else's, or one the API refuses to
 * look up (400: not an id) is the not-found page, as the API answers 404 for all of them.
 */
export async function loadProject(
  id: string | undefined,
  fetchApi?: SiteApiFetch,
): Promise<Project> {
  if (!id) throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  try {
    return await fetchProject(id, fetchApi);
  } catch (error) {
    if (error instanceof AuthRequestError && (error.status === 404 || error.status === 400)) {
      throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
    }
    throw error;
  }
}

/** The profile's 'Your Stats'. */
export interface ProjectStats {
  projects: number;
  active: number;
  /** Archived projects: a finished project is archived (docs/product/spec.md's 'Completed'). */
  completed: number;
}

/**
 * 'Your Stats' from three one-row pages: every list answer carries the total that matches its
 * filter, so nothing but the counts crosses the wire.
 */
export async function fetchProjectStats(fetchApi?: SiteApiFetch): Promise<ProjectStats> {
  const [all, active, archived] = await Promise.all([
    fetchProjects({ pageSize: 1 }, fetchApi),
    fetchProjects({ status: 'active', pageSize: 1 }, fetchApi),
    fetchProjects({ status: 'archived', pageSize: 1 }, fetchApi),
  ]);
  return { projects: all.total, active: active.total, completed: archived.total };
}
