export { SessionList } from './SessionList.tsx';
export type { SessionListItem, SessionListProps } from './SessionList.tsx';
