import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inbox, SearchX } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { darkTheme, lightTheme } from '../../theme/themes.css.ts';
import { vars } from '../../theme/contract.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { Link } from '../Link/Link.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { Text } from '../Text/Text.tsx';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './DataTable.tsx';

// Sample data for the staff inbox (/admin). It lives only here: the component knows nothing
// about quotes or applications, the page passes its own columns and rows.
type Kind = 'quote' | 'contact' | 'application';
interface InboxRow {
  id: string;
  kind: Kind;
  name: string;
  email: string;
  received: string;
  receivedLabel: string;
  summary: string;
  handled: boolean;
  cv?: string;
}

const kindBadge: Record<Kind, { label: string; tone: 'brand' | 'info' | 'positive' }> = {
  quote: { label: 'Quote', tone: 'brand' },
  contact: { label: 'Contact', tone: 'info' },
  application: { label: 'Application', tone: 'positive' },
};

const sampleRows: InboxRow[] = [
  {
    id: 'q-1042',
    kind: 'quote',
    name: 'Jane Doe',
    email: 'jane@example.com',
    received: '2025-05-12T09:14',
    receivedLabel: '12 May 2025, 09:14',
    summary: 'E-commerce site, about 40 products, launch before the autumn sale.',
    handled: false,
  },
  {
    id: 'c-311',
    kind: 'contact',
    name: 'Omar Haddad',
    email: 'omar.haddad@northwind.example',
    received: '2025-05-11T17:02',
    receivedLabel: '11 May 2025, 17:02',
    summary: 'Do you also maintain sites built by another agency?',
    handled: true,
  },
  {
    id: 'a-88',
    kind: 'application',
    name: 'Mei Lin',
    email: 'mei.lin@example.org',
    received: '2025-05-10T08:45',
    receivedLabel: '10 May 2025, 08:45',
    summary: 'Frontend Developer — five years of React and design systems.',
    handled: false,
    cv: '#cv-a-88',
  },
  {
    id: 'q-1041',
    kind: 'quote',
    name: 'Alexandra Winterbottom-Featherstonehaugh',
    email: 'alexandra.winterbottom-featherstonehaugh@very-long-company-name.example.com',
    received: '2025-05-09T14:30',
    receivedLabel: '9 May 2025, 14:30',
    summary:
      'A booking system for three clinics with online payments, reminders by text message and an export for the accountant every month.',
    handled: true,
  },
];

function inboxColumns(onHandledChange?: (id: string, handled: boolean) => void) {
  return [
    {
      id: 'name',
      header: 'Name',
      rowHeader: true,
      cell: (row) => row.name,
      minWidth: '9rem',
    },
    {
      id: 'email',
      header: 'Email',
      minWidth: '12rem',
      cell: (row) => (
        <Link href={`mailto:${row.email}`} underline="hover">
          {row.email}
        </Link>
      ),
    },
    {
      id: 'kind',
      header: 'Type',
      cell: (row) => <Badge tone={kindBadge[row.kind].tone}>{kindBadge[row.kind].label}</Badge>,
    },
    {
      id: 'summary',
      header: 'Message',
      hideBelow: 'md',
      minWidth: '16rem',
      cell: (row) => row.summary,
    },
    {
      id: 'received',
      header: 'Received',
      align: 'end',
      nowrap: true,
      hideBelow: 'md',
      cell: (row) => <time dateTime={row.received}>{row.receivedLabel}</time>,
    },
    {
      id: 'cv',
      header: 'CV',
      nowrap: true,
      hideBelow: 'md',
      cell: (row) =>
        row.cv ? (
          <Link href={row.cv} download>
            Download CV<span className={visuallyHidden}> of {row.name}</span>
          </Link>
        ) : (
          <Text as="span" variant="muted">
            —
          </Text>
        ),
    },
    {
      id: 'handled',
      header: 'Handled',
      cell: (row) => (
        <Switch
          size="sm"
          label={<span className={visuallyHidden}>Handled: {row.name}</span>}
          checked={row.handled}
          onCheckedChange={(checked) => onHandledChange?.(row.id, checked)}
        />
      ),
    },
  ] satisfies DataTableColumn<InboxRow>[];
}

const meta = {
  title: 'Components/DataTable',
  component: DataTable<InboxRow>,
  tags: ['autodocs', 'mobile'],
  args: {
    caption: 'Inbox',
    columns: inboxColumns(),
    rows: sampleRows,
    rowKey: (row) => row.id,
  },
  argTypes: {
    columns: { control: false },
    rows: { control: false },
    empty: { control: false },
  },
} satisfies Meta<typeof DataTable<InboxRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The inbox as staff use it: toggling 'Handled' dims the row. */
export const Playground: Story = {
  render: function Render(args) {
    const [rows, setRows] = useState(args.rows);
    const columns = inboxColumns((id, handled) =>
      setRows((current) => current.map((row) => (row.id === id ? { ...row, handled } : row))),
    );
    return (
      <DataTable
        {...args}
        columns={columns}
        rows={rows}
        rowVariant={(row) => (row.handled ? 'muted' : 'default')}
      />
    );
  },
};

/** Handled rows are muted: a sunken background and muted text, still WCAG AA. */
export const MutedRows: Story = {
  args: { rowVariant: (row) => (row.handled ? 'muted' : 'default') },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true, rows: sampleRows.slice(0, 2) },
};

export const Loading: Story = {
  args: { loading: true, loadingRowCount: 4 },
};

export const Empty: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        size="sm"
        icon={<Inbox size={20} />}
        title="No messages yet"
        description="Quotes, contact messages and job applications will appear here."
      />
    ),
  },
};

export const EmptySearch: Story = {
  args: {
    rows: [],
    empty: (
      <EmptyState
        size="sm"
        icon={<SearchX size={20} />}
        title="No messages match “winterbottom”"
        action={
          <Button variant="outline" tone="neutral" size="sm">
            Clear search
          </Button>
        }
      />
    ),
  },
};

/**
 * Every column, no `hideBelow`, in a 375 px column: the table keeps its layout and scrolls
 * sideways inside its focusable region.
 */
export const ManyColumnsNarrow: Story = {
  args: {
    columns: inboxColumns().map(({ hideBelow: _hidden, ...column }) => column),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 343 }}>
        <Story />
      </div>
    ),
  ],
};

/** Numbers and dates aligned to the end; long e-mails and messages wrap. */
export const AlignmentAndLongText: Story = {
  args: {
    columns: [
      { id: 'name', header: 'Name', rowHeader: true, cell: (row) => row.name },
      { id: 'summary', header: 'Message', cell: (row) => row.summary },
      {
        id: 'received',
        header: 'Received',
        align: 'end',
        width: '11rem',
        cell: (row) => row.receivedLabel,
      },
    ],
  },
};

export const ToggleHandled: Story = {
  ...Playground,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: 'Handled: Jane Doe' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle.closest('tr')).toHaveAttribute('data-variant', 'muted');
  },
};

/** Both themes side by side, whatever the toolbar says. */
export const Contrast: Story = {
  args: { rowVariant: (row) => (row.handled ? 'muted' : 'default'), rows: sampleRows.slice(0, 3) },
  render: (args) => (
    <div style={{ display: 'grid', gap: 0 }}>
      {[
        { scope: lightTheme, name: 'light' },
        { scope: darkTheme, name: 'dark' },
      ].map(({ scope, name }) => (
        <div
          key={scope}
          className={scope}
          style={{ padding: 16, background: vars.color.background }}
        >
          <DataTable {...args} caption={`Inbox (${name} theme)`} />
        </div>
      ))}
    </div>
  ),
};
