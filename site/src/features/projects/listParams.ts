// The list's state lives in the address (`?status=active&sort=name&page=2`), as the staff inbox
// does, so a reload, a shared link and back/forward all show the same list. Anything unreadable
// falls back to the default rather than failing: an old bookmark still opens the list.
import {
  projectSorts,
  projectStatuses,
  type ProjectSort,
  type ProjectStatus,
} from '@brightlane/contract';

export interface ProjectListParams {
  status: ProjectStatus | null;
  sort: ProjectSort;
  page: number;
}

const isStatus = (value: string | null): value is ProjectStatus =>
  (projectStatuses as readonly (string | null)[]).includes(value);
const isSort = (value: string | null): value is ProjectSort =>
  (projectSorts as readonly (string | null)[]).includes(value);

/** The list's state from the address's search params. */
export function readListParams(search: URLSearchParams): ProjectListParams {
  const status = search.get('status');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    status: isStatus(status) ? status : null,
    sort: isSort(sort) ? sort : 'updated',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The search params for a state: only what is not the default. */
export function writeListParams(params: ProjectListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status) search.set('status', params.status);
  if (params.sort !== 'updated') search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}
