import { useId } from 'react';
import { Receipt } from 'lucide-react';
import {
  invoiceStatusLabels,
  type Billing,
  type Invoice,
  type InvoiceStatus,
} from '@brightlane/contract';
import {
  Badge,
  Card,
  DataTable,
  DescriptionList,
  EmptyState,
  Heading,
  Skeleton,
  Text,
  visuallyHidden,
  type DataTableColumn,
} from '@brightlane/ui';
import { ServedDate } from '../projects/ServedDate.tsx';
import { fetchBilling } from './api.ts';
import { billingCopy as copy } from './copy.ts';
import { formatBytes, formatCents } from './format.ts';
import { QuietError } from './QuietError.tsx';
import { type ServedPage, useLoaded } from './useLoaded.ts';
import * as styles from './memberArea.css.ts';

const loadBilling = () => fetchBilling();

const statusTones = {
  paid: 'positive',
  open: 'caution',
  void: 'neutral',
} as const satisfies Record<InvoiceStatus, string>;

const columns: DataTableColumn<Invoice>[] = [
  { id: 'number', header: copy.columns.number, cell: (row) => row.number, rowHeader: true },
  {
    id: 'issued',
    header: copy.columns.issued,
    cell: (row) => <ServedDate iso={row.issuedAt} />,
    nowrap: true,
    // On a phone: number, amount and status, so the table (and its empty state) fits the width.
    hideBelow: 'md',
  },
  {
    id: 'due',
    header: copy.columns.due,
    cell: (row) => <ServedDate iso={row.dueAt} />,
    nowrap: true,
    hideBelow: 'md',
  },
  {
    id: 'amount',
    header: copy.columns.amount,
    cell: (row) => formatCents(row.amountCents),
    align: 'end',
    nowrap: true,
  },
  {
    id: 'status',
    header: copy.columns.status,
    cell: (row) => <Badge tone={statusTones[row.status]}>{invoiceStatusLabels[row.status]}</Badge>,
  },
];

/**
 * /billing: the account's plan (every account is on Free; there is no payment provider) and
 * its invoices, newest first. Nothing issues invoices yet, so today everyone sees the empty
 * list; the table is real for when staff tooling does. `served`: what the server read for the
 * page it rendered; else the panel loads it.
 */
export function BillingPanel({ served }: { served?: ServedPage<Billing> }) {
  const planId = useId();
  const billing = useLoaded('billing', loadBilling, served);
  const data = billing.data;

  if (billing.status === 'error') {
    return (
      <Card className={styles.card}>
        <QuietError message={copy.loadFailed} onRetry={billing.retry} />
      </Card>
    );
  }

  const pending = <Skeleton width="5rem" />;
  return (
    <>
      {data ? null : (
        <p className={visuallyHidden} role="status">
          {copy.loading}
        </p>
      )}
      <Card asChild className={styles.card}>
        <section aria-labelledby={planId} aria-busy={!data || undefined}>
          <Heading level={2} size="md" id={planId}>
            {copy.planTitle}
          </Heading>
          <DescriptionList
            layout="inline"
            items={[
              { term: copy.planName, detail: data ? data.plan.name : pending },
              {
                term: copy.price,
                detail: data ? copy.perMonth(formatCents(data.plan.priceCents)) : pending,
              },
              {
                term: copy.storage,
                detail: data ? formatBytes(data.plan.storageQuotaBytes) : pending,
              },
            ]}
          />
          <Text size="sm" variant="muted">
            {copy.planNote}
          </Text>
        </section>
      </Card>
      {/* Not a section: the table's own scroll region is the landmark, named by its caption. */}
      <Card className={styles.card}>
        <Heading level={2} size="md">
          {copy.invoicesTitle}
        </Heading>
        <DataTable
          caption={copy.invoicesTitle}
          hideCaption
          columns={columns}
          rows={data?.invoices ?? []}
          rowKey={(row) => row.id}
          loading={!data}
          loadingRowCount={2}
          empty={
            <EmptyState
              size="sm"
              headingLevel={3}
              icon={<Receipt size={20} />}
              title={copy.empty}
              description={copy.emptyHint}
            />
          }
        />
      </Card>
    </>
  );
}
