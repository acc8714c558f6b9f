export { Pagination, paginationSizes, defaultPageLabel } from './Pagination.tsx';
export type { PaginationProps, PaginationSize } from './Pagination.tsx';
