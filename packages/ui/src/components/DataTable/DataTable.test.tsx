import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { axeViolations } from '../../../../../tests/a11y/axe.ts';
import { DataTable } from './DataTable.tsx';
import type { DataTableColumn } from './DataTable.tsx';

interface Message {
  id: string;
  name: string;
  email: string;
  received: string;
  handled: boolean;
}

const messages: Message[] = [
  { id: 'm1', name: 'Jane Doe', email: 'jane@example.com', received: '12 May', handled: false },
  { id: 'm2', name: 'Omar Haddad', email: 'omar@example.com', received: '11 May', handled: true },
];

const columns: DataTableColumn<Message>[] = [
  { id: 'name', header: 'Name', cell: (row) => row.name, rowHeader: true },
  { id: 'email', header: 'Email', cell: (row) => row.email, hideBelow: 'md' },
  {
    id: 'received',
    header: 'Received',
    cell: (row) => row.received,
    align: 'end',
    width: '8rem',
    minWidth: '6rem',
  },
];

describe('DataTable', () => {
  it('given a caption, should render a table named by it with column headers', () => {
    render(<DataTable caption="Inbox" columns={columns} rows={messages} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Inbox' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Name', 'Email', 'Received']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
  });

  it('given rows, should render one row per item with a cell per column, in order', () => {
    render(<DataTable caption="Inbox" columns={columns} rows={messages} rowKey={(r) => r.id} />);
    const [, ...bodyRows] = screen.getAllByRole('row');
    expect(bodyRows).toHaveLength(2);
    expect(within(bodyRows[0]!).getByRole('rowheader', { name: 'Jane Doe' })).toHaveAttribute(
      'scope',
      'row',
    );
    expect(
      within(bodyRows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['jane@example.com', '12 May']);
    expect(within(bodyRows[1]!).getByRole('rowheader')).toHaveTextContent('Omar Haddad');
  });

  it('given the table, should wrap it in a focusable region named by the caption', () => {
    render(<DataTable caption="Inbox" columns={columns} rows={messages} rowKey={(r) => r.id} />);
    const region = screen.getByRole('region', { name: 'Inbox' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByRole('table'));
  });

  it('given Tab, should focus the scroll region so the keyboard can scroll it', async () => {
    render(<DataTable caption="Inbox" columns={columns} rows={messages} rowKey={(r) => r.id} />);
    await userEvent.tab();
    expect(screen.getByRole('region', { name: 'Inbox' })).toHaveFocus();
  });

  it('given hideCaption, should keep the accessible name of the table and the region', () => {
    render(
      <DataTable
        caption="Inbox"
        hideCaption
        columns={columns}
        rows={messages}
        rowKey={(r) => r.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText('Inbox').className).not.toBe('');
  });

  it('given hideBelow and align, should mark those cells so they can be styled', () => {
    render(<DataTable caption="Inbox" columns={columns} rows={messages} rowKey={(r) => r.id} />);
    const emailHeader = screen.getByRole('columnheader', { name: 'Email' });
    const emailCell = screen.getByRole('cell', { name: 'jane@example.com' });
    const nameHeader = screen.getByRole('columnheader', { name: 'Name' });
    // The same class on the header and the cells, so the whole column hides together.
    const hideClass = [...emailHeader.classList].find((c) => !nameHeader.classList.contains(c));
    expect(hideClass).toBeDefined();
    expect(emailCell).toHaveClass(hideClass!);
    const receivedHeader = screen.getByRole('columnheader', { name: 'Received' });
    expect(receivedHeader.style.width).toBe('8rem');
    expect(receivedHeader.style.minWidth).toBe('6rem');
    const alignClass = [...receivedHeader.classList].find((c) => !nameHeader.classList.contains(c));
    expect(screen.getByRole('cell', { name: '12 May' })).toHaveClass(alignClass!);
  });

  it('given loading, should mark the table busy and draw skeleton rows instead of rows', () => {
    render(
      <DataTable
        caption="Inbox"
        columns={columns}
        rows={messages}
        rowKey={(r) => r.id}
        loading
        loadingRowCount={3}
        empty="No messages"
      />,
    );
    const table = screen.getByRole('table', { name: 'Inbox' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Jane Doe')).toBeNull();
    expect(screen.queryByText('No messages')).toBeNull();
    // One header row + three skeleton rows.
    expect(within(table).getAllByRole('row')).toHaveLength(4);
  });

  it('given not loading, should not mark the table busy', () => {
    render(<DataTable caption="Inbox" columns={columns} rows={messages} rowKey={(r) => r.id} />);
    expect(screen.getByRole('table')).not.toHaveAttribute('aria-busy');
  });

  it('given no rows and an empty state, should show it in one cell spanning every column', () => {
    render(
      <DataTable
        caption="Inbox"
        columns={columns}
        rows={[]}
        rowKey={(r) => r.id}
        empty={<p>No messages yet</p>}
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No messages yet' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('given rows, should not show the empty state', () => {
    render(
      <DataTable
        caption="Inbox"
        columns={columns}
        rows={messages}
        rowKey={(r) => r.id}
        empty="No messages yet"
      />,
    );
    expect(screen.queryByText('No messages yet')).toBeNull();
  });

  it('given rowVariant, should mark muted rows only', () => {
    render(
      <DataTable
        caption="Inbox"
        columns={columns}
        rows={messages}
        rowKey={(r) => r.id}
        rowVariant={(row) => (row.handled ? 'muted' : 'default')}
      />,
    );
    expect(screen.getByText('Omar Haddad').closest('tr')).toHaveAttribute('data-variant', 'muted');
    expect(screen.getByText('Jane Doe').closest('tr')).not.toHaveAttribute('data-variant');
  });

  it('given interactive cells, should let them work and update the row', async () => {
    function Inbox() {
      const [rows, setRows] = useState(messages);
      return (
        <DataTable
          caption="Inbox"
          rows={rows}
          rowKey={(r) => r.id}
          rowVariant={(row) => (row.handled ? 'muted' : 'default')}
          columns={[
            { id: 'name', header: 'Name', cell: (row) => row.name },
            {
              id: 'handled',
              header: 'Handled',
              cell: (row) => (
                <button
                  type="button"
                  aria-pressed={row.handled}
                  onClick={() =>
                    setRows((all) =>
                      all.map((r) => (r.id === row.id ? { ...r, handled: !r.handled } : r)),
                    )
                  }
                >
                  Handled: {row.name}
                </button>
              ),
            },
          ]}
        />
      );
    }
    render(<Inbox />);
    const toggle = screen.getByRole('button', { name: 'Handled: Jane Doe' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle.closest('tr')).toHaveAttribute('data-variant', 'muted');
  });

  it('given a ref, should point it at the scroll region', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <DataTable
        caption="Inbox"
        columns={columns}
        rows={messages}
        rowKey={(r) => r.id}
        ref={ref}
      />,
    );
    expect(ref.current).toBe(screen.getByRole('region', { name: 'Inbox' }));
  });

  it('should have no axe violations with rows, loading or empty', async () => {
    const { container } = render(
      <div>
        <DataTable caption="Inbox" columns={columns} rows={messages} rowKey={(r) => r.id} />
        <DataTable caption="Loading" columns={columns} rows={[]} rowKey={(r) => r.id} loading />
        <DataTable
          caption="Empty"
          hideCaption
          columns={columns}
          rows={[]}
          rowKey={(r) => r.id}
          empty="No messages yet"
        />
      </div>,
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
