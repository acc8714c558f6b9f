// The inbox table's columns: the same for every kind (received, name, e-mail, phone, message,
// Handled), with the kind's own details between phone and message. Less important columns drop
// out at the mobile breakpoint; the rest scroll sideways inside the table's region.
import { ChevronRight } from 'lucide-react';
import type { AdminLead, LeadKind } from '@brightlane/contract';
import { Badge, Link, Switch, Text, visuallyHidden, type DataTableColumn } from '@brightlane/ui';
import { cvPath } from './api.ts';
import { inboxCopy } from './copy.ts';
import * as styles from './inbox.css.ts';

const receivedFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** '12 May 2026, 9:14 am' in the browser's time zone. */
export function formatReceived(iso: string): string {
  return receivedFormat.format(new Date(iso));
}

/** A detail of a kind (a label of `AdminLead.details`) and how its cell shows it. */
interface DetailColumn {
  label: string;
  /** The kind's main detail, as a Badge. */
  badge?: 'brand' | 'info';
  /** An address (GitHub profile): a link when it is http(s). */
  link?: boolean;
  hideBelowMd?: boolean;
}

const detailColumns: Record<LeadKind, readonly DetailColumn[]> = {
  quotes: [
    { label: 'Project type', badge: 'brand' },
    { label: 'Industry', hideBelowMd: true },
    { label: 'Scope', hideBelowMd: true },
  ],
  contacts: [],
  applications: [
    { label: 'Position', badge: 'info' },
    { label: 'GitHub', link: true, hideBelowMd: true },
  ],
};

function None() {
  return (
    <Text as="span" tone="muted">
      <span aria-hidden="true">{inboxCopy.none}</span>
      <span className={visuallyHidden}>None</span>
    </Text>
  );
}

function DetailCell({ column, value }: { column: DetailColumn; value: string | undefined }) {
  if (!value) return <None />;
  if (column.badge) return <Badge tone={column.badge}>{value}</Badge>;
  if (column.link && /^https?:\/\//i.test(value)) {
    return (
      <Link href={value} target="_blank" underline="hover" className={styles.breakAll}>
        {value.replace(/^https?:\/\/(www\.)?/i, '')}
      </Link>
    );
  }
  return <>{value}</>;
}

/** Messages longer than this open in place from a clamped two-line preview. */
const SHORT_MESSAGE = 90;

export function MessageCell({ text }: { text: string | null }) {
  if (!text) return <None />;
  if (text.length <= SHORT_MESSAGE) return <span className={styles.message}>{text}</span>;
  // The summary holds the whole text (its accessible name is all of it); CSS clamps it to two
  // lines until the disclosure is open.
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        <ChevronRight size={16} aria-hidden="true" className={styles.chevron} />
        <span className={styles.clamped}>{text}</span>
      </summary>
    </details>
  );
}

function CvCell({ lead }: { lead: AdminLead }) {
  if (!lead.cv) return <None />;
  return (
    <span className={styles.cv}>
      <Link
        href={cvPath(lead.id)}
        download={lead.cv.filename}
        underline="hover"
        // The visible words first, then whose: each row's link is told apart by name.
        aria-label={inboxCopy.downloadCvOf(lead.name)}
      >
        {inboxCopy.downloadCv}
      </Link>
      <Text as="span" size="xs" tone="muted" title={lead.cv.filename}>
        {formatSize(lead.cv.size)}
      </Text>
    </span>
  );
}

/** 240 KB, 1.2 MB. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export interface ColumnOptions {
  /** Leads whose Handled change is in flight: their switch is busy. */
  pending: ReadonlySet<string>;
  onHandledChange: (lead: AdminLead, handled: boolean) => void;
}

export function leadColumns(
  kind: LeadKind,
  { pending, onHandledChange }: ColumnOptions,
): DataTableColumn<AdminLead>[] {
  const { columns } = inboxCopy;
  return [
    {
      id: 'received',
      header: columns.received,
      nowrap: true,
      cell: (lead) => <time dateTime={lead.createdAt}>{formatReceived(lead.createdAt)}</time>,
    },
    {
      id: 'name',
      header: columns.name,
      rowHeader: true,
      minWidth: '8rem',
      cell: (lead) => (
        <span className={styles.name}>
          {lead.name}
          {lead.flaggedSpam ? (
            <Badge tone="critical" size="sm" title={inboxCopy.spamHint}>
              {inboxCopy.spam}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: columns.email,
      cell: (lead) => (
        <Link href={`mailto:${lead.email}`} underline="hover" className={styles.breakAll}>
          {lead.email}
        </Link>
      ),
    },
    {
      id: 'phone',
      header: columns.phone,
      nowrap: true,
      hideBelow: 'md',
      cell: (lead) =>
        lead.phone ? (
          <Link href={`tel:${lead.phone.replace(/[^\d+]/g, '')}`} underline="hover">
            {lead.phone}
          </Link>
        ) : (
          <None />
        ),
    },
    ...detailColumns[kind].map((detail): DataTableColumn<AdminLead> => ({
      id: `detail-${detail.label}`,
      header: detail.label,
      hideBelow: detail.hideBelowMd ? 'md' : undefined,
      cell: (lead) => <DetailCell column={detail} value={lead.details[detail.label]} />,
    })),
    ...(kind === 'applications'
      ? [
          {
            id: 'cv',
            header: columns.cv,
            nowrap: true,
            cell: (lead: AdminLead) => <CvCell lead={lead} />,
          },
        ]
      : []),
    {
      id: 'message',
      header: kind === 'applications' ? columns.experience : columns.message,
      minWidth: '16rem',
      cell: (lead) => <MessageCell text={lead.message} />,
    },
    {
      id: 'handled',
      header: columns.handled,
      cell: (lead) => {
        const busy = pending.has(lead.id);
        return (
          <Switch
            size="sm"
            label={<span className={visuallyHidden}>{inboxCopy.handledSwitch(lead.name)}</span>}
            checked={lead.handledAt !== null}
            aria-disabled={busy || undefined}
            data-busy={busy || undefined}
            onCheckedChange={(checked) => {
              if (!busy) onHandledChange(lead, checked);
            }}
          />
        );
      },
    },
  ];
}
