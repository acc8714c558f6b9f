// One kind's page of leads for the inbox: loaded whenever the kind, page, search or filter
// changes (an answer to an older request is dropped), retried on demand, and the Handled toggle:
// applied at once, confirmed by the server's answer, undone when the request fails.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminLead, AdminLeadsResponse, LeadKind } from '@brightlane/contract';
import { useToast } from '@brightlane/ui';
import { fetchLeads, leadsPath, setLeadHandled, type LeadsQuery } from './api.ts';
import { inboxCopy } from './copy.ts';

type Loaded =
  | { request: string; status: 'ready'; data: AdminLeadsResponse }
  | { request: string; status: 'error' };

export interface LeadList {
  /** 'loading' until the answer for the current kind and query is in. */
  status: 'loading' | 'ready' | 'error';
  /** The page's leads, with this tab's Handled changes applied; [] unless ready. */
  leads: readonly AdminLead[];
  /** Leads matching the search and filter, on every page. */
  total: number;
  pageCount: number;
  /** Leads whose Handled change is waiting for the server. */
  pending: ReadonlySet<string>;
  /** Loads the current page again (after a failure). */
  retry: () => void;
  /** Marks a lead handled or open again: at once here, then on the server. */
  setHandled: (lead: AdminLead, handled: boolean) => void;
}

export interface OpenCountEvents {
  /** The server's count of open leads of a kind, from a page that just loaded. */
  onOpenCount: (kind: LeadKind, open: number) => void;
  /** A Handled change moved a lead in or out of the open ones (+1 / -1). */
  onOpenChange: (kind: LeadKind, delta: number) => void;
}

/** What the server's page brought: the list of a request, or that it could not read it. */
export interface ServedList {
  served?: { request: string; data: AdminLeadsResponse };
  failed?: boolean;
}

export function useLeadList(
  kind: LeadKind,
  { page, q, handled }: LeadsQuery,
  events: OpenCountEvents,
  { served, failed }: ServedList = {},
): LeadList {
  const { toast } = useToast();
  const [attempt, setAttempt] = useState(0);
  // The server's page holds the first list (or its failure): shown as it is, not asked again.
  const [loaded, setLoaded] = useState<Loaded | null>(() => {
    const first = `${leadsPath(kind, { page, q, handled })}#0`;
    if (served && `${served.request}#0` === first)
      return { request: first, status: 'ready', data: served.data };
    if (failed) return { request: first, status: 'error' };
    return null;
  });
  const loadedRef = useRef(loaded);
  useEffect(() => {
    loadedRef.current = loaded;
  });
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  // The latest callbacks, without reloading when the parent passes new ones.
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  // One string per request: the list is loading until an answer for exactly it is in.
  const request = `${leadsPath(kind, { page, q, handled })}#${attempt}`;

  useEffect(() => {
    // Already in: the server's page brought this very request's answer.
    if (loadedRef.current?.request === request) return;
    let live = true;
    fetchLeads(kind, { page, q, handled }).then(
      (data) => {
        if (!live) return;
        setLoaded({ request, status: 'ready', data });
        eventsRef.current.onOpenCount(kind, data.open);
      },
      () => {
        if (live) setLoaded({ request, status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [request, kind, page, q, handled]);

  const current = loaded?.request === request ? loaded : null;

  const replaceLead = useCallback((lead: AdminLead) => {
    setLoaded((state) =>
      state?.status === 'ready'
        ? {
            ...state,
            data: {
              ...state.data,
              leads: state.data.leads.map((row) =>
                row.kind === lead.kind && row.id === lead.id ? lead : row,
              ),
            },
          }
        : state,
    );
  }, []);

  // Read in the handler, so a second click while the first is in flight is ignored.
  const pendingRef = useRef<ReadonlySet<string>>(pending);

  const setHandled = useCallback(
    (lead: AdminLead, handledNow: boolean) => {
      if (pendingRef.current.has(lead.id)) return;
      if ((lead.handledAt !== null) === handledNow) return;
      const mark = (busy: boolean) => {
        const next = new Set(pendingRef.current);
        if (busy) next.add(lead.id);
        else next.delete(lead.id);
        pendingRef.current = next;
        setPending(next);
      };
      mark(true);
      replaceLead({ ...lead, handledAt: handledNow ? new Date().toISOString() : null });
      eventsRef.current.onOpenChange(lead.kind, handledNow ? -1 : 1);
      setLeadHandled(lead.kind, lead.id, handledNow)
        .then(
          ({ lead: saved, message }) => {
            replaceLead(saved);
            toast({ tone: 'positive', title: message });
          },
          () => {
            replaceLead(lead);
            eventsRef.current.onOpenChange(lead.kind, handledNow ? 1 : -1);
            toast({ tone: 'critical', title: inboxCopy.updateFailed });
          },
        )
        .finally(() => mark(false));
    },
    [replaceLead, toast],
  );

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const data = current?.status === 'ready' ? current.data : null;
  return {
    status: current ? current.status : 'loading',
    leads: data?.leads ?? [],
    total: data?.total ?? 0,
    pageCount: data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1,
    pending,
    retry,
    setHandled,
  };
}
