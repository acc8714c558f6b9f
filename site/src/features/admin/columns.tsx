// The inbox table's columns: the same for every kind (received, name, e-mail, phone, message,
// Handled), with the kind's own details between phone and message. Less important columns drop
// out at the mobile breakpoint; the rest scroll sideways inside the table's region.
import { Fragment } from 'react';
import { ChevronRight } from 'lucide-react';
import type { AdminLead, LeadKind } from '@brightlane/contract';
import {
  Badge,
  Button,
  Form,
  Link,
  Switch,
  Text,
  visuallyHidden,
  type DataTableColumn,
} from '@brightlane/ui';
import { FormName } from '../../forms/FormName.tsx';
import { cvPath } from './api.ts';
import { inboxCopy } from './copy.ts';
import { HANDLED_FIELD, LEAD_HANDLED_FORM, LEAD_ID_FIELD, LEAD_KIND_FIELD } from './postedForms.ts';
import * as styles from './inbox.css.ts';

const dateFormat = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });
const timeFormat = new Intl.DateTimeFormat('en-AU', { timeStyle: 'short' });

/** '2 Mar 2026' and '2:15 pm', in the browser's time zone. */
export function formatReceived(iso: string): { date: string; time: string } {
  const when = new Date(iso);
  return { date: dateFormat.format(when), time: timeFormat.format(when) };
}

function Received({ iso }: { iso: string }) {
  const { date, time } = formatReceived(iso);
  return (
    <time dateTime={iso} className={styles.received}>
      <span>{date},</span> <span className={styles.time}>{time}</span>
    </time>
  );
}

/**
 * A kind's details, in one column to keep the table narrow: the main one (project type,
 * position) as a Badge, the others on one line under it, their labels spoken and in a tooltip.
 */
const detailLabels: Record<LeadKind, readonly string[]> = {
  quotes: ['Project type', 'Industry', 'Scope'],
  contacts: [],
  applications: ['Position', 'GitHub'],
};

function None() {
  return (
    <Text as="span" variant="muted">
      <span aria-hidden="true">{inboxCopy.none}</span>
      <span className={visuallyHidden}>{inboxCopy.noneSpoken}</span>
    </Text>
  );
}

function DetailValue({ value }: { value: string }) {
  if (/^https?:\/\//i.test(value)) {
    return (
      <Link href={value} target="_blank" underline="hover">
        {value.replace(/^https?:\/\/(www\.)?/i, '')}
      </Link>
    );
  }
  return <>{value}</>;
}

function DetailsCell({ kind, lead }: { kind: LeadKind; lead: AdminLead }) {
  const [main, ...rest] = detailLabels[kind];
  const mainValue = main ? lead.details[main] : undefined;
  const others = rest.filter((label) => lead.details[label]);
  if (!mainValue && others.length === 0) return <None />;
  return (
    <div className={styles.details}>
      {mainValue ? (
        <Badge tone={kind === 'quotes' ? 'brand' : 'info'} title={main}>
          {mainValue}
        </Badge>
      ) : null}
      {others.length > 0 ? (
        <Text
          as="span"
          size="xs"
          variant="muted"
          className={styles.detail}
          title={others.map((label) => `${label}: ${lead.details[label]}`).join('\n')}
        >
          {others.map((label, index) => (
            <Fragment key={label}>
              {index > 0 ? <span aria-hidden="true"> · </span> : null}
              <span className={visuallyHidden}>
                {index > 0 ? ', ' : ''}
                {label}:{' '}
              </span>
              <DetailValue value={lead.details[label]!} />
            </Fragment>
          ))}
        </Text>
      ) : null}
    </div>
  );
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
      <Text as="span" size="xs" variant="muted" title={lead.cv.filename}>
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
      // First, so the one action stays in view when the table scrolls sideways.
      id: 'handled',
      header: columns.handled,
      cell: (lead) => {
        const busy = pending.has(lead.id);
        // A form of its own: where the page's code does not run, the switch is sent by 'Save'
        // (features/admin/actions.ts); with it, the switch saves as it flips.
        return (
          <Form
            method="post"
            aria-label={inboxCopy.handledSwitch(lead.name)}
            className={styles.handledForm}
            onSubmit={() => {}}
          >
            <FormName name={LEAD_HANDLED_FORM} />
            <input type="hidden" name={LEAD_KIND_FIELD} value={lead.kind} />
            <input type="hidden" name={LEAD_ID_FIELD} value={lead.id} />
            <Switch
              size="sm"
              name={HANDLED_FIELD}
              label={<span className={visuallyHidden}>{inboxCopy.handledSwitch(lead.name)}</span>}
              checked={lead.handledAt !== null}
              aria-disabled={busy || undefined}
              data-busy={busy || undefined}
              onCheckedChange={(checked) => {
                if (!busy) onHandledChange(lead, checked);
              }}
            />
            <Button
              type="submit"
              size="sm"
              variant="outline"
              tone="neutral"
              className={styles.saveWithoutScript}
              aria-label={inboxCopy.saveHandledOf(lead.name)}
            >
              {inboxCopy.saveHandled}
            </Button>
          </Form>
        );
      },
    },
    {
      id: 'received',
      header: columns.received,
      cell: (lead) => <Received iso={lead.createdAt} />,
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
        <Link href={`mailto:${lead.email}`} underline="hover">
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
    ...(detailLabels[kind].length > 0
      ? [
          {
            id: 'details',
            header: columns.details,
            hideBelow: 'md' as const,
            cell: (lead: AdminLead) => <DetailsCell kind={kind} lead={lead} />,
          },
        ]
      : []),
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
  ];
}
