export {
  DataTable,
  dataTableAligns,
  dataTableRowVariants,
  dataTableHideBelow,
} from './DataTable.tsx';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableAlign,
  DataTableRowVariant,
  DataTableHideBelow,
} from './DataTable.tsx';
