import { clsx } from 'clsx';
import { useId } from 'react';
import type { ComponentProps, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './DataTable.css.ts';

export const dataTableAligns = ['start', 'end'] as const;
export type DataTableAlign = (typeof dataTableAligns)[number];
export const dataTableRowVariants = ['default', 'muted'] as const;
export type DataTableRowVariant = (typeof dataTableRowVariants)[number];
/** Breakpoints below which a column can be hidden: `md` = the mobile layout (≤768 px). */
export const dataTableHideBelow = ['md'] as const;
export type DataTableHideBelow = (typeof dataTableHideBelow)[number];

export interface DataTableColumn<Row> {
  /** Stable key of the column (React key). */
  id: string;
  /** The column header, rendered in a `<th scope="col">`. */
  header: ReactNode;
  /** The cell content for one row: text, a Badge, a Link, a Button, a Switch… */
  cell: (row: Row) => ReactNode;
  /** Horizontal alignment: 'start' (default) or 'end' (numbers, dates, actions). */
  align?: DataTableAlign;
  /** A CSS width for the column (e.g. '8rem', '20%'); the browser sizes it otherwise. */
  width?: string;
  /**
   * A CSS minimum width for the column (e.g. '16rem' for a message). When the table is wider
   * than its container, columns shrink to their longest word; this keeps prose readable and
   * lets the region scroll instead.
   */
  minWidth?: string;
  /** Keep the cells on one line (dates, short actions). */
  nowrap?: boolean;
  /** Hide the column on narrow screens: 'md' hides it at the mobile breakpoint (≤768 px). */
  hideBelow?: DataTableHideBelow;
  /**
   * Render this column's cells as row headers (`<th scope="row">`), so a screen reader names
   * the row (e.g. the sender) when moving between cells. Use it on one column at most.
   */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> extends Omit<ComponentProps<'div'>, 'children'> {
  /** What the table lists (e.g. 'Inbox'). It names the table and its scroll region. Required. */
  caption: ReactNode;
  /** Keep the caption for screen readers but hide it on screen (a heading above already says it). */
  hideCaption?: boolean;
  /** The columns, in order. */
  columns: readonly DataTableColumn<Row>[];
  /** The rows, already sorted and paged by the caller. */
  rows: readonly Row[];
  /** A stable, unique key per row (e.g. its id). */
  rowKey: (row: Row) => string;
  /** Loading: skeleton rows replace the rows and the table is `aria-busy`. */
  loading?: boolean;
  /** How many skeleton rows to draw while loading. Default 5. */
  loadingRowCount?: number;
  /** Shown in one full-width row when there are no rows and nothing is loading (e.g. an EmptyState). */
  empty?: ReactNode;
  /** Prominence of a row: 'muted' dims it (e.g. a handled message) with colours that still meet WCAG AA. */
  rowVariant?: (row: Row) => DataTableRowVariant;
}

function cellClass(column: DataTableColumn<never>) {
  return clsx(
    column.align === 'end' ? styles.alignEnd : undefined,
    column.nowrap ? styles.nowrap : undefined,
    column.hideBelow === 'md' ? styles.hideBelowMd : undefined,
  );
}

function headerStyle(column: DataTableColumn<never>) {
  if (!column.width && !column.minWidth) return undefined;
  return { width: column.width, minWidth: column.minWidth };
}

/**
 * A real `<table>` for lists of records (e.g. an inbox): column headers with `scope`, a
 * caption that names it, skeleton rows while loading and a full-width empty row. On narrow
 * screens, columns marked `hideBelow: 'md'` drop out and the rest scroll sideways inside a
 * focusable region named by the caption, so the table keeps its semantics at 375 px instead
 * of turning into cards. Extra props (className, style, ref…) go to that region.
 */
export function DataTable<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingRowCount = 5,
  empty,
  rowVariant,
  className,
  ...rest
}: DataTableProps<Row>) {
  const captionId = `${useId()}-caption`;
  const showEmpty = !loading && rows.length === 0 && empty !== undefined && empty !== null;

  return (
    <div
      role="region"
      aria-labelledby={captionId}
      // Focusable so the keyboard can scroll the region when the table is wider than it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={clsx(styles.region, className)}
      {...rest}
    >
      <table className={styles.table} aria-busy={loading || undefined}>
        <caption id={captionId} className={hideCaption ? visuallyHidden : styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={clsx(styles.headerCell, cellClass(column))}
                style={headerStyle(column)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: loadingRowCount }, (_, index) => (
                <tr key={`skeleton-${index}`} className={styles.row}>
                  {columns.map((column) => (
                    <td key={column.id} className={clsx(styles.skeletonCell, cellClass(column))}>
                      {/* Varied widths read as text rather than as a grid of bars. */}
                      <Skeleton
                        width={`${60 + ((index * 17 + column.id.length * 7) % 35)}%`}
                        className={column.align === 'end' ? styles.skeletonEnd : undefined}
                      />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row) => {
                const variant = rowVariant?.(row) ?? 'default';
                return (
                  <tr
                    key={rowKey(row)}
                    className={styles.row}
                    data-variant={variant === 'muted' ? 'muted' : undefined}
                  >
                    {columns.map((column) =>
                      column.rowHeader ? (
                        <th
                          key={column.id}
                          scope="row"
                          className={clsx(styles.cell, styles.rowHeaderCell, cellClass(column))}
                        >
                          {column.cell(row)}
                        </th>
                      ) : (
                        <td key={column.id} className={clsx(styles.cell, cellClass(column))}>
                          {column.cell(row)}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })}
          {showEmpty ? (
            <tr>
              <td colSpan={columns.length} className={styles.fullWidthCell}>
                {empty}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
