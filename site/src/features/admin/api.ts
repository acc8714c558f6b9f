// The staff inbox's client (docs/product/decisions.md "Lead forms": /admin): a page of leads of one kind and
// the Handled toggle. Staff only on the server (anyone else gets 404, as for an unknown path).
// Answers are checked against the contract's schemas, loaded on demand (app/validation.ts).
import {
  apiPaths,
  buildPath,
  withQuery,
  type AdminLeadResponse,
  type AdminLeadsResponse,
  type LeadKind,
  type SiteApiFetch,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { apiRequest } from '../auth/api.ts';

/** What the inbox asks for: the page (1-based), the search text and the Handled filter. */
export interface LeadsQuery {
  page: number;
  q: string;
  handled: 'open' | 'handled' | null;
}

/** An answer that is not what the contract says. */
export class InvalidAdminResponseError extends Error {
  constructor() {
    super('Invalid response');
    this.name = 'InvalidAdminResponseError';
  }
}

/** GET /api/admin/leads/{kind}?page=&q=&handled=: a page of leads, newest first. */
export function leadsPath(kind: LeadKind, query: Partial<LeadsQuery> = {}): string {
  return withQuery(buildPath(apiPaths.admin.leads, { kind }), {
    page: query.page && query.page > 1 ? query.page : undefined,
    q: query.q?.trim() || undefined,
    handled: query.handled ?? undefined,
  });
}

/**
 * A page of leads of one kind; throws `AuthRequestError` or `InvalidAdminResponseError`. On the
 * server, `fetchApi` is its in-process API as this visitor.
 */
export async function fetchLeads(
  kind: LeadKind,
  query: Partial<LeadsQuery> = {},
  fetchApi?: SiteApiFetch,
): Promise<AdminLeadsResponse> {
  const json = await apiRequest(leadsPath(kind, query), undefined, 'GET', fetchApi);
  const { adminLeadsResponseSchema } = await loadValidation();
  const parsed = adminLeadsResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidAdminResponseError();
  return parsed.data;
}

/** PATCH /api/admin/leads/{kind}/{id} `{ handled }`: the updated lead and the server's message. */
export async function setLeadHandled(
  kind: LeadKind,
  id: string,
  handled: boolean,
  fetchApi?: SiteApiFetch,
): Promise<AdminLeadResponse> {
  const json = await apiRequest(
    buildPath(apiPaths.admin.lead, { kind, id }),
    { handled },
    'PATCH',
    fetchApi,
  );
  const { adminLeadResponseSchema } = await loadValidation();
  const parsed = adminLeadResponseSchema.safeParse(json);
  if (!parsed.success) throw new InvalidAdminResponseError();
  return parsed.data;
}

/** Where an application's CV downloads from. */
export function cvPath(id: string): string {
  return buildPath(apiPaths.admin.applicationCv, { id });
}
