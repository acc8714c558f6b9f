// The staff inbox as the server renders it per request and takes its Handled form when it is
// posted before or without the page's code (docs/decisions/040-forms-post-to-the-server.md):
// the form's name and fields, and what the page's loader hands the inbox. Shared by the inbox
// (in the page's code) and its loader and action (features/admin/actions.ts, on the server only).
import type { AdminLeadsResponse, LeadKind } from '@brightlane/contract';
import type { StaffLoaderData } from '../auth/guard.ts';

/** A row's Handled switch and, where the code does not run, its 'Save' button. */
export const LEAD_HANDLED_FORM = 'lead-handled';

/** The row's fields: which lead, and the switch (sent as 'on' when it is on). */
export const LEAD_KIND_FIELD = 'kind';
export const LEAD_ID_FIELD = 'id';
export const HANDLED_FIELD = 'handled';

/**
 * What /admin's loader answers. Rendered by the server, the page holds the list of its address
 * (`list`, or `failed` when it could not be read) and the open count of each kind, so it shows
 * them where the code does not run; in the browser the inbox asks for them itself.
 */
export interface InboxPageData extends StaffLoaderData {
  /** The list the address asks for, read as this visitor, for `request`'s query. */
  list?: { request: string; data: AdminLeadsResponse };
  failed?: true;
  openCounts?: Partial<Record<LeadKind, number>>;
}
