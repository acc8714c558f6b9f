import { useRef } from 'react';
import { Inbox, SearchX } from 'lucide-react';
import type { AdminLeadsResponse, LeadKind } from '@brightlane/contract';
import {
  Banner,
  Button,
  DataTable,
  EmptyState,
  Pagination,
  SearchField,
  Select,
  visuallyHidden,
} from '@brightlane/ui';
import { leadColumns } from './columns.tsx';
import { countOf, inboxCopy } from './copy.ts';
import {
  readInboxParams,
  writeInboxParams,
  type HandledFilter,
  type InboxParams,
} from './inboxParams.ts';
import { useLeadList, type OpenCountEvents } from './useLeadList.ts';
import * as styles from './inbox.css.ts';

export interface LeadsPanelProps extends OpenCountEvents {
  kind: LeadKind;
  params: InboxParams;
  /** Changes the address's state; `replace` for typing, so each keystroke is no history entry. */
  onParamsChange: (next: Partial<InboxParams>, options?: { replace?: boolean }) => void;
  /** The list the server's page brought (InboxPageData), shown until this one asks again. */
  served?: { request: string; data: AdminLeadsResponse };
  /** The server's page could not read the list. */
  failed?: boolean;
}

/** One tab of the inbox: search and filter, the table of a page of leads, and paging. */
export function LeadsPanel({
  kind,
  params,
  onParamsChange,
  onOpenCount,
  onOpenChange,
  served,
  failed,
}: LeadsPanelProps) {
  const { page, q, handled } = params;
  const list = useLeadList(
    kind,
    { page, q, handled },
    { onOpenCount, onOpenChange },
    { served, failed },
  );
  const columns = leadColumns(kind, { pending: list.pending, onHandledChange: list.setHandled });
  const kindLabel = inboxCopy.kinds[kind];
  const filterLabel = handled ? inboxCopy.filters[handled] : inboxCopy.filters.all;
  const panelRef = useRef<HTMLDivElement>(null);

  return (
    <div className={styles.panel} ref={panelRef}>
      {/* The search and the filter answer as they change: they wait for the page's code. */}
      <div className={styles.toolbar}>
        <SearchField
          label={inboxCopy.search[kind]}
          hint={inboxCopy.searchHint}
          size="sm"
          className={styles.search}
          value={q}
          // A new search starts on its first page; typing replaces the history entry.
          onValueChange={(next) => onParamsChange({ q: next, page: 1 }, { replace: true })}
        />
        <Select
          label={inboxCopy.filter}
          size="sm"
          className={styles.filter}
          value={handled ?? 'all'}
          onChange={(event) => {
            const value = event.target.value;
            onParamsChange({ handled: value === 'all' ? null : (value as HandledFilter), page: 1 });
          }}
          options={[
            { value: 'all', label: inboxCopy.filters.all },
            { value: 'open', label: inboxCopy.filters.open },
            { value: 'handled', label: inboxCopy.filters.handled },
          ]}
        />
      </div>

      {/* Says what the table now holds, for screen readers, when a search or page loads. */}
      <p className={visuallyHidden} role="status">
        {list.status === 'loading'
          ? inboxCopy.loading
          : list.status === 'ready'
            ? `${countOf(kind, list.total)}, ${filterLabel.toLowerCase()}`
            : ''}
      </p>

      {list.status === 'error' ? (
        <Banner
          tone="critical"
          title={inboxCopy.loadFailed}
          action={
            <Button size="sm" variant="outline" tone="neutral" onClick={list.retry}>
              {inboxCopy.retry}
            </Button>
          }
        />
      ) : (
        <>
          <DataTable
            caption={kindLabel}
            hideCaption
            columns={columns}
            rows={list.leads}
            rowKey={(lead) => `${lead.kind}-${lead.id}`}
            rowVariant={(lead) => (lead.handledAt ? 'muted' : 'default')}
            loading={list.status === 'loading'}
            empty={
              <Empty
                kind={kind}
                params={params}
                onClearSearch={() => onParamsChange({ q: '', page: 1 })}
                onFirstPage={() => onParamsChange({ page: 1 })}
              />
            }
          />
          {list.status === 'ready' && list.total > 0 ? (
            <Pagination
              label={inboxCopy.pagination(kind)}
              page={page}
              pageCount={list.pageCount}
              size="sm"
              totalLabel={countOf(kind, list.total)}
              // Links, so paging works where the code does not run; with it, the router goes.
              getHref={(next) => `?${writeInboxParams({ ...params, kind, page: next })}`}
              navigate={(href) => {
                const next = readInboxParams(new URL(href, window.location.href).searchParams);
                onParamsChange({ page: next.page });
                // Paging sits under the table: bring the new page's first rows into view.
                panelRef.current?.scrollIntoView?.({ block: 'start' });
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

function Empty({
  kind,
  params,
  onClearSearch,
  onFirstPage,
}: {
  kind: LeadKind;
  params: InboxParams;
  onClearSearch: () => void;
  onFirstPage: () => void;
}) {
  if (params.page > 1) {
    return (
      <EmptyState
        size="sm"
        headingLevel={2}
        icon={<Inbox size={20} />}
        title={inboxCopy.emptyPage}
        action={
          <Button size="sm" variant="outline" tone="neutral" onClick={onFirstPage}>
            {inboxCopy.firstPage}
          </Button>
        }
      />
    );
  }
  if (params.q.trim()) {
    return (
      <EmptyState
        size="sm"
        headingLevel={2}
        icon={<SearchX size={20} />}
        title={inboxCopy.noMatch(params.q.trim())}
        description={inboxCopy.noMatchHint}
        action={
          <Button size="sm" variant="outline" tone="neutral" onClick={onClearSearch}>
            {inboxCopy.clearSearch}
          </Button>
        }
      />
    );
  }
  return (
    <EmptyState
      size="sm"
      headingLevel={2}
      icon={<Inbox size={20} />}
      title={inboxCopy.empty(kind, params.handled)}
      description={params.handled ? undefined : inboxCopy.emptyHint}
    />
  );
}
