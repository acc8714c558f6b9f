export { DataTable, dataTableAligns, dataTableRowTones, dataTableHideBelow } from './DataTable.tsx';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableAlign,
  DataTableRowTone,
  DataTableHideBelow,
} from './DataTable.tsx';
