// The member area's analytics, storage and billing client (docs/decisions/022-member-area-analytics-storage-billing.md), on the accounts client's
// `apiRequest`. Answers are checked against the contract's schemas, loaded on demand
// (app/validation.ts), as the projects' client does. Each call takes the `fetch` to send with,
// as the projects' client's do: the browser's, or the server's in-process API for the pages it
// renders per request (routes/account/analytics.tsx, storage.tsx, billing.tsx).
import {
  apiPaths,
  withQuery,
  type Analytics,
  type AnalyticsPeriod,
  type Billing,
  type SiteApiFetch,
  type Storage,
} from '@brightlane/contract';
import { loadValidation } from '../../app/validation.ts';
import { apiRequest } from '../auth/api.ts';

/** An answer that is not what the contract says. */
export class InvalidMemberAreaResponseError extends Error {
  constructor() {
    super('Invalid response');
    this.name = 'InvalidMemberAreaResponseError';
  }
}

/** GET /api/user/analytics?days=: a series per project and the totals. */
export async function fetchAnalytics(
  days: AnalyticsPeriod,
  fetchApi?: SiteApiFetch,
): Promise<Analytics> {
  const json = await apiRequest(
    withQuery(apiPaths.user.analytics, { days }),
    undefined,
    'GET',
    fetchApi,
  );
  const { analyticsSchema } = await loadValidation();
  const parsed = analyticsSchema.safeParse(json);
  if (!parsed.success) throw new InvalidMemberAreaResponseError();
  return parsed.data;
}

/** GET /api/user/storage: bytes used, the quota, and the bytes by kind. */
export async function fetchStorage(fetchApi?: SiteApiFetch): Promise<Storage> {
  const json = await apiRequest(apiPaths.user.storage, undefined, 'GET', fetchApi);
  const { storageSchema } = await loadValidation();
  const parsed = storageSchema.safeParse(json);
  if (!parsed.success) throw new InvalidMemberAreaResponseError();
  return parsed.data;
}

/** GET /api/user/billing: the plan and the invoices, newest first. */
export async function fetchBilling(fetchApi?: SiteApiFetch): Promise<Billing> {
  const json = await apiRequest(apiPaths.user.billing, undefined, 'GET', fetchApi);
  const { billingSchema } = await loadValidation();
  const parsed = billingSchema.safeParse(json);
  if (!parsed.success) throw new InvalidMemberAreaResponseError();
  return parsed.data;
}
