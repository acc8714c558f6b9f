export { SearchField, searchFieldSizes } from './SearchField.tsx';
export type { SearchFieldProps, SearchFieldSize } from './SearchField.tsx';
