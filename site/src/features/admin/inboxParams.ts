// The inbox's state lives in the address (`?kind=quotes&page=2&q=…&handled=open`), so a reload,
// a shared link and back/forward all show the same list. Anything unreadable falls back to the
// default rather than failing: an old bookmark still opens the inbox.
import { ADMIN_SEARCH_MAX_LENGTH, leadKinds, type LeadKind } from '@brightlane/contract';
import type { LeadsQuery } from './api.ts';

export interface InboxParams extends LeadsQuery {
  kind: LeadKind;
}

export const handledFilters = ['open', 'handled'] as const;
export type HandledFilter = (typeof handledFilters)[number];

const isKind = (value: string | null): value is LeadKind =>
  (leadKinds as readonly (string | null)[]).includes(value);
const isHandledFilter = (value: string | null): value is HandledFilter =>
  (handledFilters as readonly (string | null)[]).includes(value);

/** The inbox's state from the address's search params. */
export function readInboxParams(search: URLSearchParams): InboxParams {
  const kind = search.get('kind');
  const handled = search.get('handled');
  const page = Number(search.get('page'));
  return {
    kind: isKind(kind) ? kind : 'quotes',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    q: (search.get('q') ?? '').slice(0, ADMIN_SEARCH_MAX_LENGTH),
    handled: isHandledFilter(handled) ? handled : null,
  };
}

/** The search params for a state: the kind always, the rest when not the default. */
export function writeInboxParams(params: InboxParams): URLSearchParams {
  const search = new URLSearchParams({ kind: params.kind });
  if (params.page > 1) search.set('page', String(params.page));
  if (params.q.trim()) search.set('q', params.q);
  if (params.handled) search.set('handled', params.handled);
  return search;
}
